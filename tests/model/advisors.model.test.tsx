import { screen, within } from '@testing-library/react';
import { advisorsMachine } from '../../src/machines/customerRepresentative/advisorsMachine';
import {
  ADVISORS_PATH,
  type AdvisorsSnapshot,
  advisorsEvents,
  FIRST_ADVISOR,
  serializeAdvisors,
} from './advisors.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();

const advisorsWalker: PortalWalker<AdvisorsSnapshot> = {
  harness,
  person: FAST,
  startPath: '/customer-representative',
  actor: () => probed('customerAdvisors'),
  serialize: serializeAdvisors,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', ADVISORS_PATH);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    return undefined; // the other steps are the server's answers
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Müşteri Temsilcilerim' })).toBeVisible();
    if (s.hasTag('loaded')) {
      expect(await screen.findByRole('heading', { name: FIRST_ADVISOR })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
    } else {
      const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
      expect(retry).toBeEnabled();
      // The page's own message (the shell may also announce the failure).
      expect(within(retry.parentElement!).getByRole('alert')).toHaveTextContent(/\S/);
      expect(screen.queryByRole('heading', { name: FIRST_ADVISOR })).toBeNull();
    }
  },
};

describeModel(
  'customerAdvisors',
  advisorsMachine,
  { events: advisorsEvents, serialize: serializeAdvisors },
  advisorsWalker,
);
