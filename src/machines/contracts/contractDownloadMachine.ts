import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, HttpError } from '../../actors/http';
import {
  CONTRACT_DOWNLOAD_PURPOSE,
  CONTRACT_ROWS,
  type ContractDownloadAnswer,
  type ContractDownloadRequest,
  type ContractFamily,
  type ContractSummary,
} from '../../api/contracts/types';
import { confirmedWriteGuards, smsCode } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';

export type DownloadTarget = Pick<ContractSummary, 'contractNumber' | 'filenetId' | 'fileId'>;

export interface ContractDownloadInput {
  family: ContractFamily;
  contract: DownloadTarget;
}

/** The file to save: the Blob the call answered and the name to give it. */
export interface DownloadedContract {
  blob: Blob;
  fileName: string;
}

/** Told to the page (contractsPageMachine), which hands the file to the edge as a download effect. */
export type DownloadedFileEvent = { type: 'download.file' } & DownloadedContract;

export type ContractDownloadOutput =
  | { status: 'saved'; contractNumber: string; fileName: string }
  | { status: 'cancelled'; contractNumber: string }
  /** `shownByShell`: the HTTP layer already told the person (spec §8), the page must not repeat it. */
  /** `message`: the HTTP layer's (data); none when the reply was neither file nor OTP request. */
  | { status: 'failed'; contractNumber: string; message: string | undefined; shownByShell: boolean };

interface ContractDownloadContext {
  family: ContractFamily;
  contract: DownloadTarget;
  /** Spec §4 "OTP validation response": the validated transaction, sent once with the retry. */
  transactionId: string | undefined;
  /** Spec §4 "downloaded contract": held only until it has been handed to saveFile. */
  file: DownloadedContract | undefined;
  savedAs: string | undefined;
  /** The failed call's message; undefined for a reply that was neither file nor OTP request. */
  error: string | undefined;
  shownByShell: boolean;
  /** What the page learns; set on entering a final state (cancelled until then). */
  outcome: ContractDownloadOutput;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** The name the response gave the file (a File), else one made of the contract number. */
export function downloadFileName(output: Blob, contractNumber: string): string {
  const name = (output as Partial<File>).name;
  return typeof name === 'string' && name.trim() !== '' ? name : `sozlesme-${contractNumber}.pdf`;
}

/**
 * Contract download (spec §4): posts the contract as barcode / fileNetId / docId. A non-JSON
 * blob is the file, handed to the page (`saveFile`) and released at once; a JSON
 * reply is an error (already shown by the HTTP layer, spec §8) or `otpRequired`, which runs the
 * OTP child (purpose CONTRACT_DOWNLOAD) and then downloads again with the transactionId.
 */
export const contractDownloadMachine = setup({
  types: {
    context: {} as ContractDownloadContext,
    input: {} as ContractDownloadInput,
    output: {} as ContractDownloadOutput,
  },
  actors: {
    download: fromPromise<ContractDownloadAnswer, { family: ContractFamily; body: ContractDownloadRequest }>(
      ({ input, signal }) => callEndpoint(CONTRACT_ROWS[input.family].download, { body: input.body }, signal),
    ),
    otp: confirmationOtpMachine,
  },
  actions: {
    /**
     * Provided by the page (contractsPageMachine): the file goes to it as a `download.file`
     * event, and its chart asks the edge to save it under its name.
     */
    saveFile: (_, _file: DownloadedContract) => {
      throw new Error('saveFile must be provided');
    },
    releaseDownloadedContract: assign({ file: undefined }),
    clearOtpValidation: assign({ transactionId: undefined }),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    forgetFailure: assign({ error: undefined, shownByShell: false }),
  },
  guards: {
    isFile: (_, output: ContractDownloadAnswer) => isBlob(output),
    /** Asks for a code only once: a second otpRequired after a validated code is a failure. */
    needsOtp: ({ context }, output: ContractDownloadAnswer) =>
      !isBlob(output) && output.otpRequired && context.transactionId === undefined,
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'contractDownload',
  context: ({ input }) => ({
    family: input.family,
    contract: input.contract,
    transactionId: undefined,
    file: undefined,
    savedAs: undefined,
    error: undefined,
    shownByShell: false,
    outcome: { status: 'cancelled', contractNumber: input.contract.contractNumber },
  }),
  initial: 'requesting',
  states: {
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({
          family: context.family,
          body: {
            barcode: context.contract.contractNumber,
            fileNetId: context.contract.filenetId,
            docId: context.contract.fileId,
            ...(context.transactionId ? { transactionId: context.transactionId } : {}),
          },
        }),
        onDone: [
          {
            guard: { type: 'isFile', params: ({ event }) => event.output },
            target: 'saved',
            actions: [
              assign(({ context, event }) => {
                // The guard `isFile` let only a Blob through; the check here narrows its type.
                if (!isBlob(event.output)) return {};
                const fileName = downloadFileName(event.output, context.contract.contractNumber);
                return { file: { blob: event.output, fileName }, savedAs: fileName };
              }),
              { type: 'saveFile', params: ({ context }) => context.file as DownloadedContract },
              'releaseDownloadedContract',
              'clearOtpValidation',
            ],
          },
          {
            guard: { type: 'needsOtp', params: ({ event }) => event.output },
            target: 'confirming',
          },
          {
            target: 'failed',
            actions: [assign({ error: undefined, shownByShell: false }), 'clearOtpValidation'],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => ({
              error: event.error instanceof Error ? event.error.message : undefined,
              // Blob rows are never 'ignore': every HTTP failure but an abort was announced.
              shownByShell: event.error instanceof HttpError && event.error.code !== 'aborted',
            })),
            'clearOtpValidation',
          ],
        },
      },
    },
    confirming: smsCode({
      purpose: CONTRACT_DOWNLOAD_PURPOSE,
      reference: (context: ContractDownloadContext) => context.contract.contractNumber,
      description: 'The download asked for an SMS code; closing the dialog cancels the download.',
      confirmed: 'requesting',
      back: { target: 'cancelled', actions: ['clearOtpValidation'] },
      failed: { target: 'failed', actions: ['forgetFailure', 'clearOtpValidation'] },
    }),
    saved: {
      type: 'final',
      entry: assign({
        outcome: ({ context }): ContractDownloadOutput => ({
          status: 'saved',
          contractNumber: context.contract.contractNumber,
          fileName: context.savedAs ?? '',
        }),
      }),
    },
    cancelled: {
      type: 'final',
      entry: assign({
        outcome: ({ context }): ContractDownloadOutput => ({
          status: 'cancelled',
          contractNumber: context.contract.contractNumber,
        }),
      }),
    },
    failed: {
      type: 'final',
      entry: assign({
        outcome: ({ context }): ContractDownloadOutput => ({
          status: 'failed',
          contractNumber: context.contract.contractNumber,
          message: context.error,
          shownByShell: context.shownByShell,
        }),
      }),
    },
  },
  // Typed from the context (the final states' entry set it), not from the untyped done event.
  output: ({ context }) => context.outcome,
});

export type ContractDownloadRef = ActorRefFrom<typeof contractDownloadMachine>;
