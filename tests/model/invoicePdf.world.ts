import type { EventObject, SnapshotFrom } from 'xstate';
import { HttpError } from '../../src/actors/http';
import type { showInvoicePdfMachine } from '../../src/machines/invoicePdf/showInvoicePdfMachine';
import type { invoicePdfMachine } from '../../src/machines/invoices/invoicePdfMachine';
import type { invoicePdfDownloadMachine } from '../../src/machines/shared/invoicePdf/invoicePdfDownloadMachine';

export type ShowSnapshot = SnapshotFrom<typeof showInvoicePdfMachine>;
export type ButtonsSnapshot = SnapshotFrom<typeof invoicePdfMachine>;
export type DownloadSnapshot = SnapshotFrom<typeof invoicePdfDownloadMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

/** A public link the walks put in the sandbox's copy (the seed's own keys are random). */
export const LINK_KEY = 'model-walk-fatura-baglantisi-00000000000000';
export const PATHS = {
  permission: '/ccsirest/invoice/pdf-permission.json',
  gibPermission: '/ccsirest/invoice/gib-pdf-permission.json',
  file: '/ccsirest/invoice/pdf.json',
} as const;

const only = <S extends { can: (e: never) => boolean }>(s: S, events: ModelEvent[]) =>
  events.filter((event) => s.can(event as never));
const httpError = (code: string | undefined, httpStatus: number) =>
  new HttpError({ message: 'Bağlantı sorunu.', kind: 'http', httpStatus, ...(code ? { code } : {}) });
const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });
// Made per call: the test file swaps the global Blob for Node's before paths are drawn.
const saved = () => ({ status: 'saved', copy: 'STANDARD', fileName: 'fatura-F1.pdf', blob: pdf() });
const failed = (code: string | undefined, shownByShell: boolean) => ({
  status: 'failed',
  copy: 'STANDARD',
  code,
  message: 'Servis başarısız oldu.',
  shownByShell,
});
const grant = {
  invoiceNo: 'F1',
  companyName: 'Şirket',
  period: '2025-10',
  totalKurus: 100,
  copy: 'STANDARD',
  downloadKey: 'k'.repeat(43),
  downloadKeyExpiresAt: '',
  publicKey: null,
  publicKeyExpiresAt: null,
};

/**
 * The public page: the link works, has expired, is unknown, or the check fails and is retried;
 * a download saves, finds the link expired meanwhile, or fails and stays on the invoice.
 */
export function showEvents(s: ShowSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'xstate.done.actor.check', output: grant },
    { type: 'xstate.error.actor.check', error: httpError('INVOICE_LINK_EXPIRED', 404) },
    { type: 'xstate.error.actor.check', error: httpError('INVOICE_LINK_NOT_FOUND', 404) },
    { type: 'xstate.error.actor.check', error: httpError(undefined, 500) },
    { type: 'user.retry' },
    { type: 'user.download' },
    { type: 'xstate.done.actor.download', output: saved() },
    { type: 'xstate.done.actor.download', output: failed('INVOICE_LINK_EXPIRED', false) },
    { type: 'xstate.done.actor.download', output: failed('500', true) },
  ]);
}
export const serializeShow = (s: ShowSnapshot) =>
  JSON.stringify({ value: s.value, saved: Boolean(s.context.savedAs), error: Boolean(s.context.error) });

/** The invoice screen's buttons: a download of the operator's copy ends saved or failed. */
export function buttonEvents(s: ButtonsSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'user.download', copy: 'STANDARD' },
    { type: 'xstate.done.actor.download', output: saved() },
  ]);
}
export const serializeButtons = (s: ButtonsSnapshot) =>
  JSON.stringify({ value: s.value, copy: s.context.copy });

/** One download: permission answers or fails, then the file answers or fails. */
export function downloadEvents(s: DownloadSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'xstate.done.actor.permission', output: grant },
    { type: 'xstate.error.actor.permission', error: httpError(undefined, 500) },
    // Made per call: the test file swaps the global Blob for Node's before paths are drawn.
    { type: 'xstate.done.actor.file', output: pdf() },
    { type: 'xstate.error.actor.file', error: httpError(undefined, 500) },
  ]);
}
export const serializeDownload = (s: DownloadSnapshot) => JSON.stringify(s.value);
