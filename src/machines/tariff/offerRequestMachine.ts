import { type ActorRefFrom, assertEvent, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { MarsSendAnswer } from '../../api/tariff/types';

export interface OfferRequestContext {
  msisdn: string;
  /** The tariff the person asks an offer for. */
  tariffId: string;
  answer: MarsSendAnswer | null;
}

export type OfferRequestEvent =
  | { type: 'user.ask'; tariffId: string }
  | { type: 'user.send'; note: string }
  | { type: 'user.close' };

/**
 * "Temsilcimden teklif iste" on a tariff (spec §7 tariff mars send): the request goes to the
 * operator's sales system (MARS) for the company's account manager, with a note; the answer's
 * reference number is shown. Nothing changes on the line.
 */
export const offerRequestMachine = setup({
  types: {
    context: {} as OfferRequestContext,
    events: {} as OfferRequestEvent,
    input: {} as { msisdn: string },
  },
  actors: { marsSend: httpActor('tariffMarsSend') },
  actions: {
    pickTariff: assign(({ event }) => {
      assertEvent(event, 'user.ask');
      return { tariffId: event.tariffId, answer: null };
    }),
    setAnswer: assign({ answer: (_, answer: MarsSendAnswer) => answer }),
    forget: assign({ tariffId: '', answer: null }),
  },
}).createMachine({
  id: 'tariffOfferRequest',
  context: ({ input }) => ({ msisdn: input.msisdn, tariffId: '', answer: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'user.ask': { target: 'asking', actions: 'pickTariff' } } },
    asking: {
      on: { 'user.send': 'sending', 'user.close': { target: 'idle', actions: 'forget' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'marsSend',
        src: 'marsSend',
        input: ({ context, event }) => {
          assertEvent(event, 'user.send');
          const note = event.note.trim();
          return {
            body: { tariffId: context.tariffId, msisdns: [context.msisdn], ...(note ? { note } : {}) },
          };
        },
        onDone: { target: 'sent', actions: { type: 'setAnswer', params: ({ event }) => event.output } },
        // The row's modal has said why; the dialog stays open to try again.
        onError: 'asking',
      },
    },
    sent: {
      on: {
        'user.close': { target: 'idle', actions: 'forget' },
        'user.ask': { target: 'asking', actions: 'pickTariff' },
      },
    },
  },
});

export type OfferRequestRef = ActorRefFrom<typeof offerRequestMachine>;
