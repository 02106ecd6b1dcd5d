/** What flow usage says when a question or a report cannot be answered. */
export const FLOW_USAGE_MESSAGES = {
  badDay: (label: string) => `${label} geçerli bir tarih değil.`,
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  periodTooLong: (days: number) => `Dönem en fazla ${days} gün olabilir.`,
  tooManyReports: 'Çok sık kullanım raporu gönderildi; biraz sonra yeniden deneyin.',
} as const;
