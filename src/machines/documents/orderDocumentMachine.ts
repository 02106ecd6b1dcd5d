import { assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import {
  type AgreementDocument,
  DOCUMENT_OTP_PURPOSE,
  type OrderDocument,
  type OrderDocumentList,
  type OrderDocumentSignRequest,
  type OrderDocumentSignResult,
} from '../../api/documentsTypes';
import { documentOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, otpValidated, validatedTransactionId } from '../shared/otp/otpMachine';

export interface OrderDocumentContext {
  documents: OrderDocument[];
  /** The agreement text on screen; cleared when it closes (spec §4 "view document" clear action). */
  viewing: AgreementDocument | undefined;
  transactionId: string | undefined;
  notice: string | undefined;
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
    listDocuments: httpActor<OrderDocumentList, { body: Record<string, never> }>('documentSodec'),
    readAgreement: httpActor<AgreementDocument, { body: { documentId: string } }>('agreementDocument'),
    otp: documentOtpMachine,
    signDocument: httpActor<OrderDocumentSignResult, { body: OrderDocumentSignRequest }>(
      'documentSodecUpdate',
    ),
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
  context: { documents: [], viewing: undefined, transactionId: undefined, notice: undefined },
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
          on: {
            'user.view': {
              guard: { type: 'isListed', params: ({ event }) => event.documentId },
              target: 'opening',
              actions: assign({ notice: undefined }),
            },
          },
        },
        opening: {
          tags: ['opening'],
          invoke: {
            id: 'readAgreement',
            src: 'readAgreement',
            input: ({ event }) => ({ body: { documentId: (event as { documentId: string }).documentId } }),
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
                assign({ notice: ({ context }) => `“${context.viewing?.title ?? 'Belge'}” imzalandı.` }),
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
