/**
 * The new-line wizard's states after the order is created: it is sent to MARS (again, safely,
 * after a failure), its result is read, and the done step offers a new order. Placed by the
 * chart (newLineMachine.ts) under these names; the actors and actions are newLineSetup's.
 */
import { stepTag } from '../shared/wizard/wizardSteps';
import type { OrderResult } from './newLineActors';
import type { NewLineContext } from './newLineContext';

type Args = { context: NewLineContext };

export const afterOrderStates = {
  sendingToMars: {
    tags: [stepTag('done'), 'busy'],
    invoke: {
      id: 'marsSend',
      src: 'marsSend',
      input: ({ context }: Args) => ({ params: { orderId: context.orderId } }),
      onDone: 'loadingResult',
      onError: 'marsFailed',
    },
  },
  marsFailed: {
    description: 'The order exists but did not reach MARS; sending again is safe.',
    tags: [stepTag('done'), 'failed'],
    on: { 'user.retry': 'sendingToMars' },
  },
  loadingResult: {
    tags: [stepTag('done'), 'busy'],
    invoke: {
      id: 'loadResult',
      src: 'loadResult',
      input: ({ context }: Args) => ({ orderId: context.orderId }),
      onDone: {
        target: 'done',
        actions: {
          type: 'setResult',
          params: ({ event }: { event: { output: OrderResult } }) => event.output,
        },
      },
      onError: 'done',
    },
  },
  done: {
    tags: [stepTag('done')],
    on: { 'user.restart': { target: 'loadingOptions', actions: 'startOver' } },
  },
} as const;
