/** The sentences of the invoice PDF rows, in one place for review and for the tests. */
export const INVOICE_PDF_MESSAGES = {
  invoiceNotFound: 'Fatura bulunamadı.',
  // One sentence for an unknown, an expired and a used-up link: none of them tells which.
  linkNotFound:
    'Bağlantı geçersiz ya da artık kullanılamıyor. Faturanıza Kurumsal Portal’a giriş yaparak ulaşabilirsiniz.',
  downloadKeyExpired: 'İndirme süresi doldu. PDF’i yeniden indirin.',
  invoiceOrKey: 'Fatura numarasını ya da bağlantı anahtarını gönderin (ikisini birden değil).',
} as const;
