/**
 * Request fields with their Turkish names. A request schema is built from these, so every
 * validation message the sandbox (or a form) shows names the field the way a person reads it:
 * "İletişim adı en fazla 100 karakter olabilir." The message itself comes from `issues.ts`.
 */
import * as v from 'valibot';

interface TextOptions {
  max?: number;
  min?: number;
  pattern?: RegExp;
  /** Said when the pattern fails, e.g. "Doğrulama kodu 6 haneli olmalıdır." */
  patternMessage?: string;
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean;
}

/** A required text, trimmed unless told otherwise, at most 500 characters by default. */
export function text(label: string, options: TextOptions = {}) {
  const base = options.trim === false ? v.string() : v.pipe(v.string(), v.trim());
  let schema: v.GenericSchema<string, string> = v.pipe(base, v.nonEmpty(), v.maxLength(options.max ?? 500));
  if (options.min !== undefined) schema = v.pipe(schema, v.minLength(options.min));
  if (options.pattern) schema = v.pipe(schema, v.regex(options.pattern, options.patternMessage));
  return v.pipe(schema, v.title(label));
}

/** A text that may be left out or empty (an empty one becomes undefined). */
export function optionalText(label: string, options: TextOptions = {}) {
  return v.pipe(
    v.optional(v.union([v.literal(''), text(label, options)])),
    v.transform((s) => (s === '' ? undefined : s)),
    v.title(label),
  );
}

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return v.pipe(v.picklist(values), v.title(label));
}

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

function checked(schema: v.GenericSchema<unknown, number>, options: NumberOptions) {
  let out = schema;
  if (options.integer) out = v.pipe(out, v.integer());
  if (options.min !== undefined) out = v.pipe(out, v.minValue(options.min));
  if (options.max !== undefined) out = v.pipe(out, v.maxValue(options.max));
  return out;
}

/** A number in a JSON body. */
export function num(label: string, options: NumberOptions = {}) {
  return v.pipe(
    checked(v.pipe(v.number(), v.finite()), options) as v.GenericSchema<number, number>,
    v.title(label),
  );
}

/**
 * A whole number in a query string: the portal sends a number, the server reads text, so both
 * are accepted and the handler gets a number.
 */
export function queryInt(label: string, options: Omit<NumberOptions, 'integer'> = {}) {
  const parsed = v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))],
    `${label} tam sayı olmalıdır.`,
  );
  return v.pipe(
    checked(parsed, { ...options, integer: true }) as v.GenericSchema<number | string, number>,
    v.title(label),
  );
}

/**
 * Where a page starts: far beyond any list of the portal, far below SQLite's 64-bit integers
 * (an offset of 1e19 used to reach the database and answer a 500; issue 38).
 */
export const MAX_PAGE_OFFSET = 1_000_000;

/** A page's start in a JSON body: a whole number from 0 to MAX_PAGE_OFFSET. */
export function pageOffset(label = 'Başlangıç sırası') {
  return num(label, { min: 0, max: MAX_PAGE_OFFSET, integer: true });
}

/** How a paged list is sorted on the server: one of the list's sortable fields, either way. */
export function listSort<const T extends readonly [string, ...string[]]>(fields: T) {
  return v.object({
    field: oneOf('Sıralama alanı', fields),
    direction: oneOf('Sıralama yönü', ['asc', 'desc']),
  });
}

/** A page's start in a query string. */
export function queryPageOffset(label = 'Başlangıç sırası') {
  return queryInt(label, { min: 0, max: MAX_PAGE_OFFSET });
}

/** A yes/no in a query string: the portal may send a boolean, the server reads "true"/"false". */
export function queryFlag(label: string) {
  const parsed = v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((s) => s === 'true'),
      ),
    ],
    `${label} evet ya da hayır olmalıdır.`,
  );
  return v.pipe(parsed as v.GenericSchema<boolean | string, boolean>, v.title(label));
}

/**
 * The sentence for a number that is not one: src/lib/msisdn.ts's `msisdnProblem`, written out
 * here because the contract's modules load before the helpers' chunk (an import made a chunk
 * cycle that broke every screen); src/lib/msisdn.test.ts proves the two say the same.
 */
export const mobileNumberProblem = (label: string) =>
  `${label} okunamadı; numarayı 0532 123 45 67 gibi yazın.`;

/** A Turkish mobile number as people type it without the leading 0: 10 digits starting with 5. */
export function mobileNumber(label: string) {
  // The length is the pattern's to say: "en fazla 10 karakter" would not tell what a number looks like.
  return text(label, {
    max: 20,
    pattern: /^5\d{9}$/,
    patternMessage: mobileNumberProblem(label),
  });
}

/** An e-mail address. */
export function emailAddress(label: string) {
  return text(label, {
    max: 120,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    patternMessage: `${label} geçerli bir e-posta adresi olmalıdır.`,
  });
}

/** A yes/no value. */
export function flag(label: string) {
  return v.pipe(v.boolean(), v.title(label));
}

/** A list of at most `max` items (1000 by default). */
export function list<TItem extends v.GenericSchema>(label: string, item: TItem, max = 1000) {
  return v.pipe(v.array(item), v.maxLength(max), v.title(label));
}

/** Marks an optional field with its name, so a wrong value is still named in Turkish. */
export function optional<TSchema extends v.GenericSchema>(label: string, schema: TSchema) {
  return v.pipe(v.optional(schema), v.title(label));
}

/**
 * A file answer (a blob row): the portal receives a Blob or a File. Checked by shape, not by
 * `instanceof`: a Blob made by another realm (the HTTP layer's, a test environment's) is a file too.
 */
export const fileAnswer = v.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'Bir dosya bekleniyordu.',
);
