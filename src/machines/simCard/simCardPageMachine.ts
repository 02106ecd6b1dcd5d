import { type ActorRefFrom, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { SIM_CARD_ORDER_SYSTEM_ID } from './simCardImport';
import { simCardOrderMachine } from './simCardOrderMachine';

/**
 * /sim-card as one chart: the order runs as a child under its system id, through which the
 * spreadsheet import's row check reads the lines already chosen (simCardImport.ts).
 */
export const simCardPageMachine = setup({
  types: {
    context: {} as { rights: PersonRights | undefined },
    input: {} as { rights: PersonRights | undefined },
    children: {} as { order: 'order' },
  },
  actors: { order: simCardOrderMachine },
}).createMachine({
  id: 'simCardPage',
  context: ({ input }) => ({ rights: input.rights }),
  entry: spawnChild('order', {
    id: 'order',
    systemId: SIM_CARD_ORDER_SYSTEM_ID,
    input: ({ context }) => ({ rights: context.rights }),
  }),
});

export type SimCardPageRef = ActorRefFrom<typeof simCardPageMachine>;
