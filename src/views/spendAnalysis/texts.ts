import type { SpendSplit, SpendTable } from '../../api/spendAnalysis/types';
import { formatMoney } from '../../lib/format';

export const tl = (kurus: number) => formatMoney(kurus / 100, { minDecimals: 2 });

export const SPLIT_CHOICES: readonly { value: SpendSplit; label: string }[] = [
  { value: 'PRODUCT_TYPE', label: 'Ürün tipi' },
  { value: 'ACCOUNT', label: 'Fatura hesabı' },
  { value: 'COST_CENTER', label: 'Masraf merkezi' },
];

export const splitWord = (split: SpendSplit) => SPLIT_CHOICES.find((c) => c.value === split)?.label ?? split;

export const TABLE_NAMES: Readonly<Record<SpendTable, string>> = {
  SUMMARY: 'harcama dağılımı',
  LINES: 'hat harcamaları',
  ALERTS: 'harcama uyarıları',
};
