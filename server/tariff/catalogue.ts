/**
 * The tariff pages' view of the core catalogue (server/db/products.ts): the tariffs a tariff
 * change offers, in the shape these pages use. Prices, names and the commitment rule are the
 * core's; this file only adds the pages' texts (FAQ, more info, pre-order choices).
 */
import type { LineProductType } from '../../src/api/lineUser/types';
import { productTypeWordInSentence } from '../../src/lib/productTypes';
import {
  allowanceText,
  COMMITMENT_MONTHS,
  COMMITMENT_RULE_TEXT,
  TARIFFS as CORE_TARIFFS,
  commitmentLabel,
  commitmentPriceKurus,
  commitmentPriceText,
  tariffByName as coreTariffByName,
  type Tariff,
  tariffsOfferedIn,
} from '../db/products';

export interface CatalogueTariff {
  tariffId: string;
  name: string;
  /** The 24-month fee, kuruş, KDV and ÖİV included (the core's price). */
  monthlyFeeKurus: number;
  /** null: unlimited. */
  minutes: number | null;
  sms: number;
  dataMb: number;
  commitmentMonths: number;
  productTypes: LineProductType[];
  summary: string;
  /** A bonus choice made before ordering (pre-order selection), when the tariff offers one. */
  preOrder?: { multiple: boolean; maxChoices: number };
}

const adapt = (t: Tariff): CatalogueTariff => ({
  tariffId: t.id,
  name: t.name,
  monthlyFeeKurus: t.priceKurus,
  minutes: t.minutes,
  sms: t.sms,
  dataMb: t.dataMb,
  commitmentMonths: 24,
  productTypes: [t.productType],
  summary: t.summary,
  ...(t.preOrder ? { preOrder: t.preOrder } : {}),
});

/** What a line may move to: the catalogue's tariffs sold on tariff change. */
export const TARIFFS: readonly CatalogueTariff[] = tariffsOfferedIn('TARIFF_CHANGE').map(adapt);

const fold = (s: string) => s.trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ');

/** A tariff to move to, by its id or by its name as a person writes it (any case, extra spaces). */
export function findTariff(idOrName: string): CatalogueTariff | undefined {
  const key = fold(idOrName);
  return TARIFFS.find((t) => fold(t.tariffId) === key || fold(t.name) === key);
}

/** Any catalogue tariff by its exact name: a line's current tariff may be one no longer sold here. */
export const tariffByName = (name: string): CatalogueTariff | undefined => {
  const t = coreTariffByName(name);
  return t ? adapt(t) : undefined;
};

/** Commitment choices and their names, from the core's rule. */
export const COMMITMENT_LABELS: Record<number, string> = Object.fromEntries(
  COMMITMENT_MONTHS.map((m) => [m, commitmentLabel(m)]),
);

export function feeKurus(tariff: CatalogueTariff, commitmentMonths = 24): number {
  return commitmentPriceKurus({ priceKurus: tariff.monthlyFeeKurus }, commitmentMonths);
}

/** Every tariff the catalogue holds (tests check the seeded lines' names against it). */
export const ALL_TARIFF_NAMES: ReadonlySet<string> = new Set(CORE_TARIFFS.map((t) => t.name));

/** The bonus packages a pre-order selection offers. */
export const PRE_ORDER_CHOICES = [
  { code: 'SOCIAL', label: 'Sosyal Medya Paketi', description: 'Ayda 10 GB sosyal medya ve mesajlaşma.' },
  {
    code: 'VIDEO',
    label: 'Video Konferans Paketi',
    description: 'Ayda 15 GB görüntülü toplantı uygulamaları.',
  },
  { code: 'ROAM', label: 'Yurt Dışı 1 GB', description: 'Avrupa ülkelerinde ayda 1 GB internet.' },
  { code: 'CLOUD', label: 'Bulut Yedekleme', description: '100 GB kurumsal bulut depolama.' },
] as const;

const common = (t: CatalogueTariff) => [
  {
    question: 'Tarife değişikliği ne zaman geçerli olur?',
    answer:
      'Onaydan hemen sonra. Bu ay kalan kullanım hakları yeni tarifeye aktarılmaz; yeni tarifenin hakları gün sayısına göre verilir.',
  },
  {
    question: 'Taahhüt süresini değiştirebilir miyim?',
    answer: `${t.name} ${commitmentPriceText({ priceKurus: t.monthlyFeeKurus })}. ${COMMITMENT_RULE_TEXT}`,
  },
  {
    question: 'Hangi hatlar bu tarifeye geçebilir?',
    answer: `Yalnızca ${t.productTypes.map((p) => typeWord(p)).join(', ')} hatlar. Askıdaki hatların tarifesi değiştirilemez.`,
  },
];

export const typeWord = (type: LineProductType) => productTypeWordInSentence(type);

export function faqOf(t: CatalogueTariff) {
  const extra = t.preOrder
    ? [
        {
          question: 'Hediye paketimi nasıl seçerim?',
          answer: `Tarifeyi seçerken en fazla ${t.preOrder.maxChoices} paket seçersiniz; seçim tarife değişikliğiyle birlikte tanımlanır.`,
        },
      ]
    : [];
  return [...common(t), ...extra];
}

export function moreInfoOf(t: CatalogueTariff) {
  const allowance = allowanceText({ ...t, productType: t.productTypes[0] ?? 'VOICE' });
  return {
    title: t.name,
    paragraphs: [
      t.summary,
      `Aylık ücret ${commitmentPriceText({ priceKurus: t.monthlyFeeKurus })} (vergiler dahil). Her ay ${allowance}.`,
    ],
    conditions: [
      'Kullanım hakları fatura döneminin başında yenilenir; kalan haklar devretmez.',
      'Taahhüt süresi dolmadan tarife daha düşük ücretli bir tarifeye değiştirilirse kalan indirimler faturaya yansıtılır.',
      'Hakların aşılmasından sonraki kullanım kurumsal tarife listesindeki birim fiyatlarla ücretlendirilir.',
    ],
  };
}
