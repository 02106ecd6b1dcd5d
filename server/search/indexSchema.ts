/**
 * The search index of issue 40: one SQLite FTS5 table over every object the header search finds
 * (lines, orders and requests, invoices, contracts, persons), kept fresh by triggers on the tables
 * that hold them.
 *
 * Triggers rather than re-indexing on write: lines, ledger entries, invoices and persons are
 * written by a dozen features, by seeds, by `settle` and by test hooks; a trigger sees every one of
 * those writes without any of them knowing the search exists (a server feature imports only core,
 * so they could not call it anyway). The cost is a few index rows per write.
 *
 * `search_index` holds one row per object: its company, kind and rights group as tokens (`scope`),
 * its words (`terms`), its kind, its key (`ref`) and the rights group whose Görüntüleme shows it
 * (`grp`, 'none' for none).
 * Its rowid is the source row's rowid times eight plus the source's number, so a trigger finds an
 * object's row by rowid, not by a scan. Being a virtual table, it is no table the sandbox's reset
 * copies (server/sandbox-routes.ts): the reset's deletes and inserts rebuild it through the
 * triggers. Words are written the ways
 * people type them: a line's number and its every suffix (a part of the number finds it), a
 * ledger number as shown, without dashes and as digits. Dotless ı and İ are folded to i here; the
 * tokenizer folds case and the other Turkish letters (ş, ç, ğ, ö, ü) by removing diacritics.
 */

/** The Turkish month names, folded as the query folds them, for an invoice's period ("kasim 2026"). */
const MONTHS = [
  'ocak',
  'subat',
  'mart',
  'nisan',
  'mayis',
  'haziran',
  'temmuz',
  'agustos',
  'eylul',
  'ekim',
  'kasim',
  'aralik',
];

const foldI = (sql: string) => `replace(replace(${sql}, 'ı', 'i'), 'İ', 'i')`;
const words = (...parts: string[]) => foldI(parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `));

/** A number and each of its suffixes down to three digits: "5321234567 321234567 … 567". */
const suffixes = (sql: string) =>
  [sql, ...Array.from({ length: 7 }, (_, i) => `substr(${sql}, ${i + 2})`)].join(` || ' ' || `);

const monthName = (period: string) =>
  `CASE CAST(substr(${period}, 6, 2) AS INTEGER) ${MONTHS.map((m, i) => `WHEN ${i + 1} THEN '${m}'`).join(' ')} END`;

const COLUMNS = 'rowid, kind, ref, scope, grp, terms';

/**
 * The scope's tokens: the company, the kind and the rights group ("c1000245871 kline glineuser"),
 * so a query narrows to one company's one kind inside the FTS index, not row by row after it.
 */
const scope = (ncst: string, kind: string, grp: string) =>
  `'c' || ${ncst} || ' k' || lower(${kind}) || ' g' || lower(${grp})`;

interface Source {
  /** The table whose rows are objects (or, for persons, the link that makes one). */
  table: string;
  /** The source's number in the index's rowids (source rowid × 8 + slot). */
  slot: number;
  /** The kinds this source writes, for the backfill's guard. */
  kinds: string[];
  /** `<kind>, <ref>, <scope>, <grp>, <terms>` of the row `r` (NEW or the table's alias). */
  columns: (r: string) => string;
  /** Extra tables joined in (`users u` for a person) and the condition for a row to be indexed. */
  from?: string;
  where?: (r: string) => string;
}

const ORDER = (r: string) => `${r}.number LIKE 'SP-%' AND ${r}.channel = 'PORTAL'`;
const LEDGER_KIND = (r: string) => `CASE WHEN ${ORDER(r)} THEN 'ORDER' ELSE 'REQUEST' END`;
/** An order needs the orders' Görüntüleme, a demand the requests'; a line operation's history is open to all. */
const LEDGER_GROUP = (r: string) =>
  `CASE WHEN ${ORDER(r)} THEN 'orders' WHEN ${r}.number LIKE 'TLP-%' THEN 'requestSubmitting' ELSE 'none' END`;

const SOURCES: Source[] = [
  {
    table: 'lines',
    slot: 0,
    kinds: ['LINE'],
    columns: (r) =>
      `'LINE', ${r}.msisdn, ${scope(`${r}.corporate_ncst`, "'LINE'", "'lineUser'")}, 'lineUser',
       ${words(suffixes(`${r}.msisdn`), `${r}.line_user`)}`,
  },
  {
    // My Orders lists the orders placed in the portal; every other numbered entry (line operations,
    // demands, an order from the call centre) is a request, shown in its history.
    table: 'ledger_entries',
    slot: 1,
    kinds: ['ORDER', 'REQUEST'],
    columns: (r) =>
      `${LEDGER_KIND(r)}, ${r}.number, ${scope(`${r}.corporate_ncst`, LEDGER_KIND(r), LEDGER_GROUP(r))},
       ${LEDGER_GROUP(r)},
       ${words(
         `${r}.number`,
         `replace(${r}.number, '-', '')`,
         `replace(substr(${r}.number, instr(${r}.number, '-') + 1), '-', '')`,
         `ltrim(substr(${r}.number, -6), '0')`,
         `${r}.title`,
       )}`,
    where: (r) =>
      `${r}.number IS NOT NULL AND (${r}.number LIKE 'SP-%' OR ${r}.number LIKE 'HT-%' OR ${r}.number LIKE 'TLP-%')`,
  },
  {
    table: 'invoices',
    slot: 2,
    kinds: ['INVOICE'],
    columns: (r) =>
      `'INVOICE', ${r}.invoice_no, ${scope(`${r}.corporate_ncst`, "'INVOICE'", "'invoices'")}, 'invoices',
       ${words(`${r}.invoice_no`, `${r}.period`, `replace(${r}.period, '-', '')`, monthName(`${r}.period`), `substr(${r}.period, 1, 4)`)}`,
  },
  {
    table: 'contracts',
    slot: 3,
    kinds: ['CONTRACT'],
    columns: (r) =>
      `'CONTRACT', ${r}.contract_number, ${scope(`${r}.corporate_ncst`, "'CONTRACT'", "'contracts'")}, 'contracts',
       ${words(`${r}.contract_number`, `${r}.title`, `${r}.type`)}`,
  },
  {
    // A person is found in each company they act for; changing people's rights is full authority's
    // alone (server/access.ts), and so is seeing them listed.
    table: 'user_companies',
    slot: 4,
    kinds: ['PERSON'],
    columns: (r) =>
      `'PERSON', ${r}.user_id || ':' || ${r}.corporate_ncst,
       ${scope(`${r}.corporate_ncst`, "'PERSON'", "'authorizedUsers'")}, 'authorizedUsers',
       ${words('u.full_name', 'u.user_name')}`,
    from: 'users u',
    where: (r) => `u.id = ${r}.user_id`,
  },
];

const PERSONS = SOURCES[4]!;

const rowidOf = (source: Source, r: string) => `${r}.rowid * 8 + ${source.slot}`;

/** `INSERT … SELECT` of the row `r` (a trigger's NEW), or of every row when `r` is the table's alias. */
function insert(source: Source, r: string, fromTable = false): string {
  const from = [fromTable ? `${source.table} ${r}` : '', source.from ?? ''].filter(Boolean).join(', ');
  const where = source.where?.(r);
  return `INSERT INTO search_index (${COLUMNS}) SELECT ${rowidOf(source, r)}, ${source.columns(r)}${from ? ` FROM ${from}` : ''}${where ? ` WHERE ${where}` : ''}`;
}

const remove = (source: Source, r: string) => `DELETE FROM search_index WHERE rowid = ${rowidOf(source, r)}`;

function triggers(source: Source): string[] {
  const name = `search_${source.table}`;
  const guard = `NOT EXISTS (SELECT 1 FROM search_index WHERE kind IN (${source.kinds.map((k) => `'${k}'`).join(', ')}))`;
  const backfill = insert(source, 't', true);
  return [
    // Dropped and made again on every open, so a database kept from an older sandbox gets today's.
    `DROP TRIGGER IF EXISTS ${name}_ai`,
    `DROP TRIGGER IF EXISTS ${name}_au`,
    `DROP TRIGGER IF EXISTS ${name}_ad`,
    `CREATE TRIGGER ${name}_ai AFTER INSERT ON ${source.table} BEGIN ${insert(source, 'new')}; END`,
    `CREATE TRIGGER ${name}_au AFTER UPDATE ON ${source.table} BEGIN ${remove(source, 'old')}; ${insert(source, 'new')}; END`,
    `CREATE TRIGGER ${name}_ad AFTER DELETE ON ${source.table} BEGIN ${remove(source, 'old')}; END`,
    // A database made before the index existed is indexed once; afterwards the triggers keep it.
    `${backfill} ${backfill.includes(' WHERE ') ? 'AND' : 'WHERE'} ${guard}`,
  ];
}

export const searchIndexStatements: readonly string[] = [
  // Prefix indexes for two to four characters: a short prefix of a number would otherwise be read
  // from every token it starts (a line's number and its suffixes are many tokens).
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
     scope, terms, kind UNINDEXED, ref UNINDEXED, grp UNINDEXED,
     tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`,
  // Merge the index's segments early: every trigger's write is a segment of its own, and a query
  // reads each one (10,000 lines written one by one: 4× slower with the default of 4).
  `INSERT INTO search_index (search_index, rank) VALUES ('automerge', 2)`,
  ...SOURCES.flatMap(triggers),
  // A person's name changes in every company they act for.
  'DROP TRIGGER IF EXISTS search_users_au',
  `CREATE TRIGGER search_users_au AFTER UPDATE OF full_name, user_name ON users BEGIN
     DELETE FROM search_index WHERE rowid IN (SELECT ${rowidOf(PERSONS, 'uc')} FROM user_companies uc WHERE uc.user_id = new.id);
     ${insert(PERSONS, 'uc', true)} AND uc.user_id = new.id; END`,
];
