/**
 * The sandbox's tariff catalogue. Its names are the `lines.tariff_name` values the core seed
 * gives (server/db/seed.ts TARIFFS), plus one tariff per product type that no seeded line has
 * yet, so every line has somewhere to move. Fees are kuruş with a 24-month commitment.
 */
import type { LineProductType } from '../../src/api/lineUserTypes';

export interface CatalogueTariff {
  tariffId: string;
  name: string;
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

const GB = 1024;

export const TARIFFS: readonly CatalogueTariff[] = [
  {
    tariffId: 'KRM-EKO-5',
    name: 'Kurumsal Ekonomik 5 GB',
    monthlyFeeKurus: 22_990,
    minutes: 500,
    sms: 250,
    dataMb: 5 * GB,
    commitmentMonths: 24,
    productTypes: ['VOICE'],
    summary: 'Az konuşan çalışanlar için her yöne 500 dakika, 250 SMS ve 5 GB.',
  },
  {
    tariffId: 'KRM-KNS-2000',
    name: 'Kurumsal Konuşkan 2000 DK',
    monthlyFeeKurus: 34_990,
    minutes: 2000,
    sms: 1000,
    dataMb: 5 * GB,
    commitmentMonths: 24,
    productTypes: ['VOICE'],
    summary: 'Sahada telefonla çalışan ekipler için her yöne 2.000 dakika.',
  },
  {
    tariffId: 'KRM-SPR-10',
    name: 'Kurumsal Süper 10 GB',
    monthlyFeeKurus: 38_990,
    minutes: 1000,
    sms: 1000,
    dataMb: 10 * GB,
    commitmentMonths: 24,
    productTypes: ['VOICE'],
    summary: 'Dengeli kullanım: 1.000 dakika, 1.000 SMS ve 10 GB internet.',
  },
  {
    tariffId: 'KRM-SNS-PLUS',
    name: 'Kurumsal Sınırsız Plus',
    monthlyFeeKurus: 64_990,
    minutes: null,
    sms: 2000,
    dataMb: 40 * GB,
    commitmentMonths: 24,
    productTypes: ['VOICE'],
    summary: 'Yöneticiler için sınırsız konuşma, 2.000 SMS, 40 GB ve iki hediye paket.',
    preOrder: { multiple: true, maxChoices: 2 },
  },
  {
    tariffId: 'KRM-DATA-20',
    name: 'Kurumsal Data 20 GB',
    monthlyFeeKurus: 24_990,
    minutes: 0,
    sms: 0,
    dataMb: 20 * GB,
    commitmentMonths: 24,
    productTypes: ['DATA'],
    summary: 'Tablet ve mobil modemler için 20 GB internet.',
  },
  {
    tariffId: 'KRM-DATA-50',
    name: 'Kurumsal Data 50 GB',
    monthlyFeeKurus: 39_990,
    minutes: 0,
    sms: 0,
    dataMb: 50 * GB,
    commitmentMonths: 24,
    productTypes: ['DATA'],
    summary: 'Yoğun kullanılan mobil modemler için 50 GB internet.',
  },
  {
    tariffId: 'KRM-MI-100',
    name: 'Mobil İnternet Kurumsal 100 GB',
    monthlyFeeKurus: 59_990,
    minutes: 0,
    sms: 0,
    dataMb: 100 * GB,
    commitmentMonths: 24,
    productTypes: ['DATA'],
    summary: 'Şube ve saha ofislerinin yedek bağlantısı için 100 GB internet.',
    preOrder: { multiple: false, maxChoices: 1 },
  },
  {
    tariffId: 'M2M-AKL-50',
    name: 'M2M Akıllı Cihaz 50 MB',
    monthlyFeeKurus: 3_990,
    minutes: 0,
    sms: 50,
    dataMb: 50,
    commitmentMonths: 24,
    productTypes: ['M2M'],
    summary: 'Sayaç ve sensörler için ayda 50 MB veri ve 50 SMS.',
  },
  {
    tariffId: 'M2M-FLT-200',
    name: 'M2M Filo Takip 200 MB',
    monthlyFeeKurus: 5_990,
    minutes: 0,
    sms: 100,
    dataMb: 200,
    commitmentMonths: 24,
    productTypes: ['M2M'],
    summary: 'Araç takip cihazları için ayda 200 MB veri ve 100 SMS.',
  },
  {
    tariffId: 'M2M-END-1',
    name: 'M2M Endüstri 1 GB',
    monthlyFeeKurus: 9_990,
    minutes: 0,
    sms: 100,
    dataMb: GB,
    commitmentMonths: 24,
    productTypes: ['M2M'],
    summary: 'Kamera ve ödeme terminalleri gibi çok veri gönderen cihazlar için 1 GB.',
  },
];

const fold = (s: string) => s.trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ');

/** A tariff by its id or by its name as a person writes it (any case, extra spaces). */
export function findTariff(idOrName: string): CatalogueTariff | undefined {
  const key = fold(idOrName);
  return TARIFFS.find((t) => fold(t.tariffId) === key || fold(t.name) === key);
}

export const tariffByName = (name: string) => TARIFFS.find((t) => t.name === name);

/** Commitment choices: the catalogue fee for 24 months, 10 % more for 12, 25 % more without. */
export const COMMITMENT_SURCHARGE: Record<number, number> = { 24: 1, 12: 1.1, 0: 1.25 };
export const COMMITMENT_LABELS: Record<number, string> = {
  24: '24 ay taahhütlü',
  12: '12 ay taahhütlü',
  0: 'Taahhütsüz',
};

export function feeKurus(tariff: CatalogueTariff, commitmentMonths = 24): number {
  return Math.round(tariff.monthlyFeeKurus * (COMMITMENT_SURCHARGE[commitmentMonths] ?? 1));
}

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
    answer: `${t.name} 24 ay taahhütle ${feeTl(t)} TL'dir. 12 ay taahhütte %10, taahhütsüz kullanımda %25 fazla ödenir.`,
  },
  {
    question: 'Hangi hatlar bu tarifeye geçebilir?',
    answer: `Yalnızca ${t.productTypes.map((p) => TYPE_WORDS[p]).join(', ')} hatlar. Askıdaki hatların tarifesi değiştirilemez.`,
  },
];

const TYPE_WORDS: Record<LineProductType, string> = { VOICE: 'ses', DATA: 'data', M2M: 'M2M' };
export const typeWord = (type: LineProductType) => TYPE_WORDS[type];

const feeTl = (t: CatalogueTariff) =>
  (t.monthlyFeeKurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  const minutes = t.minutes === null ? 'sınırsız' : `${t.minutes.toLocaleString('tr-TR')} dakika`;
  const data = t.dataMb >= GB ? `${t.dataMb / GB} GB` : `${t.dataMb} MB`;
  return {
    title: t.name,
    paragraphs: [
      t.summary,
      `Aylık ücret 24 ay taahhütle ${feeTl(t)} TL (vergiler dahil). Her ay ${minutes}, ${t.sms.toLocaleString('tr-TR')} SMS ve ${data} internet.`,
    ],
    conditions: [
      'Kullanım hakları fatura döneminin başında yenilenir; kalan haklar devretmez.',
      'Taahhüt süresi dolmadan tarife daha düşük ücretli bir tarifeye değiştirilirse kalan indirimler faturaya yansıtılır.',
      'Hakların aşılmasından sonraki kullanım kurumsal tarife listesindeki birim fiyatlarla ücretlendirilir.',
    ],
  };
}
