// @vitest-environment node
/**
 * The deactivation list counts and pages in SQL (issue 42); this holds it to the common line
 * filter's JS rule over every line of the company (matchesLineFilter), page by page, so a query
 * that dropped, added or misordered a line fails here.
 */
import type { DeactivationLine } from '../../src/api/lineDeactivation/types';
import { type CommonLineFilter, matchesLineFilter } from '../lineFilter';
import { companyLines } from './store';
import { deactivationClient } from './support';

type Client = Awaited<ReturnType<typeof deactivationClient>>;
let c: Client;
beforeAll(async () => {
  c = await deactivationClient();
});
afterAll(() => c.client.close());

const FILTERS: CommonLineFilter[] = [
  {},
  { productType: 'DATA' },
  { status: 'SUSPENDED' },
  { text: '5' },
  { text: '0 53' },
  { text: '0' },
  { text: 'ı' },
  { text: '  Şİ ' },
  { userName: 'AY' },
  { text: '%_' },
];

describe('the deactivation list answers as the common filter over every line does', () => {
  it.each(FILTERS.map((f) => [JSON.stringify(f), f] as const))('%s', async (_, filter) => {
    const expected = companyLines(c.client.db, c.login.corporateNcst).filter((line) =>
      matchesLineFilter(line, filter),
    );
    if (filter.productType === undefined && !filter.text) expect(expected.length).toBeGreaterThan(0);
    const seen: DeactivationLine[] = [];
    for (let offset = 0; offset < expected.length || offset === 0; offset += 150) {
      const page = await c.lines({ offset, limit: 150, filter });
      expect(page.total).toBe(expected.length);
      expect(page.unknown).toEqual([]);
      expect(page.notAllowed).toEqual([]);
      seen.push(...page.items);
    }
    expect(seen).toEqual(expected);
  });
});
