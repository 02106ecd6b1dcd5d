/** The take-over orders list with stand-in calls: filter, detail, and cancelling after a confirmation. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderSummary } from '../../api/takeOver/types';
import { takeOverOrdersMachine } from './takeOverOrdersMachine';

const order = (orderId: string, cancellable: boolean): OrderSummary => ({
  orderId,
  workflowInstanceId: `WF-${orderId}`,
  orderTypeId: 1,
  orderTypeName: 'Kişiden devir',
  status: cancellable ? 'AWAITING_APPROVAL' : 'IN_PROGRESS',
  statusName: cancellable ? 'Onay bekliyor' : 'Devir işlemde',
  createdAt: '2026-11-25T10:00:00.000Z',
  transferorName: 'Me**** Yı****',
  lineCount: 2,
  cancellable,
});

function start(cancel: () => unknown = () => ({})) {
  const calls: { name: string; input: unknown }[] = [];
  const actor = createActor(
    takeOverOrdersMachine.provide({
      actors: {
        loadOrders: fromPromise(async ({ input }) => {
          calls.push({ name: 'loadOrders', input });
          return { orders: [order('TO-1', true), order('TO-2', false)], statuses: [] };
        }),
        loadDetail: fromPromise(async ({ input }) => {
          calls.push({ name: 'loadDetail', input });
          return { orderId: 'TO-1' };
        }),
        cancelOrder: fromPromise(async ({ input }) => {
          calls.push({ name: 'cancelOrder', input });
          return cancel();
        }),
      } as never,
    }),
  ).start();
  return { actor, calls };
}

describe('take-over orders', () => {
  it('lists the orders and filters them by status on the server', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.orders).toHaveLength(2);
    actor.send({ type: 'user.filter', status: 'IN_PROGRESS' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.at(-1)).toEqual({ name: 'loadOrders', input: { status: 'IN_PROGRESS' } });
  });

  it('opens one order’s detail by its id and closes it', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.open', orderId: 'TO-1' });
    await waitFor(actor, (s) => s.matches({ detail: 'shown' }));
    expect(calls.at(-1)).toEqual({ name: 'loadDetail', input: { params: { orderId: 'TO-1' } } });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('cancels only a cancellable order, after the person confirms, through its workflow', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'user.cancel', orderId: 'TO-2' })).toBe(false);
    actor.send({ type: 'user.cancel', orderId: 'TO-1' });
    actor.send({ type: 'user.close' });
    expect(calls.some((c) => c.name === 'cancelOrder')).toBe(false);
    actor.send({ type: 'user.cancel', orderId: 'TO-1' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.find((c) => c.name === 'cancelOrder')?.input).toEqual({
      params: { workflowInstanceId: 'WF-TO-1' },
      body: { status: 'CANCELLED', reason: 'Müşteri portaldan iptal etti.' },
    });
    expect(actor.getSnapshot().context.notice).toBe('cancelled');
  });

  it('reloads the list when the cancellation is refused, without claiming it was cancelled', async () => {
    const { actor } = start(() => {
      throw new Error('Devir başladı.');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.cancel', orderId: 'TO-1' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toBe('');
  });
});
