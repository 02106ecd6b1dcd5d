import { type ActorRefFrom, assign, setup } from 'xstate';
import { errorMessage, httpActor } from '../../actors/http';
import type { ExpressAction, ExpressMenuChange, ExpressMenuContent } from '../../api/portalTypes';

export interface ExpressMenuContext {
  /** Spec §3 menuList, from content.customerExpressMenu. */
  menuList: ExpressAction[];
  availableActions: ExpressAction[];
  deleteStatus: ExpressMenuChange['deleteStatus'] | null;
  addMenuResponse: ExpressMenuChange['addMenuResponse'] | null;
  error: string | null;
}

export type ExpressMenuEvent =
  | { type: 'user.add'; actionName: string }
  | { type: 'user.delete'; actionName: string }
  | { type: 'user.retry' };

type Body = { body: { actionName: string } };

const storeMenu = (content: ExpressMenuContent) => ({
  menuList: content.customerExpressMenu ?? [],
  availableActions: content.availableActions ?? [],
});

/** The fast-operation menu of the header (spec §3): the person's list, add and delete. */
export const expressMenuMachine = setup({
  types: { context: {} as ExpressMenuContext, events: {} as ExpressMenuEvent },
  actors: {
    load: httpActor<ExpressMenuContent, undefined>('expressMenu'),
    add: httpActor<ExpressMenuChange, Body>('expressMenuAdd'),
    remove: httpActor<ExpressMenuChange, Body>('expressMenuDelete'),
  },
  guards: {
    isAvailable: ({ context, event }) =>
      event.type === 'user.add' && context.availableActions.some((a) => a.actionName === event.actionName),
    isPinned: ({ context, event }) =>
      event.type === 'user.delete' && context.menuList.some((a) => a.actionName === event.actionName),
  },
}).createMachine({
  id: 'expressMenu',
  context: { menuList: [], availableActions: [], deleteStatus: null, addMenuResponse: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => storeMenu(event.output)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.add': { guard: 'isAvailable', target: 'adding' },
        'user.delete': { guard: 'isPinned', target: 'deleting' },
      },
    },
    adding: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ event }) => ({ body: { actionName: (event as { actionName: string }).actionName } }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            ...storeMenu(event.output),
            addMenuResponse: event.output.addMenuResponse ?? null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ event }) => ({ body: { actionName: (event as { actionName: string }).actionName } }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            ...storeMenu(event.output),
            deleteStatus: event.output.deleteStatus ?? null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

export type ExpressMenuRef = ActorRefFrom<typeof expressMenuMachine>;
