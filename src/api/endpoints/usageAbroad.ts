import { feature } from './define';

const { post, put } = feature('usageAbroad');

/** Switching roaming or international calling changes billing: a refusal must be read. */
const toggle = { errorMode: 'modal' } as const;

/** Usage abroad (roaming) and call abroad (international calling) for company lines. */
export const usageAbroadEndpoints = [
  post('usageAbroadQuery', '/ccsirest/usage-abroad/query.json'),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  post('usageAbroadExport', '/ccsirest/usage-abroad/export.json', { errorMode: 'blob' }),
  post('usageAbroadProductList', '/ccsirest/usage-abroad/product-list.json'),
  post('usageAbroadGsmValidation', '/ccsirest/usage-abroad/gsm-validation.json'),
  put('usageAbroadOpen', '/dc_ccsi/v1/usage-abroad/open', toggle),
  put('usageAbroadClose', '/dc_ccsi/v1/usage-abroad/close', toggle),
  post('callAbroadQuery', '/ccsirest/call-abroad/query.json'),
  put('callAbroadOpen', '/dc_ccsi/v1/call-abroad/open', toggle),
  put('callAbroadClose', '/dc_ccsi/v1/call-abroad/close', toggle),
] as const;
