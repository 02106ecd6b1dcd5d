import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine, type PageRequest, type PageResult } from './pagedListMachine';

interface Query {
  search: string;
}
const TOTAL = 250;
const machine = createPagedListMachine<number, Query>('numbers', (query, text) => ({
  ...query,
  search: text,
}));

/** A fake server over the numbers 0..249 whose calls the test can hold and release. */
function fakeServer() {
  const calls: {
    request: PageRequest<Query>;
    signal: AbortSignal;
    resolve: () => void;
    reject: (e: unknown) => void;
  }[] = [];
  const loadPage = fromPromise<PageResult<number>, PageRequest<Query>>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const all = Array.from({ length: TOTAL }, (_, i) => i).filter((n) =>
          String(n).includes(input.query.search),
        );
        calls.push({
          request: input,
          signal,
          resolve: () =>
            resolve({ rows: all.slice(input.offset, input.offset + input.limit), total: all.length }),
          reject,
        });
      }),
  );
  return { calls, logic: machine.provide({ actors: { loadPage } }) };
}

describe('createPagedListMachine', () => {
  it('needs its loader provided', async () => {
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('UNKNOWN');
  });

  it('loads the first page, appends the next ones while rows < total, then stops asking', async () => {
    const { calls, logic } = fakeServer();
    const actor = createActor(logic, { input: { query: { search: '' }, pageSize: 100 } }).start();
    expect(calls[0]?.request).toEqual({ query: { search: '' }, offset: 0, limit: 100 });
    calls[0]?.resolve();
    await waitFor(actor, (s) => s.hasTag('ready') && !s.hasTag('loadingMore'));
    for (const offset of [100, 200]) {
      actor.send({ type: 'user.more' });
      expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
      expect(calls.at(-1)?.request.offset).toBe(offset);
      calls.at(-1)?.resolve();
      await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    }
    expect(actor.getSnapshot().context.rows).toHaveLength(TOTAL);
    expect(actor.getSnapshot().context.rows.slice(98, 102)).toEqual([98, 99, 100, 101]);
    actor.send({ type: 'user.more' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(false);
    expect(calls).toHaveLength(3);
  });

  it('a new query resets the rows and cancels the older load', async () => {
    const { calls, logic } = fakeServer();
    const actor = createActor(logic, { input: { query: { search: '' } } }).start();
    actor.send({ type: 'user.query', query: { search: '7' } });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(); // too late: nobody listens
    calls[1]?.resolve();
    const ready = await waitFor(actor, (s) => s.hasTag('ready'));
    expect(ready.context.query).toEqual({ search: '7' });
    expect(ready.context.rows.every((n) => String(n).includes('7'))).toBe(true);
    expect(ready.context.total).toBe(ready.context.rows.length);
  });

  it('debounces the quick filter 250 ms into one query', () => {
    vi.useFakeTimers();
    try {
      const { calls, logic } = fakeServer();
      const actor = createActor(logic, { input: { query: { search: '' } } }).start();
      actor.send({ type: 'user.filter', text: '1' });
      vi.advanceTimersByTime(200);
      actor.send({ type: 'user.filter', text: '12' });
      vi.advanceTimersByTime(200);
      expect(calls).toHaveLength(1);
      expect(actor.getSnapshot().hasTag('filtering')).toBe(true);
      vi.advanceTimersByTime(50);
      expect(calls).toHaveLength(2);
      expect(calls[1]?.request).toMatchObject({ query: { search: '12' }, offset: 0 });
      expect(actor.getSnapshot().context.filterText).toBe('12');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed next page keeps the loaded rows and retries that page', async () => {
    const { calls, logic } = fakeServer();
    const actor = createActor(logic, { input: { query: { search: '' }, pageSize: 100 } }).start();
    calls[0]?.resolve();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'user.more' });
    calls[1]?.reject(Object.assign(new Error('x'), { code: 'E500' }));
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('E500');
    expect(failed.context.rows).toHaveLength(100);
    actor.send({ type: 'user.retry' });
    expect(calls[2]?.request.offset).toBe(100);
    calls[2]?.resolve();
    const ready = await waitFor(actor, (s) => s.hasTag('ready') && !s.hasTag('loadingMore'));
    expect(ready.context.rows).toHaveLength(200);
    expect(ready.context.error).toBeUndefined();
  });
});

describe('a new query while the quick filter waits', () => {
  it('keeps what was typed', async () => {
    const asked: { text?: string; sort?: string }[] = [];
    const machine = createPagedListMachine<string, { text?: string; sort?: string }>(
      'typed',
      (query, text) => ({
        ...query,
        text: text || undefined,
      }),
    ).provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          asked.push(input.query);
          return { rows: ['a'], total: 1 };
        }),
      },
    });
    const actor = createActor(machine, { input: { query: {} } }).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'user.filter', text: '530 043' });
    // A sort chosen before the quiet period ends: its query is made from the one before the text.
    actor.send({ type: 'user.query', query: { sort: 'name' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked.at(-1)).toEqual({ sort: 'name', text: '530 043' });
  });
});
