/** The calendar month a SIM card limit counts in, in Turkey's time (UTC+3 all year). */
const TURKEY_OFFSET_MS = 3 * 3_600_000;
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** "2026-11" for an instant in November 2026 in Turkey. */
export const periodOf = (instant: number): string =>
  new Date(instant + TURKEY_OFFSET_MS).toISOString().slice(0, 7);

/** "Kasım 2026". */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}
