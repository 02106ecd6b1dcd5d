/** The calendar month a SIM card limit counts in, in Turkey's time. */
import { formatPeriod } from '../../src/lib/format';
import { TURKEY_OFFSET_MS } from '../db/seedDay';

/** "2026-11" for an instant in November 2026 in Turkey. */
export const periodOf = (instant: number): string =>
  new Date(instant + TURKEY_OFFSET_MS).toISOString().slice(0, 7);

/** "Kasım 2026". */
export const periodLabel = formatPeriod;
