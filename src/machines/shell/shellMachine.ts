import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  and,
  assertEvent,
  assign,
  raise,
  setup,
  stopChild,
} from 'xstate';
import type { HttpEvent, Reaction } from '../../actors/http';

/** Spec §9: notifications stay 4.5 s, plain messages 3 s. */
export const NOTIFICATION_MS = 4500;
export const MESSAGE_MS = 3000;

export interface Notification {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

export interface ShellModal {
  message: string;
  /** Spec §8 403: after the modal the browser goes back one page. */
  then: 'back' | undefined;
}

/** The modal a reaction opens (only modal reactions reach here: the guards say so). */
function modalOf(reaction: Reaction): ShellModal {
  const message = reaction.type === 'modal' ? reaction.message : '';
  const after = reaction.type === 'modal' ? reaction.then : undefined;
  // biome-ignore lint/suspicious/noThenProperty: a plain field of the modal, never awaited
  return { message, then: after };
}

/** What the overlays ask of the app: going back one page (the 403 modal). */
export interface ShellInput {
  /** Given by the app (SessionHost) as input rather than with `provide`, which builds the chart twice. */
  goBack?: () => void;
}

interface ShellContext {
  goBack: (() => void) | undefined;
  /** The header's fast-operation menu, a child while the header shows it. */
  expressMenu: AnyActorRef | undefined;
  notifications: Notification[];
  nextId: number;
  modal: ShellModal | undefined;
  /** Modals that arrived while one was open: each is read in turn, none is lost. */
  queuedModals: ShellModal[];
  loaderCount: number;
  /**
   * The header search, a child of the shell so it outlives the page under it (issue 40). Its
   * code arrives with the box (src/views/search), which hands the chart over in `search.start`:
   * the shell's own chunk stays as small as it was.
   */
  search: AnyActorRef | undefined;
  /** How often Ctrl+K (⌘K) asked for the search box: the box takes the focus on each. */
  searchSummons: number;
}

export type ShellEvent =
  | HttpEvent
  | { type: 'notify.show'; kind: Notification['kind']; message: string }
  | { type: 'notify.dismiss'; id: number }
  | { type: 'modal.close' }
  | { type: 'loader.show' }
  | { type: 'loader.hide' }
  /**
   * The header shows the fast-operation menu (after the page's first paint), or no longer. The
   * header hands over the menu's chart: its code is the header's chunk, not the entry chunk.
   */
  | { type: 'expressMenu.show'; chart: AnyActorLogic }
  | { type: 'expressMenu.hide' }
  | { type: 'search.start'; logic: AnyStateMachine }
  | { type: 'search.release' }
  | { type: 'search.summon' };

/**
 * The always-mounted overlays of spec §2: notifications, the notification modal and the loader
 * ('Yükleniyor'). The HTTP layer's reactions arrive here as events.
 */
export const shellMachine = setup({
  types: { context: {} as ShellContext, events: {} as ShellEvent, input: {} as ShellInput },
  actions: {
    /** Browser history, through the app's input. */
    goBack: ({ context }) => context.goBack?.(),
    addNotification: assign(({ context }, params: { kind: Notification['kind']; message: string }) => ({
      notifications: [...context.notifications, { id: context.nextId, ...params }].slice(-3),
      nextId: context.nextId + 1,
    })),
    scheduleDismiss: raise(({ context }) => ({ type: 'notify.dismiss' as const, id: context.nextId - 1 }), {
      delay: ({ context }) => (context.notifications.at(-1)?.kind === 'error' ? NOTIFICATION_MS : MESSAGE_MS),
    }),
    openModal: assign((_, params: ShellModal) => ({ modal: params })),
    queueModal: assign(({ context }, params: ShellModal) => ({
      queuedModals: [...context.queuedModals, params],
    })),
    showNextModal: assign(({ context }) => ({
      modal: context.queuedModals[0],
      queuedModals: context.queuedModals.slice(1),
    })),
  },
  guards: {
    isNotifyReaction: ({ event }) => event.type === 'http.reaction' && event.reaction.type === 'notify',
    isModalReaction: ({ event }) => event.type === 'http.reaction' && event.reaction.type === 'modal',
    // The same message twice at once (two calls refused alike) is read once.
    isNewModalReaction: ({ context, event }) => {
      if (event.type !== 'http.reaction' || event.reaction.type !== 'modal') return false;
      const { message } = event.reaction;
      return ![context.modal, ...context.queuedModals].some((shown) => shown?.message === message);
    },
    hasQueuedModal: ({ context }) => context.queuedModals.length > 0,
    goesBack: ({ context }) => context.modal?.then === 'back',
    loaderStillNeeded: ({ context }) => context.loaderCount > 1,
    searchStopped: ({ context }) => context.search === undefined,
    searchRunning: ({ context }) => context.search !== undefined,
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: ({ input }) => ({
    goBack: input?.goBack,
    expressMenu: undefined,
    notifications: [],
    nextId: 1,
    modal: undefined,
    queuedModals: [],
    loaderCount: 0,
    search: undefined,
    searchSummons: 0,
  }),
  on: {
    // The header's fast-operation menu is a child for as long as the header shows it; the header
    // hands over its chart, whose code is the header's chunk and not the entry chunk. Transitions
    // of the root, not a region: its two moments need no state of their own.
    'expressMenu.show': {
      // One menu: a second show (React's strict mode mounts twice) starts no second child.
      guard: ({ context }) => !context.expressMenu,
      actions: assign({ expressMenu: ({ spawn, event }) => spawn(event.chart) }),
    },
    'expressMenu.hide': {
      actions: [stopChild(({ context }) => context.expressMenu ?? ''), assign({ expressMenu: undefined })],
    },
    'search.start': {
      guard: 'searchStopped',
      actions: assign({
        search: ({ event, spawn }) => {
          assertEvent(event, 'search.start');
          return spawn(event.logic);
        },
      }),
    },
    // The portal's layout goes (a logout): the next person starts with their own searches.
    'search.release': {
      guard: 'searchRunning',
      actions: [stopChild(({ context }) => context.search!), assign({ search: undefined })],
    },
    'search.summon': { actions: assign({ searchSummons: ({ context }) => context.searchSummons + 1 }) },
  },
  states: {
    notifications: {
      on: {
        'notify.show': {
          actions: [
            {
              type: 'addNotification',
              params: ({ event }) => ({ kind: event.kind, message: event.message }),
            },
            'scheduleDismiss',
          ],
        },
        'http.reaction': {
          guard: 'isNotifyReaction',
          actions: [
            {
              type: 'addNotification',
              params: ({ event }) => ({
                kind: 'error' as const,
                message: event.reaction.type === 'notify' ? event.reaction.message : '',
              }),
            },
            'scheduleDismiss',
          ],
        },
        'notify.dismiss': {
          actions: assign({
            notifications: ({ context, event }) => context.notifications.filter((n) => n.id !== event.id),
          }),
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'http.reaction': {
              guard: 'isModalReaction',
              target: 'open',
              actions: {
                type: 'openModal',
                params: ({ event }) => modalOf(event.reaction),
              },
            },
          },
        },
        open: {
          tags: ['modal'],
          on: {
            'http.reaction': {
              guard: 'isNewModalReaction',
              actions: {
                type: 'queueModal',
                params: ({ event }) => modalOf(event.reaction),
              },
            },
            // A 403 modal goes back one page when read, whether or not another modal follows it.
            'modal.close': [
              {
                guard: and(['hasQueuedModal', 'goesBack']),
                target: 'open',
                reenter: true,
                actions: ['goBack', 'showNextModal'],
              },
              { guard: 'hasQueuedModal', target: 'open', reenter: true, actions: 'showNextModal' },
              { guard: 'goesBack', target: 'closed', actions: ['goBack', assign({ modal: undefined })] },
              { target: 'closed', actions: assign({ modal: undefined }) },
            ],
          },
        },
      },
    },
    loader: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'loader.show': { target: 'visible', actions: assign({ loaderCount: 1 }) } },
        },
        visible: {
          tags: ['loader'],
          on: {
            'loader.show': { actions: assign({ loaderCount: ({ context }) => context.loaderCount + 1 }) },
            'loader.hide': [
              {
                guard: 'loaderStillNeeded',
                actions: assign({ loaderCount: ({ context }) => context.loaderCount - 1 }),
              },
              { target: 'hidden', actions: assign({ loaderCount: 0 }) },
            ],
          },
        },
      },
    },
  },
});
