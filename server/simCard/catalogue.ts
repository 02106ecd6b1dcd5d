/**
 * The SIM products and change reasons the sandbox offers, and how a spreadsheet's cell names one:
 * by its Turkish name or its code, in any case ("nano", "Üçlü kesim SIM kart", "ESIM").
 */
import type { SimChangeReason, SimProduct } from '../../src/api/simCardTypes';

export const SIM_PRODUCTS: SimProduct[] = [
  {
    code: 'TRIPLE_CUT',
    name: 'Üçlü kesim SIM kart',
    description: 'Standart, mikro ve nano boyuta kırılabilen fiziksel SIM kart.',
    simType: 'PHYSICAL',
    lineTypes: ['VOICE', 'DATA'],
  },
  {
    code: 'ESIM',
    name: 'eSIM profili',
    description: 'Cihaza QR kodla yüklenen dijital SIM; kargo gerekmez.',
    simType: 'ESIM',
    lineTypes: ['VOICE', 'DATA'],
  },
  {
    code: 'M2M_INDUSTRIAL',
    name: 'Endüstriyel M2M SIM kart',
    description: 'Isıya ve titreşime dayanıklı, M2M cihazları için fiziksel SIM kart.',
    simType: 'PHYSICAL',
    lineTypes: ['M2M'],
  },
];

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
