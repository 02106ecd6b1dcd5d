/** The by-line invoice list as a file (server/files/sheets.ts says how): amounts in TL, Turkish format. */

import type { LineCharge } from '../../src/api/invoices/types';
import { formatMoney } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import { productTypeWord } from '../../src/lib/productTypes';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { csvFile, type SheetColumn, xlsxFile } from '../files/sheets';

const tl = (kurus: number) => formatMoney(kurus / 100, { minDecimals: 2 });

const COLUMNS: readonly SheetColumn<LineCharge>[] = [
  { header: 'Hat numarası', value: (c) => formatMsisdn(c.msisdn) },
  { header: 'Kullanıcı', value: (c) => c.userName },
  { header: 'Ürün tipi', value: (c) => productTypeWord(c.productType) },
  { header: 'Tarife', value: (c) => c.tariffName },
  { header: 'Fatura hesabı (KTF)', value: (c) => c.ktfNo },
  { header: 'Fatura numarası', value: (c) => c.invoiceNo },
  { header: 'Tarife ücreti', value: (c) => tl(c.tariffKurus) },
  { header: 'Kullanım ücreti', value: (c) => tl(c.usageKurus) },
  { header: 'Servis ücreti', value: (c) => tl(c.serviceKurus) },
  { header: 'Tutar (vergiler hariç)', value: (c) => tl(c.amountKurus) },
];

/** "hat-bazinda-fatura-2026-10-2026-11-25.csv": the period, then the day in Turkey (UTC+3). */
export const lineExportName = (period: string, format: 'csv' | 'xlsx', now: number) =>
  `hat-bazinda-fatura-${period}-${new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

export const lineChargesFile = (format: 'csv' | 'xlsx', items: readonly LineCharge[]) =>
  format === 'csv' ? csvFile(COLUMNS, items) : xlsxFile(COLUMNS, items, 'Hat bazında fatura');
