/**
 * Hostile requests for every served row (issue 24): malformed JSON, wrong types, oversized and
 * hostile strings, nested arrays, huge numbers and bad path ids, shaped after the row's own
 * request schema so the values reach the handlers, not only the schema check. Shared by
 * server/fuzz/fuzz.test.ts (a short run in `npm test`) and bench/fuzz.ts (10,000+ requests).
 */
import fc from 'fast-check';
import type { ContractRow } from '../../src/api/contract/define';
import { servedReport } from '../catalogue';
import { endpoints } from '../contract';

/** Rows that end the fuzzing session itself: their effect is tested elsewhere. */
const SESSION_ENDING = new Set(['logout']);

export function servedRows(): ContractRow[] {
  const unserved = new Set(servedReport().unserved);
  return endpoints.filter((row) => !unserved.has(row.name) && !SESSION_ENDING.has(row.name));
}

const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  "'; DROP TABLE lines; --",
  '%00',
  '\u0000',
  '../../etc/passwd',
  '${7*7}',
  '{{constructor.constructor("return 1")()}}',
  '__proto__',
  'İıŞşĞğ',
  '🙂'.repeat(50),
  '\u202e\u0000\ud800',
  ' ',
  '',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 300, max: 70_000 }).map((n) => 'A'.repeat(n)),
);

/**
 * Numbers past SQLite's 64-bit integers (2^63 and beyond: an offset of 1e19 answered a 500 until
 * issue 38), and fractions where a whole number belongs.
 */
const HUGE_OR_FRACTIONAL = [1e19, 2 ** 63, 2 ** 64, -(2 ** 63) - 1025, 1e21, 9.5, 0.1, -0.5];

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.constantFrom(...HUGE_OR_FRACTIONAL),
  fc.integer(),
  fc.double(),
);

/** The same as query text, as a URL carries them. */
const hostileNumberText = fc.constantFrom(
  '99999999999999999999',
  '9223372036854775808',
  '18446744073709551616',
  '-9223372036854775809',
  '1e19',
  '1.5',
  '0x10',
  '-1',
  'NaN',
  'Infinity',
);

/** Query names a list reads, so the hostile numbers reach its paging. */
const queryName = fc.oneof(
  fc.string({ minLength: 1, maxLength: 10 }),
  fc.constantFrom('offset', 'limit', 'page', 'pageSize'),
);

/** Any JSON value with hostile leaves, a few levels deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constant('__proto__')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface SchemaLike {
  type?: string;
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
}

/** The top-level field names of a row's body schema (an object, maybe optional or piped). */
function bodyKeys(row: ContractRow): string[] {
  let schema = row.schemas.body as SchemaLike | undefined;
  while (schema?.wrapped) schema = schema.wrapped;
  return schema?.type === 'object' && schema.entries ? Object.keys(schema.entries) : [];
}

/** A body of the row's own field names with hostile values, some fields missing or extra. */
function shapedBody(row: ContractRow): fc.Arbitrary<string> {
  const keys = bodyKeys(row);
  const fields =
    keys.length === 0
      ? fc.dictionary(hostileString, hostileValue, { maxKeys: 4 })
      : fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] });
  return fields.map((body) => JSON.stringify(body));
}

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '12', '[]', 'true', '{"a":1}}', '\u0000', ''),
  fc.string({ maxLength: 60 }),
  fc.integer({ min: 1, max: 3000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

/** Percent-encodes what can be; a lone surrogate (not UTF-8 at all) becomes its raw escape. */
const encodeId = (s: string) => {
  try {
    return encodeURIComponent(s) || 'x';
  } catch {
    return '%ED%A0%80';
  }
};

const pathId = fc.oneof(
  fc.constantFrom(
    '%FF',
    '%E0%A4%A',
    'abc%',
    '%C0%AF',
    '..',
    '%2e%2e',
    '0',
    '-1',
    '99999999999999999999',
    'SP-0001',
  ),
  hostileString.map((s) => encodeId(s.slice(0, 200))),
);

export interface FuzzRequest {
  row: string;
  method: string;
  path: string;
  body?: string;
}

/** One hostile request for the row: its path ids, query and body all drawn at random. */
export function fuzzRequest(row: ContractRow): fc.Arbitrary<FuzzRequest> {
  const ids = row.path.match(/\{\w+\}/g) ?? [];
  const body = row.method === 'GET' ? fc.constant(undefined) : fc.oneof(shapedBody(row), malformedJson);
  const query = fc.option(
    fc.dictionary(queryName, fc.oneof(hostileString, hostileNumberText), { maxKeys: 3 }),
    { nil: undefined },
  );
  return fc
    .record({ ids: fc.tuple(...ids.map(() => pathId)), body, query })
    .map(({ ids: values, body, query }) => {
      let index = 0;
      const filled = row.path.replace(/\{\w+\}/g, () => values[index++] ?? 'x');
      const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
      return { row: row.name, method: row.method, path: filled + search, body };
    });
}

/**
 * What a message written for a person never holds: a code identifier (camelCase or snake_case,
 * an English field name) or the words of a library's or runtime's English error.
 */
const IDENTIFIER = /\b[a-z]+[A-Z]\w*|\b[a-z]+_[a-z]\w*/;
const ENGLISH_ERROR =
  /\b(invalid|expected|received|error|undefined|null|required|must|object|string|number|array|cannot|failed|unexpected)\b/i;

/** A sentence for a person: some text, no identifier or English error words. */
const isTurkishSentence = (message: unknown) =>
  typeof message === 'string' &&
  message.trim().length > 1 &&
  !IDENTIFIER.test(message) &&
  !ENGLISH_ERROR.test(message);

/**
 * What is wrong with an answer to a hostile request, or undefined: a 5xx (501 for an unserved
 * row aside), a body that is not the §3 envelope, or a refusal without a Turkish message.
 */
export function answerProblem(status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 200)}`;
  if (!contentType.includes('application/json')) {
    return status < 300 ? undefined : `HTTP ${status} without a JSON envelope`;
  }
  let body: { status?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status}: not JSON`;
  }
  const code = body?.status?.code;
  if (typeof code !== 'string') return `HTTP ${status}: no status.code in ${text.slice(0, 120)}`;
  if (status >= 300 || (code !== '0' && code !== '200')) {
    const message = body.status?.message;
    if (!isTurkishSentence(message)) {
      return `HTTP ${status} ${code}: message not Turkish: ${String(message).slice(0, 120)}`;
    }
  }
  return undefined;
}
