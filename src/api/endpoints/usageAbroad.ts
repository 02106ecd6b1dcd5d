import { feature } from '../contract/define';

const { post, put, rows } = feature('usageAbroad');

/** Switching roaming or international calling changes billing: a refusal must be read. */
const toggle = { errorMode: 'modal' } as const;

/** Usage abroad (roaming) and call abroad (international calling) for company lines. */
export const usageAbroadRows = rows({
  usageAbroadQuery: post('/ccsirest/usage-abroad/query.json', {}, { access: 'read' }),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  usageAbroadExport: post('/ccsirest/usage-abroad/export.json', {}, { access: 'read', errorMode: 'blob' }),
  usageAbroadProductList: post('/ccsirest/usage-abroad/product-list.json', {}, { access: 'read' }),
  usageAbroadGsmValidation: post('/ccsirest/usage-abroad/gsm-validation.json', {}, { access: 'read' }),
  usageAbroadOpen: put('/dc_ccsi/v1/usage-abroad/open', {}, toggle),
  usageAbroadClose: put('/dc_ccsi/v1/usage-abroad/close', {}, toggle),
  callAbroadQuery: post('/ccsirest/call-abroad/query.json', {}, { access: 'read' }),
  callAbroadOpen: put('/dc_ccsi/v1/call-abroad/open', {}, toggle),
  callAbroadClose: put('/dc_ccsi/v1/call-abroad/close', {}, toggle),
});

type Rows = typeof usageAbroadRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
