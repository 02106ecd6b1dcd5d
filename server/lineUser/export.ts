/**
 * The line-user list as a file Turkish Excel opens as it is (spec §4 export rule, issue 14):
 * CSV with ";" and a UTF-8 BOM, dates as dd.MM.yyyy; or XLSX with typed cells (dates as dates).
 * The identity number stays masked in the file too (KVKK).
 */

import { LINE_STATUS_LABELS, type LineUserProduct, PRODUCT_TYPE_LABELS } from '../../src/api/lineUser/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { csvFile, SHEET_TYPES, type SheetColumn, xlsxFile } from '../files/sheets';

type ExportColumn = SheetColumn<LineUserProduct>;

const yesNo = (on: boolean, yes: string, no: string) => (on ? yes : no);
/** Calendar days travel as UTC midnight, so no time zone moves them to the day before. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Hat numarası', value: (l) => formatMsisdn(l.msisdn) },
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

export const lineUsersCsv = (lines: readonly LineUserProduct[]) => csvFile(EXPORT_COLUMNS, lines);
export const lineUsersXlsx = (lines: readonly LineUserProduct[]) =>
  xlsxFile(EXPORT_COLUMNS, lines, 'Hat kullanıcıları');

export const EXPORT_FILES = {
  csv: { name: 'hat-kullanicilari.csv', type: SHEET_TYPES.csv },
  xlsx: { name: 'hat-kullanicilari.xlsx', type: SHEET_TYPES.xlsx },
} as const;
