import { feature } from '../contract/define';
import { fileAnswer } from '../contract/fields';
import {
  DemandDetail,
  DemandDetailRequest,
  DemandFormAnswer,
  DemandFormRequest,
  DemandHistory,
  DemandList,
  DemandListQuery,
  RequestMenu,
  RequestUploadRequest,
  UploadDeleted,
  UploadedDocument,
} from './types';

const { post, get, put, del, rows } = feature('requestSubmitting');

/** Uploaded files are documents: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Requests with and without documents. Each request screen is one {pageName}, whose form and
 * validation rules the back end serves (spec §5), so the demand form is addressed by it.
 */
export const requestSubmittingRows = rows({
  requestSubmittingMenu: get(
    '/dc_ccsi/v1/request-submitting/menu',
    { response: RequestMenu },
    { errorMode: 'ignore' },
  ),
  // Describes the form (a read for everyone); its SUBMIT action checks full authority itself (403).
  requestSubmittingDemandFormData: post(
    '/dc_ccsi/v1/request-submitting/{pageName}/demand-form',
    { body: DemandFormRequest, response: DemandFormAnswer },
    { access: 'read' },
  ),
  requestSubmittingUpload: post(
    '/dc_ccsi/v1/request-submitting/uploads',
    { body: RequestUploadRequest, response: UploadedDocument },
    { ...document, access: 'write', upload: true },
  ),
  requestSubmittingViewUpload: get(
    '/dc_ccsi/v1/request-submitting/uploads/{documentId}',
    { response: fileAnswer },
    { ...document, errorMode: 'blob' },
  ),
  requestSubmittingUploadDelete: del(
    '/dc_ccsi/v1/request-submitting/uploads/{documentId}',
    { response: UploadDeleted },
    document,
  ),
  requestSubmittingDemandList: get('/dc_ccsi/v1/request-submitting/demands', {
    query: DemandListQuery,
    response: DemandList,
  }),
  requestSubmittingHistoryDetailList: get('/dc_ccsi/v1/request-submitting/demands/{orderId}/history', {
    response: DemandHistory,
  }),
  // The back end takes the detail filter as a body, hence PUT for what reads like a query; its
  // WITHDRAW and NOTE actions change the demand and check full authority in the handler.
  requestSubmittingDemandHistoryDetail: put(
    '/dc_ccsi/v1/request-submitting/demands/{orderId}/history-detail',
    { body: DemandDetailRequest, response: DemandDetail },
    { access: 'read' },
  ),
});

type Rows = typeof requestSubmittingRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
