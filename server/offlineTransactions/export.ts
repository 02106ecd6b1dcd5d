/** The offline transactions as a file (server/files/sheets.ts says how), dates in Turkish time. */
import { formatMsisdn } from '../../src/lib/msisdn';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';
import { CHANNEL_LABELS, STATUS_LABELS, TYPE_LABELS } from './labels';
import type { OfflineRecord } from './template';

/** "25.11.2026 14:05" in Turkey. */
function trDateTime(iso: string): string {
  const t = new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString();
  return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 16)}`;
}

/** "1.234,50" as Turkish Excel reads it. */
const trMoney = (n: number) =>
  n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: readonly SheetColumn<OfflineRecord>[] = [
  { header: 'Sorgu no', value: (r) => r.query_id },
  { header: 'İşlem tarihi', value: (r) => trDateTime(r.created_at) },
  { header: 'İşlem türü', value: (r) => TYPE_LABELS[r.type] },
  { header: 'Hat numarası', value: (r) => formatMsisdn(r.msisdn) },
  { header: 'İşlem kanalı', value: (r) => CHANNEL_LABELS[r.channel] },
  { header: 'Tutar (TL)', value: (r) => (r.amount === null ? null : trMoney(r.amount)) },
  { header: 'Durum', value: (r) => STATUS_LABELS[r.status] },
  { header: 'Açıklama', value: (r) => r.description },
];

/** "cevrim-disi-islemler-2026-11-25.csv": the day in Turkey. */
export const offlineExportName = (format: 'csv' | 'xlsx', now: number) =>
  `cevrim-disi-islemler-${new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

export const offlineFile = (format: 'csv' | 'xlsx', items: readonly OfflineRecord[]) =>
  format === 'csv' ? csvFile(COLUMNS, items) : xlsxFile(COLUMNS, items, 'Çevrim dışı işlemler');
