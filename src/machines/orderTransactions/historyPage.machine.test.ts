import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { OpenRequest } from './historyActors';
import { historyPageMachine } from './historyPageMachine';

const REQUEST: OpenRequest = { orderId: 'HT-20261120-000042', operationTypeId: 7 };

/** A child that keeps the events it is sent. */
const recorder = (got: unknown[]) =>
  createMachine({ on: { '*': { actions: ({ event }) => got.push(event) } } }) as never;

function page(number: string | undefined, find: (n: string) => Promise<OpenRequest | undefined>) {
  const detailEvents: unknown[] = [];
  const asked: string[] = [];
  const actor = createActor(
    historyPageMachine.provide({
      actors: {
        list: createMachine({}) as never,
        counts: createMachine({}) as never,
        detail: recorder(detailEvents),
        find: fromPromise<OpenRequest | undefined, string>(async ({ input }) => {
          asked.push(input);
          return find(input);
        }),
      },
    }),
    { input: { number } },
  ).start();
  return { actor, detailEvents, asked };
}

describe('historyPageMachine', () => {
  it('opens the request the address asks for in the detail dialog, with its own operation type', async () => {
    const { actor, detailEvents, asked } = page(REQUEST.orderId, async () => REQUEST);
    expect(actor.getSnapshot().matches('finding')).toBe(true);
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(asked).toEqual([REQUEST.orderId]);
    expect(detailEvents).toEqual([{ type: 'user.open', request: REQUEST }]);
    expect(s.context.missing).toBeUndefined();
  });

  it('says which number the company has no request under, and opens nothing', async () => {
    const { actor, detailEvents } = page('HT-20000101-000001', async () => undefined);
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.missing).toBe('HT-20000101-000001');
    expect(detailEvents).toEqual([]);
  });

  it('leaves the list as it is when the look-up fails (the list shows its own failure)', async () => {
    const { actor, detailEvents } = page(REQUEST.orderId, async () => {
      throw new Error('Servis başarısız oldu.');
    });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.missing).toBeUndefined();
    expect(detailEvents).toEqual([]);
  });

  it('looks nothing up without a number in the address', () => {
    const { actor, asked } = page(undefined, async () => REQUEST);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(asked).toEqual([]);
  });
});
