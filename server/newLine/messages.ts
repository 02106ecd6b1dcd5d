import { formatMsisdn } from '../../src/lib/msisdn';
/** Every sentence the new-line sandbox rows can show a person. */
export const NEW_LINE_MESSAGES = {
  noLines: 'Siparişte en az bir hat olmalıdır.',
  tooManyLines: (max: number) => `Bir siparişte bu üründen en fazla ${max} hat olabilir.`,
  numberRequired: 'Lütfen her hat için bir numara seçin.',
  numberTwice: (msisdn: string) => `${formatMsisdn(msisdn)} numarası birden fazla hat için seçilmiş.`,
  numberUnavailable: (msisdn: string) =>
    `${formatMsisdn(msisdn)} numarası artık kullanılamıyor. Lütfen başka bir numara seçin.`,
  poolEmpty: 'Bu ürün için şu anda uygun numara kalmadı. Lütfen daha sonra tekrar deneyiniz.',
  reservationExpired: 'Numara rezervasyonunuzun süresi doldu. Lütfen numaralarınızı yeniden seçin.',
  existingNumberUnavailable: (msisdn: string) =>
    `${formatMsisdn(msisdn)} numarası şirketinizin kullanılabilir numaraları arasında değil.`,
  unknownTariff: 'Seçilen tarife bu ürün için geçerli değil.',
  unknownPackage: 'Seçilen ek paket bu ürün için geçerli değil.',
  unknownPartner: 'Seçilen teslimat noktası bulunamadı.',
  simUnknown: 'SIM kart şirketinizin stoğunda bulunamadı.',
  simWrongType: 'SIM kart seçilen türle uyuşmuyor.',
  simUsed: 'SIM kart başka bir siparişte kullanılmış.',
  simTwice: 'Aynı SIM kart birden fazla hat için seçilmiş.',
  simInvalid: 'SIM kartlardan en az biri geçersiz. SIM kart seçiminizi kontrol edin.',
  contactNotInService: (msisdn: string) =>
    `${formatMsisdn(msisdn)} numarası kullanımda bir hat değil. İletişim için kullandığınız bir cep telefonu numarası girin.`,
  contactRequired: (label: string) => `${label} zorunludur.`,
  orderNotNewLine: 'Bulunamadı.',
  orderNotOpen: 'Sipariş işleme alındığı için artık değiştirilemez.',
  orderAlreadySent: 'Sipariş daha önce işleme gönderildi.',
  demandMissing: 'Bu sipariş için henüz talep oluşturulmadı.',
} as const;

/** Business codes of the new-line rows (body status code). */
export const NEW_LINE_CODES = {
  numberUnavailable: 'NUMBER_UNAVAILABLE',
  reservationExpired: 'RESERVATION_EXPIRED',
  simInvalid: 'SIM_INVALID',
  customerNotValidated: 'CUSTOMER_NOT_VALIDATED',
  orderNotOpen: 'ORDER_NOT_OPEN',
} as const;
