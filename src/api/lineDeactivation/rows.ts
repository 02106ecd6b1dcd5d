import { feature } from '../contract/define';
import {
  DeactivateRequest,
  DeactivationDocument,
  DeactivationLinesPage,
  DeactivationLinesRequest,
  DeactivationReasons,
  DeactivationReasonsRequest,
  DocumentDeleted,
  DocumentFile,
  DocumentList,
  DocumentListRequest,
  DocumentRef,
  DocumentUploadRequest,
  HistoryDetail,
  HistoryDetailRequest,
  HistoryList,
  HistoryListRequest,
  SelectionCheck,
  SelectionCheckRequest,
} from './types';

const { post, rows } = feature('lineDeactivation');

/** Document results only count as success on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

export const lineDeactivationRows = rows({
  lineDeactivationReasons: post(
    '/ccsirest/line-deactivation/reasons.json',
    { body: DeactivationReasonsRequest, response: DeactivationReasons },
    { access: 'read' },
  ),
  lineDeactivationDocumentUpload: post(
    '/ccsirest/line-deactivation/document-upload.json',
    { body: DocumentUploadRequest, response: DeactivationDocument },
    { ...document, access: 'write', upload: true },
  ),
  lineDeactivationDocumentList: post(
    '/ccsirest/line-deactivation/document-list.json',
    { body: DocumentListRequest, response: DocumentList },
    { ...document, access: 'read' },
  ),
  // The document comes back as a file; a JSON body here is the error.
  lineDeactivationDocumentDownload: post(
    '/ccsirest/line-deactivation/document-download.json',
    { body: DocumentRef, response: DocumentFile },
    { access: 'read', ...document, errorMode: 'blob' },
  ),
  lineDeactivationDocumentDelete: post(
    '/ccsirest/line-deactivation/document-delete.json',
    { body: DocumentRef, response: DocumentDeleted },
    { ...document, access: 'write' },
  ),
  lineDeactivationProductSelection: post(
    '/ccsirest/line-deactivation/product-selection.json',
    { body: DeactivationLinesRequest, response: DeactivationLinesPage },
    { access: 'read' },
  ),
  lineDeactivationProductSelectionCheck: post(
    '/ccsirest/line-deactivation/product-selection-check.json',
    { body: SelectionCheckRequest, response: SelectionCheck },
    { access: 'read' },
  ),
  // Deactivation cannot be undone, so the person must read why it was refused.
  deactivateLine: post(
    '/ccsirest/line-deactivation/deactivate.json',
    { body: DeactivateRequest, response: HistoryDetail },
    { access: 'write', errorMode: 'modal' },
  ),
  lineDeactivationHistoryList: post(
    '/ccsirest/line-deactivation/history-list.json',
    { body: HistoryListRequest, response: HistoryList },
    { access: 'read' },
  ),
  lineDeactivationHistoryDetail: post(
    '/ccsirest/line-deactivation/history-detail.json',
    { body: HistoryDetailRequest, response: HistoryDetail },
    { access: 'read' },
  ),
});

type Rows = typeof lineDeactivationRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
