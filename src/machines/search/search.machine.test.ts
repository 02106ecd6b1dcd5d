import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchGroup, SearchItem } from '../../api/portalTypes';
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

function search() {
  const searched: string[] = [];
  const opened: unknown[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        initial: fromPromise(async () => ({ initialList: GROUPS })),
        search: fromPromise<unknown, { body: { searchText: string } }>(async ({ input }) => {
          searched.push(input.body.searchText);
          return {
            searchResults:
              input.body.searchText === 'yok' ? [] : [{ kind: 'LINE', title: '5321', url: '/l' }],
          };
        }),
        save: fromPromise<unknown, { body: SearchItem }>(async ({ input }) => ({ id: 7, ...input.body })),
        remove: fromPromise<unknown, { body: { id: number } }>(async ({ input }) => ({ id: input.body.id })),
      } as never,
      delays: { searchDebounce: 20 },
    }),
  );
  // The edge forwards the session effect; here the test stands for it.
  actor.on('session', ({ event }) => opened.push(event));
  actor.start();
  return { actor, searched, opened };
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
    expect(actor.getSnapshot().context.searchList).toHaveLength(1);
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
    const item: SearchItem = { kind: 'LINE', title: '5321', url: '/l' };
    actor.send({ type: 'user.open', item });
    expect(opened).toEqual([]); // saved first, so leaving the page cannot cancel the save
    await waitFor(actor, (s) => s.matches('idle'));
    // A menu choice for the session: analytics and the way there (spec §2, §7).
    expect(opened).toEqual([{ type: 'user.menuSelected', menuName: '5321', menuUrl: '/l' }]);
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
