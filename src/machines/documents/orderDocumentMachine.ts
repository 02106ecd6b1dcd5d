import { assertEvent, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import { type AgreementDocument, DOCUMENT_OTP_PURPOSE, type OrderDocument } from '../../api/documentsTypes';
import { documentOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, otpValidated, validatedTransactionId } from '../shared/otp/otpMachine';

export interface OrderDocumentContext {
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
 * Order documents that wait for the customer's signature (/order-document): the list (POST
 * sodec), the agreement text of one (agreementDocument), and the signature: the document OTP as
 * a child, then PUT sodec with the validated transaction, which the sandbox spends once.
 */
export const orderDocumentMachine = setup({
  types: {
    context: {} as OrderDocumentContext,
    events: {} as OrderDocumentEvent,
  },
  actors: {
    listDocuments: httpActor('documentSodec'),
    readAgreement: httpActor('agreementDocument'),
    otp: documentOtpMachine,
    signDocument: httpActor('documentSodecUpdate'),
  },
  actions: {
    clearViewedDocument: assign({ viewing: undefined, transactionId: undefined }),
  },
  guards: {
    isListed: ({ context }, documentId: string) => context.documents.some((d) => d.documentId === documentId),
    awaitsSignature: ({ context }) => context.viewing?.status === 'AWAITING_SIGNATURE',
    validated: (_, output: OtpOutput) => otpValidated(output),
  },
}).createMachine({
  id: 'orderDocuments',
  context: { documents: [], viewing: undefined, transactionId: undefined, signedTitle: undefined },
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
            'user.sign': { guard: 'awaitsSignature', target: 'signing' },
          },
        },
        signing: {
          tags: ['viewing'],
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({
              purpose: DOCUMENT_OTP_PURPOSE,
              reference: context.viewing?.documentId,
            }),
            onDone: [
              {
                guard: { type: 'validated', params: ({ event }) => event.output },
                target: 'confirming',
                actions: assign({
                  transactionId: ({ event }) => validatedTransactionId(event.output as OtpOutput),
                }),
              },
              { target: 'reading' },
            ],
            onError: 'reading',
          },
        },
        confirming: {
          tags: ['viewing', 'busy'],
          invoke: {
            id: 'signDocument',
            src: 'signDocument',
            input: ({ context }) => ({
              body: {
                documentId: context.viewing?.documentId ?? '',
                approve: true,
                transactionId: context.transactionId ?? '',
              },
            }),
            onDone: {
              target: '#orderDocuments.loading',
              actions: [
                assign({ signedTitle: ({ context }) => context.viewing?.title }),
                'clearViewedDocument',
              ],
            },
            onError: { target: 'reading', actions: assign({ transactionId: undefined }) },
          },
        },
      },
    },
  },
});
