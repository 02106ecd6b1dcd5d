import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchGroup, SearchItem } from '../../api/search/headerTypes';
import type { SearchEverythingContent } from '../../api/search/types';
import { searchMachine } from './searchMachine';
import { withoutPrevious, withPrevious } from './searchRules';

const GROUPS: SearchGroup[] = [
  {
    type: 'previousList',
    title: 'Son aramalar',
    items: [
      { id: 1, kind: 'MENU', title: 'Faturalarım', url: '/f' },
      { id: 2, kind: 'MENU', title: 'SIM', url: '/s' },
    ],
  },
  { type: 'popular', title: 'Sık kullanılanlar', items: [{ id: 9, kind: 'MENU', title: 'X', url: '/x' }] },
];

describe('search rules', () => {
  it('removes a deleted item from previousList only', () => {
    const next = withoutPrevious(GROUPS, 1);
    expect(next[0]?.items.map((i) => i.id)).toEqual([2]);
    expect(next[1]?.items).toEqual(GROUPS[1]?.items);
  });
  it('puts a saved item on top, once per address', () => {
    const next = withPrevious(GROUPS, { id: 5, kind: 'MENU', title: 'SIM', url: '/s' });
    expect(next[0]?.items.map((i) => i.id)).toEqual([5, 1]);
  });
});

const LINE: SearchItem = { kind: 'LINE', title: '5321', url: '/l' };
const ORDER: SearchItem = {
  kind: 'ORDER',
  title: 'SP-20261120-000123',
  url: '/my-orders/SP-20261120-000123',
};
const FOUND: SearchEverythingContent = {
  groups: [
    { kind: 'LINE', title: 'Hatlar', count: 12, items: [LINE] },
    { kind: 'ORDER', title: 'Siparişler', count: 1, items: [ORDER] },
  ],
};

function search() {
  const searched: string[] = [];
  const opened: unknown[] = [];
  const navigated: unknown[] = [];
  let cancelled = 0;
  const actor = createActor(
    searchMachine.provide({
      actors: {
        initial: fromPromise(async () => ({ initialList: GROUPS })),
        search: fromPromise<unknown, { body: { searchText: string } }>(async ({ input, signal }) => {
          searched.push(input.body.searchText);
          signal.addEventListener('abort', () => cancelled++);
          // "yavaş" answers only once a later text has replaced it: the stale call must be stopped.
          if (input.body.searchText === 'yavaş') await new Promise((resolve) => setTimeout(resolve, 200));
          return input.body.searchText === 'yok' ? { groups: [] } : FOUND;
        }),
        save: fromPromise<unknown, { body: SearchItem }>(async ({ input }) => ({ id: 7, ...input.body })),
        remove: fromPromise<unknown, { body: { id: number } }>(async ({ input }) => ({ id: input.body.id })),
      } as never,
      delays: { searchDebounce: 20 },
    }),
  );
  // The edge forwards the session effect; here the test stands for it.
  actor.on('session', ({ event }) => opened.push(event));
  actor.on('navigate', (effect) => navigated.push(effect));
  actor.start();
  return { actor, searched, opened, navigated, cancelled: () => cancelled };
}

describe('search machine', () => {
  it('debounces typing into one search and shows the results', async () => {
    const { actor, searched } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.type', text: '5' });
    actor.send({ type: 'user.type', text: '53' });
    actor.send({ type: 'user.type', text: '532' });
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    await waitFor(actor, (s) => s.matches('results'));
    expect(searched).toEqual(['532']);
    // Every hit in one list for the arrow keys, and the groups with their counts for the headings.
    expect(actor.getSnapshot().context.searchList).toEqual([LINE, ORDER]);
    expect(actor.getSnapshot().context.resultGroups.map((g) => [g.kind, g.count])).toEqual([
      ['LINE', 12],
      ['ORDER', 1],
    ]);
  });

  it('asks for more than one character instead of searching', async () => {
    const { actor, searched } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.type', text: ' 5 ' });
    expect(actor.getSnapshot().matches('tooShort')).toBe(true);
    actor.send({ type: 'user.type', text: '53' });
    await waitFor(actor, (s) => s.matches('results'));
    actor.send({ type: 'user.type', text: '5' });
    expect(actor.getSnapshot().matches('tooShort')).toBe(true);
    expect(searched).toEqual(['53']);
  });

  it('asks for more when one character was typed before the first list arrived', async () => {
    const { actor, searched } = search();
    actor.send({ type: 'user.type', text: '5' });
    await waitFor(actor, (s) => s.matches('tooShort'));
    expect(searched).toEqual([]);
  });

  it('cancels a search under way when the text changes, and shows only the latest answer', async () => {
    const { actor, searched, cancelled } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.type', text: 'yavaş' });
    await waitFor(actor, (s) => s.matches('searching'));
    actor.send({ type: 'user.type', text: 'yok' });
    expect(cancelled()).toBe(1);
    await waitFor(actor, (s) => s.matches('results'));
    expect(searched).toEqual(['yavaş', 'yok']);
    expect(actor.getSnapshot().context.searchList).toEqual([]);
  });

  it('opens an object on its own page: a navigate effect, not a menu choice', async () => {
    const { actor, opened, navigated } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.open', item: ORDER });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(navigated).toEqual([{ type: 'navigate', to: '/my-orders/SP-20261120-000123' }]);
    expect(opened).toEqual([]);
  });

  it('goes back to the initial list when the box is emptied', async () => {
    const { actor } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.type', text: 'yok' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(actor.getSnapshot().context.searchList).toEqual([]);
    actor.send({ type: 'user.type', text: '  ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('opens a result, reports it and remembers it on top of previousList', async () => {
    const { actor, opened } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    const item: SearchItem = { kind: 'MENU', title: 'Faturalarım', url: '/l' };
    actor.send({ type: 'user.open', item });
    expect(opened).toEqual([]); // saved first, so leaving the page cannot cancel the save
    await waitFor(actor, (s) => s.matches('idle'));
    // A menu choice for the session: analytics and the way there (spec §2, §7).
    expect(opened).toEqual([{ type: 'user.menuSelected', menuName: 'Faturalarım', menuUrl: '/l' }]);
    expect(actor.getSnapshot().context.savedSearchItem).toMatchObject({ id: 7, url: '/l' });
    expect(actor.getSnapshot().context.initialList[0]?.items[0]?.id).toBe(7);
  });

  it('deletes a previous search by id', async () => {
    const { actor } = search();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'user.deleteItem', id: 2 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.deletedSearchItem).toEqual({ id: 2 });
    expect(actor.getSnapshot().context.initialList[0]?.items.map((i) => i.id)).toEqual([1]);
  });
});
