/** The catalogue's tariffs (server/db/products.ts): corporate, campaign and other segments' ones. */

import type { Audience, ProductType, SalesChannel, Tariff } from './productTypes';
import { GB } from './units';

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
