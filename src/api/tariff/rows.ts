import { feature } from '../contract/define';
import {
  MarsSendAnswer,
  MarsSendRequest,
  PreOrderQuery,
  PreOrderSelection,
  RemainingUsage,
  TariffBulkChangeRequest,
  TariffCanDo,
  TariffCanDoRequest,
  TariffChangeAnswer,
  TariffChangeRequest,
  TariffFaq,
  TariffGsmTableRequest,
  TariffHelpQuery,
  TariffHistory,
  TariffHistoryQuery,
  TariffJob,
  TariffLinesPage,
  TariffMoreInfo,
  TariffOptions,
  TariffOptionsRequest,
  TariffProductList,
  TariffProductListRequest,
  TariffProgress,
  TariffProgressRequest,
  UsageQuery,
} from './types';

const { post, get, put, rows } = feature('tariff');

/** A tariff change is an order the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Tariff and package change, single and bulk, with its history and help pages. */
export const tariffRows = rows({
  tariffProductList: post(
    '/ccsirest/tariff/product-list.json',
    { body: TariffProductListRequest, response: TariffProductList },
    { access: 'read' },
  ),
  tariffCanDoList: post(
    '/ccsirest/tariff/can-do-list.json',
    { body: TariffCanDoRequest, response: TariffCanDo },
    { access: 'read' },
  ),
  tariffGsmTable: post(
    '/ccsirest/tariff/gsm-table.json',
    { body: TariffGsmTableRequest, response: TariffLinesPage },
    { access: 'read' },
  ),
  // Polled while a bulk change runs; a missed tick is retried by the next one.
  tariffProgressBar: post(
    '/ccsirest/tariff/progress-bar.json',
    { body: TariffProgressRequest, response: TariffProgress },
    { access: 'read', errorMode: 'ignore' },
  ),
  tariffOptions: post(
    '/ccsirest/tariff/options.json',
    { body: TariffOptionsRequest, response: TariffOptions },
    { access: 'read' },
  ),
  tariffMarsSend: post(
    '/ccsirest/tariff/mars-send.json',
    { body: MarsSendRequest, response: MarsSendAnswer },
    { ...order, access: 'write' },
  ),
  tariffHistory: get('/dc_ccsi/v1/tariffs/history', { query: TariffHistoryQuery, response: TariffHistory }),
  // Query: offerName, multiCheck (spec §5).
  tariffPreOrderSelection: get('/dc_ccsi/v1/tariffs/pre-order-selection', {
    query: PreOrderQuery,
    response: PreOrderSelection,
  }),
  tariffFaq: get('/dc_ccsi/v1/tariffs/faq', { query: TariffHelpQuery, response: TariffFaq }),
  tariffMoreInfo: get('/dc_ccsi/v1/tariffs/more-info', { query: TariffHelpQuery, response: TariffMoreInfo }),
  // Query: screenName, because each screen shows a different slice of the usage.
  tariffRemainingUsage: get('/dc_ccsi/v1/tariffs/remaining-usage/{productId}', {
    query: UsageQuery,
    response: RemainingUsage,
  }),
  tariffChange: put(
    '/dc_ccsi/v1/tariffs/change',
    { body: TariffChangeRequest, response: TariffChangeAnswer },
    order,
  ),
  tariffBulkChange: put(
    '/dc_ccsi/v1/tariffs/bulk-change',
    { body: TariffBulkChangeRequest, response: TariffJob },
    order,
  ),
});

type Rows = typeof tariffRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
