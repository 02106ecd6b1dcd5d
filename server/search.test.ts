// @vitest-environment node
/** Header search (initial list, results, save/delete by id) and the express menu, per person. */
import type {
  ExpressMenuChange,
  ExpressMenuContent,
  SearchInitialContent,
  SearchItem,
  SearchResultsContent,
} from '../src/api/portalTypes';
import { sandboxClient, USERS } from './test-support';

const previous = (content: SearchInitialContent | undefined) =>
  content?.initialList.find((g) => g.type === 'previousList')?.items ?? [];

describe('search', () => {
  it('answers the initial list with the person’s previous searches', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<SearchInitialContent>('search', { searchText: '' }, { token });
    expect(res.body.content?.initialList.map((g) => g.type)).toEqual(['previousList', 'popular']);
    expect(previous(res.body.content).map((i) => i.title)).toEqual(['SIM Kart İşlemleri', 'Faturalarım']);
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
    expect(results.some((r) => r.kind === 'LINE' && r.title === line.msisdn)).toBe(true);
    expect(results.every((r) => r.kind !== 'LINE' || r.title.includes(part))).toBe(true);

    const screens = await client.call<SearchResultsContent>(
      'search',
      { searchText: 'sim' },
      { token: login.pageToken },
    );
    expect(screens.body.content?.searchResults.map((r) => r.title)).toContain('SIM Kart İşlemleri');
    const none = await client.call<SearchResultsContent>(
      'search',
      { searchText: 'zzzz' },
      { token: login.pageToken },
    );
    expect(none.body.content?.searchResults).toEqual([]);
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

  it('keeps search history per person and validates the input', async () => {
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
    const bad = await client.call(
      'searchSave',
      { title: 'x', url: 'https://evil', kind: 'MENU' },
      { token: fast.pageToken },
    );
    expect(bad.status).toBe(400);
  });
});

describe('express menu', () => {
  it('needs full authority to change, like every write row', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.limited);
    expect((await client.call('expressMenu', {}, { token })).status).toBe(200);
    expect((await client.call('expressMenuAdd', { actionName: 'ROAMING' }, { token })).status).toBe(403);
  });

  it('lists, adds and deletes the person’s fast operations, asking for a menu refresh', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const list = await client.call<ExpressMenuContent>('expressMenu', {}, { token });
    expect(list.body.content?.customerExpressMenu.map((a) => a.actionName)).toEqual([
      'INVOICES',
      'TARIFF_CHANGE',
      'SIM_CARD',
    ]);
    const added = await client.call<ExpressMenuChange>(
      'expressMenuAdd',
      { actionName: 'ROAMING' },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.content?.addMenuResponse).toEqual({ actionName: 'ROAMING', added: true });
    expect(added.body.content?.menuRefresh).toBe(true);
    expect(added.body.content?.customerExpressMenu.at(-1)?.actionName).toBe('ROAMING');
    expect((await client.call('expressMenuAdd', { actionName: 'ROAMING' }, { token })).status).toBe(400);
    expect((await client.call('expressMenuAdd', { actionName: 'NOPE' }, { token })).status).toBe(400);

    const deleted = await client.call<ExpressMenuChange>(
      'expressMenuDelete',
      { actionName: 'INVOICES' },
      { token },
    );
    expect(deleted.body.content?.deleteStatus).toEqual({ actionName: 'INVOICES', deleted: true });
    expect(deleted.body.content?.availableActions.map((a) => a.actionName)).toContain('INVOICES');
    const again = await client.call<ExpressMenuContent>('expressMenu', {}, { token });
    expect(again.body.content?.customerExpressMenu.map((a) => a.actionName)).toEqual([
      'TARIFF_CHANGE',
      'SIM_CARD',
      'ROAMING',
    ]);
  });
});
