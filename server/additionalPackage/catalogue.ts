/**
 * The packages on offer, read from the core catalogue (server/db/products.ts: the packages sold
 * as additional packages), and the agreement a person accepts before ordering.
 */
import type { Offer, PackageKind } from '../../src/api/additionalPackage/types';
import { packagesOfferedIn, priceText } from '../db/products';

interface CatalogueEntry extends Omit<Offer, 'price'> {
  priceKurus: number;
  conditions: string[];
}

export const CATALOGUE: readonly CatalogueEntry[] = packagesOfferedIn('ADDITIONAL_PACKAGE').map((p) => ({
  offerId: p.id,
  name: p.name,
  // Additional packages are never services (those come with a re-contract only).
  kind: p.packageKind as PackageKind,
  dataGb: p.dataGb,
  minutes: p.minutes,
  sms: p.sms,
  validityDays: p.validityDays,
  priceKurus: p.priceKurus,
  productTypes: [...p.productTypes],
  description: p.description,
  conditions: [...p.conditions],
}));

export const offerById = (offerId: string) => CATALOGUE.find((o) => o.offerId === offerId);

export const toOffer = ({ priceKurus, conditions: _, ...rest }: CatalogueEntry): Offer => ({
  ...rest,
  price: priceKurus / 100,
});

export type { CatalogueEntry };

/** The version an order must name: a new text asks every person to accept it again. */
export const AGREEMENT_VERSION = '2026.1';

export function agreementOf(offer: CatalogueEntry) {
  return {
    offerId: offer.offerId,
    title: `${offer.name} Ek Paket Kullanım Sözleşmesi`,
    version: AGREEMENT_VERSION,
    paragraphs: [
      `Bu sözleşme, şirketiniz adına seçilen hatlara tanımlanacak ${offer.name} paketinin koşullarını belirler.`,
      `Paket her hat için ${priceText(offer.priceKurus)} (KDV ve ÖİV dahil) bedelle, tanımlandığı günden başlayarak ${offer.validityDays} gün geçerlidir; bedel hattın bağlı olduğu faturaya yansıtılır.`,
      ...offer.conditions,
      'Paket süresi dolmadan iptal edilebilir; iptal edilen paketin kullanılmayan kısmı için iade yapılmaz.',
      'Tutarı şirketinizin onay sınırını aşan siparişler, tam yetkili bir kişinin onayından sonra tanımlanır.',
    ],
  };
}
