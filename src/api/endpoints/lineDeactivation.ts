import { feature } from '../contract/define';

const { post, rows } = feature('lineDeactivation');

/** Document results only count as success on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

export const lineDeactivationRows = rows({
  lineDeactivationReasons: post('/ccsirest/line-deactivation/reasons.json', {}, { access: 'read' }),
  lineDeactivationDocumentUpload: post(
    '/ccsirest/line-deactivation/document-upload.json',
    {},
    { ...document, access: 'write' },
  ),
  lineDeactivationDocumentList: post(
    '/ccsirest/line-deactivation/document-list.json',
    {},
    { ...document, access: 'read' },
  ),
  // The document comes back as a file; a JSON body here is the error.
  lineDeactivationDocumentDownload: post(
    '/ccsirest/line-deactivation/document-download.json',
    {},
    { access: 'read', ...document, errorMode: 'blob' },
  ),
  lineDeactivationDocumentDelete: post(
    '/ccsirest/line-deactivation/document-delete.json',
    {},
    { ...document, access: 'write' },
  ),
  lineDeactivationProductSelection: post(
    '/ccsirest/line-deactivation/product-selection.json',
    {},
    { access: 'read' },
  ),
  lineDeactivationProductSelectionCheck: post(
    '/ccsirest/line-deactivation/product-selection-check.json',
    {},
    { access: 'read' },
  ),
  // Deactivation cannot be undone, so the person must read why it was refused.
  deactivateLine: post(
    '/ccsirest/line-deactivation/deactivate.json',
    {},
    { access: 'write', errorMode: 'modal' },
  ),
  lineDeactivationHistoryList: post('/ccsirest/line-deactivation/history-list.json', {}, { access: 'read' }),
  lineDeactivationHistoryDetail: post(
    '/ccsirest/line-deactivation/history-detail.json',
    {},
    { access: 'read' },
  ),
});

type Rows = typeof lineDeactivationRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
