/** The audit trail as a file (server/files/sheets.ts says how): one row per entry, newest first. */
import { AUDIT_RESULT_LABELS, type AuditEntry, auditObjectLabel } from '../../src/api/auditTrail/types';
import { dayOf, TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';

/** "25.11.2026 14:05" in Turkey's time: an audit entry needs its minute, not only its day. */
export function turkeyDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString();
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  return `${date.split('-').reverse().join('.')} ${time}`;
}

const COLUMNS: readonly SheetColumn<AuditEntry>[] = [
  { header: 'Kayıt no', value: (e) => e.entryId },
  { header: 'Tarih', value: (e) => turkeyDateTime(e.at) },
  { header: 'İşlemi yapan', value: (e) => e.personName },
  { header: 'Adına işlem yapan temsilci', value: (e) => e.managerName ?? null },
  { header: 'İşlem', value: (e) => e.operationTitle },
  { header: 'Sonuç', value: (e) => AUDIT_RESULT_LABELS[e.result] },
  { header: 'Hata kodu', value: (e) => e.errorCode ?? null },
  { header: 'Hata mesajı', value: (e) => e.errorMessage ?? null },
  {
    header: 'Etkilenenler',
    value: (e) => e.objects.map(auditObjectLabel).join(', ') || null,
  },
  { header: 'Kanal', value: (e) => e.channel.appChannel ?? null },
];

/** "islem-gecmisi-2026-11-25.xlsx": the day in Turkey. */
export const exportName = (format: 'csv' | 'xlsx', now: number) =>
  `islem-gecmisi-${new Date(dayOf(now)).toISOString().slice(0, 10)}.${format}`;

export const auditFile = (format: 'csv' | 'xlsx', entries: readonly AuditEntry[]) =>
  format === 'csv' ? csvFile(COLUMNS, entries) : xlsxFile(COLUMNS, entries, 'İşlem geçmişi');
