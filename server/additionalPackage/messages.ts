/** What the additional-package rows say, in Turkish. */
import { PRODUCT_TYPES, productTypeWordInSentence } from '../../src/lib/productTypes';
export const PACKAGE_MESSAGES = {
  offerNotFound: 'Paket bulunamadı.',
  orderNotFound: 'İşlem bulunamadı.',
  notWaiting: 'Bu sipariş onay beklemiyor.',
  quoteNotFound: 'Paket teklifi bulunamadı ya da süresi doldu. Lütfen hatları yeniden seçin.',
  quoteUsed: 'Bu teklifle sipariş zaten verildi.',
  agreementNotAccepted: 'Sipariş için ek paket sözleşmesini onaylamalısınız.',
  agreementChanged: 'Sözleşme metni güncellendi. Lütfen yeni metni okuyup onaylayın.',
  nothingToCancel: 'Seçilen paketlerin hiçbiri iptal edilemiyor.',
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  notNumber: 'Geçerli bir cep telefonu numarası değil.',
  suspended: 'Hat askıda; askıdaki hatta paket tanımlanamaz.',
  wrongType: (offerName: string, typeName: string) => `${offerName} paketi ${typeName} tanımlanamaz.`,
  alreadyActive: (endsOn: string) => `Hatta bu paket zaten etkin (bitiş: ${endsOn}).`,
  noRoaming: 'Hatta yurt dışı kullanım kapalı; önce yurt dışı kullanımı açınız.',
  packageGone: 'Paket bulunamadı ya da süresi dolmuş.',
  done: 'Paket tanımlandı.',
  waiting: 'Onay bekliyor.',
  cancelled: 'Paket iptal edildi.',
  rejected: 'Sipariş onaylanmadı',
  waitingReason: (limit: string) =>
    `Tutar onay sınırını (${limit}) aşıyor; tam yetkili bir kişinin onayı gerekiyor.`,
};

/** "veri hatlarına": the line types in the dative, as the refusal reads (the one word per type). */
export const TYPE_DATIVE: Record<string, string> = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type, `${productTypeWordInSentence(type)} hatlarına`]),
);
