/**
 * The offers for chosen lines: the campaign's offers of the lines' product type that do not hold
 * less data than any line's current tariff, each with what changes; the best one is the
 * cheapest 24-month offer that covers the lines' highest monthly use with a fifth to spare and
 * at least their minutes (the largest when none does).
 */
import type { Offer } from '../../src/api/reContract/types';
import { formatMoney } from '../../src/lib/format';
import { OFFERS, type OfferDef, type ProductType, tariffFacts } from './catalogue';
import { RE_CONTRACT_MESSAGES as M } from './messages';

export interface ChosenLine {
  msisdn: string;
  productType: ProductType;
  tariffName: string;
  monthlyUsageGb: number;
  monthlyFee: number;
  /** Ended (or none) rather than ending soon. */
  commitmentEnded: boolean;
}

const gb = (n: number) => `${n.toLocaleString('tr-TR', { maximumFractionDigits: 2 })} GB`;
const minutes = (n: number | undefined) => (n === undefined ? 'Sınırsız' : n === 0 ? 'Yok' : `${n} dk`);
const tl = (n: number) => formatMoney(n, { minDecimals: 2 });

/** What moves from the line's current tariff to the offer. */
type LineFacts = Pick<ChosenLine, 'tariffName' | 'productType' | 'commitmentEnded'>;

export function changesOf(offer: OfferDef, line?: LineFacts) {
  if (!line) return [];
  const now = tariffFacts(line.tariffName, line.productType);
  return [
    { label: 'Tarife', from: line.tariffName, to: offer.tariffName },
    { label: 'Aylık ücret', from: tl(now.monthlyFee), to: tl(offer.monthlyFee) },
    { label: 'İnternet', from: gb(now.dataGb), to: gb(offer.dataGb) },
    ...(offer.productType === 'VOICE'
      ? [{ label: 'Konuşma', from: minutes(now.minutes), to: minutes(offer.minutes) }]
      : []),
    {
      label: 'Taahhüt',
      from: line.commitmentEnded ? 'Sona erdi' : 'Sona eriyor',
      to: `${offer.commitmentMonths} ay`,
    },
  ];
}

export function toOffer(
  offer: OfferDef,
  best: boolean,
  lines: readonly LineFacts[],
  bestReason?: string,
): Offer {
  return {
    offerId: offer.offerId,
    name: offer.name,
    productType: offer.productType,
    tariffName: offer.tariffName,
    monthlyFee: offer.monthlyFee,
    commitmentMonths: offer.commitmentMonths,
    dataGb: offer.dataGb,
    ...(offer.minutes !== undefined ? { minutes: offer.minutes } : {}),
    bestOffer: best,
    ...(best && bestReason ? { bestReason } : {}),
    changes: changesOf(offer, lines[0]),
  };
}

/** Whether the offer holds at least as much data as every line's current tariff. */
export const fitsLines = (offer: OfferDef, lines: readonly ChosenLine[]) =>
  lines.every(
    (l) =>
      offer.productType === l.productType && offer.dataGb >= tariffFacts(l.tariffName, l.productType).dataGb,
  );

export function offersFor(
  campaignId: string,
  lines: readonly ChosenLine[],
): { offers: Offer[]; bestOfferId: string } {
  const fitting = OFFERS.filter((o) => o.campaignId === campaignId && fitsLines(o, lines));
  if (fitting.length === 0) return { offers: [], bestOfferId: '' };
  const peak = Math.max(...lines.map((l) => l.monthlyUsageGb));
  const longest = fitting.filter((o) => o.commitmentMonths === 24);
  const pool = longest.length > 0 ? longest : fitting;
  // Minutes must not shrink either: unlimited needs unlimited.
  const talk = lines.map((l) => tariffFacts(l.tariffName, l.productType).minutes);
  const talkNeed = talk.includes(undefined) ? undefined : Math.max(0, ...(talk as number[]));
  const keepsTalk = (o: OfferDef) =>
    o.minutes === undefined || (talkNeed !== undefined && o.minutes >= talkNeed);
  const covering = pool
    .filter((o) => o.dataGb >= peak * 1.2 && keepsTalk(o))
    .sort((a, b) => a.monthlyFee - b.monthlyFee);
  const best = covering[0] ?? [...pool].sort((a, b) => b.dataGb - a.dataGb)[0];
  const reason = covering[0] ? M.bestReason(gb(peak)) : M.bestReasonLargest(gb(peak));
  return {
    offers: fitting.map((o) => toOffer(o, o === best, lines, reason)),
    bestOfferId: best?.offerId ?? '',
  };
}
