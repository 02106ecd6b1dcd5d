import { type ActorRefFrom, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { orderDeleteMachine } from './orderDeleteMachine';
import { orderDetailMachine } from './orderDetailMachine';

export const ORDER_LIST_PATH = '/my-orders';

export interface OrderPageInput {
  orderNo: string;
  /** The person's rights, handed to the deletion (it needs the orders group's Talep). */
  rights: PersonRights | undefined;
}

export type OrderPageEvent = { type: 'order.deleted'; orderNo: string } | { type: 'order.deleteFailed' };

/**
 * /my-orders/{orderNo} as one chart: the order and its deletion run as children; a deleted order
 * is announced and the page goes back to the list, a failed deletion loads the order again (its
 * status may have moved on).
 */
export const orderPageMachine = setup({
  types: {
    context: {} as OrderPageInput,
    events: {} as OrderPageEvent,
    input: {} as OrderPageInput,
    emitted: {} as PageEffect,
    children: {} as { detail: 'detail'; remover: 'remover' },
  },
  actors: {
    detail: orderDetailMachine,
    // The deletion's ends are told to this page, whose chart says what follows.
    remover: orderDeleteMachine.provide({
      actions: {
        notifyDeleted: sendParent((_, params: { orderNo: string }) => ({
          type: 'order.deleted',
          orderNo: params.orderNo,
        })),
        // Going back to the list is part of the page's 'order.deleted' transition.
        showList: () => {},
        reloadOrder: sendParent({ type: 'order.deleteFailed' }),
      },
    }),
  },
}).createMachine({
  id: 'orderPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('detail', { id: 'detail', input: ({ context }) => ({ orderNo: context.orderNo }) }),
    spawnChild('remover', {
      id: 'remover',
      input: ({ context }) => ({ orderNo: context.orderNo, rights: context.rights }),
    }),
  ],
  on: {
    'order.deleted': {
      description: 'The order is gone: the shell says so and the page goes back to the list.',
      actions: [
        emit(({ event }) => ({
          type: 'notify' as const,
          kind: 'success' as const,
          message: `${event.orderNo} numaralı sipariş silindi.`,
        })),
        emit({ type: 'navigate' as const, to: ORDER_LIST_PATH }),
      ],
    },
    'order.deleteFailed': {
      description: 'The deletion failed (and was announced): the order is shown again as it now is.',
      actions: sendTo('detail', { type: 'user.refresh' }),
    },
  },
});

export type OrderPageRef = ActorRefFrom<typeof orderPageMachine>;
