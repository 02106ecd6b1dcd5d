import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderTransactionDetail } from '../../api/orderTransactions/types';
import { requestDetailActors } from './historyActors';
import { type OpenRequest, type RequestWithLines, requestDetailMachine } from './requestDetailMachine';

const DETAIL = { orderId: 'HT-20261101-000001' } as OrderTransactionDetail;
const answer = (orderId: string): RequestWithLines => ({
  detail: { ...DETAIL, orderId },
  lines: [{ msisdn: '5321112233', userName: 'Ayşe Yılmaz', status: 'DONE' }],
});

/** A fake pair of calls the test holds and releases, as the two rows would answer. */
function fakeLoads() {
  const calls: { input: OpenRequest; signal: AbortSignal; resolve(): void; reject(e: unknown): void }[] = [];
  const logic = requestDetailMachine.provide({
    actors: {
      loadRequest: fromPromise<RequestWithLines, OpenRequest>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, signal, resolve: () => resolve(answer(input.orderId)), reject });
          }),
      ),
    },
  });
  return { calls, logic };
}

const open = (orderId: string, operationTypeId = 11) =>
  ({ type: 'user.open', request: { orderId, operationTypeId } }) as const;

describe('requestDetailMachine', () => {
  it('loads through the real calls unless a test provides others', () => {
    expect(requestDetailMachine.implementations.actors.loadRequest).toBe(requestDetailActors.loadRequest);
  });

  it('opens on a request with its own operation type, shows it, and closes empty', async () => {
    const { calls, logic } = fakeLoads();
    const actor = createActor(logic).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send(open('HT-1', 31));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls[0]?.input).toEqual({ orderId: 'HT-1', operationTypeId: 31 });
    calls[0]?.resolve();
    const shown = await waitFor(actor, (s) => s.hasTag('shown'));
    expect(shown.context.data?.detail.orderId).toBe('HT-1');
    expect(shown.context.data?.lines).toHaveLength(1);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ request: undefined, data: undefined, error: undefined });
  });

  it('closing while it loads aborts the load; the next request shows only its own answer', async () => {
    const { calls, logic } = fakeLoads();
    const actor = createActor(logic).start();
    actor.send(open('HT-1'));
    actor.send({ type: 'user.close' });
    expect(calls[0]?.signal.aborted).toBe(true);
    actor.send(open('HT-2'));
    calls[0]?.resolve();
    calls[1]?.resolve();
    const shown = await waitFor(actor, (s) => s.hasTag('shown'));
    expect(shown.context.request?.orderId).toBe('HT-2');
    expect(shown.context.data?.detail.orderId).toBe('HT-2');
    // Open, another open is no event of the dialog: the page behind it cannot be reached.
    expect(shown.can(open('HT-3'))).toBe(false);
  });

  it('a failure keeps the request, says the server’s sentence and retries the same request', async () => {
    const { calls, logic } = fakeLoads();
    const actor = createActor(logic).start();
    actor.send(open('HT-9', 21));
    calls[0]?.reject(Object.assign(new Error('Talep bulunamadı.'), { code: '404' }));
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('Talep bulunamadı.');
    actor.send({ type: 'user.retry' });
    expect(calls[1]?.input).toEqual({ orderId: 'HT-9', operationTypeId: 21 });
    calls[1]?.resolve();
    await waitFor(actor, (s) => s.hasTag('shown'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('ignores a retry or a close where they mean nothing', () => {
    const actor = createActor(fakeLoads().logic).start();
    actor.send({ type: 'user.retry' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});
