/** The request history as a file (server/files/sheets.ts says how): one row per request. */
import {
  CHANNEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
} from '../../src/api/orderTransactions/types';
import type { StoredTransaction } from '../db/ledger/lineOperations';
import { dayOf } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';

/** Turkey's calendar day as a date cell (the sheet writers read dates as UTC days). */
const day = (ms: number) => new Date(dayOf(ms));

const COLUMNS: readonly SheetColumn<StoredTransaction>[] = [
  { header: 'Talep no', value: (t) => t.orderId },
  { header: 'Talep türü', value: (t) => DOCUMENT_TYPE_LABELS[t.documentType] },
  { header: 'İşlem', value: (t) => t.operationName },
  { header: 'Durum', value: (t) => REQUEST_STATUS_LABELS[t.status] },
  { header: 'Talep tarihi', value: (t) => day(t.createdAt) },
  { header: 'Sonuç tarihi', value: (t) => (t.completedAt === null ? null : day(t.completedAt)) },
  { header: 'Talep eden', value: (t) => t.createdBy },
  { header: 'Kanal', value: (t) => CHANNEL_LABELS[t.channel] },
  { header: 'Hat sayısı', value: (t) => String(t.lineCount) },
  { header: 'Yapılan', value: (t) => String(t.doneCount) },
  { header: 'Yapılamayan', value: (t) => String(t.failedCount) },
];

/** "hat-islemleri-talepleri-2026-11-25.xlsx": the day in Turkey. */
export const exportName = (format: 'csv' | 'xlsx', now: number) =>
  `hat-islemleri-talepleri-${new Date(dayOf(now)).toISOString().slice(0, 10)}.${format}`;

export const transactionsFile = (format: 'csv' | 'xlsx', list: readonly StoredTransaction[]) =>
  format === 'csv' ? csvFile(COLUMNS, list) : xlsxFile(COLUMNS, list, 'Hat işlemleri talepleri');
