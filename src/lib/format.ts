/**
 * Turkish (tr-TR) formatting of spec §1: dot thousands, comma decimals, "TL" after the
 * amount, dd.MM.yyyy dates, Turkish casing and collation.
 *
 * Grouping and rounding are done on the decimal string of the number, not with
 * Intl.NumberFormat, so the output does not depend on the ICU build and 1.005 rounds to
 * "1,01" (the shortest round-trip string of 1.005 is "1.005", no binary error).
 */

export interface NumberFormatOptions {
  /** Decimals always shown (padded with zeros). Default 0. */
  minDecimals?: number;
  /** Decimals at most; the value is rounded half away from zero to this. Default 2. */
  maxDecimals?: number;
}

export type NumericInput = number | string | null | undefined;

export const CURRENCY = 'TL';

/** Splits |n| into integer and fraction digit strings, expanding exponent notation. */
function toPlainDigits(n: number): { int: string; frac: string } {
  const text = Math.abs(n).toString();
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) return { int: '0', frac: '' };
  const int = match[1] ?? '0';
  const frac = match[2] ?? '';
  const exp = Number(match[3] ?? 0);
  if (exp === 0) return { int, frac };
  const digits = int + frac;
  const point = int.length + exp;
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function clampDecimals(n: number | undefined, fallback: number): number {
  if (n === undefined || !Number.isFinite(n)) return fallback;
  return Math.min(20, Math.max(0, Math.trunc(n)));
}

/**
 * "1.234.567,89". Rounds half away from zero to maxDecimals, trims trailing zeros down to
 * minDecimals. Non-numeric input (null, undefined, NaN, Infinity, "abc") gives "".
 */
export function formatNumber(value: NumericInput, options: NumberFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return '';
  const maxDecimals = clampDecimals(options.maxDecimals, 2);
  const minDecimals = Math.min(clampDecimals(options.minDecimals, 0), maxDecimals);

  let { int, frac } = toPlainDigits(n);
  if (frac.length > maxDecimals) {
    const roundUp = (frac[maxDecimals] ?? '0') >= '5';
    frac = frac.slice(0, maxDecimals);
    if (roundUp) {
      const bumped = incrementDigits(int + frac);
      int = bumped.slice(0, bumped.length - maxDecimals);
      frac = bumped.slice(bumped.length - maxDecimals);
    }
  }
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  if (frac.length < minDecimals) frac = frac.padEnd(minDecimals, '0');

  const isZero = /^0*$/.test(int) && /^0*$/.test(frac);
  const sign = n < 0 && !isZero ? '-' : '';
  return `${sign}${groupThousands(int)}${frac ? `,${frac}` : ''}`;
}

/** "1.234,5 TL": two optional decimals by default; "" for non-numeric input. */
export function formatMoney(value: NumericInput, options: NumberFormatOptions = {}): string {
  const amount = formatNumber(value, options);
  // A no-break space: the currency never wraps onto a line of its own (a narrow table cell, a phone).
  return amount === '' ? '' : `${amount}\u00a0${CURRENCY}`;
}

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from a Date, an ISO string or epoch milliseconds; null when invalid. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) {
    date = new Date(input.getTime());
  } else if (typeof input === 'number') {
    date = new Date(input);
  } else {
    // A bare "yyyy-MM-dd" is a calendar day: read it in local time, not as UTC midnight.
    const day = DATE_ONLY.exec(input.trim());
    date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(input.trim());
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "22.10.2025" in local time; "" for invalid input. */
export function formatDate(input: DateInput): string {
  const d = toDate(input);
  if (!d) return '';
  return `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${String(d.getFullYear()).padStart(4, '0')}`;
}

/**
 * Turkey's calendar day of an instant as an ISO day (2026-03-05): the day the operator's rules
 * count from (Turkey is UTC+3 all year), the same day the sandbox counts from whatever the
 * browser's own time zone.
 */
export function turkeyIsoDay(instant: number): string {
  return new Date(instant + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** "22.10.2025 14:05" in local time; "" for invalid input. */
export function formatDateTime(input: DateInput): string {
  const d = toDate(input);
  if (!d) return '';
  return `${formatDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Turkish upper case: "istanbul" → "İSTANBUL", "ılık" → "ILIK". */
export function trUpper(text: string | null | undefined): string {
  return (text ?? '').toLocaleUpperCase('tr-TR');
}

/** Turkish lower case: "IŞIK" → "ışık", "İZMİR" → "izmir". */
export function trLower(text: string | null | undefined): string {
  return (text ?? '').toLocaleLowerCase('tr-TR');
}

/**
 * Built on first use: a Turkish collator loads ICU's collation data (13 ms cold in Node), and
 * the module is part of every page's start-up while sorting is not (issue 7).
 */
let collator: Intl.Collator | undefined;
const turkish = (): Intl.Collator => {
  collator ??= new Intl.Collator('tr');
  return collator;
};

/** Turkish alphabetical order (c < ç < d, ı < i, s < ş < t). */
export function compareTr(a: string | null | undefined, b: string | null | undefined): number {
  return turkish().compare(a ?? '', b ?? '');
}

/**
 * A new array sorted in Turkish order. Without a key the items themselves are compared
 * (as text); with a property name or a function, the text it gives is compared.
 */
export function sortTr<T>(list: readonly T[], key?: keyof T | ((item: T) => string | null | undefined)): T[] {
  const text = (item: T): string => {
    const v = key === undefined ? item : typeof key === 'function' ? key(item) : item[key];
    return v === null || v === undefined ? '' : String(v);
  };
  const order = turkish();
  return [...list].sort((a, b) => order.compare(text(a), text(b)));
}

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

/** A billing or limit period `2026-11` as people say it: "Kasım 2026" (anything else as given). */
export function formatPeriod(period: string): string {
  const [year, month] = period.split('-');
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  return name ? `${name} ${year}` : period;
}
