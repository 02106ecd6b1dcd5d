/** The sentences of the contract rows, in one place for review and for the tests. */
export const CONTRACT_MESSAGES = {
  notFound: 'Sözleşme bulunamadı.',
  documentMismatch: 'Sözleşme belgesi bulunamadı. Lütfen listeyi yenileyip tekrar deneyiniz.',
  notPending: 'Bu sözleşme için daha önce karar verilmiş.',
  reasonRequired: 'Lütfen ret gerekçesini yazın.',
} as const;
