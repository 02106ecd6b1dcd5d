/** The audit trail's Turkish answers. */
export const AUDIT_MESSAGES = {
  notFound: 'İşlem kaydı bulunamadı.',
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  badNumber: 'Hat numarası yalnızca rakam içermelidir.',
} as const;
