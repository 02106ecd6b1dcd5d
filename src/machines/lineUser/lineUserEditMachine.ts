import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsersTypes';
import type { LineUserProduct, LineUserValidation } from '../../api/lineUserTypes';
import { mayDo } from '../../lib/rights';

/** "Bilgileri düzelt": the same person, details corrected; "Kullanıcıyı değiştir": another person from a day on. */
export type LineUserEditMode = 'correct' | 'change';

/** What the form sends; `effectiveDate` (yyyy-MM-dd) only counts in change mode. */
export interface LineUserFormValues {
  userName: string;
  identityNumber: string;
  email: string;
  department: string;
  costCenter: string;
  effectiveDate: string;
}

export type LineUserField = keyof LineUserFormValues;
export type FieldErrors = Partial<Record<LineUserField, string>>;

/** A failed call: its code for the view to choose the words, and the server's own sentence. */
export interface EditFailure {
  code: string;
  message: string | undefined;
}

/** What just happened, for the view's success line. */
export type EditNotice =
  | 'updated'
  | 'changeScheduled'
  | 'changeWithdrawn'
  | 'invoiceNameShown'
  | 'invoiceNameHidden';

export interface LineUserEditContext {
  productId: string;
  line: LineUserProduct | undefined;
  mode: LineUserEditMode;
  fieldErrors: FieldErrors;
  failure: EditFailure | undefined;
  notice: EditNotice | undefined;
  /** Whether anything was written: the list reloads when the dialog closes. */
  changed: boolean;
  /** The values being validated and saved. */
  pending: LineUserFormValues | undefined;
  /** The person's rights (the session's rights child): every change here is the lineUser group's Talep. */
  rights: PersonRights | undefined;
}

export type LineUserEditEvent =
  | { type: 'user.mode'; mode: LineUserEditMode }
  | { type: 'user.save'; values: LineUserFormValues }
  | { type: 'user.withdraw' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.invoiceName'; visible: boolean }
  | { type: 'user.retry' }
  | { type: 'user.close' };

export interface SaveInput {
  productId: string;
  mode: LineUserEditMode;
  values: LineUserFormValues;
}

const mustProvide = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided`);
};

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
 * switched here too. Actors are named and provided at the edge.
 */
export const lineUserEditMachine = setup({
  types: {
    context: {} as LineUserEditContext,
    events: {} as LineUserEditEvent,
    input: {} as { productId: string; rights?: PersonRights },
    output: {} as { changed: boolean },
  },
  actors: {
    loadLine: fromPromise<LineUserProduct, { productId: string }>(mustProvide('loadLine')),
    validate: fromPromise<LineUserValidation, SaveInput>(mustProvide('validate')),
    save: fromPromise<LineUserProduct, SaveInput>(mustProvide('save')),
    withdrawChange: fromPromise<LineUserProduct, { productId: string }>(mustProvide('withdrawChange')),
    setInvoiceName: fromPromise<{ visible: boolean }, { msisdn: string; visible: boolean }>(
      mustProvide('setInvoiceName'),
    ),
  },
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
