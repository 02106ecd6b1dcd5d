/** The sentences the request handlers can show a person. */
export const REQUEST_MESSAGES = {
  unknownPage: 'Bu talep türü bulunamadı. Talep Oluştur sayfasından bir talep seçin.',
  unknownField: (name: string) => `Formda bu talep türüne ait olmayan bir alan var (${name.slice(0, 40)}).`,
  notCompanyLine: (label: string) => `${label} şirketinize ait bir hat değil.`,
  unknownDocumentType: 'Belge türü bu talep için geçerli değil.',
  notBase64: 'Dosya içeriği okunamadı. Dosyayı yeniden seçin.',
  contentNotMatchingType: 'Dosyanın içeriği türüyle uyuşmuyor. Dosyayı yeniden seçin.',
  documentNotFound: 'Belge bulunamadı.',
  documentUsed: 'Bu belge gönderilmiş bir talebe ait; silinemez.',
  documentOfOtherRequest: 'Belge bu talep türü için yüklenmemiş.',
  missingDocument: (title: string) => `${title} yüklemeden talebi gönderemezsiniz.`,
  demandNotFound: 'Talep bulunamadı.',
  notWithdrawable: 'Yalnızca durumu “Alındı” olan talepler geri çekilebilir.',
  noteRequired: 'Not zorunludur.',
  withdrawn: 'Talep sahibi tarafından geri çekildi.',
} as const;
