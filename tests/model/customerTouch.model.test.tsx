import { screen, within } from '@testing-library/react';
import { EMPTY_TOUCH_QUERY, touchHistoryMachine } from '../../src/machines/customerTouch/touchHistoryMachine';
import { serializeTouch, TOUCH_PATH, type TouchSnapshot, touchEvents } from './customerTouch.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ globals: NODE_FILES });
const table = () => screen.findByRole('table', { name: 'Müşteri temas kayıtları' });

const touchWalker: PortalWalker<TouchSnapshot> = {
  harness,
  person: FAST,
  startPath: '/ctt-history',
  actor: () => probed('customerTouchHistory'),
  serialize: serializeTouch,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', TOUCH_PATH);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh') {
      await user.selectOptions(await screen.findByLabelText('Kanal'), 'VISIT');
      return user.click(screen.getByRole('button', { name: 'Listele' }));
    }
    return undefined; // the other steps are the server's answers
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Müşteri Temas Geçmişi', level: 1 })).toBeVisible();
    if (s.hasTag('loaded')) {
      const rows = within(await table())
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      if (s.context.input.channel === 'VISIT')
        for (const row of rows) expect(row).toHaveTextContent('Ziyaret');
      expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
    } else {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(screen.getByText('Temas geçmişi yüklenemedi.')).toBeVisible();
    }
  },
};

describeModel(
  'customerTouchHistory',
  touchHistoryMachine,
  { input: EMPTY_TOUCH_QUERY, events: touchEvents, serialize: serializeTouch },
  touchWalker,
);
