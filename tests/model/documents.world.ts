import type { EventObject, SnapshotFrom } from 'xstate';
import type { AgreementDocument, OrderDocument } from '../../src/api/documents/types';
import type { documentFormsMachine } from '../../src/machines/documents/documentFormsMachine';
import type { orderDocumentMachine } from '../../src/machines/documents/orderDocumentMachine';
import type { uploadMachine } from '../../src/machines/documents/uploadMachine';

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;
export type FormsSnapshot = SnapshotFrom<typeof documentFormsMachine>;
export type OrderDocsSnapshot = SnapshotFrom<typeof orderDocumentMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export const FORMS_PATH = '/ccsirest/document/forms.json';
export const INSERT_PATH = '/dc_ccsi/v1/documents';
export const FILE_STORE_PATTERN = '/dc_ccsi/v1/documents/:documentId/file-store';
export const SODEC_PATH = '/dc_ccsi/v1/documents/sodec';
export const AGREEMENT_PATH = '/ccsirest/document/agreement.json';

const failure = new Error('Servis başarısız oldu.');

/** A small real PDF and a file the page refuses; both go through the real file input. */
export const goodFile = () =>
  new File(['%PDF-1.4\n% model\n%%EOF\n'], 'imza-sirkuleri.pdf', { type: 'application/pdf' });
export const badFile = () => new File(['MZ'], 'kurulum.exe', { type: 'application/x-msdownload' });

/**
 * The upload machine's events: the person adds (at most two files, which is enough to walk from
 * one file to the next), removes, resets, submits and continues; the sandbox answers the insert
 * with "200", with another code, or fails, and stores the file or fails.
 */
export function uploadEvents(snapshot: UploadSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    // The name travels beside the File: a File serializes as "{}", so the traversal would take both adds for one.
    { type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: badFile(), name: 'kurulum.exe' },
    { type: 'user.remove', index: 0 },
    { type: 'user.reset' },
    { type: 'user.submit' },
    { type: 'user.continue' },
    { type: 'xstate.done.actor.insertDocument', output: { documentId: 'D', statusCode: '200' } },
    { type: 'xstate.done.actor.insertDocument', output: { documentId: 'D', statusCode: '0' } },
    { type: 'xstate.error.actor.insertDocument', error: failure },
    { type: 'xstate.done.actor.storeFile', output: { documentId: 'D', status: 'IN_REVIEW' } },
    { type: 'xstate.error.actor.storeFile', error: failure },
  ];
  if (snapshot.context.files.length < 2)
    events.unshift({
      type: 'user.add',
      formId: 'SIGNATURE_CIRCULAR',
      file: goodFile(),
      name: 'imza-sirkuleri.pdf',
    });
  return events.filter((event) => snapshot.can(event as never));
}

export const serializeUpload = (s: UploadSnapshot) =>
  JSON.stringify({
    value: s.value,
    files: s.context.files.length,
    index: s.context.index,
    stored: s.context.results.map((r) => r.stored),
    rejection: Boolean(s.context.rejection),
  });

export function formsEvents(snapshot: FormsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { forms: [] } },
    { type: 'xstate.error.actor.load', error: failure },
    { type: 'user.refresh' },
    { type: 'user.retry' },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeForms = (s: FormsSnapshot) => JSON.stringify(s.value);

/** The model's stand-in for the first order document; the walker opens the real first one. */
const MODEL_DOC: OrderDocument = {
  documentId: 'model-doc',
  orderNo: 'SP-model',
  orderTypeName: 'Yeni hat siparişi',
  title: 'Model',
  createdAt: '2025-10-20T09:00:00.000Z',
  status: 'AWAITING_SIGNATURE',
  signedAt: null,
  signingNo: null,
};
const MODEL_AGREEMENT: AgreementDocument = {
  documentId: 'model-doc',
  orderNo: 'SP-model',
  title: 'Model',
  paragraphs: ['Model'],
  status: 'AWAITING_SIGNATURE',
};

/** The OTP child's own failure is excused (it never fails by itself); see documents.exceptions.ts. */
export function orderDocsEvents(snapshot: OrderDocsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.listDocuments', output: { documents: [MODEL_DOC] } },
    { type: 'xstate.error.actor.listDocuments', error: failure },
    { type: 'user.retry' },
    { type: 'user.view', documentId: 'model-doc' },
    { type: 'xstate.done.actor.readAgreement', output: MODEL_AGREEMENT },
    { type: 'xstate.error.actor.readAgreement', error: failure },
    { type: 'user.close' },
    { type: 'user.sign' },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', result: { validated: true }, transactionId: 't' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.signDocument', output: { status: 'SIGNED' } },
    { type: 'xstate.error.actor.signDocument', error: failure },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeOrderDocs = (s: OrderDocsSnapshot) =>
  JSON.stringify({
    value: s.value,
    viewing: Boolean(s.context.viewing),
    notice: s.context.signedTitle !== undefined,
  });
