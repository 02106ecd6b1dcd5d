import { feature } from '../contract/define';

const { post, get, put, del, rows } = feature('requestSubmitting');

/** Uploaded files are documents: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Requests with and without documents. Each request screen is one {pageName}, whose form and
 * validation rules the back end serves (spec §5), so the demand form is addressed by it.
 */
export const requestSubmittingRows = rows({
  requestSubmittingMenu: get('/dc_ccsi/v1/request-submitting/menu', {}, { errorMode: 'ignore' }),
  requestSubmittingDemandFormData: post(
    '/dc_ccsi/v1/request-submitting/{pageName}/demand-form',
    {},
    { access: 'read' },
  ),
  requestSubmittingUpload: post(
    '/dc_ccsi/v1/request-submitting/uploads',
    {},
    { ...document, access: 'write' },
  ),
  requestSubmittingViewUpload: get('/dc_ccsi/v1/request-submitting/uploads/{documentId}', {}, document),
  requestSubmittingUploadDelete: del('/dc_ccsi/v1/request-submitting/uploads/{documentId}', {}, document),
  requestSubmittingDemandList: get('/dc_ccsi/v1/request-submitting/demands'),
  requestSubmittingHistoryDetailList: get('/dc_ccsi/v1/request-submitting/demands/{orderId}/history'),
  // The back end takes the detail filter as a body, hence PUT for what reads like a query.
  requestSubmittingDemandHistoryDetail: put(
    '/dc_ccsi/v1/request-submitting/demands/{orderId}/history-detail',
    {},
    { access: 'read' },
  ),
});

type Rows = typeof requestSubmittingRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
