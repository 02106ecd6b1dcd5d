import type { EventObject, SnapshotFrom } from 'xstate';
import { USAGE_MONTHS } from '../../server/db/lineUsage';
import { SEED_COMPANIES } from '../../server/db/seed';
import { spendLines } from '../../server/spendAnalysis/store';
import type { spendSummaryMachine } from '../../src/machines/spendAnalysis/spendTablesMachine';
import { freshSandbox } from './support/seededSandbox';

export type RequestSnapshot = SnapshotFrom<typeof spendSummaryMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/harcama-analizi';

export const PATHS = {
  summary: '/ccsirest/spend-analysis/summary.json',
  lines: '/ccsirest/spend-analysis/lines.json',
  alerts: '/ccsirest/spend-analysis/alerts.json',
  export: '/ccsirest/spend-analysis/export.json',
};

export const fail = () =>
  Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** A table's load: it answers or fails, a failure is retried; `refresh` where the page offers one. */
export const requestEvents =
  (refresh: { type: 'user.refresh'; input?: unknown } | null) =>
  (s: RequestSnapshot): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.load', output: {} },
      { type: 'xstate.error.actor.load', error: fail() },
      { type: 'user.retry' },
      ...(refresh ? [refresh] : []),
    ].filter((event) => s.can(event as never));

export const serializeRequest = (s: { value: unknown }) => JSON.stringify(s.value);

/** The demo person's company (Anadolu Gıda). */
const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

/** What the lines' model types into the quick filter: a surname with Turkish letters. */
export const QUICK_TEXT = 'Şimşek';

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const LINES_SEED = (() => {
  const sandbox = freshSandbox();
  const first = spendLines(sandbox.db, COMPANY, USAGE_MONTHS, { offset: 0, limit: 1 });
  const quick = spendLines(sandbox.db, COMPANY, USAGE_MONTHS, {
    offset: 0,
    limit: 1,
    filter: { text: QUICK_TEXT },
  });
  sandbox.close();
  return { total: first.total, row: first.items[0]!, quickMatches: quick.total };
})();
