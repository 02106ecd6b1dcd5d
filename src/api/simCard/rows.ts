import { feature } from '../contract/define';
import {
  SimCardEmptyRequest,
  SimCardLimit,
  SimCardOrderAnswer,
  SimCardOrderRequest,
  SimChangeReasonList,
  SimImportAnswer,
  SimImportRequest,
  SimProductList,
} from './types';

const { post, rows } = feature('simCard');

export const simCardRows = rows({
  simCardLimit: post(
    '/ccsirest/sim-card/limit.json',
    { body: SimCardEmptyRequest, response: SimCardLimit },
    { access: 'read' },
  ),
  simCardProductList: post(
    '/ccsirest/sim-card/product-list.json',
    { body: SimCardEmptyRequest, response: SimProductList },
    { access: 'read' },
  ),
  // An upload, not a download: the reply is JSON, so a failure is a plain notification.
  simCardExcelImport: post(
    '/ccsirest/sim-card/excel-import.json',
    { body: SimImportRequest, response: SimImportAnswer },
    { access: 'write' },
  ),
  simCardChangeReasons: post(
    '/ccsirest/sim-card/change-reasons.json',
    { body: SimCardEmptyRequest, response: SimChangeReasonList },
    { access: 'read' },
  ),
  // An order the person confirmed: its refusal must be read, not flashed.
  simCardCreateOrder: post(
    '/ccsirest/sim-card/create-order.json',
    { body: SimCardOrderRequest, response: SimCardOrderAnswer },
    { access: 'write', errorMode: 'modal' },
  ),
});

type Rows = typeof simCardRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
