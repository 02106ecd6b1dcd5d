/**
 * The SIM products and change reasons the sandbox offers, and how a spreadsheet's cell names one:
 * by its Turkish name or its code, in any case ("nano", "Üçlü kesim SIM kart", "ESIM").
 */
import type { SimChangeReason, SimProduct } from '../../src/api/simCard/types';
import { SIM_PRODUCTS as CORE_SIM_PRODUCTS } from '../db/products';

/** The catalogue's SIM products (server/db/products.ts), as the SIM card rows carry them. */
export const SIM_PRODUCTS: SimProduct[] = CORE_SIM_PRODUCTS.map((p) => ({
  code: p.id,
  name: p.name,
  description: p.description,
  simType: p.simType,
  lineTypes: [...p.productTypes],
}));

export const SIM_REASONS: SimChangeReason[] = [
  { code: 'LOST', name: 'Kayıp' },
  { code: 'STOLEN', name: 'Çalıntı' },
  { code: 'DAMAGED', name: 'Arızalı ya da hasarlı SIM kart' },
  { code: 'SIZE_CHANGE', name: 'Boyut değişikliği' },
  { code: 'ESIM_MOVE', name: 'eSIM’e geçiş' },
];

/** Turkish lower case without accents' ambiguity for "I/ı", spaces collapsed. */
const fold = (s: string) =>
  s.trim().toLocaleLowerCase('tr-TR').replace(/ı/g, 'i').replace(/[’']/g, '').replace(/\s+/g, ' ');

/** Other words people write for a product (a size is still the triple-cut card). */
const PRODUCT_ALIASES: Record<string, SimProduct['code']> = {
  'standart sim': 'TRIPLE_CUT',
  'mikro sim': 'TRIPLE_CUT',
  'micro sim': 'TRIPLE_CUT',
  'nano sim': 'TRIPLE_CUT',
  nano: 'TRIPLE_CUT',
  'uclu kesim': 'TRIPLE_CUT',
  esim: 'ESIM',
  'm2m sim': 'M2M_INDUSTRIAL',
  m2m: 'M2M_INDUSTRIAL',
};

export function productByText(text: string): SimProduct | undefined {
  const key = fold(text);
  const code = PRODUCT_ALIASES[key];
  return SIM_PRODUCTS.find((p) => p.code === code || fold(p.name) === key || fold(p.code) === key);
}

export function reasonByText(text: string): SimChangeReason | undefined {
  const key = fold(text);
  return SIM_REASONS.find((r) => fold(r.name) === key || fold(r.code) === key);
}
