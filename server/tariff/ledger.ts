/**
 * Tariff changes in the operations ledger: a single change is one entry of one line, done at
 * once; a bulk change is one entry for its whole job, in progress while the job runs, each line's
 * result written as the job settles it (jobs.ts). The entry's number is what the change's answer,
 * the history, My Orders and the request history show.
 */
import type { LedgerStatus, LineResult } from '../../src/api/ledger';
import type { TariffLine } from '../../src/api/tariff/types';
import { formatMoney } from '../../src/lib/format';
import { recordOperation, statusOfResults } from '../db/ledger/record';
import { createLedger, type LedgerLine } from '../db/ledger/store';
import type { Db } from '../db/schema';
import { type CatalogueTariff, COMMITMENT_LABELS } from './catalogue';

/** OPERATION_TYPES: "Tarife değişikliği". */
const TARIFF_OPERATION = 11;

interface Asker {
  corporateNcst: string;
  userId: number;
}

export function recordSingleChange(
  db: Db,
  now: () => number,
  asker: Asker,
  change: { line: TariffLine; tariff: CatalogueTariff; differenceKurus: number; commitmentMonths: number },
): { number: string } {
  const { line, tariff } = change;
  return recordOperation(db, now, {
    corporateNcst: asker.corporateNcst,
    userId: asker.userId,
    kind: 'TARIFF_CHANGE',
    operationTypeId: TARIFF_OPERATION,
    title: `${line.msisdn} için tarife değişikliği`,
    summary: [
      { label: 'Önceki tarife', value: line.tariffName },
      { label: 'Yeni tarife', value: tariff.name },
      { label: 'Taahhüt', value: COMMITMENT_LABELS[change.commitmentMonths] ?? '' },
      { label: 'Aylık fark', value: formatMoney(change.differenceKurus / 100) },
    ],
    lines: [
      {
        msisdn: line.msisdn,
        userName: line.userName,
        productType: line.productType,
        tariffName: tariff.name,
        result: 'DONE',
        before: line.tariffName,
        after: tariff.name,
      },
    ],
  });
}

/** The bulk job's entry, every line waiting; linked to the job so its progress is written back. */
export function recordBulkChange(
  db: Db,
  now: () => number,
  asker: Asker,
  jobId: string,
  items: readonly { msisdn: string; tariff: string; before?: string | undefined }[],
): { number: string } {
  const { number } = recordOperation(db, now, {
    corporateNcst: asker.corporateNcst,
    userId: asker.userId,
    kind: 'TARIFF_CHANGE',
    operationTypeId: TARIFF_OPERATION,
    title: `${items.length} hat için toplu tarife değişikliği`,
    summary: [
      { label: 'Değişiklik türü', value: 'Toplu tarife değişikliği' },
      { label: 'Hat sayısı', value: String(items.length) },
    ],
    lines: items.map((item) => ({
      msisdn: item.msisdn,
      result: 'PENDING',
      after: item.tariff,
      ...(item.before !== undefined ? { before: item.before } : {}),
    })),
    status: 'IN_PROGRESS',
  });
  db.prepare('INSERT INTO tariff_job_orders (job_id, order_no) VALUES (?, ?)').run(jobId, number);
  return { number };
}

export function jobOrderNo(db: Db, jobId: string): string | undefined {
  return (
    db.prepare('SELECT order_no AS orderNo FROM tariff_job_orders WHERE job_id = ?').get(jobId) as
      | { orderNo: string }
      | undefined
  )?.orderNo;
}

const RESULT_OF: Record<string, LineResult> = { PENDING: 'PENDING', CHANGED: 'DONE', REFUSED: 'FAILED' };

/** Writes the job's settled lines and, once it ended, its outcome into its entry. */
export function syncJobEntry(db: Db, corporateNcst: string, jobId: string, at: number): void {
  const orderNo = jobOrderNo(db, jobId);
  if (!orderNo) return;
  const ledger = createLedger(db, () => at);
  const entry = ledger.get(corporateNcst, orderNo);
  if (!entry) return;
  const settled = db
    .prepare('SELECT position, status, reason FROM tariff_job_lines WHERE job_id = ? ORDER BY position')
    .all(jobId) as { position: number; status: string; reason: string | null }[];
  const finished =
    (db.prepare('SELECT finished_at AS f FROM tariff_jobs WHERE id = ?').get(jobId) as { f: number | null })
      .f !== null;
  const lines = entry.lines.map((line, i): LedgerLine => {
    const row = settled[i];
    const result = row ? (RESULT_OF[row.status] ?? 'PENDING') : 'PENDING';
    const { reason: _, processedAt: __, ...rest } = line;
    return {
      ...rest,
      result,
      ...(row?.reason ? { reason: row.reason } : {}),
      ...(result !== 'PENDING' ? { processedAt: line.processedAt ?? at } : {}),
    };
  });
  const status: LedgerStatus = finished
    ? statusOfResults(lines.map((l) => l.result ?? 'PENDING'))
    : 'IN_PROGRESS';
  ledger.update(corporateNcst, orderNo, { lines, status });
}
