import { feature } from './define';

const { post, get, put } = feature('tariff');

/** A tariff change is an order the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Tariff and package change, single and bulk, with its history and help pages. */
export const tariffEndpoints = [
  post('tariffProductList', '/ccsirest/tariff/product-list.json'),
  post('tariffCanDoList', '/ccsirest/tariff/can-do-list.json'),
  post('tariffGsmTable', '/ccsirest/tariff/gsm-table.json'),
  // Polled while a bulk change runs; a missed tick is retried by the next one.
  post('tariffProgressBar', '/ccsirest/tariff/progress-bar.json', { errorMode: 'ignore' }),
  post('tariffOptions', '/ccsirest/tariff/options.json'),
  post('tariffMarsSend', '/ccsirest/tariff/mars-send.json', order),
  get('tariffHistory', '/dc_ccsi/v1/tariffs/history'),
  // Query: offerName, multiCheck (spec §5).
  get('tariffPreOrderSelection', '/dc_ccsi/v1/tariffs/pre-order-selection'),
  get('tariffFaq', '/dc_ccsi/v1/tariffs/faq'),
  get('tariffMoreInfo', '/dc_ccsi/v1/tariffs/more-info'),
  // Query: screenName, because each screen shows a different slice of the usage.
  get('tariffRemainingUsage', '/dc_ccsi/v1/tariffs/remaining-usage/{productId}'),
  put('tariffChange', '/dc_ccsi/v1/tariffs/change', order),
  put('tariffBulkChange', '/dc_ccsi/v1/tariffs/bulk-change', order),
] as const;
