import { feature } from '../contract/define';
import {
  AbroadChangeAnswer,
  AbroadChangeRequest,
  AbroadExportAnswer,
  AbroadExportRequest,
  AbroadListPage,
  AbroadListRequest,
  AbroadQueryRequest,
  AbroadSummary,
  AbroadValidation,
  AbroadValidationRequest,
} from './types';

const { post, put, rows } = feature('usageAbroad');

/** Switching roaming or international calling changes billing: a refusal must be read. */
const toggle = { errorMode: 'modal' } as const;
const change = { body: AbroadChangeRequest, response: AbroadChangeAnswer };
const query = { body: AbroadQueryRequest, response: AbroadSummary };

/** Usage abroad (roaming) and call abroad (international calling) for company lines. */
export const usageAbroadRows = rows({
  usageAbroadQuery: post('/ccsirest/usage-abroad/query.json', query, { access: 'read' }),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  usageAbroadExport: post(
    '/ccsirest/usage-abroad/export.json',
    { body: AbroadExportRequest, response: AbroadExportAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  usageAbroadProductList: post(
    '/ccsirest/usage-abroad/product-list.json',
    { body: AbroadListRequest, response: AbroadListPage },
    { access: 'read' },
  ),
  // Reads only: the change itself happens on the open/close rows, confirmed by an OTP.
  usageAbroadGsmValidation: post(
    '/ccsirest/usage-abroad/gsm-validation.json',
    { body: AbroadValidationRequest, response: AbroadValidation },
    { access: 'read' },
  ),
  usageAbroadOpen: put('/dc_ccsi/v1/usage-abroad/open', change, toggle),
  usageAbroadClose: put('/dc_ccsi/v1/usage-abroad/close', change, toggle),
  callAbroadQuery: post('/ccsirest/call-abroad/query.json', query, { access: 'read' }),
  callAbroadOpen: put('/dc_ccsi/v1/call-abroad/open', change, toggle),
  callAbroadClose: put('/dc_ccsi/v1/call-abroad/close', change, toggle),
});

type Rows = typeof usageAbroadRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
