/**
 * The line-user list as a file Turkish Excel opens as it is (spec §4 export rule, issue 14):
 * CSV with ";" and a UTF-8 BOM, dates as dd.MM.yyyy; or XLSX with typed cells (dates as dates).
 * The identity number stays masked in the file too (KVKK).
 */
import Papa from 'papaparse';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { LINE_STATUS_LABELS, type LineUserProduct, PRODUCT_TYPE_LABELS } from '../../src/api/lineUserTypes';

interface ExportColumn {
  header: string;
  value: (line: LineUserProduct) => string | Date | null;
}

const yesNo = (on: boolean, yes: string, no: string) => (on ? yes : no);
/** Calendar days travel as UTC midnight, so no time zone moves them to the day before. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const ddMMyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Hat numarası', value: (l) => l.msisdn },
  { header: 'Ürün tipi', value: (l) => PRODUCT_TYPE_LABELS[l.productType] },
  { header: 'Tarife', value: (l) => l.tariffName },
  { header: 'Durum', value: (l) => LINE_STATUS_LABELS[l.status] },
  { header: 'Yurt dışı kullanımı', value: (l) => yesNo(l.roaming, 'Açık', 'Kapalı') },
  { header: 'Kullanıcı adı soyadı', value: (l) => l.userName },
  { header: 'TC kimlik numarası', value: (l) => l.maskedIdentity },
  { header: 'E-posta adresi', value: (l) => l.email },
  { header: 'Departman', value: (l) => l.department },
  { header: 'Masraf merkezi', value: (l) => l.costCenter },
  { header: 'Faturada kullanıcı adı', value: (l) => yesNo(l.invoiceNameVisible, 'Görünür', 'Gizli') },
  { header: 'Yeni kullanıcı', value: (l) => l.pendingChange?.userName ?? null },
  {
    header: 'Değişiklik tarihi',
    value: (l) => (l.pendingChange ? dayOf(l.pendingChange.effectiveDate) : null),
  },
];

/** A cell Excel would run as a formula starts with one of these; a leading ' keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function lineUsersCsv(lines: readonly LineUserProduct[]): Buffer {
  const data = lines.map((line) =>
    EXPORT_COLUMNS.map((column) => {
      const value = column.value(line);
      if (value === null) return '';
      if (value instanceof Date) return ddMMyyyy(value);
      return FORMULA_START.test(value) ? `'${value}` : value;
    }),
  );
  const csv = Papa.unparse(
    { fields: EXPORT_COLUMNS.map((c) => c.header), data },
    { delimiter: ';', newline: '\r\n', quotes: false },
  );
  return Buffer.from(`\uFEFF${csv}\r\n`, 'utf8');
}

export async function lineUsersXlsx(lines: readonly LineUserProduct[]): Promise<Buffer> {
  const header: Row = EXPORT_COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  const rows = lines.map(
    (line): Row =>
      EXPORT_COLUMNS.map((column) => {
        const value = column.value(line);
        return value instanceof Date ? { value, type: Date, format: 'dd.mm.yyyy' } : value;
      }),
  );
  return writeXlsxFile([header, ...rows], { sheet: 'Hat kullanıcıları' }).toBuffer();
}

export const EXPORT_FILES = {
  csv: { name: 'hat-kullanicilari.csv', type: 'text/csv; charset=utf-8' },
  xlsx: {
    name: 'hat-kullanicilari.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;
