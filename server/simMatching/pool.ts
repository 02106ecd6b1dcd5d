/**
 * The seeded pool's numbering, a rule rather than a draw so a test (and the e2e journey) can name
 * the cards: company at seed position p (1, 2, 3) has serials 1..SEEDED_SIMS, ICCID
 * `899001` + p + the serial in 12 digits + the Luhn check digit (20 digits). Serials ending in 7
 * or 9 are blocked (lost or stolen), serials ending in 5 already serve one of the company's lines.
 */

import type { SimPoolStatus } from '../../src/api/simMatching/types';
import { withCheckDigit } from '../../src/lib/iccid';

export const SEEDED_SIMS = 60;

export function poolIccid(companyPosition: number, serial: number): string {
  return withCheckDigit(`899001${companyPosition}${String(serial).padStart(12, '0')}`);
}

export function seededStatus(serial: number): SimPoolStatus {
  const last = serial % 10;
  if (last === 7 || last === 9) return 'BLOCKED';
  if (last === 5) return 'USED';
  return 'FREE';
}

export const BLOCKED_REASONS = {
  lost: 'Kayıp olarak bildirildi.',
  stolen: 'Çalıntı olarak bildirildi.',
  replaced: 'SIM kart değişiminde hattan çıkarıldı ve kapatıldı.',
} as const;
