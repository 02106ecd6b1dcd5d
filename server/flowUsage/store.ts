/**
 * Reads and writes of the steps table: a batch stored in one transaction, old steps deleted, and
 * the three reads of the atlas (a period's steps, its sessions, one session's path).
 */
import type { FlowPath, FlowSessions, FlowStep } from '../../src/api/flowUsage/types';
import { MAX_FLOW_SESSIONS } from '../../src/api/flowUsage/types';
import type { Db } from '../db/schema';
import type { StoredStep } from './aggregate';
import { FLOW_STEPS_TABLE } from './schema';

const DAY_MS = 86_400_000;
/** Longest recorded path answered (a tab left open for days stops here). */
export const MAX_PATH_STEPS = 5000;

export function insertSteps(db: Db, steps: readonly FlowStep[]): void {
  const insert = db.prepare(
    `INSERT INTO ${FLOW_STEPS_TABLE} (flow, state, event, step, at, session) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const s of steps) insert.run(s.flow, s.state, s.event, s.step ?? null, s.at, s.session);
  })();
}

/** Deletes steps older than the retention; answers how many went. */
export function pruneSteps(db: Db, now: number, retentionDays: number): number {
  return db.prepare(`DELETE FROM ${FLOW_STEPS_TABLE} WHERE at < ?`).run(now - retentionDays * DAY_MS).changes;
}

/** [start, end) in ms of whole UTC days `from`..`to`. */
export interface Period {
  start: number;
  end: number;
}

export function periodSteps(db: Db, flow: string, period: Period): StoredStep[] {
  return db
    .prepare(
      `SELECT state, event, step, at, session FROM ${FLOW_STEPS_TABLE}
       WHERE flow = ? AND at >= ? AND at < ? ORDER BY at, id`,
    )
    .all(flow, period.start, period.end) as StoredStep[];
}

export function periodSessions(db: Db, flow: string, period: Period): FlowSessions['sessions'] {
  return db
    .prepare(
      `SELECT session, MIN(at) AS startedAt, COUNT(*) AS steps,
              (SELECT l.state FROM ${FLOW_STEPS_TABLE} l
                WHERE l.flow = s.flow AND l.session = s.session AND l.at >= ? AND l.at < ?
                ORDER BY l.at DESC, l.id DESC LIMIT 1) AS lastState
       FROM ${FLOW_STEPS_TABLE} s
       WHERE flow = ? AND at >= ? AND at < ?
       GROUP BY session ORDER BY startedAt DESC, session LIMIT ?`,
    )
    .all(
      period.start,
      period.end,
      flow,
      period.start,
      period.end,
      MAX_FLOW_SESSIONS,
    ) as FlowSessions['sessions'];
}

export function sessionPath(db: Db, flow: string, session: string): FlowPath['steps'] {
  const rows = db
    .prepare(
      `SELECT flow, state, event, step, at, session FROM ${FLOW_STEPS_TABLE}
       WHERE flow = ? AND session = ? ORDER BY at, id LIMIT ?`,
    )
    .all(flow, session, MAX_PATH_STEPS) as (FlowStep & { step: string | null })[];
  return rows.map(({ step, ...rest }) => (step ? { ...rest, step } : rest));
}
