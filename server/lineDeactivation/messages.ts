/** The sentences the line-deactivation handlers can show a person. */
export const DEACTIVATION_MESSAGES = {
  // Also for another company's line: its existence is never confirmed.
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir GSM numarası değil.',
  codeLine: 'Bu hat, portal yetkililerinin doğrulama kodlarını aldığı hat olduğu için kapatılamaz.',
  porting: 'Hat için süren bir numara taşıma başvurusu olduğu için kapatılamaz.',
  lastLine: 'Şirketinizin son hattı kapatılamaz. Hesabınızı kapatmak için müşteri temsilcinizle görüşün.',
  selectionNotFound: 'Bu seçimin kontrolü bulunamadı ya da süresi doldu. Hatları yeniden seçin.',
  selectionUsed: 'Bu hatlar zaten kapatıldı.',
  unknownReason: 'Kapatma nedeni listede yok. Listeden bir neden seçin.',
  missingDocument: (title: string) => `Seçtiğiniz neden için ${title} yüklemelisiniz.`,
  unknownDocumentType: 'Belge türü bu işlem için geçerli değil.',
  wrongType: 'Dosya PDF, JPG ya da PNG olmalıdır.',
  tooLarge: 'Dosya en fazla 700 KB olabilir.',
  empty: 'Dosya boş.',
  notBase64: 'Dosya içeriği okunamadı. Dosyayı yeniden seçin.',
  contentNotMatchingType: 'Dosyanın içeriği türüyle uyuşmuyor. Dosyayı yeniden seçin.',
  documentNotFound: 'Belge bulunamadı.',
  documentUsed: 'Bu belge tamamlanmış bir hat kapatma işlemine ait; silinemez.',
  deactivationNotFound: 'Hat kapatma kaydı bulunamadı.',
} as const;

export const DEACTIVATION_CODES = { selectionUsed: 'SELECTION_USED' } as const;
