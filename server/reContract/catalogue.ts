/**
 * The re-contract offers and add-ons: campaign offers of the core catalogue's tariffs
 * (server/db/products.ts) at a commitment, priced by the core's commitment rule, and the
 * catalogue's packages sold with a re-contract. What a line's current tariff holds is the
 * catalogue's too. Offers belong to a campaign: the winter campaign runs, the autumn one has
 * ended (its offers are refused).
 */
import {
  commitmentPriceKurus,
  commitmentWording,
  type Package,
  packagesOfferedIn,
  type Tariff,
  tariffByName,
  tariffNamed,
} from '../db/products';

export type ProductType = 'VOICE' | 'DATA' | 'M2M';

export interface OfferDef {
  offerId: string;
  campaignId: string;
  name: string;
  productType: ProductType;
  tariffId: string;
  tariffName: string;
  /** TL a month with the offer's commitment, KDV and ÖİV included. */
  monthlyFee: number;
  commitmentMonths: number;
  dataGb: number;
  /** Undefined: unlimited. */
  minutes?: number;
}

export const OPEN_CAMPAIGN = 'YT-KIS-2026';
export const ENDED_CAMPAIGN = 'YT-GUZ-2026';

const GB = 1024;
const dataGbOf = (t: Pick<Tariff, 'dataMb'>) => t.dataMb / GB;
const lira = (kurus: number) => kurus / 100;

/** An offer: a catalogue tariff at a commitment; a shorter commitment says so in its name. */
const offer = (
  offerId: string,
  tariffId: string,
  commitmentMonths = 24,
  campaignId = OPEN_CAMPAIGN,
): OfferDef => {
  const t = tariffNamed(tariffId);
  const short = t.name.replace(/^Kurumsal /, '');
  return {
    offerId,
    campaignId,
    name: commitmentMonths === 24 ? short : `${short} (${commitmentWording(commitmentMonths)})`,
    productType: t.productType,
    tariffId: t.id,
    tariffName: t.name,
    monthlyFee: lira(commitmentPriceKurus(t, commitmentMonths)),
    commitmentMonths,
    dataGb: dataGbOf(t),
    ...(t.minutes !== null ? { minutes: t.minutes } : {}),
  };
};

export const OFFERS: readonly OfferDef[] = [
  offer('YT-V-15', 'KMP-ESN-15'),
  offer('YT-V-30', 'KMP-ESN-30'),
  offer('YT-V-50S', 'KMP-SNS-50'),
  offer('YT-V-15-12', 'KMP-ESN-15', 12),
  offer('YT-D-40', 'KMP-DATA-40'),
  offer('YT-D-80', 'KMP-DATA-80'),
  offer('YT-D-150', 'KMP-DATA-150'),
  offer('YT-M-250', 'KMP-M2M-250'),
  offer('YT-M-1', 'KMP-M2M-1'),
  offer('YT-GUZ-V-20', 'KMP-GUZ-20', 24, ENDED_CAMPAIGN),
  offer('YT-GUZ-D-50', 'KMP-GUZ-DATA-50', 24, ENDED_CAMPAIGN),
];

export interface AddonDef {
  addonId: string;
  name: string;
  description: string;
  /** TL a month, KDV and ÖİV included: the catalogue's price of the package. */
  monthlyFee: number;
  productTypes: readonly ProductType[];
  /** Only on offers with at least this commitment. */
  minMonths?: number;
}

const addon = (p: Package): AddonDef => ({
  addonId: p.id,
  name: p.name,
  description: p.description,
  monthlyFee: lira(p.priceKurus),
  productTypes: p.productTypes,
  ...(p.minCommitmentMonths !== undefined ? { minMonths: p.minCommitmentMonths } : {}),
});

export const ADDONS: readonly AddonDef[] = packagesOfferedIn('RE_CONTRACT').map(addon);

export const offerById = (offerId: string) => OFFERS.find((o) => o.offerId === offerId);
export const addonsFor = (o: OfferDef) =>
  ADDONS.filter((a) => a.productTypes.includes(o.productType) && o.commitmentMonths >= (a.minMonths ?? 0));

interface TariffFacts {
  /** TL a month with the standard 24-month commitment. */
  monthlyFee: number;
  dataGb: number;
  minutes?: number;
}

/** A tariff the catalogue does not know reads as its type's most common one. */
const DEFAULT_TARIFF: Record<ProductType, string> = {
  VOICE: 'KRM-SPR-10',
  DATA: 'KRM-DATA-20',
  M2M: 'M2M-FLT-200',
};

/** What the line's current tariff holds and costs, from the catalogue. */
export function tariffFacts(tariffName: string, productType: ProductType): TariffFacts {
  const t = tariffByName(tariffName) ?? tariffNamed(DEFAULT_TARIFF[productType]);
  return {
    monthlyFee: lira(commitmentPriceKurus(t)),
    dataGb: dataGbOf(t),
    ...(t.minutes !== null ? { minutes: t.minutes } : {}),
  };
}

/**
 * A line's average monthly data use: 50 % to 120 % of its tariff's allowance, by a stable rule
 * over its number (the sandbox keeps no usage records), so offers never jump between calls.
 */
export function monthlyUsageGb(msisdn: string, allowanceGb: number): number {
  const digitSum = [...msisdn].reduce((sum, d) => sum + Number(d), 0);
  return Math.round(allowanceGb * (0.5 + (digitSum % 8) / 10) * 100) / 100;
}
