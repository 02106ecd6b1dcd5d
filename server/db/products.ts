/**
 * The operator's product catalogue (issue 35): every tariff, additional package and SIM product
 * the sandbox knows, each with one id, one Turkish name, one price and its product type. Every
 * feature reads prices and names here (tariff change, new line, take-over, re-contract,
 * additional packages, SIM cards, invoices), so a product costs the same on every screen.
 *
 * Prices are kuruş, KDV and ÖİV included. A tariff's price is its monthly fee with the standard
 * 24-month commitment; other commitments are derived by one named rule (`commitmentPriceKurus`)
 * whose Turkish wording the screens state ("24 ay taahhütle 389,90 TL"). A package's price is
 * per purchase (it runs `validityDays`); added to a new line or a re-contract it renews monthly
 * at the same price. The invoice bills the tax-exclusive part of the same price (`netKurus`).
 */
import { COMMITMENT_RULE_TEXT, commitmentLabel, commitmentWording } from '../../src/lib/commitment';
import { formatMoney } from '../../src/lib/format';
import { PACKAGES } from './catalogue/packages';
import type { Package, Product, ProductType, SalesChannel, Tariff } from './catalogue/productTypes';
import { SIM_PRODUCTS } from './catalogue/simProducts';
import { SEEDED_TARIFF_IDS, TARIFFS } from './catalogue/tariffs';
import { GB } from './catalogue/units';

// The data lives in ./catalogue/ by kind; this module is the catalogue's one way in.
export type * from './catalogue/productTypes';
export { PACKAGES, SEEDED_TARIFF_IDS, SIM_PRODUCTS, TARIFFS };

export const PRODUCTS: readonly Product[] = [...TARIFFS, ...PACKAGES, ...SIM_PRODUCTS];

// --- look-ups ---------------------------------------------------------------------------------

const byId = new Map(PRODUCTS.map((p) => [p.id, p]));
const tariffsByName = new Map(TARIFFS.map((t) => [t.name, t]));

export const productById = (id: string): Product | undefined => byId.get(id);
export const tariffById = (id: string): Tariff | undefined => {
  const p = byId.get(id);
  return p?.kind === 'TARIFF' ? p : undefined;
};
export const packageById = (id: string): Package | undefined => {
  const p = byId.get(id);
  return p?.kind === 'PACKAGE' ? p : undefined;
};
export const tariffByName = (name: string): Tariff | undefined => tariffsByName.get(name);

/** A tariff that must exist (seeds and fixed lists name it by id). */
export function tariffNamed(id: string): Tariff {
  const t = tariffById(id);
  if (!t) throw new Error(`No tariff ${id} in the catalogue`);
  return t;
}
export function packageNamed(id: string): Package {
  const p = packageById(id);
  if (!p) throw new Error(`No package ${id} in the catalogue`);
  return p;
}

/** The seeded lines' tariff names by type, in the seed's order. */
export const seededTariffNames = (type: ProductType): string[] =>
  SEEDED_TARIFF_IDS[type].map((id) => tariffNamed(id).name);

export const tariffsOfferedIn = (channel: SalesChannel, type?: ProductType): Tariff[] =>
  TARIFFS.filter((t) => t.offeredIn.includes(channel) && (type === undefined || t.productType === type));

export const packagesOfferedIn = (channel: SalesChannel, type?: ProductType): Package[] =>
  PACKAGES.filter(
    (p) => p.offeredIn.includes(channel) && (type === undefined || p.productTypes.includes(type)),
  );

// --- the commitment rule ----------------------------------------------------------------------

/** Commitment choices, longest first: 24 months is the catalogue price. */
export const COMMITMENT_MONTHS = [24, 12, 0] as const;
export type CommitmentMonths = (typeof COMMITMENT_MONTHS)[number];

/** How much more a shorter commitment costs: 10 % for 12 months, 25 % without commitment. */
const COMMITMENT_SURCHARGE_PERCENT: Readonly<Record<number, number>> = { 24: 0, 12: 10, 0: 25 };
// (COMMITMENT_RULE_TEXT says these figures in Turkish; the world test holds them together.)

/** A tariff's monthly fee with a commitment of `months` (24, 12 or 0), kuruş. */
export function commitmentPriceKurus(product: Pick<Tariff, 'priceKurus'>, months = 24): number {
  const percent = COMMITMENT_SURCHARGE_PERCENT[months] ?? 0;
  return Math.round((product.priceKurus * (100 + percent)) / 100);
}

/** The rule's Turkish words are the portal's (src/lib/commitment.ts), so screens and sandbox agree. */
export { COMMITMENT_RULE_TEXT, commitmentLabel, commitmentWording };

/** "389,90 TL" */
export const priceText = (kurus: number): string => formatMoney(kurus / 100, { minDecimals: 2 });

/** "24 ay taahhütle 389,90 TL" */
export const commitmentPriceText = (product: Pick<Tariff, 'priceKurus'>, months = 24): string =>
  `${commitmentWording(months)} ${priceText(commitmentPriceKurus(product, months))}`;

// --- taxes -------------------------------------------------------------------------------------

/**
 * Communication taxes: ÖİV 10 % of the net amount, then KDV 20 % of net plus ÖİV. The invoice
 * (server/invoices/taxes.ts) adds them to the net charges; catalogue prices include them.
 */
export const KDV_RATE_PERCENT = 20;
export const OIV_RATE_PERCENT = 10;

/** The tax-exclusive part of a price that includes KDV and ÖİV (what an invoice bills before taxes). */
export function netKurus(grossKurus: number): number {
  return Math.round((grossKurus * 100 * 100) / ((100 + OIV_RATE_PERCENT) * (100 + KDV_RATE_PERCENT)));
}

// --- allowances as people read them -----------------------------------------------------------

const count = (n: number) => n.toLocaleString('tr-TR');
const volume = (mb: number) => (mb >= GB ? `${count(mb / GB)} GB` : `${count(mb)} MB`);

/**
 * "1.000 dakika, 1.000 SMS, 10 GB internet"; "Sınırsız konuşma, …". Mobile data is "internet" in
 * every amount, M2M lines' included (docs/style-tr.md: one word for data).
 */
export function allowanceText(t: Pick<Tariff, 'minutes' | 'sms' | 'dataMb' | 'productType'>): string {
  const parts: string[] = [];
  if (t.minutes === null) parts.push('Sınırsız konuşma');
  else if (t.minutes > 0) parts.push(`${count(t.minutes)} dakika`);
  if (t.sms > 0) parts.push(`${count(t.sms)} SMS`);
  parts.push(`${volume(t.dataMb)} internet`);
  return parts.join(', ');
}
