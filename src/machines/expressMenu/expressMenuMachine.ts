import { type ActorRefFrom, assertEvent, assign, setup } from 'xstate';
import { errorMessage, httpActor } from '../../actors/http';
import type {
  ExpressAction,
  ExpressActionName,
  ExpressMenuChange,
  ExpressMenuContent,
} from '../../api/expressMenu/types';

export interface ExpressMenuContext {
  /** Spec §3 menuList, from content.customerExpressMenu. */
  menuList: ExpressAction[];
  availableActions: ExpressAction[];
  deleteStatus: ExpressMenuChange['deleteStatus'] | null;
  addMenuResponse: ExpressMenuChange['addMenuResponse'] | null;
  error: string | null;
}

export type ExpressMenuEvent =
  | { type: 'user.add'; actionName: ExpressActionName }
  | { type: 'user.delete'; actionName: ExpressActionName }
  | { type: 'user.retry' };

const storeMenu = (content: ExpressMenuContent) => ({
  menuList: content.customerExpressMenu ?? [],
  availableActions: content.availableActions ?? [],
});

/** The fast-operation menu of the header (spec §3): the person's list, add and delete. */
export const expressMenuMachine = setup({
  types: { context: {} as ExpressMenuContext, events: {} as ExpressMenuEvent },
  actors: {
    load: httpActor('expressMenu'),
    add: httpActor('expressMenuAdd'),
    remove: httpActor('expressMenuDelete'),
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
        input: ({ event }) => {
          assertEvent(event, 'user.add');
          return { body: { actionName: event.actionName } };
        },
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
        input: ({ event }) => {
          assertEvent(event, 'user.delete');
          return { body: { actionName: event.actionName } };
        },
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
