import { feature } from './define';

const { post } = feature('simCard');

export const simCardEndpoints = [
  post('simCardLimit', '/ccsirest/sim-card/limit.json'),
  post('simCardProductList', '/ccsirest/sim-card/product-list.json'),
  // An upload, not a download: the reply is JSON, so a failure is a plain notification.
  post('simCardExcelImport', '/ccsirest/sim-card/excel-import.json'),
  post('simCardChangeReasons', '/ccsirest/sim-card/change-reasons.json'),
  // An order the person confirmed: its refusal must be read, not flashed.
  post('simCardCreateOrder', '/ccsirest/sim-card/create-order.json', { errorMode: 'modal' }),
] as const;
