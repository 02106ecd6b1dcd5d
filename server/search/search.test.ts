// @vitest-environment node
/** Header search: initial list, results, save and delete by id, per person. */

import type {
  SearchInitialContent,
  SearchItem,
  SearchResultsContent,
} from '../../src/api/search/headerTypes';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { sandboxClient, USERS } from '../test-support';

const previous = (content: SearchInitialContent | undefined) =>
  content?.initialList.find((g) => g.type === 'previousList')?.items ?? [];

describe('search', () => {
  it('answers the initial list with the person’s previous searches', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<SearchInitialContent>('search', { searchText: '' }, { token });
    expect(res.body.content?.initialList.map((g) => g.type)).toEqual(['previousList', 'popular']);
    expect(previous(res.body.content).map((i) => i.title)).toEqual(['SIM Kart Siparişi', 'Faturalarım']);
  });

  it('finds a line of the company by part of its number, and screens by title', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const line = client.db
      .prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 1 OFFSET 7')
      .get(login.corporateNcst) as { msisdn: string };
    const part = line.msisdn.slice(3, 9);
    const res = await client.call<SearchResultsContent>(
      'search',
      { searchText: part },
      { token: login.pageToken },
    );
    const results = res.body.content?.searchResults ?? [];
    expect(results.some((r) => r.kind === 'LINE' && r.title === formatMsisdn(line.msisdn))).toBe(true);
    expect(results.every((r) => r.kind !== 'LINE' || r.title.replace(/\D/g, '').includes(part))).toBe(true);

    const screens = await client.call<SearchResultsContent>(
      'search',
      { searchText: 'sim' },
      { token: login.pageToken },
    );
    expect(screens.body.content?.searchResults.map((r) => r.title)).toContain('SIM Kart Siparişi');
    const none = await client.call<SearchResultsContent>(
      'search',
      { searchText: 'zzzz' },
      { token: login.pageToken },
    );
    expect(none.body.content?.searchResults).toEqual([]);
  });

  it.each([
    ['roaming', 'Yurt Dışı Kullanım'],
    ['ROAMİNG', 'Yurt Dışı Kullanım'],
    ['yurt disi', 'Yurt Dışı Kullanım'],
    ['fatura', 'Fatura Bilgilerim'],
    ['sim', 'SIM Kart Siparişi'],
    ['iccid', 'SIM Kart Eşleştirme'],
    ['tarife', 'Tarife ve Paket Değişikliği'],
    ['paket', 'Ek Paket Satın Al'],
    ['hat kapatma', 'Hat Kapatma'],
    ['iptal', 'Hat Kapatma'],
    ['yetki', 'Yetkili Kullanıcılar'],
    ['sözlesme', 'Sözleşmeler'],
    ['devir', 'Hat Devralma'],
  ])('finds a screen by a common name: "%s" → %s', async (text, title) => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<SearchResultsContent>('search', { searchText: text }, { token });
    expect(res.body.content?.searchResults.map((r) => r.title)).toContain(title);
  });

  it('puts screens whose title holds the text before those found by a synonym', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<SearchResultsContent>('search', { searchText: 'paket' }, { token });
    const titles = res.body.content?.searchResults.map((r) => r.title) ?? [];
    // "Tarife ve Paket Değişikliği" holds "paket"; "Ekstra Paket İzinleri" too; synonyms come after.
    const firstSynonymOnly = titles.findIndex((t) => !t.toLocaleLowerCase('tr-TR').includes('paket'));
    const lastTitle = titles.findLastIndex((t) => t.toLocaleLowerCase('tr-TR').includes('paket'));
    expect(firstSynonymOnly === -1 || lastTitle < firstSynonymOnly).toBe(true);
  });

  it('saves an opened item on top and deletes by id for good', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const saved = await client.call<SearchItem>(
      'searchSave',
      { title: 'Sözleşmeler', url: '/contracts', kind: 'MENU' },
      { token },
    );
    const id = saved.body.content?.id;
    expect(id).toBeGreaterThan(0);
    let list = previous((await client.call<SearchInitialContent>('search', {}, { token })).body.content);
    expect(list[0]).toMatchObject({ id, title: 'Sözleşmeler' });

    const deleted = await client.call('searchDelete', { id }, { token });
    expect(deleted.body.content).toEqual({ id, deleted: true });
    list = previous((await client.call<SearchInitialContent>('search', {}, { token })).body.content);
    expect(list.some((i) => i.id === id)).toBe(false);
    expect((await client.call('searchDelete', { id }, { token })).status).toBe(404);
  });

  it('lets a person without full authority or any Talep save and delete her own searches', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.limited);
    const saved = await client.call<{ id: number }>(
      'searchSave',
      { title: 'Faturalarım', url: '/invoices', kind: 'MENU' },
      { token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.content?.id;
    expect(
      previous((await client.call<SearchInitialContent>('search', {}, { token })).body.content).some(
        (i) => i.id === id,
      ),
    ).toBe(true);
    expect((await client.call('searchDelete', { id }, { token })).status).toBe(200);
  });

  it('keeps search history per person', async () => {
    const client = sandboxClient();
    const fast = await client.login(...USERS.fast);
    const other = await client.login(...USERS.limited);
    const otherList = previous(
      (await client.call<SearchInitialContent>('search', {}, { token: other.pageToken })).body.content,
    );
    const foreignId = otherList[0]?.id;
    expect((await client.call('searchDelete', { id: foreignId }, { token: fast.pageToken })).status).toBe(
      404,
    );
    // The foreign item is still there for its owner.
    const ownList = previous(
      (await client.call<SearchInitialContent>('search', {}, { token: other.pageToken })).body.content,
    );
    expect(ownList.some((i) => i.id === foreignId)).toBe(true);
  });

  it('answers 400 with a Turkish sentence naming the wrong field', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const message = async (row: string, body: unknown) => {
      const res = await client.call(row, body, { token });
      expect(res.status, row).toBe(400);
      expect(res.body.status?.code, row).toBe(BODY_CODES.validation);
      return res.body.status?.message;
    };
    expect(await message('search', { searchText: 'a'.repeat(101) })).toBe(
      'Arama metni en fazla 100 karakter olabilir.',
    );
    expect(await message('search', { searchText: 42 })).toBe('Arama metni geçerli değil.');
    expect(await message('searchSave', { title: 'x', url: 'https://evil', kind: 'MENU' })).toBe(
      'Adres portal içinde bir sayfa olmalıdır.',
    );
    expect(await message('searchSave', { url: '/contracts', kind: 'MENU' })).toBe('Başlık zorunludur.');
    expect(await message('searchSave', { title: 'Sözleşmeler', url: '/contracts', kind: 'EKRAN' })).toBe(
      'Arama türü şu değerlerden biri olmalıdır: MENU, LINE, ORDER, REQUEST, INVOICE, CONTRACT, PERSON.',
    );
    expect(await message('searchDelete', { id: 0 })).toBe('Arama kaydı en az 1 olmalıdır.');
    expect(await message('searchDelete', { id: 1.5 })).toBe('Arama kaydı tam sayı olmalıdır.');
    expect(await message('searchDelete', {})).toBe('Arama kaydı zorunludur.');
  });
});
