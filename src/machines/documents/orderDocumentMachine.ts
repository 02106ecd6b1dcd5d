import { and, assertEvent, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { type AgreementDocument, DOCUMENT_OTP_PURPOSE, type OrderDocument } from '../../api/documents/types';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { documentOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';

export interface OrderDocumentContext {
  /**
   * The person's rights (the session's rights child): only full authority signs (the sandbox
   * refuses the code to anyone else, docs/decisions.md); reading needs none of them.
   */
  rights: PersonRights | undefined;
  documents: OrderDocument[];
  /** The agreement text on screen; cleared when it closes (spec §4 "view document" clear action). */
  viewing: AgreementDocument | undefined;
  transactionId: string | undefined;
  /** The title of the document just signed, for the view's word of success. */
  signedTitle: string | undefined;
}

export type OrderDocumentEvent =
  | { type: 'user.retry' }
  | { type: 'user.view'; documentId: string }
  | { type: 'user.close' }
  | { type: 'user.sign' };

/**
 * Sign the document on screen: the document OTP (reference: the document), then PUT sodec with
 * the validated transaction; the list reloads. A refused signature leaves the text open and the
 * spent transaction forgotten.
 */
const sign = confirmedWrite({
  code: {
    purpose: DOCUMENT_OTP_PURPOSE,
    reference: (context: OrderDocumentContext) => context.viewing?.documentId,
    tags: ['viewing'],
    back: { target: 'reading' },
  },
  writeState: 'confirming',
  write: {
    src: 'signDocument',
    tags: ['viewing', 'busy'],
    input: (context, transactionId) => ({
      body: { documentId: context.viewing?.documentId ?? '', approve: true, transactionId },
    }),
  },
  written: { target: '#orderDocuments.loading', actions: ['storeSignedTitle', 'clearViewedDocument'] },
  writeFailed: { target: 'reading', actions: ['forgetTransaction'] },
});

/**
 * Order documents that wait for the customer's signature (/order-document): the list (POST
 * sodec), the agreement text of one (agreementDocument), and the signature: the document OTP as
 * a child, then PUT sodec with the validated transaction, which the sandbox spends once.
 */
export const orderDocumentMachine = setup({
  types: {
    context: {} as OrderDocumentContext,
    events: {} as OrderDocumentEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    listDocuments: httpActor('documentSodec'),
    readAgreement: httpActor('agreementDocument'),
    otp: documentOtpMachine,
    signDocument: httpActor('documentSodecUpdate'),
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeSignedTitle: assign(({ context }) => ({ signedTitle: context.viewing?.title })),
    forgetTransaction: assign({ transactionId: undefined }),
    clearViewedDocument: assign({ viewing: undefined, transactionId: undefined }),
  },
  guards: {
    isListed: ({ context }, documentId: string) => context.documents.some((d) => d.documentId === documentId),
    awaitsSignature: ({ context }) => context.viewing?.status === 'AWAITING_SIGNATURE',
    /** No code and no signature without full authority, nor while the rights are unknown (issue 37). */
    maySign: ({ context }) => context.rights?.fullAuthority === true,
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'orderDocuments',
  context: ({ input }) => ({
    rights: input.rights,
    documents: [],
    viewing: undefined,
    transactionId: undefined,
    signedTitle: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listDocuments',
        src: 'listDocuments',
        input: { body: {} },
        onDone: { target: 'loaded', actions: assign({ documents: ({ event }) => event.output.documents }) },
        onError: 'failed',
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    loaded: {
      tags: ['loaded'],
      initial: 'browsing',
      states: {
        browsing: {
          tags: ['browsing'],
          on: {
            'user.view': {
              guard: { type: 'isListed', params: ({ event }) => event.documentId },
              target: 'opening',
              actions: assign({ signedTitle: undefined }),
            },
          },
        },
        opening: {
          tags: ['opening'],
          invoke: {
            id: 'readAgreement',
            src: 'readAgreement',
            input: ({ event }) => {
              assertEvent(event, 'user.view');
              return { body: { documentId: event.documentId } };
            },
            onDone: { target: 'reading', actions: assign({ viewing: ({ event }) => event.output }) },
            // The HTTP layer already told the person why (notify row).
            onError: 'browsing',
          },
        },
        reading: {
          tags: ['viewing'],
          on: {
            'user.close': { target: 'browsing', actions: 'clearViewedDocument' },
            'user.sign': { guard: and(['maySign', 'awaitsSignature']), target: 'signing' },
          },
        },
        signing: sign.code,
        confirming: sign.write,
      },
    },
  },
});
