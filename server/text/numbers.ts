/**
 * Searching a list of lines on the server (line users, spend analysis): part of a number as
 * people write it ("532 12", "0532…", "90532…") and a LIKE pattern that takes its text literally.
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

/** A LIKE pattern matching `needle` anywhere, its own % and _ taken literally (ESCAPE '\'). */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
