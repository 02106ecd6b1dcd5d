/**
 * Turkish mobile numbers (MSISDN) as people write them: the portal keeps one form, the 10-digit
 * national number `5XXXXXXXXX`, and shows it as `0532 123 45 67`.
 */

/** Characters people put between digit groups; they carry no meaning. */
const GROUPING = /[\s\u00a0\-\u2010-\u2015.()/]/g;

const NATIONAL = /^5\d{9}$/;

/**
 * The 10-digit national form of a Turkish mobile number, or null when the input is not one.
 * Accepts grouping characters and the prefixes `0`, `90`, `+90`, `0090` (also with the trunk `0`
 * after the country code, "+90 0532…", which people copy from business cards).
 */
export function normalizeMsisdn(input: string): string | null {
  const compact = input.replace(GROUPING, '');
  const plus = compact.startsWith('+');
  const digits = plus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  // With a "+" the country code must follow; without, a bare national or trunk form is fine too.
  const prefixes = plus ? ['900', '90'] : ['00900', '0090', '900', '90', '0', ''];
  for (const prefix of prefixes) {
    if (digits.length === prefix.length + 10 && digits.startsWith(prefix)) {
      const national = digits.slice(prefix.length);
      if (NATIONAL.test(national)) return national;
    }
  }
  return null;
}

/**
 * `0532 123 45 67`, the one way the portal shows a mobile number (screens, PDFs, exports, labels).
 * A device (M2M) number of 11 to 13 digits is shown in groups of three; anything else comes back
 * unchanged.
 */
export function formatMsisdn(msisdn: string): string {
  const n = normalizeMsisdn(msisdn);
  if (n === null) return /^8\d{10,12}$/.test(msisdn) ? msisdn.replace(/(\d{3})(?=\d)/g, '$1 ') : msisdn;
  return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
}

/** How a form asks for a mobile number: any writing is read (normalizeMsisdn), this one is shown. */
export const MSISDN_HINT = 'Örneğin 0532 123 45 67.';

/** The sentence under a number field whose text is no mobile number. */
export const msisdnProblem = (label: string) => `${label} okunamadı; numarayı 0532 123 45 67 gibi yazın.`;

export interface InvalidToken {
  token: string;
  reason: 'format';
}

export interface NumberList {
  /** Normalized numbers in the order first seen, each once. */
  numbers: string[];
  /** Entries that are no mobile number, as written. */
  invalid: InvalidToken[];
  /** Normalized numbers that appeared more than once, each listed once. */
  duplicates: string[];
}

/** Hard separators: an entry never spans them. Spaces are soft (see splitEntry). */
const SEPARATORS = /[\r\n,;\t|]+/;

/** A number written with every prefix and grouping has at most this many digits ("0090 0532…"). */
const MAX_DIGITS = 15;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * One entry between hard separators. Spaces may group one number ("0532 123 45 67") or separate
 * several ("05321234567 05331234567"), so the rule is: from each word, take the longest run of
 * words that reads as one number; words that start no number are gathered into one invalid entry,
 * so "0532 123 45" is reported once as written, not as three fragments.
 */
function splitEntry(entry: string): { numbers: string[]; invalid: string[] } {
  if (normalizeMsisdn(entry) !== null) return { numbers: [entry], invalid: [] };
  const words = entry.split(/\s+/).filter(Boolean);
  const numbers: string[] = [];
  const invalid: string[] = [];
  let stray: string[] = [];
  const flushStray = () => {
    if (stray.length > 0) invalid.push(stray.join(' '));
    stray = [];
  };
  let i = 0;
  while (i < words.length) {
    let end = -1;
    let joined = '';
    for (let j = i; j < words.length; j++) {
      joined = j === i ? (words[j] ?? '') : `${joined} ${words[j]}`;
      if (digitCount(joined) > MAX_DIGITS) break;
      if (normalizeMsisdn(joined) !== null) end = j;
    }
    if (end === -1) {
      stray.push(words[i] ?? '');
      i += 1;
    } else {
      flushStray();
      numbers.push(words.slice(i, end + 1).join(' '));
      i = end + 1;
    }
  }
  flushStray();
  return { numbers, invalid };
}

/**
 * Reads a pasted or uploaded list in any separators: newline, comma, semicolon, tab, pipe, or
 * spaces between whole numbers. Nothing that reads as a number is lost; everything else is
 * reported as written.
 */
export function parseNumberList(text: string): NumberList {
  const numbers: string[] = [];
  const invalid: InvalidToken[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const raw of text.split(SEPARATORS)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const parts = splitEntry(entry);
    for (const token of parts.invalid) invalid.push({ token, reason: 'format' });
    for (const token of parts.numbers) {
      const n = normalizeMsisdn(token) as string;
      if (!seen.has(n)) {
        seen.add(n);
        numbers.push(n);
      } else if (!repeated.has(n)) {
        repeated.add(n);
        duplicates.push(n);
      }
    }
  }
  return { numbers, invalid, duplicates };
}

/**
 * Whether a partial number, written any way, occurs in a number: only digits compare, and the
 * query may carry the leading 0, 90 or 0090 ("0532 12", "90532", "+90 532" all find 5321234567).
 * A query without digits matches nothing (it is a name, not a number).
 */
export function matchesPartialNumber(msisdn: string, query: string): boolean {
  const digits = query.replace(/\D/g, '');
  if (digits === '') return false;
  const national = normalizeMsisdn(msisdn) ?? msisdn.replace(/\D/g, '');
  // The query may start inside a written prefix, so match against each written form.
  return ['', '0', '90', '900', '0090', '00900'].some((prefix) => `${prefix}${national}`.includes(digits));
}
