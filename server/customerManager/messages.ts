/** The sentences the customer-manager rows can show a person, with their body codes. */
export const CM_CODES = {
  captchaInvalid: 'CAPTCHA_INVALID',
  managerSessionMissing: '401',
  notInPortfolio: 'FORBIDDEN',
  notAuthorizedPerson: 'NOT_FOUND',
} as const;

export const CM_MESSAGES = {
  captchaInvalid: 'Güvenlik kodu hatalı ya da süresi doldu. Lütfen yeni güvenlik kodunu girin.',
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı.',
  managerSessionMissing: 'Müşteri yöneticisi oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  notInPortfolio: 'Bu şirket portföyünüzde bulunmuyor.',
  notAuthorizedPerson: 'Seçilen kişi bu şirketin yetkilisi değil.',
};

/** Role names of spec §6 as a person reads them; an unknown one is shown as it is. */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  TAM_YETKILI: 'Tam yetkili',
  YETKILI: 'Yetkili',
  OZEL_SIFRE_YETKILISI: 'Özel şifre yetkilisi',
};

export const roleLabel = (type: string): string => ROLE_LABELS[type] ?? type;
