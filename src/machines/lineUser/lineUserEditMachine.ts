import { type ActorRefFrom, and, assertEvent, assign, setup } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { LineUserProduct, LineUserValidation } from '../../api/lineUser/types';
import { mayDo } from '../../lib/rights';
import { lineUserEditActors } from './lineUserActors';
import type {
  EditFailure,
  EditNotice,
  FieldErrors,
  LineUserEditContext,
  LineUserEditEvent,
  LineUserField,
} from './lineUserEditTypes';

export type {
  EditFailure,
  EditNotice,
  FieldErrors,
  LineUserEditContext,
  LineUserEditEvent,
  LineUserEditMode,
  LineUserField,
  LineUserFormValues,
  SaveInput,
} from './lineUserEditTypes';

function failureOf(error: unknown): EditFailure {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' && e.code !== '' ? e.code : 'UNKNOWN',
    message: typeof e?.message === 'string' && e.message !== '' ? e.message : undefined,
  };
}

const FORM_FIELDS: readonly LineUserField[] = [
  'userName',
  'identityNumber',
  'email',
  'department',
  'costCenter',
];
const isFormField = (field: string): field is LineUserField =>
  (FORM_FIELDS as readonly string[]).includes(field);

/**
 * One line's user, in a dialog (spec §3 line user info): load, edit, then validate (every
 * field's problem at once, next to the field) before the update or the change is sent. A
 * pending change can be withdrawn after a confirmation; the line's invoice name setting is
 * switched here too. Its calls are the line-user rows (lineUserActors.ts); the line-user page
 * invokes it while a line's dialog is open and reloads its list when it ends having written.
 */
export const lineUserEditMachine = setup({
  types: {
    context: {} as LineUserEditContext,
    events: {} as LineUserEditEvent,
    input: {} as { productId: string; rights?: PersonRights },
    output: {} as { changed: boolean },
  },
  // The real calls are the defaults; tests provide fakes.
  actors: lineUserEditActors,
  guards: {
    hasPendingChange: ({ context }) => Boolean(context.line?.pendingChange),
    /** No write without the lineUser group's Talep (issue 37), whatever the buttons show. */
    mayRequest: ({ context }) => mayDo(context.rights, 'lineUser', 'request'),
    valid: (_, validation: LineUserValidation) => validation.valid,
  },
  actions: {
    storeLine: assign((_, line: LineUserProduct) => ({ line })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureOf(error) })),
    clearMessages: assign({ failure: undefined, notice: undefined, fieldErrors: {} }),
    storeFieldErrors: assign((_, validation: LineUserValidation) => ({
      fieldErrors: Object.fromEntries(
        validation.errors.filter((e) => isFormField(e.field)).map((e) => [e.field, e.message]),
      ) as FieldErrors,
    })),
    written: assign((_, params: { line: LineUserProduct; notice: EditNotice }) => ({
      line: params.line,
      notice: params.notice,
      changed: true,
      pending: undefined,
    })),
  },
}).createMachine({
  id: 'lineUserEdit',
  context: ({ input }) => ({
    productId: input.productId,
    rights: input.rights,
    line: undefined,
    mode: 'correct',
    fieldErrors: {},
    failure: undefined,
    notice: undefined,
    changed: false,
    pending: undefined,
  }),
  initial: 'loading',
  on: { 'user.close': '.closed' },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLine',
        src: 'loadLine',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'editing', actions: { type: 'storeLine', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    editing: {
      tags: ['form'],
      on: {
        'user.mode': {
          actions: [
            'clearMessages',
            assign(({ event }) => {
              assertEvent(event, 'user.mode');
              return { mode: event.mode };
            }),
          ],
        },
        'user.save': {
          guard: 'mayRequest',
          target: 'validating',
          actions: [
            'clearMessages',
            assign(({ event }) => {
              assertEvent(event, 'user.save');
              return { pending: event.values };
            }),
          ],
        },
        'user.withdraw': {
          guard: and(['mayRequest', 'hasPendingChange']),
          target: 'confirmingWithdraw',
          actions: 'clearMessages',
        },
        'user.invoiceName': { guard: 'mayRequest', target: 'settingInvoiceName', actions: 'clearMessages' },
      },
    },
    validating: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({
          productId: context.productId,
          mode: context.mode,
          values: context.pending!,
        }),
        onDone: [
          { guard: { type: 'valid', params: ({ event }) => event.output }, target: 'saving' },
          { target: 'editing', actions: { type: 'storeFieldErrors', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          productId: context.productId,
          mode: context.mode,
          values: context.pending!,
        }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'written',
            params: ({ context, event }) => ({
              line: event.output,
              notice: context.mode === 'correct' ? 'updated' : 'changeScheduled',
            }),
          },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    saved: {
      description: 'The update or the change was accepted; the dialog says so until it is closed.',
    },
    confirmingWithdraw: {
      tags: ['form'],
      on: { 'user.confirm': 'withdrawing', 'user.cancel': 'editing' },
    },
    withdrawing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'withdrawChange',
        src: 'withdrawChange',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'written',
            params: ({ event }) => ({ line: event.output, notice: 'changeWithdrawn' }),
          },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    settingInvoiceName: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'setInvoiceName',
        src: 'setInvoiceName',
        input: ({ context, event }) => {
          assertEvent(event, 'user.invoiceName');
          return { msisdn: context.line!.msisdn, visible: event.visible };
        },
        onDone: {
          target: 'editing',
          actions: {
            type: 'written',
            params: ({ context, event }) => {
              const { visible } = event.output;
              return {
                line: { ...context.line!, invoiceNameVisible: visible },
                notice: visible ? 'invoiceNameShown' : 'invoiceNameHidden',
              };
            },
          },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ changed: context.changed }),
});

export type LineUserEditRef = ActorRefFrom<typeof lineUserEditMachine>;
