/**
 * The packages on offer and the agreement a person accepts before ordering. A real operator's
 * catalogue changes; this one is fixed so every seed, test and screenshot agrees.
 */
import type { Offer } from '../../src/api/additionalPackageTypes';

interface CatalogueEntry extends Omit<Offer, 'price'> {
  priceKurus: number;
  conditions: string[];
}

const ALL = ['VOICE', 'DATA', 'M2M'] as const;
const PEOPLE = ['VOICE'] as const;
const MOBILE_DATA = ['VOICE', 'DATA'] as const;

const entry = (e: Omit<CatalogueEntry, 'dataGb' | 'minutes' | 'sms'> & Partial<CatalogueEntry>) =>
  ({ dataGb: 0, minutes: 0, sms: 0, ...e }) as CatalogueEntry;

export const CATALOGUE: readonly CatalogueEntry[] = [
  entry({
    offerId: 'EK-1GB',
    name: 'Ek 1 GB',
    kind: 'DATA',
    dataGb: 1,
    validityDays: 30,
    priceKurus: 4_500,
    productTypes: [...ALL],
    description: 'Ay sonuna yetişmeyen internet için 30 gün geçerli 1 GB.',
    conditions: ['Yurt içinde geçerlidir.', 'Kullanılmayan miktar sonraki aya devretmez.'],
  }),
  entry({
    offerId: 'EK-5GB',
    name: 'Ek 5 GB',
    kind: 'DATA',
    dataGb: 5,
    validityDays: 30,
    priceKurus: 12_000,
    productTypes: [...MOBILE_DATA],
    description: 'Sahada çalışan ekipler için 30 gün geçerli 5 GB internet.',
    conditions: ['Yurt içinde geçerlidir.', 'Kullanılmayan miktar sonraki aya devretmez.'],
  }),
  entry({
    offerId: 'EK-20GB',
    name: 'Ek 20 GB',
    kind: 'DATA',
    dataGb: 20,
    validityDays: 30,
    priceKurus: 32_500,
    productTypes: [...MOBILE_DATA],
    description: 'Modem ve tablet hatları için 30 gün geçerli 20 GB internet.',
    conditions: ['Yurt içinde geçerlidir.', 'Hız sınırı yoktur; adil kullanım koşulları geçerlidir.'],
  }),
  entry({
    offerId: 'M2M-500MB',
    name: 'M2M 500 MB',
    kind: 'DATA',
    dataGb: 0.5,
    validityDays: 90,
    priceKurus: 3_000,
    productTypes: ['M2M'],
    description: 'Sayaç, POS ve araç takip cihazları için 90 gün geçerli 500 MB.',
    conditions: ['Yalnızca M2M hatlarında geçerlidir.', 'Yurt içinde geçerlidir.'],
  }),
  entry({
    offerId: 'DK-500',
    name: '500 Dakika',
    kind: 'VOICE',
    minutes: 500,
    validityDays: 30,
    priceKurus: 9_000,
    productTypes: [...PEOPLE],
    description: 'Her yöne 500 dakika konuşma, 30 gün geçerli.',
    conditions: ['Yurt içi tüm operatörlere geçerlidir.', 'Özel servis numaraları dahil değildir.'],
  }),
  entry({
    offerId: 'DK-1000',
    name: '1000 Dakika',
    kind: 'VOICE',
    minutes: 1000,
    validityDays: 30,
    priceKurus: 15_000,
    productTypes: [...PEOPLE],
    description: 'Çok arayan satış ekipleri için her yöne 1000 dakika, 30 gün geçerli.',
    conditions: ['Yurt içi tüm operatörlere geçerlidir.', 'Özel servis numaraları dahil değildir.'],
  }),
  entry({
    offerId: 'SMS-1000',
    name: '1000 SMS',
    kind: 'SMS',
    sms: 1000,
    validityDays: 30,
    priceKurus: 5_000,
    productTypes: [...PEOPLE],
    description: 'Her yöne 1000 SMS, 30 gün geçerli.',
    conditions: ['Yurt içi tüm operatörlere geçerlidir.', 'Toplu SMS gönderimi için kullanılamaz.'],
  }),
  entry({
    offerId: 'YD-1GB',
    name: 'Yurt Dışı 1 GB',
    kind: 'ABROAD',
    dataGb: 1,
    validityDays: 7,
    priceKurus: 35_000,
    productTypes: [...MOBILE_DATA],
    description: 'Avrupa ve Balkanlar’da 7 gün geçerli 1 GB internet.',
    conditions: [
      'Hatta yurt dışı kullanım açık olmalıdır.',
      'Paket, yurt dışında ilk bağlantıyla başlar ve 7 gün sürer.',
    ],
  }),
  entry({
    offerId: 'YD-5GB',
    name: 'Yurt Dışı 5 GB',
    kind: 'ABROAD',
    dataGb: 5,
    minutes: 100,
    validityDays: 15,
    priceKurus: 120_000,
    productTypes: [...MOBILE_DATA],
    description: 'Dünyanın her yerinde 15 gün geçerli 5 GB internet ve 100 dakika.',
    conditions: [
      'Hatta yurt dışı kullanım açık olmalıdır.',
      'Dakikalar bulunulan ülkeye ve Türkiye’ye yapılan aramalarda geçerlidir.',
    ],
  }),
];

export const offerById = (offerId: string) => CATALOGUE.find((o) => o.offerId === offerId);

export const toOffer = ({ priceKurus, conditions: _, ...rest }: CatalogueEntry): Offer => ({
  ...rest,
  price: priceKurus / 100,
});

export type { CatalogueEntry };

/** The version an order must name: a new text asks every person to accept it again. */
export const AGREEMENT_VERSION = '2026.1';

export function agreementOf(offer: CatalogueEntry) {
  const price = (offer.priceKurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
  return {
    offerId: offer.offerId,
    title: `${offer.name} Ek Paket Kullanım Sözleşmesi`,
    version: AGREEMENT_VERSION,
    paragraphs: [
      `Bu sözleşme, şirketiniz adına seçilen hatlara tanımlanacak ${offer.name} paketinin koşullarını belirler.`,
      `Paket her hat için ${price} TL (KDV ve ÖİV dahil) bedelle, tanımlandığı günden başlayarak ${offer.validityDays} gün geçerlidir; bedel hattın bağlı olduğu faturaya yansıtılır.`,
      ...offer.conditions,
      'Paket süresi dolmadan iptal edilebilir; iptal edilen paketin kullanılmayan kısmı için iade yapılmaz.',
      'Tutarı şirketinizin onay sınırını aşan siparişler, tam yetkili bir kişinin onayından sonra tanımlanır.',
    ],
  };
}
