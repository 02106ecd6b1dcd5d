/**
 * The collector row and the atlas's three reads. The collector takes anonymous batches (the
 * reporter's beacons): it keeps the steps within the retention, deletes older ones and answers
 * 204; an address that reports too often gets a 429. The reads answer one flow over whole days.
 */
import { MAX_FLOW_USAGE_DAYS } from '../../src/api/flowUsage/types';
import { WIZARD_STEPS } from '../../src/api/flowUsage/wizards';
import { BODY_CODES } from '../../src/api/types';
import { clientAddress } from '../clientAddress';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { aggregateUsage } from './aggregate';
import { FLOW_USAGE_MESSAGES } from './messages';
import { flowUsageSettings } from './settings';
import { insertSteps, type Period, periodSessions, periodSteps, pruneSteps, sessionPath } from './store';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** A step stamped further ahead than this (a wrong clock) is not kept. */
const FUTURE_SLACK_MS = DAY_MS;

/** Reports per address in the current minute, per database (each sandbox app has its own). */
const reportWindows = new WeakMap<Db, Map<string, { since: number; count: number }>>();

function countReport(db: Db, address: string, now: number, perMinute: number): void {
  const windows = reportWindows.get(db) ?? new Map<string, { since: number; count: number }>();
  reportWindows.set(db, windows);
  const window = windows.get(address);
  if (!window || now - window.since >= MINUTE_MS) {
    // Forget the closed windows now and then, so the map stays as small as the live addresses.
    if (windows.size > 10_000) windows.clear();
    windows.set(address, { since: now, count: 1 });
    return;
  }
  window.count += 1;
  if (window.count > perMinute)
    throw new ApiError(429, BODY_CODES.validation, FLOW_USAGE_MESSAGES.tooManyReports);
}

function dayStart(day: string, label: string): number {
  const start = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over to March: the day must read back as written.
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day)
    throw new ApiError(400, BODY_CODES.validation, FLOW_USAGE_MESSAGES.badDay(label));
  return start;
}

/** The period's [start, end) in ms, checked: real days, in order, at most MAX_FLOW_USAGE_DAYS. */
export function periodOf(from: string, to: string): Period {
  const start = dayStart(from, 'Başlangıç tarihi');
  const end = dayStart(to, 'Bitiş tarihi') + DAY_MS;
  if (end <= start) throw new ApiError(400, BODY_CODES.validation, FLOW_USAGE_MESSAGES.periodOrder);
  if (end - start > MAX_FLOW_USAGE_DAYS * DAY_MS)
    throw new ApiError(400, BODY_CODES.validation, FLOW_USAGE_MESSAGES.periodTooLong(MAX_FLOW_USAGE_DAYS));
  return { start, end };
}

export const flowUsageHandlers = defineHandlers({
  flowUsageReport: ({ c, deps, body }) => {
    const now = deps.now();
    const settings = flowUsageSettings();
    countReport(deps.db, clientAddress(c), now, settings.reportsPerMinute);
    const oldest = now - settings.retentionDays * DAY_MS;
    insertSteps(
      deps.db,
      body.steps.filter((step) => step.at >= oldest && step.at <= now + FUTURE_SLACK_MS),
    );
    pruneSteps(deps.db, now, settings.retentionDays);
    return new Response(null, { status: 204 });
  },
  flowUsage: ({ deps, query }) =>
    aggregateUsage(
      { flow: query.flow, from: query.from, to: query.to },
      periodSteps(deps.db, query.flow, periodOf(query.from, query.to)),
      WIZARD_STEPS[query.flow] ?? [],
    ),
  flowUsageSessions: ({ deps, query }) => ({
    sessions: periodSessions(deps.db, query.flow, periodOf(query.from, query.to)),
  }),
  flowUsagePath: ({ deps, query }) => ({ steps: sessionPath(deps.db, query.flow, query.session) }),
});
