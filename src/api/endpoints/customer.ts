import { feature } from './define';

const { post, get } = feature('customer');

/** Decoration around the pages: its absence must not interrupt the person. */
const background = { errorMode: 'ignore' } as const;

/** Calls shared by several screens: landing extras, survey, advisors, banner, exchange, CMS. */
export const customerEndpoints = [
  // The APP_INFO and PRODUCT landing types go through session.ts's `landing` row.
  post('landingComponentInfo', '/ccsirest/landing/component-info.json', background),
  post('exchangeRates', '/ccsirest/exchange/rates.json', background),
  post('productGroupFilters', '/ccsirest/product/group-filters.json'),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  post('exportReport', '/ccsirest/report/export.json', { errorMode: 'blob' }),
  post('customerSurvey', '/ccsirest/customer/survey.json', background),
  post('customerSurveySave', '/ccsirest/customer/survey-save.json'),
  // Banner results only count as success on HTTP 200 (spec §5).
  get('banner', '/dc_ccsi/v1/banners', { ...background, successRule: 'http200' }),
  get('customerAdvisorList', '/dc_ccsi/v1/customer-advisors'),
  get('pageContent', '/dc_ccsi/v1/pages/{pageName}/content', background),
  get('pageManagerData', '/dc_ccsi/v1/page-manager/{pageName}'),
] as const;
