// @vitest-environment node
/** The usage-abroad list: every sort field in Turkish order, every filter, paging. */
import { ABROAD_SORT_FIELDS, type AbroadLine, type AbroadSort } from '../../src/api/abroad/types';
import { abroadClient } from './support';

type Run = Awaited<ReturnType<typeof abroadClient>>;

/** Every matching line, page by page (a page holds at most 500). */
async function everything(run: Run, body: { filter?: object; sort?: AbroadSort } = {}) {
  const items: AbroadLine[] = [];
  for (let total = 1; items.length < total; ) {
    const page = await run.list({ ...body, offset: items.length, limit: 500 });
    total = page.total;
    items.push(...page.items);
  }
  return items;
}

// What the person sees in each column: the order is the one of these words, in Turkish.
const WORDS: Record<string, string> = {
  VOICE: 'Ses',
  DATA: 'Veri',
  M2M: 'M2M',
  ACTIVE: 'Aktif',
  SUSPENDED: 'Askıda',
};
const shown = (line: AbroadLine, field: AbroadSort['field']) => {
  const value = line[field];
  if (typeof value === 'boolean') return value ? 'Açık' : 'Kapalı';
  return WORDS[value] ?? value;
};
const turkish = new Intl.Collator('tr-TR');

describe('usage abroad list', () => {
  it('sorts by every field both ways in Turkish order, the number breaking ties', async () => {
    const run = await abroadClient();
    for (const field of ABROAD_SORT_FIELDS)
      for (const direction of ['asc', 'desc'] as const) {
        const items = await everything(run, { sort: { field, direction } });
        const sign = direction === 'asc' ? 1 : -1;
        const outOfOrder = items.slice(1).filter((b, i) => {
          const a = items[i]!;
          const order = sign * turkish.compare(shown(a, field), shown(b, field));
          return order > 0 || (order === 0 && a.msisdn > b.msisdn);
        });
        expect(outOfOrder, `${field} ${direction}`).toEqual([]);
      }
  });

  it('filters by each field and by a part of a name in any case', async () => {
    const run = await abroadClient();
    const all = await everything(run);
    const sample = all.find((l) => l.status === 'ACTIVE' && l.callAbroad)!;
    const surname = sample.userName.split(' ').at(-1)!;
    const cases: [object, (l: AbroadLine) => boolean][] = [
      [{ productType: 'DATA' }, (l) => l.productType === 'DATA'],
      [{ tariffName: sample.tariffName }, (l) => l.tariffName === sample.tariffName],
      [{ status: 'SUSPENDED' }, (l) => l.status === 'SUSPENDED'],
      [{ roaming: true }, (l) => l.roaming],
      [{ callAbroad: false }, (l) => !l.callAbroad],
      [{ userName: surname.toLocaleUpperCase('tr-TR') }, (l) => l.userName.includes(surname)],
      [{ text: surname.toLocaleLowerCase('tr-TR').slice(1) }, (l) => l.userName.includes(surname.slice(1))],
      [
        { text: `+90 ${sample.msisdn.slice(0, 3)} ${sample.msisdn.slice(3, 7)}` },
        (l) => l.msisdn.startsWith(sample.msisdn.slice(0, 7)),
      ],
      [
        { roaming: false, productType: 'VOICE', status: 'ACTIVE' },
        (l) => !l.roaming && l.productType === 'VOICE' && l.status === 'ACTIVE',
      ],
    ];
    for (const [filter, keep] of cases) {
      const found = await everything(run, { filter });
      const expected = all.filter(keep).map((l) => l.msisdn);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(
        found.map((l) => l.msisdn),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
  });

  it('pages without losing or repeating a line', async () => {
    const run = await abroadClient();
    const sort = { field: 'tariffName', direction: 'desc' } as const;
    const all = await everything(run, { sort });
    const pages: AbroadLine[] = [];
    for (let offset = 0; offset < all.length; offset += 77)
      pages.push(...(await run.list({ offset, limit: 77, sort })).items);
    expect(pages).toEqual(all);
    expect((await run.list({ offset: all.length, limit: 10 })).items).toEqual([]);
  });
});
