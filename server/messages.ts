/**
 * Every sentence the sandbox can show a person, in one place, so the Turkish wording is
 * reviewed once and the tests can compare against the same constants.
 */
import { FORBIDDEN_MESSAGE } from '../src/api/forbidden';
import { untilText, waitText } from './limits';

export const MESSAGES = {
  notFound: 'Bulunamadı.',
  malformedJson: 'İstek gövdesi geçerli bir JSON değil.',
  bodyNotObject: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
  bodyTooLarge: (maxBytes: number) =>
    `İstek gövdesi çok büyük. Bu işlem için en fazla ${Math.max(1, Math.floor(maxBytes / 1000)).toLocaleString('tr-TR')} KB gönderilebilir.`,
  bodyNotJson: 'İstek gövdesi JSON olarak gönderilmelidir.',
  badPathValue: 'Adresteki değer geçersiz karakterler içeriyor.',
  csrfRejected: 'Güvenlik doğrulaması başarısız oldu. Sayfayı yenileyip tekrar deneyiniz.',
  sessionMissing: 'Oturumunuz bulunamadı. Lütfen tekrar giriş yapın.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  /**
   * Every 403 (a level the person lacks, a company not theirs): spec §8's one sentence, the words
   * the portal's 403 modal shows (src/api/forbidden.ts).
   */
  forbidden: FORBIDDEN_MESSAGE,
  /** The same sentence under its former name, which tests of the write refusal compare against. */
  forbiddenWrite: FORBIDDEN_MESSAGE,
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı.',
  loginThrottled: (waitMs: number, until: number) =>
    `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${waitText(waitMs)} sonra (saat ${untilText(until)}) tekrar deneyiniz.`,
  otpAccountLocked: (waitMs: number, until: number) =>
    `Çok fazla hatalı doğrulama kodu girildi. Lütfen ${waitText(waitMs)} sonra (saat ${untilText(until)}) tekrar deneyiniz.`,
  otpSendLimit: (waitMs: number, until: number) =>
    `Bu işlem için çok fazla doğrulama kodu istendi. Lütfen ${waitText(waitMs)} sonra (saat ${untilText(until)}) tekrar deneyiniz.`,
  smsPerPersonLimit: (waitMs: number, until: number) =>
    `Telefonunuza kısa sürede çok fazla doğrulama kodu gönderildi. Yeni kod için lütfen ${waitText(waitMs)} sonra (saat ${untilText(until)}) tekrar deneyiniz.`,
  otpUnknownPurpose: 'Bu işlem için doğrulama kodu gönderilemez.',
  otpInvalid: (left: number) => `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${left}.`,
  otpLocked: 'Çok fazla hatalı deneme yaptınız. İşlemi yeniden başlatın.',
  otpExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  otpUsed: 'Bu doğrulama kodu daha önce kullanıldı. Lütfen yeni kod isteyin.',
  otpUnknown: 'Doğrulama işlemi bulunamadı. Lütfen yeni kod isteyin.',
  otpNotValidated: 'Lütfen önce doğrulama kodunu girin.',
  otpWrongPurpose: 'Doğrulama kodu bu işlem için geçerli değil.',
  otpResendTooEarly: (seconds: number) => `Yeni kod için ${seconds} saniye bekleyin.`,
  otpLoginOnlyViaLogin: 'Giriş doğrulama kodu yalnızca giriş işlemiyle gönderilebilir.',
  otpPurposeRequired: 'İşlem amacı zorunludur.',
  otpSms: (code: string) => `Kurumsal Portal doğrulama kodunuz: ${code}. Kod 5 dakika geçerlidir.`,
  termsAllRequired: 'Lütfen tüm sözleşmeleri onaylayın.',
  notImplemented: (name: string) => `"${name}" çağrısı sandbox'ta henüz sunulmuyor.`,
  portalNotBuilt: 'Portal henüz derlenmedi. Önce "npm run build" komutunu çalıştırın.',
} as const;

/** Field-level messages of the hand-written validators; the field name is left as sent. */
export const FIELD_MESSAGES = {
  required: (field: string) => `${field} alanı zorunludur.`,
  string: (field: string) => `${field} alanı metin olmalıdır.`,
  number: (field: string) => `${field} alanı sayı olmalıdır.`,
  boolean: (field: string) => `${field} alanı doğru/yanlış değeri olmalıdır.`,
  stringList: (field: string) => `${field} alanı metin listesi olmalıdır.`,
  maxLength: (field: string, max: number) => `${field} alanı en fazla ${max} karakter olabilir.`,
  pattern: (field: string, hint: string) => `${field} alanı ${hint}`,
  oneOf: (field: string, values: readonly string[]) =>
    `${field} alanı şu değerlerden biri olmalıdır: ${values.join(', ')}.`,
} as const;
