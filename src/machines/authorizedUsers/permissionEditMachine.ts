import { and, assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import {
  AUTHORIZED_USER_OTP_PURPOSE,
  type PermissionChangeAnswer,
  type PermissionLevel,
  type PersonPermissions,
} from '../../api/authorizedUsers/types';
import { failureEvent, successEvent } from '../../lib/analytics';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import type { PageEffect } from '../shared/page/pageEffects';
import { permissionEditActors, type SaveInput } from './authorizedUsersActors';
import { draftChanges, hasChanges, type PermissionDraft, setLevel } from './permissionRules';

export type { SaveInput } from './authorizedUsersActors';

/** The §3 event payload of a change: how many groups changed and the person's type. */
export interface ChangeReport {
  changedGroups: number;
  errorMessage?: string;
}

export interface PermissionEditContext {
  userId: number;
  person: PersonPermissions | undefined;
  draft: PermissionDraft;
  failure: string | undefined;
  transactionId: string | undefined;
  /** The groups the last saved change changed (for the result line). */
  savedGroups: number | undefined;
}

export type PermissionEditEvent =
  | { type: 'level.set'; group: string; level: PermissionLevel; on: boolean }
  | { type: 'fullAuthority.set'; on: boolean }
  | { type: 'user.reset' }
  | { type: 'user.review' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.retry' }
  | { type: 'user.again' };

export const PERMISSION_CHANGE_ACTION = 'AUTHORIZED_USER_PERMISSION_CHANGE';

/** The §3 event of a permission change: the changed groups as actionCount, or the refusal. */
export const permissionChangeEvent = (report: ChangeReport) =>
  report.errorMessage === undefined
    ? successEvent(PERMISSION_CHANGE_ACTION, { actionCount: report.changedGroups })
    : failureEvent(PERMISSION_CHANGE_ACTION, { errorMessage: report.errorMessage });

/** The invoke's error, as the storeFailure action takes it. */
const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

const draftOf = (person: PersonPermissions): PermissionDraft => ({
  fullAuthority: person.fullAuthority,
  permissions: person.permissions,
});

/**
 * The person after a save: the save's answer carries the rights, and its companies without their
 * details (corporate number, holding), which the load read beside them and a change of rights
 * does not touch. Each company keeps the details already shown, so nothing turns into "—".
 */
export function withCompanyDetails(
  saved: PersonPermissions,
  shown: PersonPermissions | undefined,
): PersonPermissions {
  const known = new Map((shown?.companies ?? []).map((c) => [c.corporateNcst, c]));
  return {
    ...saved,
    companies: saved.companies.map((c) => {
      const before = known.get(c.corporateNcst);
      return {
        ...c,
        corporateId: c.corporateId ?? before?.corporateId,
        holdingName: c.holdingName ?? before?.holdingName,
      };
    }),
  };
}

export const changesOf = (context: PermissionEditContext) =>
  context.person ? draftChanges(draftOf(context.person), context.draft) : { fullAuthority: null, groups: [] };

/** The save's answer, as the saved action and the change report take it. */
const answerOf = ({ event }: { event: { output: PermissionChangeAnswer } }) => event.output;

/**
 * Confirm with the SMS code (reference: the person whose rights change), then save. A refused
 * save keeps the summary for another try with a new code; the row's modal says why.
 */
const save = confirmedWrite({
  code: {
    purpose: AUTHORIZED_USER_OTP_PURPOSE,
    reference: (context: PermissionEditContext) => String(context.userId),
    description: 'The OTP child confirms the change; its reference is the person whose rights change.',
    tags: ['step:review'],
    back: { target: 'reviewing' },
  },
  writeState: 'saving',
  write: {
    src: 'save',
    tags: ['busy', 'step:review'],
    input: (context, transactionId): SaveInput => ({
      userId: context.userId,
      ...context.draft,
      transactionId,
    }),
  },
  written: {
    target: 'done',
    actions: [
      { type: 'saved', params: answerOf },
      {
        type: 'reportChange',
        params: (args: { event: { output: PermissionChangeAnswer } }) => ({
          changedGroups: answerOf(args).changedGroups,
        }),
      },
    ],
  },
  writeFailed: {
    target: 'reviewing',
    actions: [
      { type: 'storeFailure', params: failureOf },
      {
        type: 'reportChange',
        params: ({ event }: { event: { error: unknown } }) => ({
          changedGroups: 0,
          errorMessage: errorMessage(event.error),
        }),
      },
    ],
  },
});

/**
 * One person's permissions on /update-authorized-user-info: read them, tick levels per group (or
 * full authority), read the summary of what changes, confirm with the SMS code (the OTP machine
 * as child, reference = the person's id) and save. A person whose rights the signed-in person may
 * not change (their own, or without full authority) stays read-only with the reason shown; the
 * company's last full-authority person cannot lose it (the checkbox stays, explained).
 */
export const permissionEditMachine = setup({
  types: {
    context: {} as PermissionEditContext,
    events: {} as PermissionEditEvent,
    input: {} as { userId: number },
    emitted: {} as PageEffect,
  },
  // The real calls are the default; tests provide stand-ins.
  actors: { ...permissionEditActors, otp: confirmationOtpMachine },
  actions: {
    /** The analytics event of spec §3, sent by the edge (usePageActor). */
    reportChange: emit((_, report: ChangeReport) => ({
      type: 'analytics' as const,
      event: permissionChangeEvent(report),
    })),
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    saved: assign(({ context }, answer: PermissionChangeAnswer) => ({
      person: withCompanyDetails(answer, context.person),
      draft: draftOf(answer),
      savedGroups: answer.changedGroups,
    })),
  },
  guards: {
    editable: ({ context }) => context.person?.refusal === null,
    mayDropFullAuthority: ({ context, event }) => {
      assertEvent(event, 'fullAuthority.set');
      return event.on || context.person?.lastFullAuthority === null;
    },
    gridOpen: ({ context }) => !context.draft.fullAuthority,
    changed: ({ context }) => hasChanges(changesOf(context)),
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'authorizedUserPermissions',
  context: ({ input }) => ({
    userId: input.userId,
    person: undefined,
    draft: { fullAuthority: false, permissions: [] },
    failure: undefined,
    transactionId: undefined,
    savedGroups: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'editing',
          actions: assign({
            person: ({ event }) => event.output,
            draft: ({ event }) => draftOf(event.output),
            failure: undefined,
          }),
        },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    loadFailed: { on: { 'user.retry': 'loading' } },
    editing: {
      tags: ['step:edit'],
      on: {
        'level.set': {
          guard: and(['editable', 'gridOpen']),
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              permissions: setLevel(context.draft.permissions, event.group, event.level, event.on),
            }),
          }),
        },
        'fullAuthority.set': {
          guard: and(['editable', 'mayDropFullAuthority']),
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, fullAuthority: event.on }) }),
        },
        'user.reset': {
          guard: 'changed',
          actions: assign({
            draft: ({ context }) => (context.person ? draftOf(context.person) : context.draft),
          }),
        },
        'user.review': { guard: and(['editable', 'changed']), target: 'reviewing' },
      },
    },
    reviewing: {
      tags: ['step:review'],
      on: {
        'user.back': { target: 'editing', actions: assign({ failure: undefined }) },
        'user.confirm': { target: 'confirmingCode', actions: assign({ failure: undefined }) },
      },
    },
    confirmingCode: save.code,
    saving: save.write,
    done: {
      tags: ['step:done'],
      on: { 'user.again': { target: 'editing', actions: assign({ savedGroups: undefined }) } },
    },
  },
});
