import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine, waitFor } from 'xstate';
import { FULL_RIGHTS } from '../../../tests/support/rights';
import { lineUserPageMachine } from './lineUserPageMachine';

const QUERY = {
  filter: { productType: 'VOICE' as const },
  sort: { field: 'msisdn' as const, direction: 'asc' as const },
};

/** A child that records what it is told and keeps the query it was last given. */
const recorder = (log: AnyEventObject[]) =>
  createMachine({
    context: { query: QUERY },
    on: { '*': { actions: ({ event }) => log.push(event) } },
  });

/** An edit flow that ends at once with `changed`, or crashes on start. */
const editEnding = (end: boolean | 'crash') =>
  createMachine({
    initial: 'run',
    context: () => {
      if (end === 'crash') throw new Error('boom');
      return {};
    },
    states: { run: { always: 'closed' }, closed: { type: 'final' } },
    output: () => ({ changed: end === true }),
  });

function start(edit: boolean | 'crash' = false) {
  const list: AnyEventObject[] = [];
  const bulk: AnyEventObject[] = [];
  const actor = createActor(
    lineUserPageMachine.provide({
      actors: {
        list: recorder(list) as never,
        choices: createMachine({}) as never,
        bulk: recorder(bulk) as never,
        edit: editEnding(edit) as never,
      },
    }),
    { input: { rights: FULL_RIGHTS } },
  ).start();
  return { actor, list, bulk };
}

describe('lineUserPageMachine', () => {
  it('a sort or the filter bar clears the chosen lines, then gives the list its query', () => {
    const { actor, list, bulk } = start();
    actor.send({ type: 'user.query', query: QUERY });
    actor.send({ type: 'user.filter', text: 'Şahin' });
    expect(bulk).toEqual([{ type: 'selection.clear' }, { type: 'selection.clear' }]);
    expect(list).toEqual([
      { type: 'user.query', query: QUERY },
      { type: 'user.filter', text: 'Şahin' },
    ]);
  });

  it('written lines (the bulk invoice name, an import) reload the list with the query it has', () => {
    const { actor, list } = start();
    actor.send({ type: 'user.import' });
    expect(actor.getSnapshot().value).toBe('importing');
    actor.send({ type: 'lines.changed' });
    expect(list).toEqual([{ type: 'user.query', query: QUERY }]);
    actor.send({ type: 'import.close' });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('a closed dialog that wrote reloads the list; one that wrote nothing does not', async () => {
    const wrote = start(true);
    wrote.actor.send({ type: 'user.edit', productId: '5321234567' });
    await waitFor(wrote.actor, (s) => s.matches('browsing'));
    expect(wrote.actor.getSnapshot().context.openedLine).toBe('5321234567');
    expect(wrote.list).toEqual([{ type: 'user.query', query: QUERY }]);

    const looked = start(false);
    looked.actor.send({ type: 'user.edit', productId: '5321234567' });
    await waitFor(looked.actor, (s) => s.matches('browsing'));
    expect(looked.list).toEqual([]);
  });

  it('a crashing edit flow leaves the page on its list, which it does not reload', async () => {
    const { actor, list } = start('crash');
    actor.send({ type: 'user.edit', productId: '5321234567' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(list).toEqual([]);
  });
});
