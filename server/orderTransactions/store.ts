/**
 * Line operation requests and their GSM rows in SQL, always scoped by the company, so a handler
 * that passes the session's company can never read another company's request. A company has
 * some hundreds of requests: the list is read whole with its counts and filtered in memory
 * (list.ts), with Turkish collation and the same number matching as the portal.
 */
import type {
  DocumentType,
  GsmResult,
  OrderTransactionGsm,
  RequestStatus,
} from '../../src/api/orderTransactionsTypes';
import { OPEN_REQUEST_STATUSES, operationOf } from '../../src/api/orderTransactionsTypes';
import type { Db } from '../db/schema';

export type Channel = 'PORTAL' | 'CALL_CENTER' | 'DEALER';
export type SummaryItem = { label: string; value: string };

export interface StoredTransaction {
  id: number;
  orderId: string;
  documentType: DocumentType;
  operationTypeId: number;
  operationName: string;
  status: RequestStatus;
  channel: Channel;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  summary: SummaryItem[];
  lineCount: number;
  doneCount: number;
  failedCount: number;
  /** The request's line numbers, for the number filters. */
  msisdns: string[];
}

export interface NewGsmRow {
  msisdn: string;
  userName: string;
  status: GsmResult;
  before?: string;
  after?: string;
  reason?: string;
  processedAt?: number;
}

export interface NewTransaction {
  corporateNcst: string;
  userId: number;
  operationTypeId: number;
  status: RequestStatus;
  channel: Channel;
  summary: SummaryItem[];
  createdAt: number;
  updatedAt: number;
  completedAt?: number;
  lines: NewGsmRow[];
}

interface Row {
  id: number;
  orderId: string;
  documentType: DocumentType;
  operationTypeId: number;
  status: RequestStatus;
  channel: Channel;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  summary: string;
  lineCount: number;
  doneCount: number;
  failedCount: number;
  msisdns: string | null;
}

const SELECT = `SELECT t.id, t.order_id AS orderId, t.document_type AS documentType,
    t.operation_type_id AS operationTypeId, t.status, t.channel, t.created_by AS createdBy,
    t.created_at AS createdAt, t.updated_at AS updatedAt, t.completed_at AS completedAt, t.summary,
    COUNT(l.position) AS lineCount,
    COALESCE(SUM(l.status = 'DONE'), 0) AS doneCount,
    COALESCE(SUM(l.status = 'FAILED'), 0) AS failedCount,
    GROUP_CONCAT(l.msisdn) AS msisdns
  FROM order_transactions t LEFT JOIN order_transaction_lines l ON l.transaction_id = t.id`;

const toTransaction = (row: Row): StoredTransaction => ({
  ...row,
  operationName: operationOf(row.operationTypeId)?.name ?? '',
  summary: JSON.parse(row.summary) as SummaryItem[],
  msisdns: row.msisdns ? row.msisdns.split(',') : [],
});

/** The company's requests, newest first. */
export function companyTransactions(db: Db, corporateNcst: string): StoredTransaction[] {
  const rows = db
    .prepare(`${SELECT} WHERE t.corporate_ncst = ? GROUP BY t.id ORDER BY t.created_at DESC, t.id DESC`)
    .all(corporateNcst) as Row[];
  return rows.map(toTransaction);
}

export function findTransaction(
  db: Db,
  corporateNcst: string,
  orderId: string,
): StoredTransaction | undefined {
  const row = db
    .prepare(`${SELECT} WHERE t.corporate_ncst = ? AND t.order_id = ? GROUP BY t.id`)
    .get(corporateNcst, orderId) as Row | undefined;
  return row && toTransaction(row);
}

interface LineRow {
  msisdn: string;
  userName: string;
  status: GsmResult;
  before: string | null;
  after: string | null;
  reason: string | null;
  processedAt: number | null;
}

/** One request's GSM rows in the order they were asked. */
export function transactionLines(db: Db, transactionId: number): OrderTransactionGsm[] {
  const rows = db
    .prepare(
      `SELECT msisdn, user_name AS userName, status, before_value AS before, after_value AS after, reason,
         processed_at AS processedAt FROM order_transaction_lines WHERE transaction_id = ? ORDER BY position`,
    )
    .all(transactionId) as LineRow[];
  return rows.map((row) => ({
    msisdn: row.msisdn,
    userName: row.userName,
    status: row.status,
    ...(row.before !== null ? { before: row.before } : {}),
    ...(row.after !== null ? { after: row.after } : {}),
    ...(row.reason !== null ? { reason: row.reason } : {}),
    ...(row.processedAt !== null ? { processedAt: new Date(row.processedAt).toISOString() } : {}),
  }));
}

/** Requests still waiting for their result: what the open demand count says. */
export function openTransactionCount(db: Db, corporateNcst: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM order_transactions WHERE corporate_ncst = ?
         AND status IN (SELECT value FROM json_each(?))`,
      )
      .get(corporateNcst, JSON.stringify(OPEN_REQUEST_STATUSES)) as { n: number }
  ).n;
}

/** "HT-YYYYMMDD-000123": the day (UTC) and the row id, so numbers never repeat. */
const formatOrderId = (id: number, createdAt: number) =>
  `HT-${new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '')}-${String(id).padStart(6, '0')}`;

/** Writes a request and its GSM rows; the caller runs it inside a transaction. */
export function createTransaction(db: Db, input: NewTransaction): string {
  const operation = operationOf(input.operationTypeId);
  if (!operation) throw new Error(`createTransaction: no operation type ${input.operationTypeId}`);
  const user = db.prepare('SELECT full_name AS name FROM users WHERE id = ?').get(input.userId) as
    | { name: string }
    | undefined;
  if (!user) throw new Error(`createTransaction: no user ${input.userId}`);
  const id = Number(
    db
      .prepare(
        `INSERT INTO order_transactions (order_id, corporate_ncst, user_id, created_by, document_type,
           operation_type_id, status, channel, summary, created_at, updated_at, completed_at)
         VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.corporateNcst,
        input.userId,
        user.name,
        operation.documentType,
        operation.id,
        input.status,
        input.channel,
        JSON.stringify(input.summary),
        input.createdAt,
        input.updatedAt,
        input.completedAt ?? null,
      ).lastInsertRowid,
  );
  // The placeholder above is unique only until the next insert: the number is set at once.
  const orderId = formatOrderId(id, input.createdAt);
  db.prepare('UPDATE order_transactions SET order_id = ? WHERE id = ?').run(orderId, id);
  const insertLine = db.prepare(
    `INSERT INTO order_transaction_lines (transaction_id, position, msisdn, user_name, status, before_value,
       after_value, reason, processed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  input.lines.forEach((line, position) => {
    insertLine.run(
      id,
      position,
      line.msisdn,
      line.userName,
      line.status,
      line.before ?? null,
      line.after ?? null,
      line.reason ?? null,
      line.processedAt ?? null,
    );
  });
  return orderId;
}
