/** The sentences the tariff handlers can show a person. */
export const TARIFF_MESSAGES = {
  // Also for another company's line: its existence is never confirmed.
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir GSM numarası değil.',
  unknownTariff: 'Tarife bulunamadı. Tarife adını listedeki gibi yazın.',
  suspended: 'Askıdaki hattın tarifesi değiştirilemez. Önce hattı yeniden açın.',
  sameTariff: 'Hat zaten bu tarifede.',
  m2mToOther: 'M2M hatlar yalnızca M2M tarifelerine geçebilir.',
  toM2m: 'M2M tarifeleri yalnızca M2M hatlar içindir.',
  wrongType: (lineType: string, tariff: string, types: string) =>
    `${lineType} hat ${tariff} tarifesine geçemez; bu tarife yalnızca ${types} hatlar içindir.`,
  inRunningJob: 'Hat, süren bir toplu tarife değişikliğinde; işlem bitince yeniden deneyin.',
  duplicateInRequest: 'Bu hat listede birden fazla kez var; yalnızca ilk satırı işlenir.',
  selectionRequired: (max: number) =>
    max > 1
      ? `Bu tarife için en fazla ${max} hediye paket seçmelisiniz.`
      : 'Bu tarife için bir hediye paket seçmelisiniz.',
  selectionTooMany: (max: number) => `Bu tarife için en fazla ${max} paket seçebilirsiniz.`,
  selectionUnknown: 'Seçilen paket bu tarifede yok.',
  selectionNotOffered: 'Bu tarife için paket seçimi yapılmaz.',
  jobNotFound: 'Toplu değişiklik işlemi bulunamadı.',
  lineNotFound: 'Hat bulunamadı.',
  nothingToChange: 'Listedeki hatların hiçbiri değiştirilemiyor; nedenleri özet sayfasında.',
} as const;
