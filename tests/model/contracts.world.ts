import type { EventObject, SnapshotFrom } from 'xstate';
import type { ContractSummary } from '../../src/api/contracts/types';
import type { contractDetailMachine } from '../../src/machines/contracts/contractDetailMachine';
import type { contractDownloadMachine } from '../../src/machines/contracts/contractDownloadMachine';
import type { contractListMachine } from '../../src/machines/contracts/contractListMachine';
import type { contractsPageMachine } from '../../src/machines/contracts/contractsPageMachine';
import { contractFixture } from '../../src/machines/contracts/contractTestKit';
import { FULL_RIGHTS } from '../support/rights';
import { FAST } from './support/persons';
import { freshSandbox } from './support/seededSandbox';

export type ListSnapshot = SnapshotFrom<typeof contractListMachine>;
export type PageSnapshot = SnapshotFrom<typeof contractsPageMachine>;
export type DetailSnapshot = SnapshotFrom<typeof contractDetailMachine>;
export type DownloadSnapshot = SnapshotFrom<typeof contractDownloadMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

/** The standard family's rows (src/api/contracts/rows.ts). */
export const PATHS = {
  pending: '/ccsirest/contract/approval-list.json',
  content: '/ccsirest/contract/content.json',
  decide: '/ccsirest/contract/approve-reject.json',
  download: '/ccsirest/contract/download.json',
  report: '/ccsirest/contract/error-report.json',
} as const;

export const PENDING: ContractSummary = contractFixture();
const failure = (message: string) => Object.assign(new Error(message), { code: '500' });
const only = <S extends { can: (e: never) => boolean }>(s: S, events: ModelEvent[]) =>
  events.filter((event) => s.can(event as never));

/** A list of the page: it answers or fails; the person retries or refreshes. */
export const LIST_INPUT = { family: 'STANDARD', kind: 'pending' } as const;
export function listEvents(s: ListSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'xstate.done.actor.load', output: { contracts: [PENDING], totalCount: 1 } },
    { type: 'xstate.error.actor.load', error: failure('Servis başarısız oldu.') },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ]);
}
export const serializeList = (s: ListSnapshot) => JSON.stringify(s.value);

/**
 * The page: tabs, open and close a contract, decide, download. Contracts are opened and
 * downloaded from a pending list, where the rows' order (and so which needs OTP) is known.
 */
export function pageEvents(s: PageSnapshot): ModelEvent[] {
  const onPending = s.context.tab === 'pending';
  return only(s, [
    { type: 'user.selectFamily', family: s.context.family === 'STANDARD' ? 'ISTECEP' : 'STANDARD' },
    { type: 'user.selectTab', tab: onPending ? 'history' : 'pending' },
    { type: 'user.refresh' },
    ...(onPending
      ? [
          { type: 'user.open', contract: PENDING },
          { type: 'user.download', contract: PENDING },
        ]
      : []),
    {
      type: 'xstate.done.actor.detail',
      output: { status: 'decided', decision: 'APPROVE', contract: { ...PENDING, status: 'APPROVED' } },
    },
    { type: 'xstate.done.actor.detail', output: { status: 'closed' } },
    // The running download hands its file to the page, which asks the edge to save it.
    { type: 'download.file', blob: new Blob(['%PDF-1.4']), fileName: 'sozlesme.pdf' },
    {
      type: 'xstate.done.actor.download',
      output: { status: 'saved', contractNumber: PENDING.contractNumber, fileName: 'sozlesme.pdf' },
    },
    {
      type: 'xstate.done.actor.download',
      output: { status: 'cancelled', contractNumber: PENDING.contractNumber },
    },
  ]);
}
/**
 * A contract of the walk's company in the other family's history, as a search hit opens it
 * (/contracts?sozlesme=<no>): the page must show that family and list, not its first ones.
 */
export const ASKED_CONTRACT = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db
    .prepare(
      `SELECT k.contract_number AS no FROM contracts k
       JOIN user_companies uc ON uc.corporate_ncst = k.corporate_ncst JOIN users u ON u.id = uc.user_id
       WHERE u.user_name = ? AND k.family = 'ISTECEP' AND k.status <> 'PENDING'
       ORDER BY uc.position LIMIT 1`,
    )
    .get(FAST.userName) as { no: string };
  sandbox.close();
  return row.no;
})();
/** A number no company has. */
export const MISSING_CONTRACT = '9999999999';

/** The page opened on a contract's address: the lists answer, then the contract is found or not. */
export function seekEvents(s: PageSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'seek.found', contract: { ...PENDING, family: 'ISTECEP' }, tab: 'history' },
    { type: 'seek.missing' },
  ]);
}

export const serializePage = (s: PageSnapshot) =>
  JSON.stringify({ value: s.value, family: s.context.family, tab: s.context.tab });

// The walk's person has full authority: the rights child answers every level.
export const DETAIL_INPUT = { family: 'STANDARD', contract: PENDING, rights: FULL_RIGHTS } as const;
const CONTENT = { contractNumber: PENDING.contractNumber, title: PENDING.title, sections: [] };
export const REJECT_REASON = 'Tarife bilgisi hatalı.';
export const REPORT_TEXT = 'Kapsanan hat numarası eksik.';

/** Content, approve / reject through the OTP child, the error report, closing. */
export function detailEvents(s: DetailSnapshot): ModelEvent[] {
  return only(s, [
    { type: 'xstate.done.actor.content', output: CONTENT },
    { type: 'xstate.error.actor.content', error: failure('Servis başarısız oldu.') },
    { type: 'user.retry' },
    { type: 'user.close' },
    { type: 'user.approve' },
    { type: 'user.startReject' },
    { type: 'user.cancelReject' },
    { type: 'user.reject', reason: REJECT_REASON },
    { type: 'user.openReport' },
    { type: 'user.cancelReport' },
    { type: 'user.submitReport', description: REPORT_TEXT },
    { type: 'user.closeReport' },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', result: { validated: true }, transactionId: 'tx' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.decide', output: { ...PENDING, status: 'APPROVED' } },
    { type: 'xstate.error.actor.decide', error: failure('İşleminizi şu an gerçekleştiremiyoruz.') },
    { type: 'xstate.done.actor.report', output: { reportId: 'HB-000001', createdAt: '' } },
    { type: 'xstate.error.actor.report', error: failure('Servis başarısız oldu.') },
  ]);
}
export const serializeDetail = (s: DetailSnapshot) => JSON.stringify(s.value);

export const DOWNLOAD_INPUT = { family: 'STANDARD', contract: PENDING } as const;

/** File, OTP request, odd reply or error; then the OTP child's validated or cancelled. */
export function downloadEvents(s: DownloadSnapshot): ModelEvent[] {
  return only(s, [
    // Made per call: the test file swaps the global Blob for Node's before paths are drawn.
    { type: 'xstate.done.actor.download', output: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
    { type: 'xstate.done.actor.download', output: { otpRequired: true } },
    { type: 'xstate.done.actor.download', output: { unexpected: true } },
    { type: 'xstate.error.actor.download', error: failure('Servis başarısız oldu.') },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', result: { validated: true }, transactionId: 'tx' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
  ]);
}
export const serializeDownload = (s: DownloadSnapshot) =>
  JSON.stringify({ value: s.value, validated: Boolean(s.context.transactionId) });
