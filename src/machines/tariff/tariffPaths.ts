/** The tariff pages' addresses under `/tariff-package` (the page machines navigate to them too). */
export const TARIFF_PATHS = {
  lines: '/tariff-package',
  line: (msisdn: string) => `/tariff-package/line/${msisdn}`,
  history: '/tariff-package/history',
  bulk: '/tariff-package/bulk',
  job: (jobId: string) => `/tariff-package/bulk/${jobId}`,
} as const;
