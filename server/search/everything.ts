/**
 * Search everything (issue 40): one FTS5 query over the company's objects (indexSchema.ts), only
 * the kinds the person may view, grouped by kind with each kind's count, plus the screens the
 * header search always found (their titles and common names, not indexed: a dozen menu entries).
 */

import { LEDGER_STATUS_NAMES, type LedgerStatus } from '../../src/api/ledger';
import type { SearchItem, SearchItemKind } from '../../src/api/search/headerTypes';
import { SEARCH_GROUP_TITLES, type SearchHitGroup } from '../../src/api/search/types';
import { formatMoney, formatPeriod } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import { contractPath, demandPath, invoicePath, lineOperationPath } from '../../src/lib/objectLinks';
import { holdsLevel } from '../access';
import type { Db } from '../db/schema';
import type { ActiveSession } from '../sessions';
import { fold } from '../text/fold';

/** Hits shown per kind; the count says how many more there are. */
export const HITS_PER_KIND = 5;

/** Characters people put between digit groups or around a number. */
const NUMBER_LIKE = /^[\d\s()+\-./]+$/;

/**
 * A number as the index holds it: grouping dropped, and a mobile number's country code or trunk
 * zero too ("+90 532…", "0532…" → "532…"), also when only its beginning has been typed.
 */
export function numberForms(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  const national = digits.replace(/^(?:00)?90(?=5)/, '').replace(/^0(?=5)/, '');
  return [...new Set([digits, national])].filter((d) => d.length > 0);
}

const quoted = (token: string) => `"${token.replace(/"/g, '""')}"*`;

/**
 * The FTS5 query for a typed text: a number as its digits and in its national form; any other
 * text as every word a prefix (all of them) or the text without its separators (a ledger number
 * written without dashes). Undefined when the text has no letter or digit.
 */
export function ftsTerms(text: string): string | undefined {
  const folded = fold(text);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return undefined;
  // A number's groups ("0532 123 45 67") are no words: only the whole number, as typed and national.
  if (NUMBER_LIKE.test(text.trim())) return `terms : (${numberForms(text).map(quoted).join(' OR ')})`;
  const options = [words.map(quoted).join(' AND ')];
  if (words.length > 1) options.push(quoted(words.join('')));
  return `terms : (${[...new Set(options)].map((o) => `(${o})`).join(' OR ')})`;
}

/** Each kind with the rights groups whose Görüntüleme shows it (indexSchema.ts `grp`). */
const KIND_GROUPS: Record<Exclude<SearchItemKind, 'MENU'>, string[]> = {
  LINE: ['lineUser'],
  ORDER: ['orders'],
  REQUEST: ['none', 'requestSubmitting'],
  INVOICE: ['invoices'],
  CONTRACT: ['contracts'],
  PERSON: ['authorizedUsers'],
};

/**
 * The scope part of the query for one kind in one company: only the groups the person may view
 * ('none' needs no right), or undefined when they may view none of the kind.
 */
function scopeOf(db: Db, session: ActiveSession, kind: keyof typeof KIND_GROUPS): string | undefined {
  const groups = KIND_GROUPS[kind].filter(
    (group) => group === 'none' || holdsLevel(db, session, group, 'read'),
  );
  if (groups.length === 0) return undefined;
  const allowed = groups.map((g) => `"g${g.toLowerCase()}"`).join(' OR ');
  return `scope : ("c${session.corporateNcst}" AND "k${kind.toLowerCase()}" AND (${allowed}))`;
}

/** Each kind's object as the box shows it and where it opens (the features' routes, screens.ts). */
const describe: Record<
  Exclude<SearchItemKind, 'MENU'>,
  (db: Db, refs: string[]) => Map<string, SearchItem>
> = {
  LINE: (db, refs) =>
    byRef(
      db,
      `SELECT msisdn AS ref, line_user AS user, tariff_name AS tariff FROM lines WHERE msisdn IN (${marks(refs)})`,
      refs,
      (row: { ref: string; user: string; tariff: string }) => ({
        kind: 'LINE',
        title: formatMsisdn(row.ref),
        subtitle: `${row.user} · ${row.tariff}`,
        url: `/update-product-user?msisdn=${row.ref}`,
      }),
    ),
  ORDER: (db, refs) => ledger(db, refs, 'ORDER'),
  REQUEST: (db, refs) => ledger(db, refs, 'REQUEST'),
  INVOICE: (db, refs) =>
    byRef(
      db,
      `SELECT invoice_no AS ref, period, amount_kurus AS kurus FROM invoices WHERE invoice_no IN (${marks(refs)})`,
      refs,
      (row: { ref: string; period: string; kurus: number }) => ({
        kind: 'INVOICE',
        title: `Fatura ${row.ref}`,
        subtitle: `${formatPeriod(row.period)} · ${formatMoney(row.kurus / 100)}`,
        url: invoicePath(row.ref),
      }),
    ),
  CONTRACT: (db, refs) =>
    byRef(
      db,
      `SELECT contract_number AS ref, title FROM contracts WHERE contract_number IN (${marks(refs)})`,
      refs,
      (row: { ref: string; title: string }) => ({
        kind: 'CONTRACT',
        title: row.title,
        subtitle: `Sözleşme no ${row.ref}`,
        url: contractPath(row.ref),
      }),
    ),
  PERSON: (db, refs) =>
    byRef(
      db,
      `SELECT u.id || ':' || uc.corporate_ncst AS ref, u.id AS id, u.full_name AS name, u.user_name AS userName
       FROM user_companies uc JOIN users u ON u.id = uc.user_id
       WHERE u.id || ':' || uc.corporate_ncst IN (${marks(refs)})`,
      refs,
      (row: { ref: string; id: number; name: string; userName: string }) => ({
        kind: 'PERSON',
        title: row.name,
        subtitle: row.userName,
        url: `/update-authorized-user-info?kisi=${row.id}`,
      }),
    ),
};

const marks = (refs: string[]) => refs.map(() => '?').join(', ');

function byRef<Row extends { ref: string }>(
  db: Db,
  sql: string,
  refs: string[],
  item: (row: Row) => SearchItem,
): Map<string, SearchItem> {
  return new Map((db.prepare(sql).all(...refs) as Row[]).map((row) => [row.ref, item(row)]));
}

function ledger(db: Db, refs: string[], kind: 'ORDER' | 'REQUEST'): Map<string, SearchItem> {
  return byRef(
    db,
    `SELECT number AS ref, title, status FROM ledger_entries WHERE number IN (${marks(refs)})`,
    refs,
    (row: { ref: string; title: string; status: LedgerStatus }) => ({
      kind,
      title: row.ref,
      subtitle: `${row.title} · ${LEDGER_STATUS_NAMES[row.status]}`,
      // An order opens on its My Orders page, a demand on its own page, a line operation as its
      // request's dialog in the history.
      url:
        kind === 'ORDER'
          ? `/my-orders/${row.ref}`
          : row.ref.startsWith('TLP-')
            ? demandPath(row.ref)
            : lineOperationPath(row.ref),
    }),
  );
}

/** Ranking a kind's hits by bm25 reads every hit; past this many the index's own order will do. */
const RANKED_UP_TO = 2_000;

/** The company's objects for `text`, grouped by kind in the titles' order, only viewable kinds. */
export function searchObjects(db: Db, session: ActiveSession, text: string): SearchHitGroup[] {
  const terms = ftsTerms(text);
  if (!terms) return [];
  const count = db.prepare('SELECT count(*) AS n FROM search_index WHERE search_index MATCH ?').pluck();
  const ranked = db
    .prepare('SELECT ref FROM search_index WHERE search_index MATCH ? ORDER BY rank, rowid LIMIT ?')
    .pluck();
  const first = db.prepare('SELECT ref FROM search_index WHERE search_index MATCH ? LIMIT ?').pluck();
  return (Object.keys(describe) as (keyof typeof describe)[]).flatMap((kind) => {
    const scope = scopeOf(db, session, kind);
    if (!scope) return [];
    const query = `${scope} AND ${terms}`;
    const total = count.get(query) as number;
    if (total === 0) return [];
    const refs = (total <= RANKED_UP_TO ? ranked : first).all(query, HITS_PER_KIND) as string[];
    const items = describe[kind](db, refs);
    return [
      {
        kind,
        title: SEARCH_GROUP_TITLES[kind],
        count: total,
        items: refs.flatMap((ref) => items.get(ref) ?? []),
      },
    ];
  });
}
