import { File as NodeFile } from 'node:buffer';
import type { EventObject, SnapshotFrom } from 'xstate';
import { formOf, requestType } from '../../server/requestSubmitting/requestTypes';
import type { DemandDetail, UploadedDocument } from '../../src/api/requestSubmitting/types';
import type { documentFormPageMachine } from '../../src/machines/documentForms/documentFormPageMachine';
import type { demandDetailMachine } from '../../src/machines/requestSubmitting/demandDetailMachine';
import type { requestFormMachine } from '../../src/machines/requestSubmitting/requestFormMachine';
import type { requestHomeMachine } from '../../src/machines/requestSubmitting/requestHomeMachine';

export type HomeSnapshot = SnapshotFrom<typeof requestHomeMachine>;
export type FormSnapshot = SnapshotFrom<typeof requestFormMachine>;
export type DetailSnapshot = SnapshotFrom<typeof demandDetailMachine>;
export type FormsPageSnapshot = SnapshotFrom<typeof documentFormPageMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE_NAME = 'company-title-change';
export const MODEL_DEMAND = 'TLP-20260115-999001';

export const PATHS = {
  menu: '/dc_ccsi/v1/request-submitting/menu',
  demandForm: '/dc_ccsi/v1/request-submitting/:pageName/demand-form',
  upload: '/dc_ccsi/v1/request-submitting/uploads',
  uploadById: '/dc_ccsi/v1/request-submitting/uploads/:documentId',
  detail: '/dc_ccsi/v1/request-submitting/demands/:orderId/history-detail',
  forms: '/ccsirest/document/forms.json',
  formTemplate: '/dc_ccsi/v1/document-forms/:formId/template',
};

const failure = new Error('Servis başarısız oldu.');
export const FORM = formOf(requestType(PAGE_NAME)!);

/** Node's File: the upload reads the bytes with arrayBuffer(), which jsdom's File lacks. */
export const pdfFile = (name: string) =>
  new NodeFile(['%PDF-1.4\n% model\n%%EOF\n'], name, { type: 'application/pdf' }) as unknown as File;
export const pngFile = () =>
  new NodeFile([new Uint8Array([0x89, 0x50])], 'gazete.png', { type: 'image/png' }) as unknown as File;

/** Load-and-show pages: the answer, a failure, the retry (no refresh offered: see exceptions). */
export function loadEvents(output: unknown) {
  return (snapshot: { can(event: never): boolean }): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.load', output },
      { type: 'xstate.error.actor.load', error: failure },
      { type: 'user.retry' },
    ].filter((event) => snapshot.can(event as never));
}

export const serializeValue = (s: { value: unknown }) => JSON.stringify(s.value);

/** The form whose blank PDF the walks download. */
export const TEMPLATE_FORM = { formId: 'SIGNATURE_CIRCULAR', title: 'İmza sirküleri' } as const;

/**
 * The document forms page: loads or fails (then retried, as any load-and-show page); once
 * loaded, a form's blank PDF is downloaded, which may fail (the list stays) and is tried again.
 */
export function formsPageEvents(snapshot: FormsPageSnapshot): ModelEvent[] {
  return [
    ...loadEvents({})(snapshot),
    ...[
      { type: 'user.download', formId: TEMPLATE_FORM.formId },
      {
        type: 'xstate.done.actor.downloadTemplate',
        output: { blob: new NodeFile(['%PDF'], 'imza-sirkuleri.pdf'), fileName: 'imza-sirkuleri.pdf' },
      },
      { type: 'xstate.error.actor.downloadTemplate', error: failure },
    ].filter((event) => snapshot.can(event as never)),
  ];
}

/** The failed download's message is a separate state for the person: it shows until the next try. */
export const serializeFormsPage = (s: FormsPageSnapshot) =>
  JSON.stringify([s.value, s.context.downloadError !== undefined]);

const doc = (documentType: string): UploadedDocument => ({
  documentId: `model-${documentType}`,
  documentType,
  title: documentType,
  fileName: 'belge.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 20,
  uploadedAt: '2026-01-15T09:00:00.000Z',
});

/**
 * The request form (company title change: two required documents): the form loads or fails;
 * a refused file (a PNG for the PDF-only gazette) before any upload; the missing documents
 * uploaded one by one (each upload may fail, report its progress or be cancelled); with one document, viewing and deleting it (each
 * may fail); submits refused while documents are missing, then sent (may fail).
 */
export function formEvents(snapshot: FormSnapshot): ModelEvent[] {
  const { documents, busyType } = snapshot.context;
  const missing = FORM.documents.find((slot) => !documents.some((d) => d.documentType === slot.documentType));
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.describeForm', output: FORM },
    { type: 'xstate.error.actor.describeForm', error: failure },
    { type: 'user.retry' },
    { type: 'user.submit', values: {} },
    {
      type: 'xstate.done.actor.submitDemand',
      output: {
        orderId: 'TLP-20260115-000999',
        demandId: 'TLP-20260115-000999',
        title: FORM.title,
        status: 'RECEIVED',
        submittedAt: '2026-01-15T09:00:00Z',
      },
    },
    { type: 'xstate.error.actor.submitDemand', error: failure },
  ];
  if (documents.length === 0)
    events.push({
      type: 'user.upload',
      documentType: 'TRADE_REGISTRY_GAZETTE',
      file: pngFile(),
      name: 'png',
    });
  if (missing)
    events.push({
      type: 'user.upload',
      documentType: missing.documentType,
      file: pdfFile('belge.pdf'),
      name: 'pdf',
    });
  if (busyType) {
    // The browser's byte counts (whole percents) and the person's stop while the file goes up.
    events.push({ type: 'upload.progress', percent: 50 }, { type: 'user.cancelUpload' });
    events.push({ type: 'xstate.done.actor.uploadDocument', output: doc(busyType) });
    if (documents.length === 0) events.push({ type: 'xstate.error.actor.uploadDocument', error: failure });
  }
  if (documents.length === 1) {
    const documentId = documents[0]!.documentId;
    events.push(
      { type: 'user.delete', documentId },
      { type: 'user.view', documentId },
      { type: 'xstate.done.actor.deleteDocument', output: { documentId } },
      { type: 'xstate.error.actor.deleteDocument', error: failure },
      {
        type: 'xstate.done.actor.viewDocument',
        output: { blob: new NodeFile(['%PDF'], 'b.pdf'), fileName: 'b.pdf' },
      },
      { type: 'xstate.error.actor.viewDocument', error: failure },
    );
  }
  return events.filter((event) => snapshot.can(event as never));
}

export const serializeForm = (s: FormSnapshot) =>
  JSON.stringify([s.value, s.context.documents.map((d) => d.documentType)]);

const detail = (canWithdraw: boolean): DemandDetail => ({
  demandId: MODEL_DEMAND,
  pageName: PAGE_NAME,
  title: FORM.title,
  status: canWithdraw ? 'RECEIVED' : 'WITHDRAWN',
  submittedAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  submittedBy: 'Can Öztürk',
  documentCount: 1,
  fields: [],
  documents: [doc('TRADE_REGISTRY_GAZETTE')],
  events: [],
  canWithdraw,
});

/**
 * The demand detail: loads or fails; a received demand is withdrawn (may fail), a note is added
 * only once it is withdrawn (so every change answers the withdrawn demand), a document is viewed.
 */
export function detailEvents(snapshot: DetailSnapshot): ModelEvent[] {
  const canWithdraw = snapshot.context.detail?.canWithdraw ?? true;
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadDetail', output: detail(true) },
    { type: 'xstate.error.actor.loadDetail', error: failure },
    { type: 'user.retry' },
    { type: 'user.withdraw' },
    { type: 'xstate.done.actor.changeDemand', output: detail(false) },
    { type: 'xstate.error.actor.changeDemand', error: failure },
    { type: 'user.view', documentId: 'model-TRADE_REGISTRY_GAZETTE' },
    {
      type: 'xstate.done.actor.viewDocument',
      output: { blob: new NodeFile(['%PDF'], 'b.pdf'), fileName: 'b.pdf' },
    },
    { type: 'xstate.error.actor.viewDocument', error: failure },
  ];
  if (!canWithdraw) events.push({ type: 'user.note', note: 'Model notu' });
  return events.filter((event) => snapshot.can(event as never));
}

export const serializeDetail = (s: DetailSnapshot) =>
  JSON.stringify([s.value, s.context.detail?.canWithdraw ?? null]);
