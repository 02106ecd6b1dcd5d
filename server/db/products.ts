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
import type { ProductType } from '../../src/lib/productTypes';

export type { ProductType };

/** Where a product is sold; a product with none (a personal tariff) is only ever a line's old tariff. */
export type SalesChannel = 'TARIFF_CHANGE' | 'NEW_LINE' | 'TAKE_OVER' | 'RE_CONTRACT' | 'ADDITIONAL_PACKAGE';

/** Who a tariff is made for: the portal's companies buy corporate tariffs only. */
export type Audience = 'CORPORATE' | 'PERSONAL' | 'SMALL_BUSINESS';

export interface Tariff {
  kind: 'TARIFF';
  id: string;
  name: string;
  /** Monthly fee with the 24-month commitment, kuruş, KDV and ÖİV included. */
  priceKurus: number;
  productType: ProductType;
  audience: Audience;
  offeredIn: readonly SalesChannel[];
  /** null: unlimited. */
  minutes: number | null;
  sms: number;
  dataMb: number;
  summary: string;
  /** A bonus choice made before ordering (pre-order selection), when the tariff offers one. */
  preOrder?: { multiple: boolean; maxChoices: number };
}

export type PackageKind = 'DATA' | 'VOICE' | 'SMS' | 'ABROAD' | 'SERVICE';

export interface Package {
  kind: 'PACKAGE';
  id: string;
  name: string;
  /** Price per purchase (per month where it renews), kuruş, KDV and ÖİV included. */
  priceKurus: number;
  packageKind: PackageKind;
  /** The line types that can take it. */
  productTypes: readonly ProductType[];
  offeredIn: readonly SalesChannel[];
  dataGb: number;
  minutes: number;
  sms: number;
  validityDays: number;
  description: string;
  conditions: readonly string[];
  /** Offered with a re-contract only when the commitment is at least this long. */
  minCommitmentMonths?: number;
}

export type SimProductCode = 'TRIPLE_CUT' | 'ESIM' | 'M2M_INDUSTRIAL';

export interface SimProduct {
  kind: 'SIM';
  id: SimProductCode;
  name: string;
  /** Corporate lines get their SIM cards free of charge. */
  priceKurus: number;
  simType: 'PHYSICAL' | 'ESIM';
  productTypes: readonly ProductType[];
  description: string;
}

export type Product = Tariff | Package | SimProduct;

const GB = 1024;

// --- tariffs ----------------------------------------------------------------------------------

const ALL_CORPORATE: readonly SalesChannel[] = ['TARIFF_CHANGE', 'NEW_LINE', 'TAKE_OVER'];

const tariff = (t: Omit<Tariff, 'kind' | 'audience'> & { audience?: Audience }): Tariff => ({
  kind: 'TARIFF',
  audience: 'CORPORATE',
  ...t,
});

/** A tariff of another segment, which a line taken over from its owner still has. */
const foreign = (
  id: string,
  name: string,
  priceKurus: number,
  productType: ProductType,
  audience: Audience,
  minutes: number | null,
  dataGb: number,
): Tariff =>
  tariff({
    id,
    name,
    priceKurus,
    productType,
    audience,
    offeredIn: [],
    minutes,
    sms: productType === 'VOICE' ? 500 : 0,
    dataMb: dataGb * GB,
    summary: `${audience === 'PERSONAL' ? 'Bireysel' : 'Esnaf'} tarife; kurumsal hatlara satılmaz.`,
  });

/** A campaign tariff that only a re-contract offers. */
const campaign = (
  id: string,
  name: string,
  priceKurus: number,
  productType: ProductType,
  minutes: number | null,
  dataMb: number,
): Tariff =>
  tariff({
    id,
    name,
    priceKurus,
    productType,
    offeredIn: ['RE_CONTRACT'],
    minutes,
    sms: productType === 'VOICE' ? 1000 : productType === 'M2M' ? 100 : 0,
    dataMb,
    summary: 'Yeniden taahhüt kampanyasının tarifesi.',
  });

export const TARIFFS: readonly Tariff[] = [
  tariff({
    id: 'KRM-EKO-5',
    name: 'Kurumsal Ekonomik 5 GB',
    priceKurus: 22_990,
    productType: 'VOICE',
    offeredIn: ['TARIFF_CHANGE'],
    minutes: 500,
    sms: 250,
    dataMb: 5 * GB,
    summary: 'Az konuşan çalışanlar için her yöne 500 dakika, 250 SMS ve 5 GB.',
  }),
  tariff({
    id: 'KRM-KNS-2000',
    name: 'Kurumsal Konuşkan 2000 DK',
    priceKurus: 34_990,
    productType: 'VOICE',
    offeredIn: ALL_CORPORATE,
    minutes: 2000,
    sms: 1000,
    dataMb: 5 * GB,
    summary: 'Sahada telefonla çalışan ekipler için her yöne 2.000 dakika.',
  }),
  tariff({
    id: 'KRM-SPR-10',
    name: 'Kurumsal Süper 10 GB',
    priceKurus: 38_990,
    productType: 'VOICE',
    offeredIn: ['TARIFF_CHANGE', 'NEW_LINE'],
    minutes: 1000,
    sms: 1000,
    dataMb: 10 * GB,
    summary: 'Dengeli kullanım: 1.000 dakika, 1.000 SMS ve 10 GB internet.',
  }),
  tariff({
    id: 'KRM-SNS-PLUS',
    name: 'Kurumsal Sınırsız Plus',
    priceKurus: 64_990,
    productType: 'VOICE',
    offeredIn: ALL_CORPORATE,
    minutes: null,
    sms: 2000,
    dataMb: 40 * GB,
    summary: 'Yöneticiler için sınırsız konuşma, 2.000 SMS, 40 GB ve iki hediye paket.',
    preOrder: { multiple: true, maxChoices: 2 },
  }),
  tariff({
    id: 'KRM-DATA-20',
    name: 'Kurumsal Data 20 GB',
    priceKurus: 24_990,
    productType: 'DATA',
    offeredIn: ALL_CORPORATE,
    minutes: 0,
    sms: 0,
    dataMb: 20 * GB,
    summary: 'Tablet ve mobil modemler için 20 GB internet.',
  }),
  tariff({
    id: 'KRM-DATA-50',
    name: 'Kurumsal Data 50 GB',
    priceKurus: 39_990,
    productType: 'DATA',
    offeredIn: ALL_CORPORATE,
    minutes: 0,
    sms: 0,
    dataMb: 50 * GB,
    summary: 'Yoğun kullanılan mobil modemler için 50 GB internet.',
  }),
  tariff({
    id: 'KRM-MI-100',
    name: 'Mobil İnternet Kurumsal 100 GB',
    priceKurus: 59_990,
    productType: 'DATA',
    offeredIn: ['TARIFF_CHANGE'],
    minutes: 0,
    sms: 0,
    dataMb: 100 * GB,
    summary: 'Şube ve saha ofislerinin yedek bağlantısı için 100 GB internet.',
    preOrder: { multiple: false, maxChoices: 1 },
  }),
  tariff({
    id: 'M2M-AKL-50',
    name: 'M2M Akıllı Cihaz 50 MB',
    priceKurus: 3_990,
    productType: 'M2M',
    offeredIn: ['TARIFF_CHANGE', 'NEW_LINE'],
    minutes: 0,
    sms: 50,
    dataMb: 50,
    summary: 'Sayaç ve sensörler için ayda 50 MB internet ve 50 SMS.',
  }),
  tariff({
    id: 'M2M-FLT-200',
    name: 'M2M Filo Takip 200 MB',
    priceKurus: 5_990,
    productType: 'M2M',
    offeredIn: ['TARIFF_CHANGE', 'NEW_LINE'],
    minutes: 0,
    sms: 100,
    dataMb: 200,
    summary: 'Araç takip cihazları için ayda 200 MB internet ve 100 SMS.',
  }),
  tariff({
    id: 'M2M-END-1',
    name: 'M2M Endüstri 1 GB',
    priceKurus: 9_990,
    productType: 'M2M',
    offeredIn: ['TARIFF_CHANGE'],
    minutes: 0,
    sms: 100,
    dataMb: GB,
    summary: 'Kamera ve ödeme terminalleri gibi çok veri gönderen cihazlar için 1 GB internet.',
  }),
  // Lines taken over from another subscriber: the corporate take-over tariff and, for a
  // person's line, the welcome tariff.
  tariff({
    id: 'KRM-DVR-15',
    name: 'Kurumsal Devir 15 GB',
    priceKurus: 38_990,
    productType: 'VOICE',
    offeredIn: ['TAKE_OVER'],
    minutes: 1500,
    sms: 500,
    dataMb: 15 * GB,
    summary: 'Devralınan hatlar için 1.500 dakika, 500 SMS ve 15 GB internet.',
  }),
  tariff({
    id: 'KRM-DVR-HG-10',
    name: 'Devir Hoş Geldin 10 GB',
    priceKurus: 19_990,
    productType: 'VOICE',
    offeredIn: ['TAKE_OVER'],
    minutes: 1000,
    sms: 250,
    dataMb: 10 * GB,
    summary: 'Bireysel aboneden devralınan hatlara özel: 1.000 dakika ve 10 GB internet.',
  }),
  // The re-contract campaigns' tariffs (the winter campaign runs, the autumn one has ended).
  campaign('KMP-ESN-15', 'Kurumsal Esnek 15 GB', 26_990, 'VOICE', 1500, 15 * GB),
  campaign('KMP-ESN-30', 'Kurumsal Esnek 30 GB', 34_990, 'VOICE', 3000, 30 * GB),
  campaign('KMP-SNS-50', 'Kurumsal Sınırsız Konuşma 50 GB', 46_990, 'VOICE', null, 50 * GB),
  campaign('KMP-DATA-40', 'Kurumsal Data 40 GB', 18_990, 'DATA', 0, 40 * GB),
  campaign('KMP-DATA-80', 'Kurumsal Data 80 GB', 27_990, 'DATA', 0, 80 * GB),
  campaign('KMP-DATA-150', 'Kurumsal Data 150 GB', 38_990, 'DATA', 0, 150 * GB),
  campaign('KMP-M2M-250', 'Kurumsal M2M 250 MB', 3_490, 'M2M', 0, 250),
  campaign('KMP-M2M-1', 'Kurumsal M2M 1 GB', 4_990, 'M2M', 0, GB),
  campaign('KMP-GUZ-20', 'Kurumsal Güz 20 GB', 28_990, 'VOICE', 2000, 20 * GB),
  campaign('KMP-GUZ-DATA-50', 'Kurumsal Güz Data 50 GB', 19_990, 'DATA', 0, 50 * GB),
  // Other segments' tariffs: what lines offered for take-over have at their owners today.
  foreign('BRY-SPR-10', 'Süper Paket 10 GB', 29_990, 'VOICE', 'PERSONAL', 1000, 10),
  foreign('BRY-SPR-20', 'Süper Paket 20 GB', 36_990, 'VOICE', 'PERSONAL', 1500, 20),
  foreign('BRY-GNC-15', 'Gençlik Paketi 15 GB', 24_990, 'VOICE', 'PERSONAL', 750, 15),
  foreign('BRY-EVD-15', 'Ev Dışı İnternet 15 GB', 19_990, 'DATA', 'PERSONAL', 0, 15),
  foreign('BRY-EVD-30', 'Ev Dışı İnternet 30 GB', 27_990, 'DATA', 'PERSONAL', 0, 30),
  foreign('ESN-PKT-10', 'Esnaf Paketi 10 GB', 27_990, 'VOICE', 'SMALL_BUSINESS', 1000, 10),
  foreign('ESN-PKT-20', 'Esnaf Paketi 20 GB', 34_990, 'VOICE', 'SMALL_BUSINESS', 2000, 20),
  foreign('ESN-KNS', 'Esnaf Konuşkan', 29_990, 'VOICE', 'SMALL_BUSINESS', 3000, 4),
  foreign('ESN-DATA-20', 'Esnaf Data 20 GB', 22_990, 'DATA', 'SMALL_BUSINESS', 0, 20),
  foreign('ESN-DATA-50', 'Esnaf Data 50 GB', 35_990, 'DATA', 'SMALL_BUSINESS', 0, 50),
];

/** The tariffs the seeded lines have, by type (server/db/seed.ts draws from these lists in this order). */
export const SEEDED_TARIFF_IDS: Readonly<Record<ProductType, readonly string[]>> = {
  VOICE: ['KRM-SPR-10', 'KRM-KNS-2000', 'KRM-SNS-PLUS'],
  DATA: ['KRM-DATA-20', 'KRM-DATA-50', 'KRM-MI-100'],
  M2M: ['M2M-AKL-50', 'M2M-FLT-200'],
};

// --- packages ---------------------------------------------------------------------------------

const ALL_TYPES: readonly ProductType[] = ['VOICE', 'DATA', 'M2M'];
const PEOPLE: readonly ProductType[] = ['VOICE'];
const MOBILE_DATA: readonly ProductType[] = ['VOICE', 'DATA'];
const DOMESTIC = ['Yurt içinde geçerlidir.', 'Kullanılmayan miktar sonraki aya devretmez.'];
const ALL_OPERATORS = ['Yurt içi tüm operatörlere geçerlidir.', 'Özel servis numaraları dahil değildir.'];

const pack = (
  p: Omit<Package, 'kind' | 'dataGb' | 'minutes' | 'sms'> &
    Partial<Pick<Package, 'dataGb' | 'minutes' | 'sms'>>,
): Package => ({ kind: 'PACKAGE', dataGb: 0, minutes: 0, sms: 0, ...p });

export const PACKAGES: readonly Package[] = [
  pack({
    id: 'EK-1GB',
    name: 'Ek 1 GB',
    packageKind: 'DATA',
    dataGb: 1,
    validityDays: 30,
    priceKurus: 4_500,
    productTypes: ALL_TYPES,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Ay sonuna yetişmeyen internet için 30 gün geçerli 1 GB.',
    conditions: DOMESTIC,
  }),
  pack({
    id: 'EK-5GB',
    name: 'Ek 5 GB',
    packageKind: 'DATA',
    dataGb: 5,
    validityDays: 30,
    priceKurus: 12_000,
    productTypes: MOBILE_DATA,
    offeredIn: ['ADDITIONAL_PACKAGE', 'NEW_LINE', 'RE_CONTRACT'],
    description: 'Sahada çalışan ekipler için 30 gün geçerli 5 GB internet.',
    conditions: DOMESTIC,
  }),
  pack({
    id: 'EK-20GB',
    name: 'Ek 20 GB',
    packageKind: 'DATA',
    dataGb: 20,
    validityDays: 30,
    priceKurus: 32_500,
    productTypes: MOBILE_DATA,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Modem ve tablet hatları için 30 gün geçerli 20 GB internet.',
    conditions: ['Yurt içinde geçerlidir.', 'Hız sınırı yoktur; adil kullanım koşulları geçerlidir.'],
  }),
  pack({
    id: 'M2M-500MB',
    name: 'M2M 500 MB',
    packageKind: 'DATA',
    dataGb: 0.5,
    validityDays: 90,
    priceKurus: 3_000,
    productTypes: ['M2M'],
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Sayaç, POS ve araç takip cihazları için 90 gün geçerli 500 MB.',
    conditions: ['Yalnızca M2M hatlarında geçerlidir.', 'Yurt içinde geçerlidir.'],
  }),
  pack({
    id: 'DK-500',
    name: '500 Dakika',
    packageKind: 'VOICE',
    minutes: 500,
    validityDays: 30,
    priceKurus: 9_000,
    productTypes: PEOPLE,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Her yöne 500 dakika konuşma, 30 gün geçerli.',
    conditions: ALL_OPERATORS,
  }),
  pack({
    id: 'DK-1000',
    name: '1000 Dakika',
    packageKind: 'VOICE',
    minutes: 1000,
    validityDays: 30,
    priceKurus: 15_000,
    productTypes: PEOPLE,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Çok arayan satış ekipleri için her yöne 1000 dakika, 30 gün geçerli.',
    conditions: ALL_OPERATORS,
  }),
  pack({
    id: 'SMS-1000',
    name: '1000 SMS',
    packageKind: 'SMS',
    sms: 1000,
    validityDays: 30,
    priceKurus: 5_000,
    productTypes: PEOPLE,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Her yöne 1000 SMS, 30 gün geçerli.',
    conditions: ['Yurt içi tüm operatörlere geçerlidir.', 'Toplu SMS gönderimi için kullanılamaz.'],
  }),
  pack({
    id: 'YD-1GB',
    name: 'Yurt Dışı 1 GB',
    packageKind: 'ABROAD',
    dataGb: 1,
    validityDays: 7,
    priceKurus: 35_000,
    productTypes: MOBILE_DATA,
    offeredIn: ['ADDITIONAL_PACKAGE', 'NEW_LINE', 'RE_CONTRACT'],
    description: 'Avrupa ve Balkanlar’da 7 gün geçerli 1 GB internet.',
    conditions: [
      'Hatta yurt dışı kullanım açık olmalıdır.',
      'Paket, yurt dışında ilk bağlantıyla başlar ve 7 gün sürer.',
    ],
  }),
  pack({
    id: 'YD-5GB',
    name: 'Yurt Dışı 5 GB',
    packageKind: 'ABROAD',
    dataGb: 5,
    minutes: 100,
    validityDays: 15,
    priceKurus: 120_000,
    productTypes: MOBILE_DATA,
    offeredIn: ['ADDITIONAL_PACKAGE'],
    description: 'Dünyanın her yerinde 15 gün geçerli 5 GB internet ve 100 dakika.',
    conditions: [
      'Hatta yurt dışı kullanım açık olmalıdır.',
      'Dakikalar bulunulan ülkeye ve Türkiye’ye yapılan aramalarda geçerlidir.',
    ],
  }),
  pack({
    id: 'GECE-SINIRSIZ',
    name: 'Gece Sınırsız İnternet',
    packageKind: 'DATA',
    validityDays: 30,
    priceKurus: 5_990,
    productTypes: ['DATA'],
    offeredIn: ['NEW_LINE'],
    description: 'Her gece 00.00 ile 08.00 arasında sınırsız internet.',
    conditions: ['Yurt içinde geçerlidir.'],
  }),
  pack({
    id: 'SABIT-IP',
    name: 'Sabit IP',
    packageKind: 'SERVICE',
    validityDays: 30,
    priceKurus: 2_490,
    productTypes: ['DATA', 'M2M'],
    offeredIn: ['RE_CONTRACT'],
    description: 'Hatta değişmeyen bir IP adresi.',
    conditions: [],
  }),
  pack({
    id: 'CIHAZ-GUVENCE',
    name: 'Cihaz güvence',
    packageKind: 'SERVICE',
    validityDays: 30,
    priceKurus: 3_490,
    productTypes: ['VOICE'],
    offeredIn: ['RE_CONTRACT'],
    description: 'Cihaz arızasında ve kırılmasında onarım güvencesi (24 ay taahhütlü tekliflerde).',
    conditions: [],
    minCommitmentMonths: 24,
  }),
];

// --- SIM products -----------------------------------------------------------------------------

export const SIM_PRODUCTS: readonly SimProduct[] = [
  {
    kind: 'SIM',
    id: 'TRIPLE_CUT',
    name: 'Üçlü kesim SIM kart',
    priceKurus: 0,
    simType: 'PHYSICAL',
    productTypes: MOBILE_DATA,
    description: 'Standart, mikro ve nano boyuta kırılabilen fiziksel SIM kart.',
  },
  {
    kind: 'SIM',
    id: 'ESIM',
    name: 'eSIM profili',
    priceKurus: 0,
    simType: 'ESIM',
    productTypes: MOBILE_DATA,
    description: 'Cihaza QR kodla yüklenen dijital SIM; kargo gerekmez.',
  },
  {
    kind: 'SIM',
    id: 'M2M_INDUSTRIAL',
    name: 'Endüstriyel M2M SIM kart',
    priceKurus: 0,
    simType: 'PHYSICAL',
    productTypes: ['M2M'],
    description: 'Isıya ve titreşime dayanıklı, M2M cihazları için fiziksel SIM kart.',
  },
];

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
