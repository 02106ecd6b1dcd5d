/** The customer-touch history as a file (server/files/sheets.ts says how), dates in Turkish time. */
import type { Touch } from '../../src/api/customerTouch/types';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';

const CHANNELS = { CALL: 'Telefon görüşmesi', VISIT: 'Ziyaret', REQUEST: 'Talep', EMAIL: 'E-posta' } as const;
const RESULTS = { RESOLVED: 'Çözüldü', IN_PROGRESS: 'İşlemde', FORWARDED: 'İlgili birime iletildi' } as const;

/** "25.11.2026 14:05" in Turkey. */
function trDateTime(iso: string): string {
  const t = new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString();
  return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 16)}`;
}

const COLUMNS: readonly SheetColumn<Touch>[] = [
  { header: 'Tarih', value: (t) => trDateTime(t.at) },
  { header: 'Kanal', value: (t) => CHANNELS[t.channel] },
  { header: 'Konu', value: (t) => t.subject },
  { header: 'Sonuç', value: (t) => RESULTS[t.result] },
  { header: 'Temsilci', value: (t) => t.representative },
  { header: 'Kayıt no', value: (t) => t.id },
];

/** "musteri-temas-gecmisi-2026-11-25.csv": the day in Turkey. */
export const touchExportName = (format: 'csv' | 'xlsx', now: number) =>
  `musteri-temas-gecmisi-${new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

export const touchHistoryFile = (format: 'csv' | 'xlsx', items: readonly Touch[]) =>
  format === 'csv' ? csvFile(COLUMNS, items) : xlsxFile(COLUMNS, items, 'Müşteri temas geçmişi');
