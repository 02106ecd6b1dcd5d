/** The Turkish answers of the invoice rows (spec §3 error envelope). */
export const INVOICE_MESSAGES = {
  periodNotFound: 'Bu döneme ait fatura bulunamadı.',
  invoiceNotFound: 'Fatura bulunamadı.',
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  notMsisdn: 'Hat numarasını 05XX XXX XX XX biçiminde yazın.',
  notBilled: 'Bu hat için seçtiğiniz döneme ait fatura bulunmuyor.',
  confirmationExpired: 'Görüşme detayı onayınızın süresi doldu. Lütfen yeniden SMS ile onaylayın.',
} as const;
