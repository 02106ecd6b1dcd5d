/**
 * How the sandbox's line lists match a filter, the same everywhere a page lists the company's
 * lines: a text is part of a number (written any way) or of the user's name, the other fields
 * compare as given. A feature adds its own columns' conditions after this one.
 */
import { trLower } from '../src/lib/format';
import { matchesPartialNumber, normalizeMsisdn } from '../src/lib/msisdn';
import type { Db } from './db/connection';

export interface FilterableLine {
  msisdn: string;
  userName: string;
  productType: string;
  tariffName: string;
  status: string;
  roaming?: boolean;
}

export interface CommonLineFilter {
  text?: string;
  userName?: string;
  productType?: string;
  tariffName?: string;
  status?: string;
  roaming?: boolean;
}

/** Whether a text looks like (part of) a line number rather than a name. */
export const isNumberText = (text: string) => /^[\d\s()+\-./]+$/.test(text) && /\d/.test(text);

/** Whether `part` is in `value`, ignoring case the Turkish way (I/ı, İ/i). */
export const containsTr = (value: string, part: string) => trLower(value).includes(trLower(part));

export function matchesLineFilter(line: FilterableLine, filter: CommonLineFilter = {}): boolean {
  const text = filter.text?.trim();
  if (
    text &&
    !(isNumberText(text) ? matchesPartialNumber(line.msisdn, text) : containsTr(line.userName, text))
  )
    return false;
  if (filter.userName && !containsTr(line.userName, filter.userName)) return false;
  if (filter.productType && line.productType !== filter.productType) return false;
  if (filter.tariffName && line.tariffName !== filter.tariffName) return false;
  if (filter.status && line.status !== filter.status) return false;
  if (filter.roaming !== undefined && line.roaming !== filter.roaming) return false;
  return true;
}

const withTextMatch = new WeakSet<Db>();

/** The JS rules above as SQL functions on the connection, once per connection. */
function registerLineMatches(db: Db) {
  if (withTextMatch.has(db)) return;
  db.function(
    'line_text_matches',
    { deterministic: true },
    (msisdn: unknown, userName: unknown, t: unknown) =>
      matchesLineFilter(
        { msisdn: String(msisdn), userName: String(userName), productType: '', tariffName: '', status: '' },
        { text: String(t) },
      )
        ? 1
        : 0,
  );
  db.function('line_name_contains', { deterministic: true }, (value: unknown, part: unknown) =>
    containsTr(String(value), String(part)) ? 1 : 0,
  );
  withTextMatch.add(db);
}

/**
 * matchesLineFilter's text condition as SQL, for a list that filters, sorts and pages in its
 * query: `line_text_matches(msisdn, userName, text)` is registered on the connection and calls
 * the very rule above, so a number written any way and a Turkish name part match exactly as in
 * JS (SQLite's LIKE folds neither). Its parameter is named: bind `lineText` to `text`. Null
 * when the text says nothing (empty or blank).
 */
export function lineTextCondition(
  db: Db,
  columns: { msisdn: string; userName: string },
  text: string | undefined,
): { sql: string; text: string } | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  registerLineMatches(db);
  return { sql: `line_text_matches(${columns.msisdn}, ${columns.userName}, @lineText) = 1`, text: trimmed };
}

/**
 * The whole of matchesLineFilter as a WHERE condition over the core's `lines` table under
 * `alias`, so a list can count and page in SQL with exactly the JS rule's answer. Its parameters
 * are named (`lineText`, `lf_*`); the condition is `1` when the filter asks for nothing.
 */
export function lineFilterSql(
  db: Db,
  filter: CommonLineFilter = {},
  alias = 'l',
): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  const text = lineTextCondition(
    db,
    { msisdn: `${alias}.msisdn`, userName: `${alias}.line_user` },
    filter.text,
  );
  if (text) {
    parts.push(text.sql);
    params.lineText = text.text;
  }
  if (filter.userName) {
    registerLineMatches(db);
    parts.push(`line_name_contains(${alias}.line_user, @lf_userName) = 1`);
    params.lf_userName = filter.userName;
  }
  const exact = [
    ['product_type', 'lf_productType', filter.productType],
    ['tariff_name', 'lf_tariffName', filter.tariffName],
    ['status', 'lf_status', filter.status],
  ] as const;
  for (const [column, name, value] of exact) {
    if (!value) continue;
    parts.push(`${alias}.${column} = @${name}`);
    params[name] = value;
  }
  if (filter.roaming !== undefined) {
    parts.push(`${alias}.roaming = @lf_roaming`);
    params.lf_roaming = filter.roaming ? 1 : 0;
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}

/**
 * Resolve mode of a line list: of the company's `lines`, those with the numbers asked (written
 * any way); the well-formed numbers that are no line of the company; the entries that are no
 * number at all, each with `invalidReason`.
 */
export function resolveAsked<T extends { msisdn: string }>(
  lines: readonly T[],
  entries: readonly string[],
  invalidReason: string,
) {
  const numbers = new Set<string>();
  const notAllowed: { msisdn: string; reason: string }[] = [];
  for (const entry of entries) {
    const msisdn = normalizeMsisdn(entry);
    if (msisdn) numbers.add(msisdn);
    else notAllowed.push({ msisdn: entry, reason: invalidReason });
  }
  const known = new Set(lines.map((line) => line.msisdn));
  return {
    lines: lines.filter((line) => numbers.has(line.msisdn)),
    unknown: [...numbers].filter((n) => !known.has(n)),
    notAllowed,
  };
}
