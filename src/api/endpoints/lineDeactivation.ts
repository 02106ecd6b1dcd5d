import { feature } from './define';

const { post } = feature('lineDeactivation');

/** Document results only count as success on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

export const lineDeactivationEndpoints = [
  post('lineDeactivationReasons', '/ccsirest/line-deactivation/reasons.json'),
  post('lineDeactivationDocumentUpload', '/ccsirest/line-deactivation/document-upload.json', document),
  post('lineDeactivationDocumentList', '/ccsirest/line-deactivation/document-list.json', document),
  // The document comes back as a file; a JSON body here is the error.
  post('lineDeactivationDocumentDownload', '/ccsirest/line-deactivation/document-download.json', {
    ...document,
    errorMode: 'blob',
  }),
  post('lineDeactivationDocumentDelete', '/ccsirest/line-deactivation/document-delete.json', document),
  post('lineDeactivationProductSelection', '/ccsirest/line-deactivation/product-selection.json'),
  post('lineDeactivationProductSelectionCheck', '/ccsirest/line-deactivation/product-selection-check.json'),
  // Deactivation cannot be undone, so the person must read why it was refused.
  post('deactivateLine', '/ccsirest/line-deactivation/deactivate.json', { errorMode: 'modal' }),
  post('lineDeactivationHistoryList', '/ccsirest/line-deactivation/history-list.json'),
  post('lineDeactivationHistoryDetail', '/ccsirest/line-deactivation/history-detail.json'),
] as const;
