import { type ActorRefFrom, and } from 'xstate';
import { RE_CONTRACT_OTP_PURPOSE } from '../../api/reContract/types';
import { otpConfirmation } from '../shared/wizard/wizardOtp';
import { resumeStates } from '../shared/wizard/wizardResume';
import { stepTag } from '../shared/wizard/wizardSteps';
import { initialQuery, RE_CONTRACT_LIST_PAGE } from './reContractQuery';
import { analyticsOf, freshContext, type ReContractContext, reContractSetup } from './reContractSetup';

const orderParams = ({ context }: { context: ReContractContext }) => ({
  params: { orderId: context.orderId },
});
/** The §3 event's fields after a call answered (done) or failed (with its error). */
const report =
  (step: 'submit' | 'document') =>
  ({ context }: { context: ReContractContext }) =>
    analyticsOf(context, step);
const reportFailure =
  (step: 'submit' | 'document') =>
  ({ context, event }: { context: ReContractContext; event: { error: unknown } }) =>
    analyticsOf(context, step, event.error);

/**
 * The re-contract wizard (issue 20), on the wizard kit: the lines whose commitment ended or ends
 * soon → the offers (the campaign check, the campaign's offers for the chosen lines with the best
 * one marked, the chosen offer's add-ons) → the summary → the SMS code (for the chosen offer) →
 * the submit, which opens the order → the re-contract document, read and accepted → done. The
 * offers and the document step are saved as drafts, so a reload resumes there (the document
 * needs only the order's id). A campaign that ended meanwhile sends the person back to the offers.
 */
export const reContractMachine = reContractSetup.createMachine({
  id: 'reContract',
  context: ({ input }) => ({
    ...freshContext(input),
    savedDraft: input.draft,
    linesQuery: initialQuery(input.commitmentStatus ?? null),
  }),
  initial: 'starting',
  states: {
    ...resumeStates({
      start: 'lines',
      before: [],
      steps: [
        ['offers', 'offers'],
        ['document', 'document'],
      ],
    }),
    lines: {
      tags: [stepTag('lines')],
      description: 'The list runs as a child while the step shows; the chosen lines live in the wizard.',
      invoke: {
        id: 'lines',
        src: 'linesList',
        input: ({ context }) => ({ query: context.linesQuery, pageSize: RE_CONTRACT_LIST_PAGE }),
      },
      on: {
        'user.chooseLines': { actions: 'chooseLines' },
        'user.next.lines': { guard: and(['mayRequest', 'validChoice']), target: 'offers' },
      },
    },
    offers: {
      tags: [stepTag('offers')],
      entry: { type: 'persistDraft', params: 'offers' },
      initial: 'checkingCampaign',
      on: { 'user.back': 'lines' },
      states: {
        checkingCampaign: {
          description: 'The campaign controller: is a re-contract campaign running now?',
          tags: ['busy'],
          invoke: {
            id: 'checkCampaign',
            src: 'checkCampaign',
            input: () => ({ query: {} }),
            onDone: [
              {
                guard: { type: 'campaignOpen', params: ({ event }) => event.output },
                target: 'loadingOffers',
                actions: { type: 'setCampaign', params: ({ event }) => event.output },
              },
              { target: 'closed', actions: { type: 'setCampaign', params: ({ event }) => event.output } },
            ],
            onError: 'failed',
          },
        },
        closed: {
          description: 'No campaign runs now: the controller says why; the person may check again later.',
          tags: ['closed'],
          on: { 'user.retry': 'checkingCampaign' },
        },
        loadingOffers: {
          tags: ['busy'],
          invoke: {
            id: 'loadOffers',
            src: 'loadOffers',
            input: ({ context }) => ({
              params: { offerId: context.campaign?.campaign?.campaignId ?? '' },
              query: { msisdnList: context.lines.map((l) => l.msisdn).join(',') },
            }),
            onDone: {
              target: 'loadingAddons',
              actions: { type: 'setOffers', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'user.retry': 'checkingCampaign' } },
        loadingAddons: {
          description: 'The chosen offer’s add-ons; the offers stay on screen meanwhile.',
          tags: ['addonsLoading'],
          invoke: {
            id: 'loadAddons',
            src: 'loadAddons',
            input: ({ context }) => ({ params: { offerId: context.offerId } }),
            onDone: {
              target: 'choosing',
              actions: { type: 'setAddons', params: ({ event }) => event.output },
            },
            onError: 'addonsFailed',
          },
        },
        addonsFailed: {
          tags: ['addonsFailed'],
          on: {
            'user.retry': 'loadingAddons',
            'user.chooseOffer': { guard: 'offerListed', target: 'loadingAddons', actions: 'chooseOffer' },
          },
        },
        choosing: {
          tags: ['editing'],
          on: {
            'user.chooseOffer': { guard: 'offerListed', target: 'loadingAddons', actions: 'chooseOffer' },
            'user.toggleAddon': { guard: 'addonOffered', actions: 'toggleAddon' },
            'user.next.offers': { guard: 'offerChosen', target: '#reContract.summary' },
          },
        },
      },
    },
    summary: {
      tags: [stepTag('summary')],
      // A reload here resumes at the offers, with the lines, the offer and the add-ons chosen.
      entry: { type: 'persistDraft', params: 'offers' },
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'user.next.summary': { guard: 'mayRequest', target: 'confirming' },
            'user.back': '#reContract.offers',
          },
        },
        confirming: otpConfirmation({
          purpose: RE_CONTRACT_OTP_PURPOSE,
          tags: ['otp'],
          confirmed: 'submitting',
          back: 'reviewing',
          // The sandbox checks the code against the offer it confirms.
          reference: (context: ReContractContext) => context.offerId,
        }),
        submitting: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => ({
              params: { offerId: context.offerId },
              body: {
                msisdnList: context.lines.map((l) => l.msisdn),
                addonIds: context.addonIds,
                transactionId: context.transactionId,
              },
            }),
            onDone: {
              target: '#reContract.document',
              actions: [
                { type: 'setOrder', params: ({ event }) => event.output },
                { type: 'report', params: report('submit') },
              ],
            },
            onError: [
              {
                // The campaign ended meanwhile: the offers step checks it again and says so.
                guard: {
                  type: 'campaignClosed',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: '#reContract.offers',
                actions: [{ type: 'report', params: reportFailure('submit') }, 'noteCampaignClosed'],
              },
              // The row's modal has said why (a line no longer fits, an add-on ...).
              { target: 'reviewing', actions: { type: 'report', params: reportFailure('submit') } },
            ],
          },
        },
      },
    },
    document: {
      tags: [stepTag('document')],
      entry: { type: 'persistDraft', params: 'document' },
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDocument',
            src: 'loadDocument',
            input: orderParams,
            onDone: [
              {
                // Accepted already (e.g. in another tab): nothing left to read.
                guard: { type: 'documentSettled', params: ({ event }) => event.output },
                target: '#reContract.done',
                actions: [{ type: 'setDocument', params: ({ event }) => event.output }, 'forgetDraft'],
              },
              { target: 'reading', actions: { type: 'setDocument', params: ({ event }) => event.output } },
            ],
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
        reading: {
          tags: ['editing'],
          on: { 'user.next.document': { guard: 'accepted', target: 'accepting' } },
        },
        accepting: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'acceptDocument',
            src: 'acceptDocument',
            input: ({ context }) => ({ ...orderParams({ context }), body: { accepted: true } }),
            onDone: {
              target: '#reContract.done',
              actions: [
                { type: 'setOrder', params: ({ event }) => event.output },
                'forgetDraft',
                { type: 'report', params: report('document') },
              ],
            },
            onError: { target: 'reading', actions: { type: 'report', params: reportFailure('document') } },
          },
        },
      },
    },
    done: {
      tags: [stepTag('done')],
      on: { 'user.restart': { target: 'lines', actions: 'startOver' } },
    },
  },
});

export type ReContractMachine = typeof reContractMachine;
export type ReContractRef = ActorRefFrom<ReContractMachine>;
