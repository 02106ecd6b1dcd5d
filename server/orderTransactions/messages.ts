/** The sentences the request history's handlers can show a person. */
export const ORDER_TRANSACTION_MESSAGES = {
  // Also for another company's request and for the wrong operation type: nothing is confirmed.
  notFound: 'Talep bulunamadı.',
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;
