/**
 * Line numbers as people write them. The list's search takes part of a number ("532 12",
 * "0532…", "90532…"); resolve mode takes whole numbers in any writing ("+90 532 123 45 67").
 */

/** A search text that is a number (digits and the signs people put between them). */
export function isNumberQuery(text: string): boolean {
  return /^[\d\s()+\-./]+$/.test(text) && /\d/.test(text);
}

/** The digits to look for inside a stored 10-digit number: the country code or trunk 0 dropped. */
export function partialDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (/^(00)?905/.test(digits)) return digits.replace(/^(00)?90/, '');
  return digits.replace(/^0+(?=5)/, '');
}

/** The national form 5XXXXXXXXX of a whole mobile number, or null when it is none. */
export function normalizeNumber(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.replace(/^(0090|90|0)(?=5\d{9}$)/, '');
  return /^5\d{9}$/.test(national) ? national : null;
}
