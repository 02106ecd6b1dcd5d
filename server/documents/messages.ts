/** The sentences of the document rows, in one place for review and for the tests. */
export const DOCUMENT_MESSAGES = {
  documentNotFound: 'Belge bulunamadı.',
  formNotFound: 'Böyle bir doküman formu bulunamadı.',
  alreadySigned: 'Bu belge daha önce imzalandı.',
  approveRequired: 'Belgeyi imzalamak için metni onaylamanız gerekir.',
  fileAlreadyStored: 'Bu belgenin dosyası daha önce yüklendi.',
  wrongType: 'Yalnızca PDF, JPG veya PNG dosyası yükleyebilirsiniz.',
  contentNotMatchingType: 'Dosyanın içeriği bildirilen türle (PDF, JPG veya PNG) uyuşmuyor.',
  tooLarge: 'Dosya boyutu en fazla 700 KB olabilir.',
  emptyFile: 'Boş dosya yüklenemez.',
  sizeMismatch: 'Dosyanın boyutu bildirilen boyutla uyuşmuyor.',
  notBase64: 'Dosya içeriği base64 biçiminde olmalıdır.',
  documentPurposeOnly: 'Belge doğrulama kodu yalnızca belge onayı için gönderilebilir.',
  referenceRequired: 'Belge numarası zorunludur.',
  nothingToSign: 'İmza bekleyen böyle bir belge bulunamadı.',
} as const;
