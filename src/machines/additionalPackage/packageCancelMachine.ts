import { and, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { HistoryDetail } from '../../api/additionalPackage/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { mayDo } from '../../lib/rights';
import { packageCancelActors } from './packageActors';

export interface PackageCancelContext {
  /** The person's rights (the session's rights child): a cancellation needs the group's Talep. */
  rights: PersonRights | undefined;
  /** The chosen packages' ids, in the table's order. */
  selected: string[];
  result: HistoryDetail | undefined;
  failure: string | undefined;
}

export type PackageCancelEvent =
  | { type: 'packages.select'; packageIds: string[] }
  | { type: 'user.cancel' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.close' };

/**
 * /additional-package-cancellation: choose running packages in the list, ask to cancel, confirm
 * in a dialog (a cancellation costs nothing and needs no SMS code; the dialog says the unused
 * part is lost), and read each line's result. `cancelled` tells the page to list again.
 */
export const packageCancelMachine = setup({
  types: {
    context: {} as PackageCancelContext,
    events: {} as PackageCancelEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  // The real call is the default; tests provide stand-ins.
  actors: packageCancelActors,
  actions: {
    /** Provided by the page machine (cancellationPageMachine): the active list shows what is left. */
    cancelled: () => {
      throw new Error('cancelled must be provided');
    },
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    /** No cancellation without the additionalPackage group's Talep (issue 37); listing needs none. */
    mayRequest: ({ context }) => mayDo(context.rights, 'additionalPackage', 'request'),
  },
}).createMachine({
  id: 'packageCancel',
  context: ({ input }) => ({ rights: input.rights, selected: [], result: undefined, failure: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'packages.select': {
          actions: assign({ selected: ({ event }) => event.packageIds, failure: undefined }),
        },
        'user.cancel': { guard: and(['mayRequest', 'hasSelection']), target: 'asking' },
      },
    },
    asking: {
      description: 'The confirmation dialog names the packages and says the unused part is lost.',
      on: {
        'user.confirm': { guard: 'mayRequest', target: 'cancelling' },
        'user.dismiss': 'idle',
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ packageIds: context.selected }),
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output, selected: [] }), 'cancelled'],
        },
        // The row's modal says why; the selection stays for another try.
        onError: {
          target: 'idle',
          actions: assign({ failure: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    done: {
      description: 'Each line’s result of the cancellation.',
      on: { 'user.close': { target: 'idle', actions: assign({ result: undefined }) } },
    },
  },
});
