import { type ActorRefFrom, assertEvent, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, httpActor } from '../../actors/http';
import type { OrderSummary, StatusInfo, TakeOverOrder, TakeOverStatus } from '../../api/takeOver/types';

interface OrdersData {
  orders: OrderSummary[];
  statuses: StatusInfo[];
}

export interface TakeOverOrdersContext {
  status: TakeOverStatus | '';
  orders: OrderSummary[];
  statuses: StatusInfo[];
  /** The order shown in detail, or asked to be cancelled. */
  orderId: string;
  detail: TakeOverOrder | null;
  notice: '' | 'cancelled';
}

export type TakeOverOrdersEvent =
  | { type: 'user.filter'; status: TakeOverStatus | '' }
  | { type: 'user.open'; orderId: string }
  | { type: 'user.cancel'; orderId: string }
  | { type: 'user.confirm' }
  | { type: 'user.close' }
  | { type: 'user.retry' };

/**
 * The company's take-over orders (issue 19): the list with its statuses (filterable by status),
 * one order's detail, and cancelling an order that has not started, after a confirmation.
 */
export const takeOverOrdersMachine = setup({
  types: {
    context: {} as TakeOverOrdersContext,
    events: {} as TakeOverOrdersEvent,
  },
  actors: {
    loadOrders: fromPromise<OrdersData, { status: TakeOverStatus | '' }>(async ({ input, signal }) => {
      const [list, statusList] = await Promise.all([
        callEndpoint('takeOverOrderList', { query: input.status ? { status: input.status } : {} }, signal),
        callEndpoint('takeOverStatusList', {}, signal),
      ]);
      return { orders: list.orders, statuses: statusList.statuses };
    }),
    loadDetail: httpActor('takeOverOrderById'),
    cancelOrder: httpActor('takeOverUpdateStatus'),
  },
  actions: {
    setFilter: assign(({ event }) => {
      assertEvent(event, 'user.filter');
      return { status: event.status, notice: '' as const };
    }),
    setOrders: assign((_, data: OrdersData) => ({ orders: data.orders, statuses: data.statuses })),
    pickOrder: assign(({ event }) => {
      assertEvent(event, ['user.open', 'user.cancel']);
      return { orderId: event.orderId, detail: null, notice: '' as const };
    }),
    setDetail: assign({ detail: (_, order: TakeOverOrder) => order }),
    noteCancelled: assign({ notice: 'cancelled' as const, detail: null }),
  },
  guards: {
    cancellable: ({ context, event }) => {
      assertEvent(event, 'user.cancel');
      return context.orders.some((o) => o.orderId === event.orderId && o.cancellable);
    },
  },
}).createMachine({
  id: 'takeOverOrders',
  context: { status: '', orders: [], statuses: [], orderId: '', detail: null, notice: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'ready', actions: { type: 'setOrders', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.filter': { target: 'loading', actions: 'setFilter' },
        'user.open': { target: 'detail', actions: 'pickOrder' },
        'user.cancel': { guard: 'cancellable', target: 'confirmingCancel', actions: 'pickOrder' },
      },
    },
    detail: {
      initial: 'loading',
      on: { 'user.close': '#takeOverOrders.ready' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ params: { orderId: context.orderId } }),
            onDone: { target: 'shown', actions: { type: 'setDetail', params: ({ event }) => event.output } },
            // The HTTP actor has said why; the list stays.
            onError: '#takeOverOrders.ready',
          },
        },
        shown: {},
      },
    },
    confirmingCancel: {
      description: 'Cancelling cannot be undone: the person confirms it first.',
      on: { 'user.confirm': 'cancelling', 'user.close': 'ready' },
    },
    cancelling: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => {
          const order = context.orders.find((o) => o.orderId === context.orderId);
          return {
            params: { workflowInstanceId: order?.workflowInstanceId ?? '' },
            body: { status: 'CANCELLED' as const, reason: 'Müşteri portaldan iptal etti.' },
          };
        },
        onDone: { target: 'loading', actions: 'noteCancelled' },
        // The row's modal has said why (e.g. the transfer has started meanwhile).
        onError: 'loading',
      },
    },
  },
});

export type TakeOverOrdersRef = ActorRefFrom<typeof takeOverOrdersMachine>;
