import { feature } from '../contract/define';

const { post, rows } = feature('simCard');

export const simCardRows = rows({
  simCardLimit: post('/ccsirest/sim-card/limit.json', {}, { access: 'read' }),
  simCardProductList: post('/ccsirest/sim-card/product-list.json', {}, { access: 'read' }),
  // An upload, not a download: the reply is JSON, so a failure is a plain notification.
  simCardExcelImport: post('/ccsirest/sim-card/excel-import.json', {}, { access: 'write' }),
  simCardChangeReasons: post('/ccsirest/sim-card/change-reasons.json', {}, { access: 'read' }),
  // An order the person confirmed: its refusal must be read, not flashed.
  simCardCreateOrder: post(
    '/ccsirest/sim-card/create-order.json',
    {},
    { access: 'write', errorMode: 'modal' },
  ),
});

type Rows = typeof simCardRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
