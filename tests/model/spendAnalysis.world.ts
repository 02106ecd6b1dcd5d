import type { EventObject, SnapshotFrom } from 'xstate';
import type { spendSummaryMachine } from '../../src/machines/spendAnalysis/spendTablesMachine';

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
