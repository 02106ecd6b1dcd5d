/** The pages' words that several components share. */
export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_NAMES } from '../../lib/productTypes';
export const STATUS_NAMES: Record<string, string> = { ACTIVE: 'Aktif', SUSPENDED: 'Askıda' };

/** The pages' addresses under `/tariff-package`. */
export const TARIFF_PATHS = {
  lines: '/tariff-package',
  line: (msisdn: string) => `/tariff-package/line/${msisdn}`,
  history: '/tariff-package/history',
  bulk: '/tariff-package/bulk',
  job: (jobId: string) => `/tariff-package/bulk/${jobId}`,
} as const;

/** "10 GB", "200 MB". */
export function formatData(mb: number): string {
  if (mb >= 1024) {
    const gb = mb / 1024;
    return `${gb.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} GB`;
  }
  return `${mb.toLocaleString('tr-TR')} MB`;
}

export const formatMinutes = (minutes: number | null) =>
  minutes === null ? 'Sınırsız dk' : `${minutes.toLocaleString('tr-TR')} dk`;
