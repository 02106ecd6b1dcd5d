import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { configure, screen, within } from '@testing-library/react';
import { EMPTY_TOUCH_QUERY, touchHistoryMachine } from '../../src/machines/customerTouch/touchHistoryMachine';
import { serializeTouch, TOUCH_PATH, type TouchSnapshot, touchEvents } from './customerTouch.world';
import { probed } from './support/actorProbe';
import { describeModel } from './support/modelSuite';
import { preloadScreens } from './support/portalApp';
import { createSandboxHarness } from './support/sandboxHarness';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

configure({ asyncUtilTimeout: 5000 });

const harness = createSandboxHarness();
const FAST = { userName: 'hizli.kullanici', password: 'Hizli.2026!' };
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

beforeAll(async () => {
  // The row reads blobs (its export is a file): msw hands them to Node's Response, which needs Node's Blob.
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  harness.server.listen({ onUnhandledRequest: 'error' });
  await preloadScreens();
});
afterAll(() => {
  vi.unstubAllGlobals();
  harness.server.close();
  harness.close();
});

describeModel(
  'customerTouchHistory',
  touchHistoryMachine,
  { input: EMPTY_TOUCH_QUERY, events: touchEvents, serialize: serializeTouch },
  touchWalker,
);
