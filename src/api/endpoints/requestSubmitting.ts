import { feature } from './define';

const { post, get, put, del } = feature('requestSubmitting');

/** Uploaded files are documents: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Requests with and without documents. Each request screen is one {pageName}, whose form and
 * validation rules the back end serves (spec §5), so the demand form is addressed by it.
 */
export const requestSubmittingEndpoints = [
  get('requestSubmittingMenu', '/dc_ccsi/v1/request-submitting/menu', { errorMode: 'ignore' }),
  post('requestSubmittingDemandFormData', '/dc_ccsi/v1/request-submitting/{pageName}/demand-form'),
  post('requestSubmittingUpload', '/dc_ccsi/v1/request-submitting/uploads', document),
  get('requestSubmittingViewUpload', '/dc_ccsi/v1/request-submitting/uploads/{documentId}', document),
  del('requestSubmittingUploadDelete', '/dc_ccsi/v1/request-submitting/uploads/{documentId}', document),
  get('requestSubmittingDemandList', '/dc_ccsi/v1/request-submitting/demands'),
  get('requestSubmittingHistoryDetailList', '/dc_ccsi/v1/request-submitting/demands/{orderId}/history'),
  // The back end takes the detail filter as a body, hence PUT for what reads like a query.
  put(
    'requestSubmittingDemandHistoryDetail',
    '/dc_ccsi/v1/request-submitting/demands/{orderId}/history-detail',
  ),
] as const;
