import { type ActorRefFrom, and } from 'xstate';
import { NEW_LINE_OTP_PURPOSE } from '../../api/newLine/types';
import { otpConfirmation } from '../shared/wizard/wizardOtp';
import { resumeStates } from '../shared/wizard/wizardResume';
import { stepTag } from '../shared/wizard/wizardSteps';
import { afterOrderStates } from './newLineAfterOrder';
import { freshContext } from './newLineContext';
import { numberListInput, orderInput, reservationInput, simStockInput } from './newLineRequests';
import { NO_CONTACT } from './newLineRules';
import { newLineSetup } from './newLineSetup';

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
    // Resuming: a reservation that ran out meanwhile sends the person to the numbers.
    ...resumeStates({
      start: 'loadingOptions',
      before: [{ guard: 'reservationLapsed', target: 'numbers', actions: 'expireReservation' }],
      steps: [
        ['product', 'product'],
        ['numbers', 'numbers'],
        ['sims', 'afterNumbers.sims'],
        ['details', 'afterNumbers.details'],
        ['summary', 'afterNumbers.summary'],
      ],
    }),
    loadingOptions: {
      tags: [stepTag('product'), 'busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'product', actions: { type: 'setOptions', params: ({ event }) => event.output } },
        onError: 'optionsFailed',
      },
    },
    optionsFailed: {
      tags: [stepTag('product'), 'failed'],
      on: { 'user.retry': 'loadingOptions' },
    },
    product: {
      description:
        'Choosing products and tariffs. Opening the wizard saves nothing: a draft starts with the first choice carried on (Devam), and is saved here again only when the person comes back with choices made.',
      tags: [stepTag('product')],
      on: {
        'user.next.product': {
          guard: and(['mayRequest', 'validProducts']),
          target: 'numbers',
          actions: 'applyProducts',
        },
      },
    },
    numbers: {
      tags: [stepTag('numbers')],
      initial: 'loading',
      on: { 'user.back': { target: 'product', actions: { type: 'persistDraft', params: 'product' } } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadNumbers',
            src: 'loadNumbers',
            input: numberListInput,
            onDone: {
              target: 'choosing',
              actions: { type: 'setNumberList', params: ({ event }) => event.output },
            },
            // The HTTP actor has said why; Devam on the previous step tries again, and the
            // choices made so far are kept as a draft.
            onError: { target: '#newLine.product', actions: { type: 'persistDraft', params: 'product' } },
          },
        },
        choosing: {
          tags: ['editing'],
          entry: { type: 'persistDraft', params: 'numbers' },
          on: {
            'user.next.numbers': [
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
              input: reservationInput,
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
          tags: [stepTag('sims')],
          initial: 'loading',
          on: { 'user.back': '#newLine.numbers' },
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'loadSimStock',
                src: 'loadSimStock',
                input: simStockInput,
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
              on: { 'user.next.sims': { guard: 'completeSims', target: 'validating', actions: 'applySims' } },
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
          tags: [stepTag('details')],
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
                'user.next.details': {
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
          tags: [stepTag('summary')],
          entry: { type: 'persistDraft', params: 'summary' },
          // A resumed draft lands here: the SMS code still needs the Talep.
          on: { 'user.next.summary': { guard: 'mayRequest', target: 'confirming' }, 'user.back': 'details' },
        },
        confirming: otpConfirmation({
          purpose: NEW_LINE_OTP_PURPOSE,
          tags: [stepTag('summary'), 'otp'],
          confirmed: 'creatingOrder',
          back: 'summary',
        }),
        creatingOrder: {
          tags: [stepTag('summary'), 'busy', 'submitting'],
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: orderInput,
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
    ...afterOrderStates,
  },
});

export type NewLineMachine = typeof newLineMachine;
export type NewLineRef = ActorRefFrom<NewLineMachine>;
