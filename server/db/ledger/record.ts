/**
 * What a feature's write calls to leave its one entry in the operations ledger: the asked lines
 * with each one's result, the line's user, product type and tariff as they stand at the moment of
 * the write (read from the core `lines` table unless the feature gives them, as a deactivation
 * must, since the line is gone afterwards), and a status derived from the lines' results. A
 * feature never writes ledger SQL of its own; this only saves every feature the same mapping.
 */
import type { LedgerChannel, LedgerKind, LedgerStatus, LineResult } from '../../../src/api/ledger';
import type { Db } from '../connection';
import { createLedger, type LedgerLine, type SummaryItem } from './store';

export interface RecordedLine extends LedgerLine {
  result: LineResult;
}

export interface RecordedOperation {
  corporateNcst: string;
  userId: number;
  kind: LedgerKind;
  operationTypeId?: number;
  title: string;
  summary?: SummaryItem[];
  details?: Record<string, unknown>;
  lines: RecordedLine[];
  /** Without it: derived from the lines' results (statusOfResults); COMPLETED without lines. */
  status?: LedgerStatus;
  channel?: LedgerChannel;
}

/** Every line done: completed; none done and none waiting: failed; some waiting: in progress; else partial. */
export function statusOfResults(results: readonly LineResult[]): LedgerStatus {
  if (results.length === 0) return 'COMPLETED';
  if (results.some((r) => r === 'PENDING')) return 'IN_PROGRESS';
  const done = results.filter((r) => r === 'DONE').length;
  if (done === results.length) return 'COMPLETED';
  return done === 0 ? 'FAILED' : 'PARTIAL';
}

interface CoreLine {
  msisdn: string;
  userName: string;
  productType: NonNullable<LedgerLine['productType']>;
  tariffName: string;
}

/** The company's lines among `msisdns` as they stand now, by number. */
function coreLines(db: Db, corporateNcst: string, msisdns: readonly string[]): Map<string, CoreLine> {
  const rows = db
    .prepare(
      `SELECT msisdn, line_user AS userName, product_type AS productType, tariff_name AS tariffName
       FROM lines WHERE corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))`,
    )
    .all(corporateNcst, JSON.stringify(msisdns)) as CoreLine[];
  return new Map(rows.map((row) => [row.msisdn, row]));
}

/** Appends the operation's entry; answers its number (the one every screen shows). */
export function recordOperation(db: Db, now: () => number, op: RecordedOperation): { number: string } {
  const at = now();
  const known = coreLines(
    db,
    op.corporateNcst,
    op.lines.map((l) => l.msisdn),
  );
  const lines = op.lines.map((line): LedgerLine => {
    const core = known.get(line.msisdn);
    return {
      ...(core
        ? { userName: core.userName, productType: core.productType, tariffName: core.tariffName }
        : {}),
      ...line,
      ...(line.result !== 'PENDING' && line.processedAt === undefined ? { processedAt: at } : {}),
    };
  });
  const { number } = createLedger(db, now).append({
    corporateNcst: op.corporateNcst,
    userId: op.userId,
    kind: op.kind,
    ...(op.operationTypeId !== undefined ? { operationTypeId: op.operationTypeId } : {}),
    status: op.status ?? statusOfResults(op.lines.map((l) => l.result)),
    ...(op.channel ? { channel: op.channel } : {}),
    title: op.title,
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.details ? { details: op.details } : {}),
    lines,
    createdAt: at,
  });
  return { number };
}
