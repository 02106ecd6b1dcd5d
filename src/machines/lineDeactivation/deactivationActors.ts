import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { reportUploadTo } from '../../actors/http/uploadProgress';
import type { DeactivationDocument, HistoryDetail, SelectionCheck } from '../../api/lineDeactivation/types';
import type { DeactivateInput, DownloadedFile, StartData, UploadInput } from './deactivationContext';

/** A file's bytes as base64, in chunks (a spread of 700 KB would overflow the call stack). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function start(signal: AbortSignal): Promise<StartData> {
  const [reasons, documents] = await Promise.all([
    callEndpoint('lineDeactivationReasons', { body: {} }, signal),
    callEndpoint('lineDeactivationDocumentList', { body: {} }, signal),
  ]);
  return { reasons: reasons.reasons, documents: documents.documents };
}

async function upload({ documentType, file, progressTo }: UploadInput, signal: AbortSignal) {
  const body = { documentType, fileName: file.name, mimeType: file.type, content: await fileBase64(file) };
  return callEndpoint('lineDeactivationDocumentUpload', { body }, signal, reportUploadTo(progressTo, signal));
}

/**
 * The wizard's calls, the chart's defaults. Saving a downloaded file is the browser's business:
 * the download hands the file back, and the page emits it as a `download` effect.
 */
export const deactivationActors = {
  start: fromPromise<StartData>(({ signal }) => start(signal)),
  check: fromPromise<SelectionCheck, { msisdns: string[] }>(({ input, signal }) =>
    callEndpoint('lineDeactivationProductSelectionCheck', { body: input }, signal),
  ),
  upload: fromPromise<DeactivationDocument, UploadInput>(({ input, signal }) => upload(input, signal)),
  removeDocument: fromPromise<{ index: number }, { documentId: string; index: number }>(
    async ({ input, signal }) => {
      await callEndpoint(
        'lineDeactivationDocumentDelete',
        { body: { documentId: input.documentId } },
        signal,
      );
      return { index: input.index };
    },
  ),
  download: fromPromise<DownloadedFile, DeactivationDocument>(async ({ input, signal }) => ({
    blob: await callEndpoint(
      'lineDeactivationDocumentDownload',
      { body: { documentId: input.documentId } },
      signal,
    ),
    fileName: input.fileName,
  })),
  deactivate: fromPromise<HistoryDetail, DeactivateInput>(({ input, signal }) =>
    callEndpoint('deactivateLine', { body: input }, signal),
  ),
};
