/** The usage-abroad list as a file (server/files/sheets.ts says how): one column per service. */

import type { AbroadLine, AbroadService } from '../../src/api/abroad/types';
import { LINE_STATUS_LABELS } from '../../src/api/lineUser/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { productTypeWord } from '../../src/lib/productTypes';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';

const state = (on: boolean) => (on ? 'Açık' : 'Kapalı');

const COLUMNS: readonly SheetColumn<AbroadLine>[] = [
  { header: 'Hat numarası', value: (l) => formatMsisdn(l.msisdn) },
  { header: 'Kullanıcı', value: (l) => l.userName },
  { header: 'Tarife', value: (l) => l.tariffName },
  { header: 'Ürün tipi', value: (l) => productTypeWord(l.productType) },
  { header: 'Hat durumu', value: (l) => LINE_STATUS_LABELS[l.status] },
  { header: 'Yurt dışı kullanım', value: (l) => state(l.roaming) },
  { header: 'Yurt dışı arama', value: (l) => state(l.callAbroad) },
];

const NAMES: Record<AbroadService, string> = {
  ROAMING: 'yurt-disi-kullanim',
  CALL_ABROAD: 'yurt-disi-arama',
};
const SHEETS: Record<AbroadService, string> = {
  ROAMING: 'Yurt dışı kullanım',
  CALL_ABROAD: 'Yurt dışı arama',
};

/** "yurt-disi-kullanim-2026-11-25.xlsx": the day in Turkey (UTC+3). */
export const exportName = (service: AbroadService, format: 'csv' | 'xlsx', now: number) =>
  `${NAMES[service]}-${new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

export const abroadFile = (service: AbroadService, format: 'csv' | 'xlsx', lines: readonly AbroadLine[]) =>
  format === 'csv' ? csvFile(COLUMNS, lines) : xlsxFile(COLUMNS, lines, SHEETS[service]);
