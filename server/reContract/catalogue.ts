/**
 * The sandbox's re-contract offers and add-ons (spec: values not shown; these are the sandbox's),
 * what the seeded tariffs hold, and a stable usage figure per line. Offers belong to a campaign:
 * the winter campaign runs, the autumn one has ended (its offers are refused).
 */
export type ProductType = 'VOICE' | 'DATA' | 'M2M';

export interface OfferDef {
  offerId: string;
  campaignId: string;
  name: string;
  productType: ProductType;
  tariffName: string;
  monthlyFee: number;
  commitmentMonths: number;
  dataGb: number;
  /** Undefined: unlimited. */
  minutes?: number;
}

export const OPEN_CAMPAIGN = 'YT-KIS-2026';
export const ENDED_CAMPAIGN = 'YT-GUZ-2026';

const offer = (
  offerId: string,
  productType: ProductType,
  name: string,
  monthlyFee: number,
  dataGb: number,
  minutes: number | undefined,
  commitmentMonths = 24,
  campaignId = OPEN_CAMPAIGN,
): OfferDef => ({
  offerId,
  campaignId,
  name,
  productType,
  tariffName: `Kurumsal ${name}`,
  monthlyFee,
  commitmentMonths,
  dataGb,
  ...(minutes !== undefined ? { minutes } : {}),
});

export const OFFERS: readonly OfferDef[] = [
  offer('YT-V-15', 'VOICE', 'Esnek 15 GB', 269.9, 15, 1500),
  offer('YT-V-30', 'VOICE', 'Esnek 30 GB', 349.9, 30, 3000),
  offer('YT-V-50S', 'VOICE', 'Sınırsız Konuşma 50 GB', 469.9, 50, undefined),
  offer('YT-V-15-12', 'VOICE', 'Esnek 15 GB (12 ay)', 309.9, 15, 1500, 12),
  offer('YT-D-40', 'DATA', 'Data 40 GB', 189.9, 40, 0),
  offer('YT-D-80', 'DATA', 'Data 80 GB', 279.9, 80, 0),
  offer('YT-D-150', 'DATA', 'Data 150 GB', 389.9, 150, 0),
  offer('YT-M-250', 'M2M', 'M2M 250 MB', 34.9, 0.25, 0),
  offer('YT-M-1', 'M2M', 'M2M 1 GB', 49.9, 1, 0),
  offer('YT-GUZ-V-20', 'VOICE', 'Güz 20 GB', 289.9, 20, 2000, 24, ENDED_CAMPAIGN),
  offer('YT-GUZ-D-50', 'DATA', 'Güz Data 50 GB', 199.9, 50, 0, 24, ENDED_CAMPAIGN),
];

export interface AddonDef {
  addonId: string;
  name: string;
  description: string;
  monthlyFee: number;
  productTypes: readonly ProductType[];
  /** Only on offers with at least this commitment. */
  minMonths?: number;
}

export const ADDONS: readonly AddonDef[] = [
  {
    addonId: 'EK-5GB',
    name: 'Ek 5 GB internet',
    description: 'Her ay 5 GB ek internet.',
    monthlyFee: 39.9,
    productTypes: ['VOICE', 'DATA'],
  },
  {
    addonId: 'EK-YURTDISI',
    name: 'Yurt dışı 1 GB',
    description: 'Avrupa ülkelerinde her ay 1 GB internet.',
    monthlyFee: 89.9,
    productTypes: ['VOICE'],
  },
  {
    addonId: 'EK-SABIT-IP',
    name: 'Sabit IP',
    description: 'Hatta değişmeyen bir IP adresi.',
    monthlyFee: 24.9,
    productTypes: ['DATA', 'M2M'],
  },
  {
    addonId: 'EK-GUVENCE',
    name: 'Cihaz güvence',
    description: 'Cihaz arızasında ve kırılmasında onarım güvencesi (24 ay taahhütlü tekliflerde).',
    monthlyFee: 34.9,
    productTypes: ['VOICE'],
    minMonths: 24,
  },
];

export const offerById = (offerId: string) => OFFERS.find((o) => o.offerId === offerId);
export const addonsFor = (o: OfferDef) =>
  ADDONS.filter((a) => a.productTypes.includes(o.productType) && o.commitmentMonths >= (a.minMonths ?? 0));

interface TariffFacts {
  monthlyFee: number;
  dataGb: number;
  minutes?: number;
}

/** The seeded tariffs; a tariff the sandbox does not know reads as its type's middle one. */
const TARIFFS: Record<string, TariffFacts> = {
  'Kurumsal Süper 10 GB': { monthlyFee: 259.9, dataGb: 10, minutes: 1000 },
  'Kurumsal Konuşkan 2000 DK': { monthlyFee: 239.9, dataGb: 4, minutes: 2000 },
  'Kurumsal Sınırsız Plus': { monthlyFee: 449.9, dataGb: 30 },
  'Kurumsal Data 20 GB': { monthlyFee: 179.9, dataGb: 20, minutes: 0 },
  'Kurumsal Data 50 GB': { monthlyFee: 259.9, dataGb: 50, minutes: 0 },
  'Mobil İnternet Kurumsal 100 GB': { monthlyFee: 399.9, dataGb: 100, minutes: 0 },
  'M2M Akıllı Cihaz 50 MB': { monthlyFee: 29.9, dataGb: 0.05, minutes: 0 },
  'M2M Filo Takip 200 MB': { monthlyFee: 44.9, dataGb: 0.2, minutes: 0 },
};
const DEFAULT_TARIFF: Record<ProductType, TariffFacts> = {
  VOICE: TARIFFS['Kurumsal Süper 10 GB'] as TariffFacts,
  DATA: TARIFFS['Kurumsal Data 20 GB'] as TariffFacts,
  M2M: TARIFFS['M2M Filo Takip 200 MB'] as TariffFacts,
};

export function tariffFacts(tariffName: string, productType: ProductType): TariffFacts {
  const offered = OFFERS.find((o) => o.tariffName === tariffName);
  return TARIFFS[tariffName] ?? offered ?? DEFAULT_TARIFF[productType];
}

/**
 * A line's average monthly data use: 50 % to 120 % of its tariff's allowance, by a stable rule
 * over its number (the sandbox keeps no usage records), so offers never jump between calls.
 */
export function monthlyUsageGb(msisdn: string, allowanceGb: number): number {
  const digitSum = [...msisdn].reduce((sum, d) => sum + Number(d), 0);
  return Math.round(allowanceGb * (0.5 + (digitSum % 8) / 10) * 100) / 100;
}
