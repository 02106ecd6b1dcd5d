/** Every sentence the take-over sandbox rows can show a person, and their business codes. */

import { formatMoney } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';

export const TAKE_OVER_MESSAGES = {
  screenNameMissing:
    'Bu işlem yalnızca Hat Devralma ekranından yapılabilir. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  notFound: 'Devir siparişi bulunamadı.',
  lineNotFound: 'Bu numara devredilebilecek bir hat olarak bulunamadı.',
  ownLine: 'Bu hat zaten şirketinize ait.',
  unpaidDebt: (amount: number) =>
    `Hattın ${formatMoney(amount, { minDecimals: 2 })} ödenmemiş borcu var; borç ödenmeden hat devredilemez.`,
  legalHold: 'Hat üzerinde yasal kısıtlama (hukuki takip) bulunduğu için devredilemez.',
  inOtherTakeOver: 'Bu hat için devam eden başka bir devir işlemi var.',
  twice: 'Bu numara listede birden fazla kez yer alıyor.',
  someLinesRefused: 'Devredilemeyen hatları listeden çıkarıp tekrar deneyiniz.',
  mixedOwners: 'Bir devir siparişindeki hatların tümü aynı kişiye ya da şirkete ait olmalıdır.',
  contactMismatch:
    'Girilen numara devreden tarafın kayıtlı iletişim numarası değil. Kayıtlı numarayı hat sahibinden öğrenin.',
  approvalPendingSms: (phone: string) => `Devreden tarafa onay SMS'i gönderildi (${phone}). Onay bekleniyor.`,
  approvalPendingCall: (phone: string) => `Devreden taraf aranıyor (${phone}). Onay bekleniyor.`,
  approvalGiven: 'Devreden taraf hat devrini onayladı.',
  approvalRefused: 'Devreden taraf hat devrini onaylamadı; sipariş reddedildi.',
  awaitingApproval: 'Devreden tarafın onayı gelmeden bu adıma geçilemez.',
  orderClosed: (statusName: string) => `Sipariş "${statusName}" durumunda olduğu için değiştirilemez.`,
  notReopenable: (statusName: string) =>
    `Sipariş "${statusName}" durumunda olduğu için hatları yeniden seçilemez. Yeni bir devir başlatın.`,
  subscriptionInfoMissing: 'Önce abonelik bilgilerini doldurunuz.',
  tariffMissing: 'Her hat için bir tarife seçin.',
  preferencesMissing: 'Önce abonelik tercihlerini kaydedin.',
  companyNotConfirmed: 'Devam etmek için şirket bilgilerinin doğru olduğunu onaylayın.',
  contactIsTakenLine: 'Yetkili cep telefonu devralınan hatlardan biri olamaz.',
  unknownLineInTariff: (msisdn: string) => `${formatMsisdn(msisdn)} numarası bu devir siparişinde yok.`,
  tariffTwice: (msisdn: string) => `${formatMsisdn(msisdn)} numarası için birden fazla tarife seçilmiş.`,
  unknownTariff: (msisdn: string) =>
    `${formatMsisdn(msisdn)} numarası için seçilen tarife bu hat türünde geçerli değil.`,
  linesNoLongerEligible: 'Hatlardan en az biri artık devredilemiyor. Hat seçimini kontrol edin.',
  notFinalized: 'Sipariş onaylanmadan operatöre gönderilemez.',
  alreadySent: 'Sipariş daha önce işleme gönderildi.',
  sameStatus: 'Sipariş zaten bu durumda.',
  onlyCancel: 'Sipariş durumu devir sürecine göre değişir; portaldan yalnızca iptal edilebilir.',
  notCancellable: {
    IN_PROGRESS: 'Devir işlemi başladığı için sipariş iptal edilemez.',
    COMPLETED: 'Tamamlanmış bir devir siparişi iptal edilemez.',
    CANCELLED: 'Sipariş zaten iptal edilmiş.',
    REJECTED: 'Reddedilmiş bir devir siparişi iptal edilemez.',
  },
} as const;

/** Business codes of the take-over rows (body status code). */
export const TAKE_OVER_CODES = {
  screenNameMissing: 'SCREEN_NAME_REQUIRED',
  companyNotValidated: 'COMPANY_NOT_VALIDATED',
  approvalPending: 'APPROVAL_PENDING',
  orderClosed: 'ORDER_NOT_OPEN',
  stepMissing: 'STEP_MISSING',
  lineNotEligible: 'LINE_NOT_ELIGIBLE',
  statusMoveRefused: 'STATUS_MOVE_REFUSED',
} as const;
