// @vitest-environment node
/**
 * The re-contract list and the dashboard's contract cards filter, sort, count and page in SQL
 * (issue 42); this holds them to the answer of the rule written out in JS over every line
 * (commitmentLines + toListLine + the common line filter), so a query that dropped, added or
 * misordered a line, or counted one wrongly, fails here.
 */
import type { ProductList, ProductListQuery, ReContractLine } from '../../src/api/reContract/types';
import { matchesLineFilter } from '../lineFilter';
import { commitmentLines } from './commitment';
import { toListLine } from './lines';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
let ncst = '';
beforeAll(async () => {
  s = await reContractSession();
  // The session's company: the one whose line the list shows first.
  const first = await s.content<ProductList>('reContractProductList', undefined, { query: {} });
  const row = s.client.db
    .prepare('SELECT corporate_ncst AS n FROM lines WHERE msisdn = ?')
    .get(first.items[0]?.msisdn) as { n: string };
  ncst = row.n;
});
afterAll(() => s.client.close());

type Query = Omit<ProductListQuery, 'pageNumber'>;
const collator = new Intl.Collator('tr-TR');

/** The list as it was computed before the SQL: every line, filtered, sorted and counted in JS. */
function reference(q: Query): ReContractLine[] {
  const now = s.clock.now();
  type Field = 'msisdn' | 'userName' | 'tariffName' | 'commitmentEnd';
  const field = (q.sortFieldName ?? 'commitmentEnd') as Field;
  const canContract = q.canContract === undefined ? undefined : q.canContract === 'true';
  const found = commitmentLines(s.client.db, ncst, now)
    .map((line) => toListLine(line, now))
    .filter(
      (line) =>
        matchesLineFilter(line, { text: q.searchParameter, productType: q.productType }) &&
        (canContract === undefined || line.canContract === canContract) &&
        (q.commitmentStatus === undefined || line.commitmentStatus === q.commitmentStatus),
    )
    .sort((a, b) => collator.compare(a[field] ?? '', b[field] ?? '') || a.msisdn.localeCompare(b.msisdn));
  if (q.sortOrder === 'DESC') found.reverse();
  return found;
}

const QUERIES: Query[] = [
  {},
  { sortFieldName: 'commitmentEnd', sortOrder: 'DESC' },
  { sortFieldName: 'msisdn', sortOrder: 'DESC', productType: 'DATA' },
  { sortFieldName: 'userName' },
  { sortFieldName: 'userName', sortOrder: 'DESC', canContract: 'false' },
  { sortFieldName: 'tariffName', canContract: 'true' },
  { sortFieldName: 'tariffName', sortOrder: 'DESC', commitmentStatus: 'ENDING' },
  { commitmentStatus: 'ENDED', canContract: 'true', productType: 'VOICE' },
  { commitmentStatus: 'COMMITTED' },
  { searchParameter: '5', sortFieldName: 'commitmentEnd', sortOrder: 'ASC' },
  { searchParameter: '0 53', sortFieldName: 'msisdn' },
  { searchParameter: '0' },
  { searchParameter: 'Şİ', sortFieldName: 'userName' },
  { searchParameter: 'ı' },
  { searchParameter: '%_' },
];

describe('the re-contract list answers as the rule over every line does', () => {
  it.each(QUERIES.map((q) => [JSON.stringify(q), q] as const))('%s', async (_, q) => {
    const expected = reference(q);
    const first = await s.content<ProductList>('reContractProductList', undefined, {
      query: { ...(q as Record<string, string>), pageNumber: '1' },
    });
    expect(first.total).toBe(expected.length);
    expect(await s.allLines(q)).toEqual(expected);
  });

  it('keeps the same answer after a line is suspended and its commitment renewed', async () => {
    const [a, b] = reference({ canContract: 'true', sortFieldName: 'msisdn' });
    s.client.db.prepare("UPDATE lines SET status = 'SUSPENDED' WHERE msisdn = ?").run(a?.msisdn);
    s.client.db
      .prepare(
        `INSERT INTO line_commitments (msisdn, ends_on, monthly_discount_kurus) VALUES (?, '2099-01-01', 0)
         ON CONFLICT (msisdn) DO UPDATE SET ends_on = excluded.ends_on`,
      )
      .run(b?.msisdn);
    for (const q of [{}, { canContract: 'true' }, { commitmentStatus: 'COMMITTED' }] as Query[])
      expect(await s.allLines(q)).toEqual(reference(q));
  });

  it("counts the dashboard's contract cards as the rule does", async () => {
    const count = (status: string) =>
      reference({}).filter((l) => l.canContract && l.commitmentStatus === status).length;
    const ended = await s.content<{ count: number }>('dashboardReContractCount');
    const ending = await s.content<{ count: number }>('dashboardCloseToEndContracts');
    expect(ended.count).toBe(count('ENDED'));
    expect(ending.count).toBe(count('ENDING'));
  });
});
