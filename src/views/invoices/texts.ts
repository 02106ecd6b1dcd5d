import { formatMoney } from '../../lib/format';
/** Kuruş as the person reads money: "1.234,56 TL", always two decimals on an invoice. */
export const tl = (kurus: number) => formatMoney(kurus / 100, { minDecimals: 2 });

export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_NAMES } from '../../lib/productTypes';
export const CALL_KIND_NAMES: Record<string, string> = { CALL: 'Arama', SMS: 'SMS', DATA: 'İnternet' };

export const paidText = (paid: boolean) => (paid ? 'Ödendi' : 'Ödenmedi');

/** The path of a line's call detail for a period (the confirm step checks and asks the code). */
export const callDetailPath = (msisdn: string, period: string) =>
  `/invoice-detail-confirm?msisdn=${encodeURIComponent(msisdn)}&period=${encodeURIComponent(period)}`;

/** Seconds as "45 sn", "12 dk 05 sn" or, from an hour on, "17 sa 18 dk". */
export function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60);
  if (hours > 0) return `${hours} sa ${String(minutes % 60).padStart(2, '0')} dk`;
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes} dk ${rest} sn` : `${seconds} sn`;
}

/** Kilobytes as "1,5 MB" / "820 KB" / "2,31 GB" (Turkish decimals). */
export function volume(kb: number): string {
  const fmt = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 2 });
  if (kb >= 1024 * 1024) return `${fmt(kb / 1024 / 1024)} GB`;
  if (kb >= 1024) return `${fmt(kb / 1024)} MB`;
  return `${fmt(kb)} KB`;
}
