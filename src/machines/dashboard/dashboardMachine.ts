import { type ActorRefFrom, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import { cardMachine } from './cardMachine';
import { type CardId, DASHBOARD_CARDS } from './dashboardCards';
import { applyDashboardStatus, type DashboardFlags, INITIAL_FLAGS } from './dashboardFlags';

export type CardRef = ActorRefFrom<typeof cardMachine>;

export interface DashboardContext {
  flags: DashboardFlags;
  cards: Record<CardId, CardRef>;
}

/**
 * The dashboard: every box is its own request actor, started at once so one slow or failing
 * call never holds the others; the status call (spec §3/§4 flags) decides which boxes show.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
  },
  actors: {
    status: httpActor<unknown, undefined>('dashboardStatus'),
    card: cardMachine,
  },
  actions: {
    applyStatus: assign({
      flags: ({ context }, output: unknown) => applyDashboardStatus(context.flags, output),
    }),
  },
  guards: {
    isActive: (_, output: unknown) =>
      (output as { dashboardActive?: unknown } | null)?.dashboardActive === true,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ spawn }) => ({
    flags: INITIAL_FLAGS,
    cards: Object.fromEntries(
      DASHBOARD_CARDS.map((card) => [card.id, spawn('card', { id: `card.${card.id}`, input: card.row })]),
    ) as Record<CardId, CardRef>,
  }),
  initial: 'checkingStatus',
  states: {
    checkingStatus: {
      description: 'Spec §4 initial flags: every card shows (loading) until the status says otherwise.',
      tags: ['init'],
      invoke: {
        id: 'status',
        src: 'status',
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }: { event: { output: unknown } }) => event.output },
            target: 'active',
            actions: {
              type: 'applyStatus',
              params: ({ event }: { event: { output: unknown } }) => event.output,
            },
          },
          {
            target: 'inactive',
            actions: {
              type: 'applyStatus',
              params: ({ event }: { event: { output: unknown } }) => event.output,
            },
          },
        ],
        onError: 'statusUnknown',
      },
    },
    active: { tags: ['active'] },
    inactive: {
      description: 'dashboardActive is not true: every card flag was forced false.',
      tags: ['inactive'],
    },
    statusUnknown: {
      description: 'The status call failed: it never arrived, so the initial flags stay and so do the boxes.',
      tags: ['statusUnknown'],
    },
  },
});

export type DashboardRef = ActorRefFrom<typeof dashboardMachine>;
