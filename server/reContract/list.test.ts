// @vitest-environment node
/**
 * The re-contract product list (spec §5 inputs): paged, searched and sorted on the server, each
 * line with its commitment and whether it can be re-contracted now; the dashboard's contract
 * cards count exactly what the list gives under their filter.
 */
import type { ProductList } from '../../src/api/reContract/types';
import { trLower } from '../../src/lib/format';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
beforeAll(async () => {
  s = await reContractSession();
});
afterAll(() => s.client.close());

const page = (query: Record<string, string>) =>
  s.content<ProductList>('reContractProductList', undefined, { query });

describe('paging', () => {
  it('answers pages of ten with the same total, without repeating a line', async () => {
    const first = await page({ pageNumber: '1', sortFieldName: 'msisdn' });
    const second = await page({ pageNumber: '2', sortFieldName: 'msisdn' });
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const numbers = [...first.items, ...second.items].map((l) => l.msisdn);
    expect(new Set(numbers).size).toBe(20);
    const all = await s.allLines({ sortFieldName: 'msisdn' });
    expect(all).toHaveLength(first.total);
  });

  it('refuses a page that is no page, naming the field in Turkish', async () => {
    const res = await s.call('reContractProductList', undefined, { query: { pageNumber: '0' } });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toMatch(/Sayfa/);
    const flag = await s.call('reContractProductList', undefined, { query: { canContract: 'belki' } });
    expect(flag.status).toBe(400);
    expect(flag.body.status?.message).toMatch(/Yeniden taahhüde uygunluk/);
    const sort = await s.call('reContractProductList', undefined, { query: { sortFieldName: 'iccid' } });
    expect(sort.status).toBe(400);
    expect(sort.body.status?.message).toMatch(/Sıralama alanı/);
  });
});

describe('sorting', () => {
  it('sorts on the server by user name, the Turkish way, both directions', async () => {
    const asc = await s.allLines({ sortFieldName: 'userName', sortOrder: 'ASC' });
    const names = asc.map((l) => l.userName);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr-TR').compare));
    const desc = await s.allLines({ sortFieldName: 'userName', sortOrder: 'DESC' });
    expect(desc.map((l) => l.msisdn)).toEqual(asc.map((l) => l.msisdn).reverse());
  });

  it('sorts by commitment end, the longest out of contract first', async () => {
    const lines = await s.allLines({ sortFieldName: 'commitmentEnd' });
    const ends = lines.map((l) => l.commitmentEnd ?? '');
    expect(ends).toEqual([...ends].sort());
  });
});

describe('search', () => {
  it('finds a line by part of its number written any way', async () => {
    const [line] = (await page({ sortFieldName: 'msisdn' })).items;
    const digits = line?.msisdn ?? '';
    const found = await s.allLines({
      searchParameter: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    });
    expect(found.map((l) => l.msisdn)).toEqual([digits]);
  });

  it('finds user names ignoring Turkish case (Ş/ş, I/ı, İ/i)', async () => {
    const all = await s.allLines();
    const target = all.find((l) => /[ŞşİıÇçĞğÖöÜü]/.test(l.userName));
    if (!target) throw new Error('the seed has no Turkish name');
    const surname = target.userName.split(' ').at(-1) ?? '';
    const found = await s.allLines({ searchParameter: surname.toLocaleUpperCase('tr-TR') });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => trLower(l.userName).includes(trLower(surname)))).toBe(true);
    expect(found.length).toBe(all.filter((l) => trLower(l.userName).includes(trLower(surname))).length);
  });
});

describe('commitments and the dashboard', () => {
  it('says for each line whether it can be re-contracted now, and why not in Turkish', async () => {
    const all = await s.allLines();
    const byStatus = (st: string) => all.filter((l) => l.commitmentStatus === st);
    expect(byStatus('ENDED').length).toBeGreaterThan(0);
    expect(byStatus('ENDING').length).toBeGreaterThan(0);
    expect(byStatus('COMMITTED').length).toBeGreaterThan(0);
    for (const line of all) {
      expect(line.canContract).toBe(line.reasonCode === undefined);
      if (line.status === 'SUSPENDED') expect(line.reasonCode).toBe('SUSPENDED');
      else if (line.commitmentStatus === 'COMMITTED') {
        expect(line.reasonCode).toBe('UNDER_COMMITMENT');
        expect(line.reason).toMatch(/tarihine kadar sürüyor; yeniden taahhüt bitişe 60 gün kala/);
      } else expect(line.canContract).toBe(true);
    }
    const suspended = all.find((l) => l.status === 'SUSPENDED');
    expect(suspended?.reason).toBe(
      'Hat askıda olduğu için yeniden taahhüt yapılamaz. Önce hattı aktif hale getirin.',
    );
  });

  it('filters by canContract and product type', async () => {
    const can = await s.allLines({ canContract: 'true', productType: 'DATA' });
    expect(can.length).toBeGreaterThan(0);
    expect(can.every((l) => l.canContract && l.productType === 'DATA')).toBe(true);
    const cannot = await s.allLines({ canContract: 'false' });
    expect(cannot.every((l) => !l.canContract)).toBe(true);
  });

  it("matches the dashboard's out-of-contract and close-to-end cards", async () => {
    const reContract = await s.content<{ count: number }>('dashboardReContractCount');
    const closeToEnd = await s.content<{ count: number; withinDays: number }>('dashboardCloseToEndContracts');
    const ended = await page({ canContract: 'true', commitmentStatus: 'ENDED' });
    const ending = await page({ canContract: 'true', commitmentStatus: 'ENDING' });
    expect(reContract.count).toBe(ended.total);
    expect(closeToEnd.count).toBe(ending.total);
    expect(closeToEnd.withinDays).toBe(ended.closeToEndDays);
    expect(reContract.count).toBeGreaterThan(0);
  });
});
