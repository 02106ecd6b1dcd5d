/**
 * The line-operations request history's view of the operations ledger: every entry that is a line
 * operation (it names an operation type), from any channel, with each line's own result. The
 * history's counts are derived from these rows, never stored twice; an order placed in the portal
 * (a tariff change, a package, a SIM card) is listed here under the number My Orders shows.
 */
import type { LedgerKind } from '../../../src/api/ledger';
import {
  type DocumentType,
  type GsmResult,
  OPEN_REQUEST_STATUSES,
  type OrderTransactionGsm,
  operationOf,
  type RequestStatus,
} from '../../../src/api/orderTransactions/types';
import type { Db } from '../connection';
import { createLedger, type LedgerEntry, type SummaryItem } from './store';

export type Channel = 'PORTAL' | 'CALL_CENTER' | 'DEALER';
export type { SummaryItem };

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
  lines: OrderTransactionGsm[];
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

/** The ledger kind of a line operation asked outside an order flow (a call centre's, a dealer's). */
const KIND_OF: Record<number, LedgerKind> = {
  11: 'TARIFF_CHANGE',
  12: 'ADDITIONAL_PACKAGE',
  13: 'PACKAGE_CANCEL',
  21: 'LINE_STATUS',
  22: 'LINE_STATUS',
  23: 'LINE_STATUS',
  31: 'SIM_CARD',
  32: 'SIM_CARD',
  33: 'SIM_MATCHING',
  41: 'NUMBER_PORT',
  42: 'TAKE_OVER',
  51: 'ABROAD',
  52: 'ABROAD',
  53: 'ABROAD',
  54: 'ABROAD',
  61: 'SECURE_INTERNET',
  62: 'EXTRA_PACKET',
};

function toTransaction(entry: LedgerEntry): StoredTransaction | undefined {
  const operation = entry.operationTypeId === null ? undefined : operationOf(entry.operationTypeId);
  // A draft is not asked yet: the history lists what reached the operator.
  if (!operation || entry.status === 'DRAFT') return undefined;
  const lines: OrderTransactionGsm[] = entry.lines.map((l) => ({
    msisdn: l.msisdn,
    userName: l.userName ?? '',
    status: l.result ?? 'PENDING',
    ...(l.before !== undefined ? { before: l.before } : {}),
    ...(l.after !== undefined ? { after: l.after } : {}),
    ...(l.reason !== undefined ? { reason: l.reason } : {}),
    ...(l.processedAt !== undefined ? { processedAt: new Date(l.processedAt).toISOString() } : {}),
  }));
  return {
    id: entry.id,
    orderId: entry.number,
    documentType: operation.documentType,
    operationTypeId: operation.id,
    operationName: operation.name,
    status: entry.status,
    channel: entry.channel,
    createdBy: entry.requestedBy,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    completedAt: entry.completedAt,
    summary: entry.summary.length > 0 ? entry.summary : [{ label: 'İşlem', value: entry.title }],
    lineCount: lines.length,
    doneCount: lines.filter((l) => l.status === 'DONE').length,
    failedCount: lines.filter((l) => l.status === 'FAILED').length,
    msisdns: lines.map((l) => l.msisdn),
    lines,
  };
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

/** The company's requests, newest first. */
export function companyTransactions(db: Db, corporateNcst: string): StoredTransaction[] {
  return createLedger(db, Date.now)
    .list(corporateNcst, { lineOperations: true })
    .map(toTransaction)
    .filter(present);
}

export function findTransaction(
  db: Db,
  corporateNcst: string,
  orderId: string,
): StoredTransaction | undefined {
  const entry = createLedger(db, Date.now).get(corporateNcst, orderId);
  return entry && toTransaction(entry);
}

/** Requests still waiting for their result: what the open demand count says. */
export function openTransactionCount(db: Db, corporateNcst: string): number {
  return createLedger(db, Date.now).count(corporateNcst, {
    lineOperations: true,
    statuses: OPEN_REQUEST_STATUSES,
  });
}

/** Writes a request and its GSM rows (a seed's call-centre or dealer request); answers its number. */
export function createTransaction(db: Db, input: NewTransaction): string {
  const operation = operationOf(input.operationTypeId);
  const kind = KIND_OF[input.operationTypeId];
  if (!operation || !kind) throw new Error(`createTransaction: no operation type ${input.operationTypeId}`);
  return createLedger(db, Date.now).append({
    corporateNcst: input.corporateNcst,
    userId: input.userId,
    kind,
    operationTypeId: operation.id,
    status: input.status,
    channel: input.channel,
    title: operation.name,
    summary: input.summary,
    lines: input.lines.map((l) => ({
      msisdn: l.msisdn,
      userName: l.userName,
      result: l.status,
      ...(l.before !== undefined ? { before: l.before } : {}),
      ...(l.after !== undefined ? { after: l.after } : {}),
      ...(l.reason !== undefined ? { reason: l.reason } : {}),
      ...(l.processedAt !== undefined ? { processedAt: l.processedAt } : {}),
    })),
    createdAt: input.createdAt,
    updatedAt: input.updatedAt,
    ...(input.completedAt !== undefined ? { completedAt: input.completedAt } : {}),
  }).number;
}
