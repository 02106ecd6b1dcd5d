/**
 * `npm run bench:search` (issue 40): the search row (`searchEverything`) for a company of 10,000
 * lines (SANDBOX_BULK_LINES, as the Lighthouse and line-user benches seed it), called in process
 * with typical texts, each many times. Prints p50 and p95 per text and over all calls against the
 * budget (50 ms p95) and exits 1 over it. `SEARCH_BENCH_LINES` and `SEARCH_BENCH_ROUNDS` change
 * the size and the number of calls.
 */
import type { SearchEverythingContent } from '../src/api/search/types';
import { percentile } from './stats';

const LINES = Number(process.env.SEARCH_BENCH_LINES || 10_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS || 40);
const BUDGET_P95_MS = 50;

process.env.SANDBOX_BULK_LINES = String(LINES);
// Imported after the variable is set: the seed reads it.
const { sandboxClient, USERS } = await import('../server/test-support');

const client = sandboxClient();
const login = await client.login(...USERS.fast);
const { n } = client.db
  .prepare('SELECT count(*) AS n FROM lines WHERE corporate_ncst = ?')
  .get(login.corporateNcst) as { n: number };
const pick = <T>(sql: string) => client.db.prepare(sql).get(login.corporateNcst) as T;
const line = pick<{ msisdn: string; user: string }>(
  'SELECT msisdn, line_user AS user FROM lines WHERE corporate_ncst = ? ORDER BY msisdn DESC LIMIT 1',
);
const order = pick<{ number: string }>(
  // An order placed in the portal (My Orders' kind); an SP- number from the call centre is a request.
  `SELECT number FROM ledger_entries WHERE corporate_ncst = ? AND number LIKE 'SP-%' AND channel = 'PORTAL' LIMIT 1`,
);
const invoice = pick<{ no: string }>(
  'SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? LIMIT 1',
);
const m = line.msisdn;

/** What people type: a whole number three ways, a part, a name, a ledger number, a period, a screen. */
const TEXTS: [string, string][] = [
  ['number as shown', `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`],
  ['number +90', `+90${m}`],
  ['part of a number', m.slice(3, 7)],
  ['two digits', m.slice(0, 2)],
  ['user name', line.user],
  ['first name, folded', line.user.split(' ')[0]!.toLocaleLowerCase('tr-TR')],
  ['order number', order.number],
  ['order number, no dashes', order.number.replace(/-/g, '')],
  ['invoice number', invoice.no],
  ['period in words', 'Ekim 2026'],
  ['screen', 'fatura'],
];

const all: number[] = [];
const indexOnly: [string, number, number][] = [];
const rows: string[][] = [];
for (const [label, text] of TEXTS) {
  const times: number[] = [];
  let found = '';
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await client.call<SearchEverythingContent>(
      'searchEverything',
      { searchText: text },
      { token: login.pageToken },
    );
    times.push(performance.now() - started);
    if (!res.body.content) throw new Error(`${label}: ${JSON.stringify(res.body.status)}`);
    found = res.body.content.groups.map((g) => `${g.kind} ${g.count}`).join(', ');
  }
  all.push(...times);
  rows.push([
    label,
    JSON.stringify(text),
    percentile(times, 50).toFixed(1),
    percentile(times, 95).toFixed(1),
    found,
  ]);
}

// The index's own part: the same texts straight through the query, without HTTP, session and checks.
const { searchObjects } = await import('../server/search/everything');
// The fast user has full authority: holdsLevel asks nothing more of the session.
const session = { corporateNcst: login.corporateNcst, userId: 0, user: { fullAuthority: true } };
for (const [label, text] of TEXTS) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    searchObjects(client.db, session as Parameters<typeof searchObjects>[1], text);
    times.push(performance.now() - started);
  }
  indexOnly.push([label, percentile(times, 50), percentile(times, 95)]);
}
// The floor: the same session's screens-only search row, no index read (what any call costs here).
const floor: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  await client.call('search', { searchText: 'fatura' }, { token: login.pageToken });
  floor.push(performance.now() - started);
}
rows.push([
  'floor: screens-only row',
  '"fatura"',
  percentile(floor, 50).toFixed(1),
  percentile(floor, 95).toFixed(1),
  '(search)',
]);
const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...rows.map((r) => r[i]!.length), ['text', '', 'p50 ms', 'p95 ms'][i]!.length),
);
console.log(
  `\nsearchEverything, a company of ${n} lines, ${ROUNDS} calls per text (in process, through the row)\n`,
);
console.log(
  [
    'text'.padEnd(widths[0]!),
    ''.padEnd(widths[1]!),
    'p50 ms'.padStart(widths[2]!),
    'p95 ms'.padStart(widths[3]!),
    'groups',
  ].join('  '),
);
for (const r of rows)
  console.log(
    [
      r[0]!.padEnd(widths[0]!),
      r[1]!.padEnd(widths[1]!),
      r[2]!.padStart(widths[2]!),
      r[3]!.padStart(widths[3]!),
      r[4],
    ].join('  '),
  );
client.close();
console.log('\nthe index query alone (searchObjects, no HTTP), p50 / p95 ms:');
for (const [label, p50, p95] of indexOnly)
  console.log(`  ${label.padEnd(widths[0]!)}  ${p50.toFixed(1).padStart(6)}  ${p95.toFixed(1).padStart(6)}`);
const p95 = percentile(all, 95);
console.log(
  `\nall calls: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 ${BUDGET_P95_MS} ms)`,
);
if (p95 > BUDGET_P95_MS) {
  console.log('✖ Over budget.');
  process.exitCode = 1;
} else console.log('✔ Within budget.');
