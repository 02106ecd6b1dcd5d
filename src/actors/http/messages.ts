import { FORBIDDEN_SENTENCE } from '../../lib/refusals';

/** User-facing texts of the error catalogue (spec §8). */
export const MESSAGES = {
  default: 'Servis başarısız oldu. Lütfen tekrar deneyiniz.',
  forbidden: FORBIDDEN_SENTENCE,
  notFound: 'Bulunamadı.',
  serverError: 'İşleminizi şu an gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz',
  badGateway: 'İşleminizi şu anda gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz.',
  unavailable: 'Sunucu geçici olarak hizmet dışıdır. Lütfen tekrar deneyiniz',
  gatewayTimeout: 'İşleminiz zaman aşımına uğradı. Lütfen tekrar deneyiniz',
  // Not in the catalogue: the spec only says these are rejected; a person still needs to know why.
  network: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
  timeout: 'İşleminiz zaman aşımına uğradı. Lütfen tekrar deneyiniz',
  aborted: 'İstek iptal edildi.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
} as const;
