/** The sentences the line-user handlers can show a person, and their body codes. */
export const LINE_USER_MESSAGES = {
  // Also for another company's line: its existence is never confirmed.
  notFound: 'Bu numaraya ait bir hat bulunamadı.',
  noPendingChange: 'Bu hat için bekleyen bir kullanıcı değişikliği yok.',
  sameUser: 'Hat zaten bu kişiye ait. Bilgilerini düzeltmek için “Bilgileri güncelle”yi kullanın.',
  dateNotFuture: 'Geçerlilik tarihi bugünden sonraki bir gün olmalıdır.',
  nothingSelected: 'Hat numaraları veya bir filtre seçilmelidir.',
  invalidNumber: 'Geçerli bir GSM numarası değil.',
} as const;

export const LINE_USER_CODES = {
  noPendingChange: 'NO_PENDING_CHANGE',
  sameUser: 'SAME_LINE_USER',
} as const;
