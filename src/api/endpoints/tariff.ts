import { feature } from '../contract/define';

const { post, get, put, rows } = feature('tariff');

/** A tariff change is an order the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Tariff and package change, single and bulk, with its history and help pages. */
export const tariffRows = rows({
  tariffProductList: post('/ccsirest/tariff/product-list.json', {}, { access: 'read' }),
  tariffCanDoList: post('/ccsirest/tariff/can-do-list.json', {}, { access: 'read' }),
  tariffGsmTable: post('/ccsirest/tariff/gsm-table.json', {}, { access: 'read' }),
  // Polled while a bulk change runs; a missed tick is retried by the next one.
  tariffProgressBar: post('/ccsirest/tariff/progress-bar.json', {}, { access: 'read', errorMode: 'ignore' }),
  tariffOptions: post('/ccsirest/tariff/options.json', {}, { access: 'read' }),
  tariffMarsSend: post('/ccsirest/tariff/mars-send.json', {}, { ...order, access: 'write' }),
  tariffHistory: get('/dc_ccsi/v1/tariffs/history'),
  // Query: offerName, multiCheck (spec §5).
  tariffPreOrderSelection: get('/dc_ccsi/v1/tariffs/pre-order-selection'),
  tariffFaq: get('/dc_ccsi/v1/tariffs/faq'),
  tariffMoreInfo: get('/dc_ccsi/v1/tariffs/more-info'),
  // Query: screenName, because each screen shows a different slice of the usage.
  tariffRemainingUsage: get('/dc_ccsi/v1/tariffs/remaining-usage/{productId}'),
  tariffChange: put('/dc_ccsi/v1/tariffs/change', {}, order),
  tariffBulkChange: put('/dc_ccsi/v1/tariffs/bulk-change', {}, order),
});

type Rows = typeof tariffRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
