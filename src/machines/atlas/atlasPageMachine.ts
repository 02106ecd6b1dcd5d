import { assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { FlowTestCoverage } from '../../api/flowCoverage/types';
import type { FlowSessions, FlowStep, FlowUsage } from '../../api/flowUsage/types';
import { type AtlasPeriod, DEFAULT_ATLAS_PERIOD, periodRange } from '../../lib/atlasPeriod';
import { atlasPageActors } from './atlasPageActors';

export type AtlasLayer = 'usage' | 'coverage';

export interface AtlasPageContext {
  /** The UTC day the periods count back from (the edge reads the clock). */
  today: string;
  flow: string | undefined;
  period: AtlasPeriod;
  layer: AtlasLayer;
  usage: FlowUsage | undefined;
  coverage: FlowTestCoverage | undefined;
  /** The state (dotted path) whose top exits are listed. */
  selected: string | undefined;
  sessions: FlowSessions['sessions'];
  session: string | undefined;
  steps: FlowStep[];
  /** The replayed step's index in `steps`. */
  step: number;
  usageError: string | undefined;
  coverageError: string | undefined;
  replayError: string | undefined;
}

export type AtlasPageEvent =
  | { type: 'user.pickFlow'; flow: string }
  | { type: 'user.pickPeriod'; period: AtlasPeriod }
  | { type: 'user.pickLayer'; layer: AtlasLayer }
  | { type: 'user.selectState'; state: string | undefined }
  | { type: 'user.retry' }
  | { type: 'user.retryCoverage' }
  | { type: 'user.openReplay' }
  | { type: 'user.pickSession'; session: string }
  | { type: 'user.stepNext' }
  | { type: 'user.stepPrevious' }
  | { type: 'user.closeReplay' };

const fresh = {
  usage: undefined,
  coverage: undefined,
  selected: undefined,
  sessions: [],
  session: undefined,
  steps: [],
  step: 0,
  usageError: undefined,
  coverageError: undefined,
  replayError: undefined,
} satisfies Partial<AtlasPageContext>;

/**
 * The flow atlas's analysis of one flow (issue 41): its usage in a period drawn on the chart,
 * the model tests' walk as a second layer, and the replay of one recorded session. Each part
 * loads on its own, so a failing one leaves the others on the page.
 */
export const atlasPageMachine = setup({
  types: {
    context: {} as AtlasPageContext,
    events: {} as AtlasPageEvent,
    input: {} as { today: string },
  },
  actors: atlasPageActors,
  actions: {
    storeUsageError: assign((_, error: unknown) => ({ usageError: errorMessage(error) })),
    storeCoverageError: assign((_, error: unknown) => ({ coverageError: errorMessage(error) })),
    storeReplayError: assign((_, error: unknown) => ({ replayError: errorMessage(error) })),
  },
  guards: {
    otherFlow: ({ context, event }) => event.type === 'user.pickFlow' && event.flow !== context.flow,
    hasNext: ({ context }) => context.step < context.steps.length - 1,
    hasPrevious: ({ context }) => context.step > 0,
  },
}).createMachine({
  id: 'atlasPage',
  context: ({ input }) => ({
    today: input.today,
    flow: undefined,
    period: DEFAULT_ATLAS_PERIOD,
    layer: 'usage',
    ...fresh,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No flow picked yet: the page asks for one.',
      on: {
        'user.pickFlow': { target: 'analysing', actions: assign(({ event }) => ({ flow: event.flow })) },
      },
    },
    analysing: {
      type: 'parallel',
      on: {
        'user.pickFlow': {
          guard: 'otherFlow',
          target: 'analysing',
          reenter: true,
          actions: assign(({ event }) => ({ flow: event.flow, ...fresh })),
        },
        'user.pickLayer': { actions: assign(({ event }) => ({ layer: event.layer })) },
        'user.selectState': { actions: assign(({ event }) => ({ selected: event.state })) },
      },
      states: {
        usage: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['usage:loading'],
              invoke: {
                id: 'loadUsage',
                src: 'loadUsage',
                input: ({ context }) => ({
                  flow: context.flow!,
                  ...periodRange(context.period, context.today),
                }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ event }) => ({ usage: event.output, usageError: undefined })),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeUsageError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
            shown: {
              tags: ['usage:shown'],
              on: {
                'user.pickPeriod': {
                  target: 'loading',
                  actions: assign(({ event }) => ({ period: event.period, selected: undefined })),
                },
              },
            },
            failed: {
              tags: ['usage:failed'],
              on: {
                'user.retry': 'loading',
                'user.pickPeriod': {
                  target: 'loading',
                  actions: assign(({ event }) => ({ period: event.period })),
                },
              },
            },
          },
        },
        coverage: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['coverage:loading'],
              invoke: {
                id: 'loadCoverage',
                src: 'loadCoverage',
                input: ({ context }) => ({ flow: context.flow! }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ event }) => ({ coverage: event.output, coverageError: undefined })),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeCoverageError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
            shown: { tags: ['coverage:shown'] },
            failed: { tags: ['coverage:failed'], on: { 'user.retryCoverage': 'loading' } },
          },
        },
        replay: {
          initial: 'closed',
          states: {
            closed: { on: { 'user.openReplay': 'listing' } },
            listing: {
              tags: ['replay:loading'],
              invoke: {
                id: 'loadSessions',
                src: 'loadSessions',
                input: ({ context }) => ({
                  flow: context.flow!,
                  ...periodRange(context.period, context.today),
                }),
                onDone: {
                  target: 'choosing',
                  actions: assign(({ event }) => ({
                    sessions: event.output.sessions,
                    replayError: undefined,
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeReplayError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
            choosing: {
              description: 'The recorded sessions of the period are listed; none is picked yet.',
              tags: ['replay:choosing'],
              on: {
                'user.pickSession': {
                  target: 'loadingPath',
                  actions: assign(({ event }) => ({ session: event.session })),
                },
                // The list belongs to the period: a new period lists its own sessions.
                'user.pickPeriod': 'listing',
                'user.closeReplay': 'closed',
              },
            },
            loadingPath: {
              tags: ['replay:loading'],
              invoke: {
                id: 'loadPath',
                src: 'loadPath',
                input: ({ context }) => ({ flow: context.flow!, session: context.session! }),
                onDone: {
                  target: 'playing',
                  actions: assign(({ event }) => ({
                    steps: event.output.steps,
                    step: 0,
                    replayError: undefined,
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeReplayError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
            playing: {
              description: "One session's steps, one at a time, drawn on the chart.",
              tags: ['replay:playing'],
              on: {
                'user.stepNext': {
                  guard: 'hasNext',
                  actions: assign(({ context }) => ({ step: context.step + 1 })),
                },
                'user.stepPrevious': {
                  guard: 'hasPrevious',
                  actions: assign(({ context }) => ({ step: context.step - 1 })),
                },
                'user.pickSession': {
                  target: 'loadingPath',
                  actions: assign(({ event }) => ({ session: event.session })),
                },
                'user.closeReplay': {
                  target: 'closed',
                  actions: assign({ session: undefined, steps: [], step: 0 }),
                },
              },
            },
            failed: {
              tags: ['replay:failed'],
              on: { 'user.openReplay': 'listing', 'user.closeReplay': 'closed' },
            },
          },
        },
      },
    },
  },
});
