import type { ActorRefFrom } from 'xstate';
import { NEW_LINE_OTP_PURPOSE, NEW_LINE_PRODUCT_TYPES } from '../../api/newLineTypes';
import { NO_CONTACT } from './newLineRules';
import { freshContext, newLineSetup } from './newLineSetup';

const draftTarget = (step: 'product' | 'numbers' | 'sims' | 'details' | 'summary', target: string) => ({
  guard: { type: 'savedAt', params: step } as const,
  target,
});

/**
 * The new-line order wizard (issue 4): product and tariff → numbers (keep the company's own,
 * pick new ones, or let the system choose; new ones are reserved for a limited time) → SIM
 * cards → contact, company, preferences and partner → summary → OTP → order → mars → done.
 * Every settled step is saved as a draft, so a reload or a new login resumes where it was.
 */
export const newLineMachine = newLineSetup.createMachine({
  id: 'newLine',
  context: ({ input }) => ({ ...freshContext(input), savedDraft: input.draft }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasDraft', target: 'resumeOffer' }, { target: 'loadingOptions' }],
    },
    resumeOffer: {
      description: 'A saved draft of this user and company: continue it or start a new order.',
      tags: ['step:resume'],
      on: {
        'user.resume': { target: 'restoring', actions: 'restoreDraft' },
        'user.startOver': { target: 'loadingOptions', actions: ['forgetDraft', 'startOver'] },
      },
    },
    restoring: {
      description:
        'Back to the saved step; a reservation that ran out meanwhile sends the person to the numbers.',
      always: [
        { guard: 'reservationLapsed', target: 'numbers', actions: 'expireReservation' },
        draftTarget('product', 'product'),
        draftTarget('numbers', 'numbers'),
        draftTarget('sims', 'afterNumbers.sims'),
        draftTarget('details', 'afterNumbers.details'),
        { target: 'afterNumbers.summary' },
      ],
    },
    loadingOptions: {
      tags: ['step:product', 'busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'product', actions: { type: 'setOptions', params: ({ event }) => event.output } },
        onError: 'optionsFailed',
      },
    },
    optionsFailed: {
      tags: ['step:product', 'failed'],
      on: { 'user.retry': 'loadingOptions' },
    },
    product: {
      tags: ['step:product'],
      entry: { type: 'persistDraft', params: 'product' },
      on: {
        'user.next': { guard: 'validProducts', target: 'numbers', actions: 'applyProducts' },
      },
    },
    numbers: {
      tags: ['step:numbers'],
      initial: 'loading',
      on: { 'user.back': 'product' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadNumbers',
            src: 'loadNumbers',
            input: ({ context }) => ({
              body: {
                productTypes: NEW_LINE_PRODUCT_TYPES.filter((t) =>
                  context.lines.some((l) => l.productType === t),
                ),
              },
            }),
            onDone: {
              target: 'choosing',
              actions: { type: 'setNumberList', params: ({ event }) => event.output },
            },
            // The HTTP actor has said why; Devam on the previous step tries again.
            onError: '#newLine.product',
          },
        },
        choosing: {
          tags: ['editing'],
          entry: { type: 'persistDraft', params: 'numbers' },
          on: {
            'user.next': [
              { guard: 'keepsNumbers', target: '#newLine.afterNumbers', actions: 'keepNumbers' },
              { guard: 'picksNewNumbers', target: 'reserving', actions: 'chooseNewNumbers' },
            ],
          },
        },
        reserving: {
          tags: ['busy', 'submitting'],
          // The clock dates the reservation (applyReservation reads the last tick).
          on: { 'clock.tick': { actions: 'tick' } },
          invoke: [
            { id: 'reservationClock', src: 'reservationClock' },
            {
              id: 'reserveNumbers',
              src: 'reserveNumbers',
              input: ({ context }) => ({
                body: {
                  selectVoiceLineForMe: context.selectVoiceLineForMe,
                  selectDataLineForMe: context.selectDataLineForMe,
                  lines: context.lines.map((line) => ({
                    lineKey: line.key,
                    productType: line.productType,
                    msisdn: line.msisdn || undefined,
                  })),
                },
              }),
              onDone: {
                target: '#newLine.afterNumbers',
                actions: { type: 'applyReservation', params: ({ event }) => event.output },
              },
              // The HTTP actor has shown why (a number taken meanwhile); the person picks again.
              onError: 'loading',
            },
          ],
        },
      },
    },
    afterNumbers: {
      description:
        'Numbers are chosen. New ones are reserved: the countdown runs, and when it ends the numbers are released and the person picks again.',
      initial: 'sims',
      invoke: { id: 'reservationClock', src: 'reservationClock' },
      on: { 'clock.tick': { actions: 'tick' } },
      after: {
        reservationTtl: { guard: 'hasReservation', target: 'numbers', actions: 'expireReservation' },
      },
      states: {
        sims: {
          tags: ['step:sims'],
          initial: 'loading',
          on: { 'user.back': '#newLine.numbers' },
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'loadSimStock',
                src: 'loadSimStock',
                input: ({ context }) => ({
                  types: NEW_LINE_PRODUCT_TYPES.filter((t) => context.lines.some((l) => l.productType === t)),
                }),
                onDone: {
                  target: 'editing',
                  actions: { type: 'setSimStock', params: ({ event }) => event.output },
                },
                onError: '#newLine.numbers',
              },
            },
            editing: {
              tags: ['editing'],
              entry: { type: 'persistDraft', params: 'sims' },
              on: { 'user.next': { guard: 'completeSims', target: 'validating', actions: 'applySims' } },
            },
            validating: {
              tags: ['busy', 'submitting'],
              invoke: {
                id: 'validateSims',
                src: 'validateSims',
                input: ({ context }) => ({
                  body: { sims: context.selectedSimList.flatMap((g) => g.entries) },
                }),
                onDone: [
                  {
                    guard: { type: 'simsRefused', params: ({ event }) => event.output },
                    target: 'editing',
                    actions: { type: 'setSimValidation', params: ({ event }) => event.output },
                  },
                  {
                    target: '#newLine.afterNumbers.details',
                    actions: { type: 'setSimValidation', params: ({ event }) => event.output },
                  },
                ],
                onError: 'editing',
              },
            },
          },
        },
        details: {
          tags: ['step:details'],
          initial: 'loading',
          on: { 'user.back': 'sims' },
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'loadDetails',
                src: 'loadDetails',
                onDone: [
                  {
                    guard: { type: 'customerNotValidated', params: ({ event }) => event.output },
                    target: 'customerRefused',
                    actions: { type: 'setDetails', params: ({ event }) => event.output },
                  },
                  { target: 'editing', actions: { type: 'setDetails', params: ({ event }) => event.output } },
                ],
                onError: '#newLine.afterNumbers.sims',
              },
            },
            customerRefused: {
              description: 'IsCustomerValidated is false: the company cannot order lines until it is.',
              tags: ['customerRefused'],
            },
            editing: {
              tags: ['editing'],
              entry: { type: 'persistDraft', params: 'details' },
              on: {
                'user.next': {
                  guard: 'completeDetails',
                  target: 'validatingContact',
                  actions: 'applyDetails',
                },
              },
            },
            validatingContact: {
              tags: ['busy', 'submitting'],
              invoke: {
                id: 'validateContact',
                src: 'validateContact',
                input: ({ context }) => ({ body: context.contact ?? NO_CONTACT }),
                onDone: [
                  {
                    guard: { type: 'contactValidated', params: ({ event }) => event.output },
                    target: '#newLine.afterNumbers.summary',
                    actions: { type: 'setContactResult', params: ({ event }) => event.output },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'setContactResult', params: ({ event }) => event.output },
                  },
                ],
                onError: 'editing',
              },
            },
          },
        },
        summary: {
          tags: ['step:summary'],
          entry: { type: 'persistDraft', params: 'summary' },
          on: { 'user.next': 'confirming', 'user.back': 'details' },
        },
        confirming: {
          tags: ['step:summary', 'otp'],
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({ purpose: NEW_LINE_OTP_PURPOSE, reference: context.draftId }),
            onDone: [
              {
                guard: { type: 'otpValidated', params: ({ event }) => event.output },
                target: 'creatingOrder',
                actions: { type: 'setTransaction', params: ({ event }) => event.output },
              },
              { target: 'summary' },
            ],
            onError: 'summary',
          },
        },
        creatingOrder: {
          tags: ['step:summary', 'busy', 'submitting'],
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              body: {
                draftId: context.draftId,
                transactionId: context.transactionId,
                hasNumber: context.hasNumber,
                reservationId: context.reservation?.reservationId,
                lines: context.lines.map((line) => ({
                  lineKey: line.key,
                  productType: line.productType,
                  msisdn: line.msisdn,
                  tariffId: line.tariffId,
                  packageId: line.packageId || undefined,
                  simType: line.simType,
                  iccid: line.iccid,
                })),
                contact: context.contact ?? NO_CONTACT,
                preferences: context.preferences,
                partnerId: context.partnerId,
              },
            }),
            onDone: [
              {
                guard: { type: 'hasOrderId', params: ({ event }) => event.output },
                target: '#newLine.sendingToMars',
                actions: [{ type: 'setOrderId', params: ({ event }) => event.output }, 'forgetDraft'],
              },
              {
                target: '#newLine.done',
                actions: [{ type: 'setOrderId', params: ({ event }) => event.output }, 'forgetDraft'],
              },
            ],
            onError: [
              {
                guard: {
                  type: 'reservationRefused',
                  params: ({ event }) => event.error as { code?: string },
                },
                target: '#newLine.numbers',
                actions: 'forgetNumbersAfterRefusal',
              },
              // The order row's modal has told the person why; the summary lets them try again.
              { target: 'summary' },
            ],
          },
        },
      },
    },
    sendingToMars: {
      tags: ['step:done', 'busy'],
      invoke: {
        id: 'marsSend',
        src: 'marsSend',
        input: ({ context }) => ({ params: { orderId: context.orderId } }),
        onDone: 'loadingResult',
        onError: 'marsFailed',
      },
    },
    marsFailed: {
      description: 'The order exists but did not reach MARS; sending again is safe.',
      tags: ['step:done', 'failed'],
      on: { 'user.retry': 'sendingToMars' },
    },
    loadingResult: {
      tags: ['step:done', 'busy'],
      invoke: {
        id: 'loadResult',
        src: 'loadResult',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'done', actions: { type: 'setResult', params: ({ event }) => event.output } },
        onError: 'done',
      },
    },
    done: {
      tags: ['step:done'],
      on: { 'user.restart': { target: 'loadingOptions', actions: 'startOver' } },
    },
  },
});

export type NewLineMachine = typeof newLineMachine;
export type NewLineRef = ActorRefFrom<NewLineMachine>;
