/**
 * Bulk change jobs. A job is advanced when it is asked about (the progress bar's poll, the list of
 * jobs): the lines due by the time elapsed since it started (BULK_LINES_PER_SECOND) are settled in
 * file order, each against the rules as they stand at that moment. No background timer: a sandbox
 * restart loses nothing, and a test moves a job on by moving its clock.
 */
import { randomUUID } from 'node:crypto';
import {
  BULK_LINES_PER_SECOND,
  type TariffJob,
  type TariffJobLine,
  type TariffJobSummary,
} from '../../src/api/tariff/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { Db } from '../db/schema';
import { findTariff } from './catalogue';
import { jobOrderNo, syncJobEntry } from './ledger';
import { TARIFF_MESSAGES as M } from './messages';
import { differenceKurus, refusalOf } from './rules';
import { applyChange, linesAmong } from './store';

interface JobRow {
  id: string;
  corporateNcst: string;
  userId: number;
  createdBy: string;
  startedAt: number;
  total: number;
  finishedAt: number | null;
}

const JOB_SELECT = `SELECT id, corporate_ncst AS corporateNcst, user_id AS userId, created_by AS createdBy,
  started_at AS startedAt, total, finished_at AS finishedAt FROM tariff_jobs`;

export interface NewJob {
  requestId: string;
  corporateNcst: string;
  userId: number;
  createdBy: string;
  items: { msisdn: string; tariff: string }[];
}

/** The job a request of this person already started, if any (a resent request starts no other). */
export function jobOfRequest(db: Db, userId: number, requestId: string): string | undefined {
  const row = db
    .prepare('SELECT id FROM tariff_jobs WHERE user_id = ? AND request_id = ?')
    .get(userId, requestId) as { id: string } | undefined;
  return row?.id;
}

/** The job of this request, made now unless the same request already made one. */
export function createJob(db: Db, job: NewJob, now: number): string {
  const existing = jobOfRequest(db, job.userId, job.requestId);
  if (existing) return existing;
  const id = randomUUID();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO tariff_jobs (id, request_id, corporate_ncst, user_id, created_by, started_at, total)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, job.requestId, job.corporateNcst, job.userId, job.createdBy, now, job.items.length);
    const insert = db.prepare(
      "INSERT INTO tariff_job_lines (job_id, position, msisdn, tariff, status) VALUES (?, ?, ?, ?, 'PENDING')",
    );
    job.items.forEach((item, i) => {
      insert.run(id, i, item.msisdn, item.tariff);
    });
  })();
  return id;
}

/** Numbers in jobs of the company that are still running (a single change waits for them). */
export function numbersInRunningJobs(db: Db, corporateNcst: string): Set<string> {
  const rows = db
    .prepare(
      `SELECT l.msisdn FROM tariff_job_lines l JOIN tariff_jobs j ON j.id = l.job_id
       WHERE j.corporate_ncst = ? AND j.finished_at IS NULL AND l.status = 'PENDING'`,
    )
    .all(corporateNcst) as { msisdn: string }[];
  return new Set(rows.map((r) => normalizeMsisdn(r.msisdn) ?? r.msisdn));
}

/** Settles the lines of `job` that are due at `now`. */
function advance(db: Db, job: JobRow, now: number): void {
  if (job.finishedAt !== null) return;
  const due = Math.min(job.total, Math.floor(((now - job.startedAt) * BULK_LINES_PER_SECOND) / 1000));
  const pending = db
    .prepare(
      "SELECT position, msisdn, tariff FROM tariff_job_lines WHERE job_id = ? AND status = 'PENDING' AND position < ? ORDER BY position",
    )
    .all(job.id, due) as { position: number; msisdn: string; tariff: string }[];
  if (pending.length === 0 && due < job.total) return;
  db.transaction(() => {
    const numbers = pending.map((p) => normalizeMsisdn(p.msisdn)).filter((n): n is string => n !== null);
    const lines = linesAmong(db, job.corporateNcst, numbers);
    const seen = new Set(
      (
        db
          .prepare("SELECT msisdn FROM tariff_job_lines WHERE job_id = ? AND status != 'PENDING'")
          .all(job.id) as { msisdn: string }[]
      ).map((r) => normalizeMsisdn(r.msisdn) ?? r.msisdn),
    );
    const settle = db.prepare(
      'UPDATE tariff_job_lines SET status = ?, reason = ? WHERE job_id = ? AND position = ?',
    );
    // Settled in file order, at the moment each was due, a second apart per 20 lines.
    for (const p of pending) {
      const at = job.startedAt + Math.ceil(((p.position + 1) * 1000) / BULK_LINES_PER_SECOND);
      const msisdn = normalizeMsisdn(p.msisdn);
      const tariff = findTariff(p.tariff);
      const line = msisdn ? lines.get(msisdn) : undefined;
      const reason = !msisdn
        ? M.invalidNumber
        : seen.has(msisdn)
          ? M.duplicateInRequest
          : refusalOf(line, tariff);
      if (msisdn) seen.add(msisdn);
      if (reason || !line || !tariff || !msisdn) {
        settle.run('REFUSED', reason ?? M.notCompanyLine, job.id, p.position);
        continue;
      }
      applyChange(db, {
        id: randomUUID(),
        corporateNcst: job.corporateNcst,
        msisdn,
        fromTariff: line.tariffName,
        toTariff: tariff.name,
        differenceKurus: differenceKurus(line, tariff),
        commitmentMonths: 24,
        selections: [],
        changedAt: at,
        changedBy: job.createdBy,
        jobId: job.id,
      });
      // The map is read again by later duplicates' rules, so it follows the change.
      lines.set(msisdn, { ...line, tariffName: tariff.name });
      settle.run('CHANGED', null, job.id, p.position);
    }
    if (due >= job.total)
      db.prepare('UPDATE tariff_jobs SET finished_at = ? WHERE id = ?').run(
        job.startedAt + Math.ceil((job.total * 1000) / BULK_LINES_PER_SECOND),
        job.id,
      );
    // The job's ledger entry follows in the same transaction, so no screen sees one without the other.
    syncJobEntry(db, job.corporateNcst, job.id, now);
  })();
}

/** Advances every running job of every company (the feature's settle: My Orders and the request history read its entries). */
export function settleJobs(db: Db, now: () => number): void {
  const running = db.prepare(`${JOB_SELECT} WHERE finished_at IS NULL`).all() as JobRow[];
  const at = now();
  for (const job of running) advance(db, job, at);
}

function summaryOf(db: Db, job: JobRow): TariffJobSummary {
  const counts = db
    .prepare('SELECT status, COUNT(*) AS n FROM tariff_job_lines WHERE job_id = ? GROUP BY status')
    .all(job.id) as { status: string; n: number }[];
  const count = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    jobId: job.id,
    status: job.finishedAt === null ? 'RUNNING' : 'DONE',
    createdAt: new Date(job.startedAt).toISOString(),
    createdBy: job.createdBy,
    total: job.total,
    changed: count('CHANGED'),
    refused: count('REFUSED'),
    orderNo: jobOrderNo(db, job.id) ?? '',
  };
}

const findJob = (db: Db, corporateNcst: string, id: string) =>
  db.prepare(`${JOB_SELECT} WHERE id = ? AND corporate_ncst = ?`).get(id, corporateNcst) as
    | JobRow
    | undefined;

/** The job with each line's result, advanced to `now`; undefined for another company's or none. */
export function jobAt(db: Db, corporateNcst: string, id: string, now: number): TariffJob | undefined {
  const before = findJob(db, corporateNcst, id);
  if (!before) return undefined;
  advance(db, before, now);
  const job = findJob(db, corporateNcst, id) as JobRow;
  const lines = db
    .prepare(
      'SELECT position, msisdn, tariff, status, reason FROM tariff_job_lines WHERE job_id = ? ORDER BY position',
    )
    .all(id) as TariffJobLine[];
  return { ...summaryOf(db, job), lines };
}

/** The company's jobs, newest first, each advanced to `now`. */
export function jobsAt(db: Db, corporateNcst: string, now: number, limit = 50): TariffJobSummary[] {
  const jobs = db
    .prepare(`${JOB_SELECT} WHERE corporate_ncst = ? ORDER BY started_at DESC LIMIT ?`)
    .all(corporateNcst, limit) as JobRow[];
  for (const job of jobs) advance(db, job, now);
  return jobs.map((job) => summaryOf(db, findJob(db, corporateNcst, job.id) as JobRow));
}
