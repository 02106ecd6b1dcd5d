/** The sentences of the secure-internet rows, in one place for review and for the tests. */
export const SECURE_INTERNET_MESSAGES = {
  suspended: 'Hat askıda olduğu için güvenli internet profili değiştirilemez.',
  m2m: 'M2M hatlarında internet içerik filtresi kullanılmaz; profil değiştirilemez.',
  notOwn: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir cep telefonu numarası değil.',
  sameProfile: 'Hat zaten bu profilde.',
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;
