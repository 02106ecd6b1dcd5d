/** The analysis's tables as files through the shared sheet kit (server/files/sheets.ts). */
import type { SpendAlerts, SpendLine, SpendSummary, SpendTable } from '../../src/api/spendAnalysis/types';
import { formatDate, formatMoney, formatPeriod } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import { productTypeWord } from '../../src/lib/productTypes';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';
import { SPLIT_WORDS } from './messages';

/** "1.234,50" as Turkish Excel reads it. */
const trMoney = (kurus: number) =>
  (kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const trCount = (n: number) => n.toLocaleString('tr-TR');

type Row = Record<string, string>;

function summarySheet(summary: SpendSummary): { columns: SheetColumn<Row>[]; rows: Row[] } {
  const columns: SheetColumn<Row>[] = [
    { header: SPLIT_WORDS[summary.split], value: (r) => r.label ?? '' },
    ...summary.periods.map((period) => ({
      header: `${formatPeriod(period)} (TL)`,
      value: (r: Row) => r[period] ?? '',
    })),
    { header: 'Toplam (TL)', value: (r) => r.total ?? '' },
  ];
  const row = (label: string, amounts: readonly number[], total: number): Row => ({
    label,
    total: trMoney(total),
    ...Object.fromEntries(summary.periods.map((p, i) => [p, trMoney(amounts[i] ?? 0)])),
  });
  const rows = summary.groups.map((g) => row(g.label, g.amountsKurus, g.totalKurus));
  rows.push(
    row(
      'Toplam',
      summary.totalsKurus,
      summary.totalsKurus.reduce((a, b) => a + b, 0),
    ),
  );
  return { columns, rows };
}

const LINE_COLUMNS: readonly SheetColumn<SpendLine>[] = [
  { header: 'Hat numarası', value: (l) => formatMsisdn(l.msisdn) },
  { header: 'Kullanıcı', value: (l) => l.userName },
  { header: 'Ürün tipi', value: (l) => productTypeWord(l.productType) },
  { header: 'Fatura hesabı', value: (l) => l.accountName },
  { header: 'Masraf merkezi', value: (l) => l.costCenter },
  { header: 'Konuşma (dk)', value: (l) => trCount(l.voiceMinutes) },
  { header: 'SMS (adet)', value: (l) => trCount(l.smsCount) },
  { header: 'İnternet (MB)', value: (l) => trCount(l.dataMb) },
  { header: '12 aylık ücret (TL)', value: (l) => trMoney(l.chargeKurus) },
];

interface AlertRow {
  title: string;
  msisdn: string;
  userName: string;
  figure: string;
}

const ALERT_COLUMNS: readonly SheetColumn<AlertRow>[] = [
  { header: 'Uyarı', value: (r) => r.title },
  { header: 'Hat numarası', value: (r) => formatMsisdn(r.msisdn) },
  { header: 'Kullanıcı', value: (r) => r.userName },
  { header: 'Ayrıntı', value: (r) => r.figure },
];

function alertRows(answer: SpendAlerts): AlertRow[] {
  return answer.alerts.flatMap((alert) =>
    alert.lines.map((line) => ({
      title: alert.title,
      msisdn: line.msisdn,
      userName: line.userName,
      figure: [
        line.amountKurus === null
          ? null
          : `Bu dönem ${formatMoney(line.amountKurus / 100, { minDecimals: 2 })}`,
        line.averageKurus === null
          ? null
          : `önceki ortalama ${formatMoney(line.averageKurus / 100, { minDecimals: 2 })}`,
        line.endsOn === null ? null : `bitiş ${formatDate(line.endsOn)}`,
      ]
        .filter(Boolean)
        .join(', '),
    })),
  );
}

const NAMES: Record<SpendTable, string> = {
  SUMMARY: 'harcama-dagilimi',
  LINES: 'hat-harcamalari',
  ALERTS: 'harcama-uyarilari',
};
const SHEETS: Record<SpendTable, string> = {
  SUMMARY: 'Harcama dağılımı',
  LINES: 'Hat harcamaları',
  ALERTS: 'Harcama uyarıları',
};

/** "hat-harcamalari-2026-11-28.xlsx": the day in Turkey. */
export const spendExportName = (table: SpendTable, format: 'csv' | 'xlsx', now: number) =>
  `${NAMES[table]}-${new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

export type SpendExportData =
  | { table: 'SUMMARY'; summary: SpendSummary }
  | { table: 'LINES'; lines: readonly SpendLine[] }
  | { table: 'ALERTS'; alerts: SpendAlerts };

export function spendFile(format: 'csv' | 'xlsx', data: SpendExportData): Promise<Buffer> {
  const sheet = SHEETS[data.table];
  if (data.table === 'SUMMARY') {
    const { columns, rows } = summarySheet(data.summary);
    return format === 'csv' ? csvFile(columns, rows) : xlsxFile(columns, rows, sheet);
  }
  if (data.table === 'LINES')
    return format === 'csv' ? csvFile(LINE_COLUMNS, data.lines) : xlsxFile(LINE_COLUMNS, data.lines, sheet);
  const rows = alertRows(data.alerts);
  return format === 'csv' ? csvFile(ALERT_COLUMNS, rows) : xlsxFile(ALERT_COLUMNS, rows, sheet);
}
