import { and, assign, spawnChild } from 'xstate';
import { DEACTIVATION_OTP_PURPOSE, type HistoryDetail } from '../../api/lineDeactivation/types';
import { confirmedWrite } from '../shared/confirmedWrite';
import { startedUpload } from '../shared/upload';
import type { DeactivateInput, DeactivationContext } from './deactivationContext';
import { downloadingState, removingDocumentState, uploadingState } from './deactivationDocumentStates';
import { deactivationSetup, failureOf } from './deactivationSetup';
import { fileProblem, resetDocuments } from './documentRules';

// Its data and blockers live in deactivationContext.ts; the views and tests import them from here.
export type {
  DeactivateInput,
  DeactivationContext,
  DeactivationEvent,
  DownloadedFile,
  NextBlocker,
  StartData,
  UploadInput,
} from './deactivationContext';
export { detailsBlocker, linesBlocker } from './deactivationContext';

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
export const deactivationMachine = deactivationSetup.createMachine({
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
  entry: spawnChild('pickLines', { id: 'pickLines' }),
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
    uploading: uploadingState,
    removingDocument: removingDocumentState,
    downloading: downloadingState,
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
