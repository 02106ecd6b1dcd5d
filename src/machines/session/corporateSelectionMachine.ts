import { assertEvent, assign, sendParent, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { EasyLoginCorporate, LoginResponse } from '../../api/types';
import { hasDefaultHolding } from '../../lib/sessionSnapshot';
import { problemOf, type SessionProblem } from './sessionProblem';

export type CorporateSelectionEvent =
  | { type: 'user.selectCorporate'; corporateNcst: string }
  | { type: 'user.setDefaultCorporate'; corporateNcst: string }
  | { type: 'user.clearDefaultCorporate' };

export interface CorporateSelectionInput {
  corporates: EasyLoginCorporate[];
  /** The session's company now. */
  current: string | undefined;
  /** The header switcher chose this company already: the change starts at once. */
  switchTo?: string;
}

export interface CorporateSelectionContext {
  corporates: EasyLoginCorporate[];
  current: string | undefined;
  /** The company being changed to. */
  choice: string | undefined;
  problem: SessionProblem | undefined;
  /** The session the change answered: the step's output. */
  switched: LoginResponse | undefined;
  /** The header switcher started the change: a refusal ends the step (the person's page is behind). */
  fromHeader: boolean;
}

/**
 * How the step ended: the person stayed in the session's company, the session changed company, or
 * the header switcher's change was refused (the session keeps its company; the router says why).
 */
export type CorporateSelectionOutput =
  | { kind: 'stayed' }
  | { kind: 'switched'; login: LoginResponse }
  | { kind: 'refused'; problem: SessionProblem };

/** What the child tells the session while it runs: the list with its new default, to keep. */
export type CorporateListChanged = { type: 'corporate.listChanged'; corporates: EasyLoginCorporate[] };

const listOf = ({ event }: { event: { output: { easyLoginCorporateList: EasyLoginCorporate[] } } }) => ({
  corporates: event.output.easyLoginCorporateList,
});

/** Setting or clearing the default company answers the new list: shown, kept; a refusal is said here. */
const defaultChanged = {
  onDone: {
    target: 'choosing',
    actions: [
      { type: 'showList' as const, params: listOf },
      { type: 'tellSession' as const, params: listOf },
    ],
  },
  onError: {
    target: 'choosing',
    actions: {
      type: 'showProblem' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
};

/**
 * Corporate selection (spec §2): the person picks the company to work in (and may keep one as
 * the default); the header switcher's change runs here too. The session router invokes it while
 * the person is at this step and applies its output: a switch replaces the session's company.
 */
export const corporateSelectionMachine = setup({
  types: {
    context: {} as CorporateSelectionContext,
    events: {} as CorporateSelectionEvent,
    input: {} as CorporateSelectionInput,
    output: {} as CorporateSelectionOutput,
  },
  actors: {
    changeCorporate: httpActor('changeCorporate'),
    defaultHoldingSet: httpActor('defaultHoldingSet'),
    defaultHoldingDelete: httpActor('defaultHoldingDelete'),
  },
  actions: {
    showProblem: assign({ problem: (_, params: { error: unknown }) => problemOf(params.error) }),
    showList: assign({
      corporates: (_, params: { corporates: EasyLoginCorporate[] }) => params.corporates,
    }),
    /** The new list is the session's too: it is kept over a reload whatever the person does next. */
    tellSession: sendParent(
      (_, params: { corporates: EasyLoginCorporate[] }): CorporateListChanged => ({
        type: 'corporate.listChanged',
        corporates: params.corporates,
      }),
    ),
  },
  guards: {
    switchChosen: ({ context }) => context.choice !== undefined,
    startedFromHeader: ({ context }) => context.fromHeader,
    hasDefaultCorporate: ({ context }) => hasDefaultHolding(context.corporates),
    isOtherCorporateThanDefault: ({ context, event }) => {
      assertEvent(event, 'user.setDefaultCorporate');
      return context.corporates.some((c) => c.corporateNcst === event.corporateNcst && !c.defaultCompany);
    },
    isCurrentCorporate: ({ context, event }) => {
      assertEvent(event, 'user.selectCorporate');
      return event.corporateNcst === context.current;
    },
  },
}).createMachine({
  id: 'corporateSelection',
  context: ({ input }) => ({
    corporates: input.corporates,
    current: input.current,
    choice: input.switchTo,
    problem: undefined,
    switched: undefined,
    fromHeader: input.switchTo !== undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'switchChosen', target: 'switching' }, { target: 'choosing' }],
    },
    choosing: {
      on: {
        'user.selectCorporate': [
          { guard: 'isCurrentCorporate', target: 'stayed' },
          {
            target: 'switching',
            actions: assign({ choice: ({ event }) => event.corporateNcst, problem: undefined }),
          },
        ],
        'user.setDefaultCorporate': { guard: 'isOtherCorporateThanDefault', target: 'settingDefault' },
        'user.clearDefaultCorporate': { guard: 'hasDefaultCorporate', target: 'clearingDefault' },
      },
    },
    switching: {
      // The whole page is replaced: the loader overlay says something is happening.
      tags: ['busy', 'loader'],
      invoke: {
        id: 'changeCorporate',
        src: 'changeCorporate',
        input: ({ context }) => ({ body: { corporateNcst: context.choice ?? '' } }),
        onDone: { target: 'switched', actions: assign({ switched: ({ event }) => event.output }) },
        onError: [
          {
            // The person is on another page, not this list: the step ends and the page comes back.
            guard: 'startedFromHeader',
            target: 'refused',
            actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'choosing',
            actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'defaultHoldingSet',
        src: 'defaultHoldingSet',
        input: ({ event }) => {
          assertEvent(event, 'user.setDefaultCorporate');
          return { body: { corporateNcst: event.corporateNcst } };
        },
        ...defaultChanged,
      },
    },
    clearingDefault: {
      tags: ['busy'],
      invoke: { id: 'defaultHoldingDelete', src: 'defaultHoldingDelete', ...defaultChanged },
    },
    stayed: { type: 'final' },
    switched: { type: 'final' },
    refused: { type: 'final' },
  },
  output: ({ context }): CorporateSelectionOutput => {
    if (context.switched) return { kind: 'switched', login: context.switched };
    // A header change never reaches the list: its problem can only be the refusal that ended it.
    if (context.fromHeader && context.problem) return { kind: 'refused', problem: context.problem };
    return { kind: 'stayed' };
  },
});

export type CorporateSelectionMachine = typeof corporateSelectionMachine;
