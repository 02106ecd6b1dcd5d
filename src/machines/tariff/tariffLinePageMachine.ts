import { type ActorRefFrom, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { offerRequestMachine } from './offerRequestMachine';
import { tariffChangeMachine } from './tariffChangeMachine';
import { EMPTY_HISTORY_FILTER, tariffHistoryMachine } from './tariffHistoryMachine';

export interface TariffLinePageInput {
  msisdn: string;
  /** The person's rights (the session's rights child): a change needs the tariff group's Talep. */
  rights: PersonRights | undefined;
}

export type TariffLinePageEvent = { type: 'change.made' };

/**
 * /tariff-package/line/<msisdn> as one chart: the change (usage, offers, the move confirmed by SMS
 * code), the offer request to the account manager and the line's history run as children; a
 * change made reloads the history, so the new move is listed without a reload of the page.
 */
export const tariffLinePageMachine = setup({
  types: {
    context: {} as TariffLinePageInput,
    events: {} as TariffLinePageEvent,
    input: {} as TariffLinePageInput,
    children: {} as { change: 'change'; history: 'history'; offerRequest: 'offerRequest' },
  },
  actors: {
    // A change made is told to this page, whose chart reloads the history.
    change: tariffChangeMachine.provide({ actions: { changed: sendParent({ type: 'change.made' }) } }),
    history: tariffHistoryMachine,
    offerRequest: offerRequestMachine,
  },
}).createMachine({
  id: 'tariffLinePage',
  context: ({ input }) => input,
  entry: [
    spawnChild('change', {
      id: 'change',
      input: ({ context }) => ({ msisdn: context.msisdn, rights: context.rights }),
    }),
    spawnChild('history', {
      id: 'history',
      input: ({ context }) => ({ ...EMPTY_HISTORY_FILTER, msisdn: context.msisdn }),
    }),
    spawnChild('offerRequest', { id: 'offerRequest', input: ({ context }) => ({ msisdn: context.msisdn }) }),
  ],
  on: {
    'change.made': {
      description: 'The tariff changed: the line’s history asks again and lists the new move.',
      actions: sendTo('history', { type: 'user.refresh' }),
    },
  },
});

export type TariffLinePageRef = ActorRefFrom<typeof tariffLinePageMachine>;
