import type { EventObject } from 'xstate';
import { SEED_COMPANIES } from '../../server/db/seed';
import { DEACTIVATION_REASONS } from '../../server/lineDeactivation/reasons';
import type {
  DeactivationDocument,
  HistoryDetail,
  SelectionCheck,
} from '../../src/api/lineDeactivation/types';
import type {
  deactivationDetailMachine,
  deactivationHistoryMachine,
} from '../../src/machines/lineDeactivation/deactivationHistoryMachine';
import type { deactivationMachine } from '../../src/machines/lineDeactivation/deactivationMachine';
import type { PickerLine } from '../../src/machines/shared/linePicker/types';
import { freshSandbox } from './support/seededSandbox';

export type FlowSnapshot = ReturnType<typeof deactivationMachine.getInitialSnapshot>;
export type HistorySnapshot = ReturnType<typeof deactivationHistoryMachine.getInitialSnapshot>;
export type DetailSnapshot = ReturnType<typeof deactivationDetailMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/line-deactivation';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  reasons: '/ccsirest/line-deactivation/reasons.json',
  check: '/ccsirest/line-deactivation/product-selection-check.json',
  upload: '/ccsirest/line-deactivation/document-upload.json',
  remove: '/ccsirest/line-deactivation/document-delete.json',
  download: '/ccsirest/line-deactivation/document-download.json',
  deactivate: '/ccsirest/line-deactivation/deactivate.json',
  history: '/ccsirest/line-deactivation/history-list.json',
  detail: '/ccsirest/line-deactivation/history-detail.json',
};

interface LineRow {
  msisdn: string;
  product_type: PickerLine['productType'];
  tariff_name: string;
  status: PickerLine['status'];
  line_user: string;
}

/** The line the walks close: the company's first voice line that no rule refuses (seed is deterministic). */
export const LINE: PickerLine = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db
    .prepare(
      `SELECT * FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND msisdn NOT LIKE '%44'
       AND msisdn NOT IN (SELECT msisdn FROM users) ORDER BY msisdn LIMIT 1`,
    )
    .get(COMPANY) as LineRow;
  sandbox.close();
  return {
    msisdn: row.msisdn,
    productType: row.product_type,
    tariffName: row.tariff_name,
    status: row.status,
    userName: row.line_user,
    roaming: false,
  };
})();

export const FILE_NAME = 'ölüm belgesi.pdf';
export const pdfFile = () => new File(['%PDF-1.4\n%%EOF\n'], FILE_NAME, { type: 'application/pdf' });
export const textFile = () => new File(['merhaba'], 'not.txt', { type: 'text/plain' });

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

const DOCUMENT: DeactivationDocument = {
  documentId: 'd',
  documentType: 'DEATH_CERTIFICATE',
  fileName: FILE_NAME,
  sizeBytes: 16,
  uploadedAt: '2026-11-25T10:00:00.000Z',
};
const CHECK = (selectionId: string): SelectionCheck => ({
  selectionId,
  allowed: selectionId ? [{ ...LINE, commitment: null }] : [],
  refused: selectionId ? [] : [{ msisdn: LINE.msisdn, reason: 'x' }],
  totalCost: 0,
  expiresAt: '2026-11-25T11:00:00.000Z',
});
const DETAIL: HistoryDetail = {
  deactivationId: 'h',
  orderId: 'HT-20261125-000001',
  closedAt: '2026-11-25T10:00:00.000Z',
  reasonTitle: 'Hat kullanıcısı vefat etti',
  closedBy: 'Can Öztürk',
  msisdns: [LINE.msisdn],
  totalCost: 0,
  lines: [],
  documents: [],
};

/**
 * The wizard's steps: choose the line (once), check it (closable, refused or failed), choose the
 * reason that needs a death certificate, upload it (or a text file the page refuses; an upload
 * reports its progress and may be cancelled), remove or
 * download it, the summary, the SMS code (validated or cancelled), the deactivation, a restart.
 */
export function flowEvents(s: FlowSnapshot): ModelEvent[] {
  const { lines, reasonId, documents } = s.context;
  return [
    { type: 'xstate.done.actor.start', output: { reasons: [...DEACTIVATION_REASONS], documents: [] } },
    { type: 'xstate.error.actor.start', error: fail() },
    { type: 'user.retry' },
    lines.length === 0
      ? { type: 'lines.chosen', lines: [LINE] }
      : { type: 'lines.remove', msisdn: LINE.msisdn },
    { type: 'user.check' },
    { type: 'xstate.done.actor.check', output: CHECK('s') },
    { type: 'xstate.done.actor.check', output: CHECK('') },
    { type: 'xstate.error.actor.check', error: fail() },
    ...(reasonId ? [] : [{ type: 'reason.choose', reasonId: 'USER_DECEASED' }]),
    ...(documents.length === 0
      ? [
          // `fileName` tells the two apart where events are compared as JSON (a File writes as {}).
          {
            type: 'document.upload',
            documentType: 'DEATH_CERTIFICATE',
            file: pdfFile(),
            fileName: FILE_NAME,
          },
          {
            type: 'document.upload',
            documentType: 'DEATH_CERTIFICATE',
            file: textFile(),
            fileName: 'not.txt',
          },
        ]
      : [
          { type: 'document.remove', index: 0 },
          { type: 'document.download', index: 0 },
        ]),
    // The browser's byte counts (whole percents) and the person's stop while the file goes up.
    { type: 'upload.progress', percent: 50 },
    { type: 'user.cancelUpload' },
    { type: 'xstate.done.actor.upload', output: DOCUMENT },
    { type: 'xstate.error.actor.upload', error: fail() },
    { type: 'xstate.done.actor.removeDocument', output: { index: 0 } },
    { type: 'xstate.error.actor.removeDocument', error: fail() },
    { type: 'xstate.done.actor.download', output: { blob: pdfFile(), fileName: FILE_NAME } },
    { type: 'xstate.error.actor.download', error: fail() },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.deactivate', output: DETAIL },
    { type: 'xstate.error.actor.deactivate', error: fail() },
    { type: 'user.restart' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeFlow = (s: FlowSnapshot) =>
  JSON.stringify({
    value: s.value,
    lines: s.context.lines.length,
    check: s.context.check ? s.context.check.selectionId !== '' : null,
    reason: s.context.reasonId ?? null,
    documents: s.context.documents.length,
    problem: s.context.fileProblem ?? null,
    failed: Boolean(s.context.failure),
  });

/** The history loads, fails and is retried; "Listele" asks again. */
export function historyEvents(s: HistorySnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { items: [] } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh', input: { msisdn: '' } },
  ].filter((event) => s.can(event as never));
}

/** The detail loads or fails and is retried. */
export function detailEvents(s: DetailSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: DETAIL },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeRequest = (s: HistorySnapshot | DetailSnapshot) => JSON.stringify(s.value);
