import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { SecureInternetProfile, SecureInternetSaveAnswer } from '../../api/secureInternet/types';
import { mayDo } from '../../lib/rights';

export interface SaveInput {
  profile: SecureInternetProfile;
  msisdns: string[];
}

export interface ProfileChangeContext {
  /** The person's rights (the session's rights child): a change needs the secureInternet group's Talep. */
  rights: PersonRights | undefined;
  /** The chosen lines' numbers. */
  selected: string[];
  profile: SecureInternetProfile | undefined;
  result: SecureInternetSaveAnswer | undefined;
  /** The failed save's code; the view words it. */
  failure: string | undefined;
}

export type ProfileChangeEvent =
  | { type: 'selection.change'; ids: string[] }
  | { type: 'user.change' }
  | { type: 'user.save'; profile: SecureInternetProfile }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/**
 * "Profil değiştir" for the chosen lines (issue 16): the person picks a profile in a dialog and
 * saves; each line's result (changed, already so, refused with the reason) shows until dismissed,
 * and the page reloads its lines and history (`profilesSaved`, provided by the page machine).
 */
export const profileChangeMachine = setup({
  types: {
    context: {} as ProfileChangeContext,
    events: {} as ProfileChangeEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    save: fromPromise<SecureInternetSaveAnswer, SaveInput>(async () => {
      throw new Error('save must be provided');
    }),
  },
  actions: {
    storeSelection: assign(({ event }) => {
      assertEvent(event, 'selection.change');
      return { selected: event.ids };
    }),
    profilesSaved: () => {
      throw new Error('profilesSaved must be provided');
    },
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    /** No dialog and no write without the secureInternet group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'secureInternet', 'request'),
  },
}).createMachine({
  id: 'profileChange',
  context: ({ input }) => ({
    rights: input.rights,
    selected: [],
    profile: undefined,
    result: undefined,
    failure: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'selection.change': { actions: 'storeSelection' },
        'user.change': { guard: and(['mayRequest', 'hasSelection']), target: 'choosing' },
      },
    },
    choosing: {
      tags: ['dialog'],
      on: {
        'user.save': {
          guard: 'mayRequest',
          target: 'saving',
          actions: assign(({ event }) => ({ profile: event.profile, failure: undefined })),
        },
        'user.cancel': 'idle',
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ profile: context.profile ?? 'STANDARD', msisdns: context.selected }),
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ result: event.output, selected: [] })), 'profilesSaved'],
        },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ failure: errorCode(event.error) })),
        },
      },
    },
    done: {
      description: 'Each line’s result shows until the person dismisses it or chooses lines again.',
      on: {
        'selection.change': { target: 'idle', actions: 'storeSelection' },
        'user.dismiss': { target: 'idle', actions: assign({ result: undefined }) },
      },
    },
  },
});
