/** User-facing texts of the error catalogue (spec §8). */
export const MESSAGES = {
  default: 'Servis başarısız oldu. Lütfen tekrar deneyiniz.',
  forbidden:
    'Bu işlem için yetkiniz bulunmamaktadır. Online işlemler portalında tam yetki için online işlem sözleşmesini tamamlamanız, imza sirkülerinizi ve yetkili kişilerin kimlik fotokopilerini ekleyerek size en yakın mağazaya teslim etmeniz gerekmektedir.',
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
