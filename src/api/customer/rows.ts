import { ContentPage } from '../content/types';
import { feature } from '../contract/define';
import { ComponentInfo, ComponentInfoRequest } from '../entry/types';
import { ProductGroupFilters } from '../lineUser/types';
import { OrderTransactionExportAnswer, OrderTransactionExportRequest } from '../orderTransactions/types';
import {
  BannerList,
  CustomerAdvisorList,
  ExchangeRates,
  Survey,
  SurveySaveRequest,
  SurveySaveResult,
} from './types';

const { post, get, rows } = feature('customer');

/** Decoration around the pages: its absence must not interrupt the person. */
const background = { errorMode: 'ignore' } as const;

/** Calls shared by several screens: landing extras, survey, advisors, banner, exchange, CMS. */
export const customerRows = rows({
  // The APP_INFO and PRODUCT landing types go through session.ts's `landing` row.
  landingComponentInfo: post(
    '/ccsirest/landing/component-info.json',
    { body: ComponentInfoRequest, response: ComponentInfo },
    { ...background, access: 'read' },
  ),
  exchangeRates: post(
    '/ccsirest/exchange/rates.json',
    { response: ExchangeRates },
    { ...background, access: 'read' },
  ),
  // The filter choices of line lists (line picker, line user info), from the company's lines.
  productGroupFilters: post(
    '/ccsirest/product/group-filters.json',
    { response: ProductGroupFilters },
    { access: 'read' },
  ),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  // The line operations request history is the one report so far (server/orderTransactions).
  exportReport: post(
    '/ccsirest/report/export.json',
    { body: OrderTransactionExportRequest, response: OrderTransactionExportAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  customerSurvey: post(
    '/ccsirest/customer/survey.json',
    { response: Survey },
    { ...background, access: 'read' },
  ),
  customerSurveySave: post(
    '/ccsirest/customer/survey-save.json',
    {
      body: SurveySaveRequest,
      response: SurveySaveResult,
    },
    { access: 'write' },
  ),
  // Banner results only count as success on HTTP 200 (spec §5).
  banner: get('/dc_ccsi/v1/banners', { response: BannerList }, { ...background, successRule: 'http200' }),
  customerAdvisorList: get('/dc_ccsi/v1/customer-advisors', { response: CustomerAdvisorList }),
  // Content pages (/p/{page}, /csi/{page}): the page itself says a failure, or that it is unknown.
  pageContent: get(
    '/dc_ccsi/v1/pages/{pageName}/content',
    { response: ContentPage },
    { errorMode: 'inline' },
  ),
  pageManagerData: get(
    '/dc_ccsi/v1/page-manager/{pageName}',
    { response: ContentPage },
    { errorMode: 'inline' },
  ),
});

type Rows = typeof customerRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
