import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { ProgressListener } from '../../actors/http/uploadProgress';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  DEACTIVATION_OTP_PURPOSE,
  type DeactivationDocument,
  type DeactivationReason,
  type HistoryDetail,
  type SelectionCheck,
} from '../../api/lineDeactivation/types';
import { mayDo } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import type { PickerLine } from '../shared/linePicker/types';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import {
  cancelledUpload,
  type PendingUpload,
  startedUpload,
  type UploadEvent,
  withPercent,
} from '../shared/upload';
import {
  appendDocument,
  type FileProblem,
  fileProblem,
  missingDocuments,
  removeDocumentAt,
  resetDocuments,
} from './documentRules';

export interface StartData {
  reasons: DeactivationReason[];
  /** The person's uploads no deactivation has taken yet (a reload keeps them). */
  documents: DeactivationDocument[];
}

export interface UploadInput {
  documentType: string;
  file: File;
  /** The machine that hears the upload's progress (its own `self`). */
  progressTo?: ProgressListener;
}

export interface DeactivateInput {
  selectionId: string;
  reasonId: string;
  documentIds: string[];
  transactionId: string;
}

export interface DeactivationContext {
  /** The person's rights (the session's rights child): closing lines needs the lineDeactivation group's Talep. */
  rights: PersonRights | undefined;
  reasons: DeactivationReason[];
  lines: PickerLine[];
  check: SelectionCheck | undefined;
  reasonId: string | undefined;
  documents: DeactivationDocument[];
  /** A file refused before any upload (the view words the code). */
  fileProblem: FileProblem | undefined;
  /** The upload running (its percent) or the last one cancelled (its file, to send again). */
  upload: PendingUpload | undefined;
  /** The server's (or the error catalogue's) sentence for the last failed call of a step. */
  failure: string | undefined;
  transactionId: string | undefined;
  result: HistoryDetail | undefined;
}

export type DeactivationEvent =
  | { type: 'lines.chosen'; lines: PickerLine[] }
  | { type: 'lines.remove'; msisdn: string }
  | { type: 'user.check' }
  | { type: 'user.retry' }
  | { type: 'reason.choose'; reasonId: string }
  | { type: 'document.upload'; documentType: string; file: File }
  | { type: 'document.remove'; index: number }
  | { type: 'document.download'; index: number }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.restart' }
  | UploadEvent;

const mustProvide = <TOut, TIn>(name: string) =>
  fromPromise<TOut, TIn>(async () => {
    throw new Error(`${name} must be provided`);
  });

/** The invoke's error, as the storeFailure action takes it. */
const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

const chosenReason = (c: DeactivationContext) => c.reasons.find((r) => r.reasonId === c.reasonId);

/**
 * What keeps a step's Devam shut, for the view to say next to the button (the same facts the
 * guards `hasLines`, `reasonChosen` and `documentsComplete` judge), or undefined when nothing does.
 */
export type NextBlocker =
  | { kind: 'noLines' }
  | { kind: 'noReason' }
  | { kind: 'missingDocuments'; titles: string[] };

export function linesBlocker(c: Pick<DeactivationContext, 'lines'>): NextBlocker | undefined {
  return c.lines.length === 0 ? { kind: 'noLines' } : undefined;
}

export function detailsBlocker(c: DeactivationContext): NextBlocker | undefined {
  const reason = chosenReason(c);
  if (!reason) return { kind: 'noReason' };
  const missing = missingDocuments(reason, c.documents);
  return missing.length > 0 ? { kind: 'missingDocuments', titles: missing.map((d) => d.title) } : undefined;
}

const resultOf = ({ event }: { event: { output: HistoryDetail } }) => event.output;

/** Confirm the checked selection with the SMS code (its reference), then close the lines. */
const deactivation = confirmedWrite({
  code: {
    purpose: DEACTIVATION_OTP_PURPOSE,
    reference: (context: DeactivationContext) => context.check?.selectionId,
    description: 'The OTP child confirms the checked selection (its reference).',
    tags: ['step:summary'],
    back: { target: 'summary' },
  },
  writeState: 'deactivating',
  write: {
    src: 'deactivate',
    tags: ['busy', 'step:summary'],
    input: (context, transactionId): DeactivateInput => ({
      selectionId: context.check?.selectionId ?? '',
      reasonId: context.reasonId ?? '',
      documentIds: context.documents.map((d) => d.documentId),
      transactionId,
    }),
  },
  written: {
    target: 'done',
    actions: [
      { type: 'storeResult', params: resultOf },
      { type: 'deactivated', params: resultOf },
    ],
  },
  // The row's modal says why; the summary stays for another try with a new code.
  writeFailed: { target: 'summary', actions: [{ type: 'storeFailure', params: failureOf }] },
});

/**
 * /line-deactivation: choose lines (the line picker), check them (the refused ones with their
 * reason, the closable ones with what ending their commitment costs), pick a reason and upload
 * the documents it needs, read the summary, confirm with the SMS code (the OTP machine as child,
 * reference = the checked selection) and close the lines. The result names each closed line;
 * `deactivated` tells the page (its history) that one happened.
 */
export const deactivationMachine = setup({
  types: {
    context: {} as DeactivationContext,
    events: {} as DeactivationEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    start: fromPromise<StartData>(async () => {
      throw new Error('start must be provided');
    }),
    check: mustProvide<SelectionCheck, { msisdns: string[] }>('check'),
    upload: mustProvide<DeactivationDocument, UploadInput>('upload'),
    removeDocument: mustProvide<{ index: number }, { documentId: string; index: number }>('removeDocument'),
    download: mustProvide<unknown, DeactivationDocument>('download'),
    deactivate: mustProvide<HistoryDetail, DeactivateInput>('deactivate'),
    otp: confirmationOtpMachine,
  },
  actions: {
    /** Provided at the edge: the page's history shows the new deactivation. */
    deactivated: (_, _result: HistoryDetail) => {
      throw new Error('deactivated must be provided');
    },
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeResult: assign((_, result: HistoryDetail) => ({ result })),
  },
  guards: {
    hasLines: ({ context }) => linesBlocker(context) === undefined,
    /** No check, no SMS code and no write without the lineDeactivation group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'lineDeactivation', 'request'),
    someClosable: (_, check: SelectionCheck) => check.selectionId !== '',
    fileAcceptable: ({ event }) => {
      assertEvent(event, 'document.upload');
      return fileProblem(event.file) === undefined;
    },
    asksForDocument: ({ context, event }) => {
      assertEvent(event, 'document.upload');
      return chosenReason(context)?.documents.some((d) => d.documentType === event.documentType) ?? false;
    },
    hasDocumentAt: ({ context, event }) => {
      assertEvent(event, ['document.remove', 'document.download']);
      return event.index >= 0 && event.index < context.documents.length;
    },
    reasonChosen: ({ context }) => detailsBlocker(context)?.kind !== 'noReason',
    documentsComplete: ({ context }) => detailsBlocker(context)?.kind !== 'missingDocuments',
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'lineDeactivation',
  context: ({ input }) => ({
    rights: input.rights,
    reasons: [],
    lines: [],
    check: undefined,
    reasonId: undefined,
    documents: resetDocuments(),
    fileProblem: undefined,
    upload: undefined,
    failure: undefined,
    transactionId: undefined,
    result: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        onDone: {
          target: 'choosing',
          actions: assign({
            reasons: ({ event }) => event.output.reasons,
            documents: ({ event }) => event.output.documents,
            failure: undefined,
          }),
        },
        onError: {
          target: 'startFailed',
          actions: { type: 'storeFailure', params: failureOf },
        },
      },
    },
    startFailed: {
      description: 'The reasons (or the pending documents) could not be read: nothing can be chosen yet.',
      on: { 'user.retry': 'starting' },
    },
    choosing: {
      tags: ['step:lines'],
      on: {
        'lines.chosen': {
          actions: assign({ lines: ({ event }) => event.lines, check: undefined, failure: undefined }),
        },
        'lines.remove': {
          actions: assign({
            lines: ({ context, event }) => context.lines.filter((l) => l.msisdn !== event.msisdn),
            check: undefined,
          }),
        },
        'user.check': { guard: and(['mayRequest', 'hasLines']), target: 'checking' },
      },
    },
    checking: {
      description: 'The selection check: which lines can close, their commitment costs, the selection id.',
      tags: ['busy', 'step:lines'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ msisdns: context.lines.map((l) => l.msisdn) }),
        onDone: [
          {
            guard: { type: 'someClosable', params: ({ event }) => event.output },
            target: 'details',
            actions: assign({ check: ({ event }) => event.output, failure: undefined }),
          },
          // Nothing can be closed: the refusals stay on the lines step with their reasons.
          { target: 'choosing', actions: assign({ check: ({ event }) => event.output, failure: undefined }) },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'storeFailure', params: failureOf },
        },
      },
    },
    details: {
      description: 'The reason and the documents it asks for; the documents are appended, removed by index.',
      tags: ['step:details'],
      on: {
        'reason.choose': { actions: assign({ reasonId: ({ event }) => event.reasonId }) },
        // Only the chosen reason's documents are asked for; a wrong file is refused before any upload.
        'document.upload': [
          {
            guard: and(['asksForDocument', 'fileAcceptable']),
            target: 'uploading',
            actions: assign({
              fileProblem: undefined,
              failure: undefined,
              upload: ({ event }) => startedUpload(event.documentType, event.file),
            }),
          },
          {
            guard: 'asksForDocument',
            // Another file chosen: the cancelled one is no longer what the person wants sent.
            actions: assign({ fileProblem: ({ event }) => fileProblem(event.file), upload: undefined }),
          },
        ],
        'document.remove': { guard: 'hasDocumentAt', target: 'removingDocument' },
        'document.download': { guard: 'hasDocumentAt', target: 'downloading' },
        'user.next': { guard: and(['reasonChosen', 'documentsComplete']), target: 'summary' },
        'user.back': {
          target: 'choosing',
          actions: assign({
            check: undefined,
            failure: undefined,
            fileProblem: undefined,
            upload: undefined,
          }),
        },
      },
    },
    uploading: {
      description: 'One file going up, its share sent in whole percents; the person may cancel it.',
      tags: ['busy', 'step:details'],
      on: {
        'upload.progress': {
          actions: assign({ upload: ({ context, event }) => withPercent(context.upload, event.percent) }),
        },
        // Leaving the state stops the actor, which aborts the request (src/actors/http).
        'user.cancelUpload': {
          target: 'details',
          actions: assign({ upload: ({ context }) => cancelledUpload(context.upload) }),
        },
      },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event, self }): UploadInput => {
          assertEvent(event, 'document.upload');
          return { documentType: event.documentType, file: event.file, progressTo: self };
        },
        onDone: {
          target: 'details',
          actions: assign({
            documents: ({ context, event }) => appendDocument(context.documents, event.output),
            upload: undefined,
          }),
        },
        onError: {
          target: 'details',
          actions: [{ type: 'storeFailure', params: failureOf }, assign({ upload: undefined })],
        },
      },
    },
    removingDocument: {
      tags: ['busy', 'step:details'],
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context, event }) => {
          assertEvent(event, 'document.remove');
          return { documentId: context.documents[event.index]?.documentId ?? '', index: event.index };
        },
        onDone: {
          target: 'details',
          actions: assign({
            documents: ({ context, event }) => removeDocumentAt(context.documents, event.output.index),
          }),
        },
        onError: { target: 'details', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    downloading: {
      tags: ['busy', 'step:details'],
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context, event }) => {
          assertEvent(event, 'document.download');
          return context.documents[event.index] as DeactivationDocument;
        },
        onDone: 'details',
        onError: { target: 'details', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    summary: {
      tags: ['step:summary'],
      on: {
        'user.back': { target: 'details', actions: assign({ failure: undefined }) },
        'user.confirm': {
          guard: 'mayRequest',
          target: 'confirmingCode',
          actions: assign({ failure: undefined }),
        },
      },
    },
    confirmingCode: deactivation.code,
    deactivating: deactivation.write,
    done: {
      tags: ['step:done'],
      on: {
        'user.restart': {
          target: 'choosing',
          actions: assign({
            lines: [],
            check: undefined,
            reasonId: undefined,
            documents: resetDocuments(),
            fileProblem: undefined,
            upload: undefined,
            failure: undefined,
            transactionId: undefined,
            result: undefined,
          }),
        },
      },
    },
  },
});
