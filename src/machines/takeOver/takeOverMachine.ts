import type { ActorRefFrom } from 'xstate';
import { TAKE_OVER_OTP_PURPOSE } from '../../api/takeOver/types';
import { otpConfirmation } from '../shared/wizard/wizardOtp';
import { resumeStates } from '../shared/wizard/wizardResume';
import { stepTag } from '../shared/wizard/wizardSteps';
import { contactCheckInput, finalizeInput, orderParams, tariffsInput } from './takeOverRequests';
import { freshContext, type TakeOverContext, takeOverSetup } from './takeOverSetup';

/**
 * The line take-over wizard (issue 19), on the wizard kit: the lines and the transferring
 * party's number → the contact check opens an order on the server and asks the transferring
 * party (SMS or call) → the wizard waits for their approval → company and subscription info →
 * a tariff per line → preferences → summary → OTP → finalize → mars → done. From the approval
 * on, each settled step is saved as a draft, so a reload, a logout or a session expiry resumes
 * at the step the person was on (only for the same user and company).
 */
export const takeOverMachine = takeOverSetup.createMachine({
  id: 'takeOver',
  context: ({ input }) => ({ ...freshContext(input), savedDraft: input.draft }),
  initial: 'starting',
  states: {
    ...resumeStates({
      start: 'lines',
      before: [],
      steps: [
        ['approval', 'approval'],
        ['subscription', 'subscription'],
        ['tariff', 'tariff'],
        ['preferences', 'preferences'],
        ['summary', 'summary'],
      ],
    }),
    lines: {
      tags: [stepTag('lines')],
      initial: 'editing',
      states: {
        editing: {
          tags: ['editing'],
          // The contact check already asks the transferring party: it needs the Talep.
          on: { 'user.next.lines': { guard: 'mayRequest', target: 'checking', actions: 'setRequest' } },
        },
        checking: {
          description: 'The contact check: every line and the transferring party, before an order opens.',
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'checkContact',
            src: 'checkContact',
            input: contactCheckInput,
            onDone: [
              {
                guard: { type: 'contactAccepted', params: ({ event }) => event.output },
                target: '#takeOver.approval',
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
    approval: {
      description:
        'The transferring party approves by SMS or on the phone, in their own time: the wizard asks until they answer.',
      tags: [stepTag('approval')],
      entry: { type: 'persistDraft', params: 'approval' },
      initial: 'checking',
      on: { 'user.back': 'lines' },
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkApproval',
            src: 'checkApproval',
            input: orderParams,
            onDone: [
              {
                guard: { type: 'approved', params: ({ event }) => event.output },
                target: '#takeOver.subscription',
                actions: { type: 'setValidation', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'rejected', params: ({ event }) => event.output },
                target: 'rejected',
                actions: { type: 'setValidation', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'setValidation', params: ({ event }) => event.output } },
            ],
            onError: 'failed',
          },
        },
        waiting: {
          tags: ['waiting'],
          after: { approvalPoll: 'checking' },
          on: { 'user.refresh': 'checking' },
        },
        rejected: {
          description: 'The transferring party refused, or a line can no longer be taken over.',
          tags: ['rejected'],
          on: { 'user.restart': { target: '#takeOver.lines', actions: ['forgetDraft', 'startOver'] } },
        },
        failed: {
          tags: ['failed'],
          on: { 'user.retry': 'checking' },
        },
      },
    },
    subscription: {
      tags: [stepTag('subscription')],
      initial: 'loading',
      on: { 'user.back': 'approval' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSubscription',
            src: 'loadSubscription',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: {
              target: 'editing',
              actions: { type: 'setSubscription', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
        editing: {
          tags: ['editing'],
          entry: { type: 'persistDraft', params: 'subscription' },
          on: { 'user.next.subscription': 'saving' },
        },
        saving: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'saveSubscription',
            src: 'saveSubscription',
            input: ({ context, event }) => ({
              ...orderParams({ context }),
              body: event.type === 'user.next.subscription' ? event.info : ({} as never),
            }),
            onDone: {
              target: '#takeOver.tariff',
              actions: { type: 'setOrder', params: ({ event }) => event.output },
            },
            onError: 'editing',
          },
        },
      },
    },
    tariff: {
      tags: [stepTag('tariff')],
      initial: 'loading',
      on: { 'user.back': 'subscription' },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadTariffs',
            src: 'loadTariffs',
            input: ({ context }) => ({ ...orderParams({ context }), body: {} }),
            onDone: {
              target: 'choosing',
              actions: { type: 'setTariffs', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
        choosing: {
          tags: ['editing'],
          entry: { type: 'persistDraft', params: 'tariff' },
          on: {
            'user.next.tariff': { guard: 'completeSelections', target: 'saving', actions: 'chooseTariffs' },
          },
        },
        saving: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'saveTariffs',
            src: 'saveTariffs',
            input: tariffsInput,
            onDone: {
              target: '#takeOver.preferences',
              actions: { type: 'setOrder', params: ({ event }) => event.output },
            },
            onError: 'choosing',
          },
        },
      },
    },
    preferences: {
      tags: [stepTag('preferences')],
      initial: 'editing',
      on: { 'user.back': 'tariff' },
      states: {
        editing: {
          tags: ['editing'],
          entry: { type: 'persistDraft', params: 'preferences' },
          on: { 'user.next.preferences': 'saving' },
        },
        saving: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'savePreferences',
            src: 'savePreferences',
            input: ({ context, event }) => ({
              ...orderParams({ context }),
              body: event.type === 'user.next.preferences' ? event.preferences : ({} as never),
            }),
            onDone: {
              target: '#takeOver.summary',
              actions: { type: 'setOrder', params: ({ event }) => event.output },
            },
            onError: 'editing',
          },
        },
      },
    },
    summary: {
      tags: [stepTag('summary')],
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: orderParams,
            onDone: {
              target: 'reviewing',
              actions: { type: 'setOrder', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
        reviewing: {
          entry: { type: 'persistDraft', params: 'summary' },
          on: {
            'user.next.summary': { guard: 'mayRequest', target: 'confirming' },
            'user.back': '#takeOver.preferences',
          },
        },
        confirming: otpConfirmation({
          purpose: TAKE_OVER_OTP_PURPOSE,
          tags: ['otp'],
          confirmed: 'finalizing',
          back: 'reviewing',
          // The server opened the order: the code confirms that order.
          reference: (context: TakeOverContext) => context.orderId,
        }),
        finalizing: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'finalize',
            src: 'finalize',
            input: finalizeInput,
            onDone: { target: '#takeOver.sendingToMars', actions: 'forgetDraft' },
            // The row's modal has said why; the summary lets the person try again.
            onError: 'reviewing',
          },
        },
      },
    },
    sendingToMars: {
      tags: [stepTag('done'), 'busy'],
      invoke: {
        id: 'marsSend',
        src: 'marsSend',
        input: orderParams,
        onDone: { target: 'done', actions: { type: 'setMars', params: ({ event }) => event.output } },
        onError: 'marsFailed',
      },
    },
    marsFailed: {
      description: 'The order is finalized but did not reach MARS; sending again is safe.',
      tags: [stepTag('done'), 'failed'],
      on: { 'user.retry': 'sendingToMars' },
    },
    done: {
      tags: [stepTag('done')],
      on: { 'user.restart': { target: 'lines', actions: 'startOver' } },
    },
  },
});

export type TakeOverMachine = typeof takeOverMachine;
export type TakeOverRef = ActorRefFrom<TakeOverMachine>;
