/** The request calls the request machines invoke, named so tests can replace them. */
import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { type ProgressListener, reportUploadTo } from '../../actors/http/uploadProgress';
import type {
  DemandDetail,
  DemandForm,
  DemandSubmitted,
  UploadedDocument,
} from '../../api/requestSubmitting/types';

/** The file's bytes as base64, as the upload row takes them. */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const describeForm = fromPromise<DemandForm, { pageName: string }>(async ({ input, signal }) => {
  const answer = await callEndpoint(
    'requestSubmittingDemandFormData',
    { params: { pageName: input.pageName }, body: { action: 'DESCRIBE' } },
    signal,
  );
  if (answer.kind !== 'FORM') throw new Error('Servis başarısız oldu.');
  return answer.form;
});

export interface UploadInput {
  pageName: string;
  documentType: string;
  file: File;
  /** The machine that hears the upload's progress (its own `self`). */
  progressTo?: ProgressListener;
}

export const uploadDocument = fromPromise<UploadedDocument, UploadInput>(async ({ input, signal }) =>
  callEndpoint(
    'requestSubmittingUpload',
    {
      body: {
        pageName: input.pageName,
        documentType: input.documentType,
        fileName: input.file.name,
        mimeType: input.file.type,
        content: await fileBase64(input.file),
      },
    },
    signal,
    reportUploadTo(input.progressTo, signal),
  ),
);

export const deleteDocument = fromPromise<{ documentId: string }, { documentId: string }>(
  ({ input, signal }) =>
    callEndpoint('requestSubmittingUploadDelete', { params: { documentId: input.documentId } }, signal),
);

export interface ViewedFile {
  blob: Blob;
  fileName: string;
}

export const viewDocument = fromPromise<ViewedFile, { documentId: string; fileName: string }>(
  async ({ input, signal }) => ({
    blob: await callEndpoint(
      'requestSubmittingViewUpload',
      { params: { documentId: input.documentId } },
      signal,
    ),
    fileName: input.fileName,
  }),
);

export interface SubmitInput {
  pageName: string;
  values: Record<string, string | boolean>;
  documentIds: string[];
}

export const submitDemand = fromPromise<DemandSubmitted, SubmitInput>(async ({ input, signal }) => {
  const answer = await callEndpoint(
    'requestSubmittingDemandFormData',
    {
      params: { pageName: input.pageName },
      body: { action: 'SUBMIT', values: input.values, documentIds: input.documentIds },
    },
    signal,
  );
  if (answer.kind !== 'SUBMITTED') throw new Error('Servis başarısız oldu.');
  return answer.demand;
});

export const loadDetail = fromPromise<DemandDetail, { demandId: string }>(({ input, signal }) =>
  callEndpoint(
    'requestSubmittingDemandHistoryDetail',
    { params: { orderId: input.demandId }, body: {} },
    signal,
  ),
);

export const changeDemand = fromPromise<
  DemandDetail,
  { demandId: string; action: 'WITHDRAW' | 'NOTE'; note?: string }
>(({ input, signal }) =>
  callEndpoint(
    'requestSubmittingDemandHistoryDetail',
    {
      params: { orderId: input.demandId },
      body: { action: input.action, ...(input.note ? { note: input.note } : {}) },
    },
    signal,
  ),
);
