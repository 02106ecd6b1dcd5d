import type { EventObject, SnapshotFrom } from 'xstate';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { OfflineRow } from '../../src/api/offlineTransactions/types';
import type { offlineDetailMachine } from '../../src/machines/offlineTransactions/offlineDetailMachine';
import type { offlineSetupMachine } from '../../src/machines/offlineTransactions/offlinePageMachine';
import { freshSandbox } from './support/seededSandbox';

export type SetupSnapshot = SnapshotFrom<typeof offlineSetupMachine>;
export type DetailSnapshot = SnapshotFrom<typeof offlineDetailMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/offline-transactions';
const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  results: '/ccsirest/offline-transaction/results.json',
  template: '/ccsirest/offline-transaction/table-template.json',
  details: '/ccsirest/offline-transaction/details.json',
};

/** The quick filter the list model types: a word of the descriptions with a Turkish letter. */
export const QUICK_TEXT = 'taşıma';

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const count = (sql: string) => (sandbox.db.prepare(sql).get(COMPANY) as { n: number }).n;
  const total = count('SELECT COUNT(*) AS n FROM offline_transactions WHERE corporate_ncst = ?');
  const quickMatches = count(
    "SELECT COUNT(*) AS n FROM offline_transactions WHERE corporate_ncst = ? AND description LIKE '%taşıma%'",
  );
  const newest = sandbox.db
    .prepare(
      `SELECT query_id AS queryId, msisdn FROM offline_transactions WHERE corporate_ncst = ?
       ORDER BY created_at DESC, query_id DESC LIMIT 1`,
    )
    .get(COMPANY) as { queryId: string; msisdn: string };
  sandbox.close();
  return { total, quickMatches, newest };
})();

/** A row standing for a page in the model (only its count matters there). */
export const MODEL_ROW: OfflineRow = { queryId: SEED.newest.queryId, values: {} };

export const fail = () =>
  Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** The template and announcement: they answer or fail; a failure is retried. */
export function setupEvents(s: SetupSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { template: {}, announcement: null } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

/** A transaction's detail: it answers or fails; the person retries, or asks again with "Yenile". */
export function detailEvents(s: DetailSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: {} },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ].filter((event) => s.can(event as never));
}

export const serializeRequest = (s: { value: unknown }) => JSON.stringify(s.value);
