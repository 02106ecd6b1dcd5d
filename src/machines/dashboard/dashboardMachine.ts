import { type ActorRefFrom, assertEvent, assign, emit, sendParent, setup, spawnChild } from 'xstate';
import { httpActor } from '../../actors/http';
import type { DashboardStatus } from '../../api/dashboard/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { cardMachine } from './cardMachine';
import { type CardId, type CardSource, isCardShown } from './dashboardCards';
import { applyDashboardStatus, type DashboardFlags, INITIAL_FLAGS } from './dashboardFlags';
import { surveyMachine } from './surveyMachine';

export type CardRef = ActorRefFrom<typeof cardMachine>;

export interface DashboardInput {
  /**
   * The boxes in page order, as the features declare them (src/views/dashboard/cards.ts finds
   * them): the machine starts a box's row and reads its flag, the view lays it out.
   */
  boxes: readonly CardSource[];
  /** Whether the person has seen the customer survey (the login response's customerSurveyDisplayed). */
  surveyDisplayed: boolean;
}

export interface DashboardContext {
  boxes: readonly CardSource[];
  surveyDisplayed: boolean;
  flags: DashboardFlags;
  /** The boxes whose request actor has started; a box without one is a skeleton. */
  cards: Partial<Record<CardId, CardRef>>;
}

/**
 * The view says when the page is on screen, and asks for the boxes it needs now: those on
 * screen first, the rest when the page is idle.
 */
export type DashboardEvent =
  | { type: 'view.shown' }
  | { type: 'view.cardsNeeded'; ids: readonly CardId[] }
  /** The survey child was shown: the session remembers it. */
  | { type: 'survey.displayed' };

/** The boxes of a request that are shown and not started yet, in page order. */
export function cardsToStart(context: DashboardContext, ids: readonly CardId[]): CardId[] {
  return context.boxes
    .filter((card) => ids.includes(card.id) && !context.cards[card.id] && isCardShown(card, context.flags))
    .map((card) => card.id);
}

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
    emitted: {} as PageEffect,
  },
  actors: {
    status: httpActor('dashboardStatus'),
    card: cardMachine,
    // The survey tells this page it was shown; the page's chart tells the session.
    survey: surveyMachine.provide({ actions: { markDisplayed: sendParent({ type: 'survey.displayed' }) } }),
  },
  actions: {
    applyStatus: assign({
      flags: ({ context }, output: DashboardStatus) => applyDashboardStatus(context.flags, output),
    }),
    startCards: assign({
      cards: ({ context, event, spawn }) => {
        assertEvent(event, 'view.cardsNeeded');
        const cards = { ...context.cards };
        for (const id of cardsToStart(context, event.ids)) {
          const card = context.boxes.find((c) => c.id === id)!;
          cards[id] = spawn('card', { id: `card.${id}`, input: card.row });
        }
        return cards;
      },
    }),
  },
  guards: {
    hasCardsToStart: ({ context, event }) => {
      assertEvent(event, 'view.cardsNeeded');
      return cardsToStart(context, event.ids).length > 0;
    },
    isActive: (_, output: DashboardStatus) => output.dashboardActive === true,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    boxes: input.boxes,
    surveyDisplayed: input.surveyDisplayed,
    flags: INITIAL_FLAGS,
    cards: {},
  }),
  on: {
    'view.cardsNeeded': { guard: 'hasCardsToStart', actions: 'startCards' },
    'survey.displayed': {
      description: 'The survey was shown: the session remembers it, so it is asked once.',
      actions: emit({ type: 'session' as const, event: { type: 'survey.displayed' as const } }),
    },
  },
  initial: 'waitingForPage',
  states: {
    waitingForPage: {
      description:
        'The status call waits for the page’s first paint: on a fresh load it is the HTTP client’s first, slowest request, and it then runs in a task of its own rather than inside the page’s first commit (issue 7).',
      tags: ['init'],
      on: {
        'view.shown': {
          target: 'checkingStatus',
          // The survey is a modal, never the first thing: it starts with the page painted.
          actions: spawnChild('survey', {
            id: 'survey',
            input: ({ context }) => ({ displayed: context.surveyDisplayed }),
          }),
        },
      },
    },
    checkingStatus: {
      description: 'Spec §4 initial flags: every card shows (loading) until the status says otherwise.',
      tags: ['init'],
      invoke: {
        id: 'status',
        src: 'status',
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }) => event.output },
            target: 'active',
            actions: {
              type: 'applyStatus',
              params: ({ event }: { event: { output: DashboardStatus } }) => event.output,
            },
          },
          {
            target: 'inactive',
            actions: {
              type: 'applyStatus',
              params: ({ event }: { event: { output: DashboardStatus } }) => event.output,
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

/** The survey child, once the page is painted (the boxes' ids are dynamic, so children are untyped). */
export const surveyOf = (snapshot: { children: Record<string, unknown> }) =>
  snapshot.children.survey as ActorRefFrom<typeof surveyMachine> | undefined;
