/** The pages' words that several components share. */
export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_NAMES } from '../../lib/productTypes';
export const STATUS_NAMES: Record<string, string> = { ACTIVE: 'Aktif', SUSPENDED: 'Askıda' };

export { TARIFF_PATHS } from '../../machines/tariff/tariffPaths';

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
