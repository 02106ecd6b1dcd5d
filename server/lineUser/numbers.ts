/**
 * Line numbers as people write them. The list's search takes part of a number ("532 12",
 * "0532…", "90532…"); resolve mode takes whole numbers in any writing ("+90 532 123 45 67").
 */

export { isNumberQuery, partialDigits } from '../text/numbers';

/** The national form 5XXXXXXXXX of a whole mobile number, or null when it is none. */
export function normalizeNumber(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.replace(/^(0090|90|0)(?=5\d{9}$)/, '');
  return /^5\d{9}$/.test(national) ? national : null;
}
