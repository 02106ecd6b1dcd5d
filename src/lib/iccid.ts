/**
 * SIM card serial numbers (ICCID, ITU-T E.118) as Turkish operators issue them: 19 or 20 digits,
 * starting with 89 (telecom) and 90 (Türkiye), the last digit a Luhn check digit. People copy
 * them from card carriers with spaces or dashes between groups; those carry no meaning.
 */

const GROUPING = /[\s\u00a0\-\u2010-\u2015.]/g;

/** The digits of an ICCID as written, without grouping characters (not checked). */
export function compactIccid(input: string): string {
  return input.replace(GROUPING, '');
}

/** Whether the digits pass the Luhn check (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `body` followed by its Luhn check digit. */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one of ten digits always completes a Luhn sum');
}

export const ICCID_MESSAGES = {
  required: 'SIM kart numarasını (ICCID) yazın.',
  length: 'SIM kart numarası (ICCID) 19 ya da 20 haneli olmalıdır.',
  prefix: 'SIM kart numarası (ICCID) 8990 ile başlamalıdır.',
  checkDigit:
    'SIM kart numarasının son hanesi (kontrol hanesi) hatalı; numarayı kartın üzerinden yeniden okuyun.',
} as const;

/** Why `input` is no ICCID, in Turkish, or null when it is one. */
export function iccidProblem(input: string): string | null {
  const digits = compactIccid(input);
  if (digits === '') return ICCID_MESSAGES.required;
  if (!/^\d{19,20}$/.test(digits)) return ICCID_MESSAGES.length;
  if (!digits.startsWith('8990')) return ICCID_MESSAGES.prefix;
  if (!luhnValid(digits)) return ICCID_MESSAGES.checkDigit;
  return null;
}

/** The ICCID's digits, or null when it is none (see iccidProblem). */
export function normalizeIccid(input: string): string | null {
  return iccidProblem(input) === null ? compactIccid(input) : null;
}

/** `8990 0110 0000 0000 0013` in groups of four, as printed on a card carrier. */
export function formatIccid(iccid: string): string {
  return compactIccid(iccid).replace(/(\d{4})(?=\d)/g, '$1 ');
}
