import { type ActorRefFrom, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { SimPoolAnswer } from '../../api/simMatching/types';
import { iccidProblem } from '../../lib/iccid';
import { checkPool } from './simMatchingActors';

export interface PoolCheckContext {
  iccid: string;
  answer: SimPoolAnswer | undefined;
  error: string | undefined;
}

export type PoolCheckEvent = { type: 'user.check'; iccid: string };

/**
 * "Bu SIM kart havuzda mı?": one card's place in the company's pool, before a list is made.
 * A card written wrong is said next to the field by the view and never asked.
 */
export const poolCheckMachine = setup({
  types: { context: {} as PoolCheckContext, events: {} as PoolCheckEvent },
  actors: { checkPool },
  guards: { wellFormed: ({ event }) => iccidProblem(event.iccid) === null },
}).createMachine({
  id: 'simPoolCheck',
  context: { iccid: '', answer: undefined, error: undefined },
  initial: 'idle',
  on: {
    'user.check': {
      guard: 'wellFormed',
      target: '.checking',
      actions: assign({ iccid: ({ event }) => event.iccid, answer: undefined, error: undefined }),
    },
  },
  states: {
    idle: {},
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkPool',
        src: 'checkPool',
        input: ({ context }) => ({ iccid: context.iccid }),
        onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    answered: { tags: ['answered'] },
    failed: { tags: ['failed'] },
  },
});

export type PoolCheckRef = ActorRefFrom<typeof poolCheckMachine>;
