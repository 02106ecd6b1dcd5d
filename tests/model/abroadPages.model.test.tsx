import { configure, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { AbroadChangeAnswer, AbroadValidation } from '../../src/api/abroad/types';
import { abroadConfirmPageMachine } from '../../src/machines/abroad/abroadConfirmPageMachine';
import { abroadListPageMachine } from '../../src/machines/abroad/abroadListPageMachine';
import { fakeScrolling } from '../../src/ui/table/testRows';
import { FULL_RIGHTS } from '../support/rights';
import { arrangeConfirmPage } from './abroad.arrange';
import { CONFIRM_PATH, FAST, LIST_PATH, QUICK_TEXT, SEED } from './abroad.world';
import { probed } from './support/actorProbe';
import { describeModel } from './support/modelSuite';
import { preloadScreens } from './support/portalApp';
import { createSandboxHarness } from './support/sandboxHarness';
import { settledTable as settledTableNamed } from './support/tableQueries';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;
const harness = createSandboxHarness();
const ROW_NAME = `${SEED.line.msisdn} satırını seç`;
const CLOSE = 'Yurt dışı kullanımı kapat';
const CONFIRM_HEADING = 'Yurt Dışı Kullanım Onayı';
const SELECT_HINT = 'Tablodan ya da hat listesiyle hat seçin.';

const changeSection = () => screen.findByRole('region', { name: 'Seçili hatlar için işlem' });
const settledTable = () => settledTableNamed('Hatlar ve yurt dışı kullanımı durumu');
/** What the page handed to the next page in the history entry (react-router keeps it as `usr`). */
const handedState = () => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr ?? {};

// --- the list page: what ties its children together ------------------------------------------------

type ListPageSnapshot = ReturnType<typeof abroadListPageMachine.getInitialSnapshot>;

async function chooseFirstRow(user: User) {
  await settledTable();
  await user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
  expect(within(await changeSection()).getByText('1 hat seçildi.')).toBeVisible();
}

const listPageWalker: PortalWalker<ListPageSnapshot> = {
  harness,
  person: FAST,
  startPath: LIST_PATH,
  actor: () => probed('abroadListPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: (event) => {
    // The first row's roaming on: closing it passes the check.
    if (event.type === 'change.validated')
      harness.sandbox.db
        .prepare("UPDATE lines SET roaming = 1, status = 'ACTIVE' WHERE msisdn = ?")
        .run(SEED.line.msisdn);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.query': {
        await chooseFirstRow(user);
        const form = await screen.findByRole('form', { name: 'Hat filtreleri' });
        return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.filter':
        await chooseFirstRow(user);
        return user.type(
          screen.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' }),
          QUICK_TEXT,
        );
      case 'change.validated':
        await chooseFirstRow(user);
        return user.click(within(await changeSection()).getByRole('button', { name: CLOSE }));
      default:
        return undefined;
    }
  },
  isSettled: () => true,
  expectView: async () => {
    if (window.location.pathname === CONFIRM_PATH) {
      // The checked change went on to the confirm page with its validation in the history entry.
      expect(await screen.findByRole('heading', { name: CONFIRM_HEADING, level: 1 })).toBeVisible();
      expect(screen.getByText('1 hatta yurt dışı kullanımı kapatılacak.')).toBeVisible();
      expect((handedState().validation as AbroadValidation | undefined)?.allowed).toHaveLength(1);
      return;
    }
    // A new query or quick filter cleared the chosen lines.
    expect(within(await changeSection()).getByText(SELECT_HINT)).toBeVisible();
    const list = probed('abroadList').getSnapshot();
    if (list.context.filterText) expect(list.hasTag('filtering')).toBe(true);
  },
};

// --- the confirm page, one walk per way it can open ----------------------------------------------

type ConfirmPageSnapshot = ReturnType<typeof abroadConfirmPageMachine.getInitialSnapshot>;
const NOW = Date.now();
const VALIDATION: AbroadValidation = {
  validationId: 'model',
  service: 'ROAMING',
  action: 'CLOSE',
  allowed: [{ ...SEED.line, roaming: true, status: 'ACTIVE' }],
  refused: [],
  expiresAt: new Date(NOW + 30 * 60_000).toISOString(),
};
const EXPIRED: AbroadValidation = { ...VALIDATION, expiresAt: new Date(NOW - 60_000).toISOString() };
const RESULT: AbroadChangeAnswer = {
  orderId: 'HT-20260115-000001',
  service: 'ROAMING',
  action: 'CLOSE',
  done: 1,
  results: [{ msisdn: SEED.line.msisdn, status: 'DONE' }],
};

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

/** The confirm page opened with `handed` in its history entry (`confirm`: a real stored check). */
function confirmPageWalker(
  handed: 'confirm' | Record<string, unknown> | null,
): PortalWalker<ConfirmPageSnapshot> {
  return {
    harness,
    person: FAST,
    startPath: CONFIRM_PATH,
    actor: () => probed('abroadConfirmPage'),
    serialize: (s) => JSON.stringify(s.value),
    arrange: (event) => {
      if (event.type !== 'xstate.init') return;
      if (handed === 'confirm') arrangeConfirmPage(harness.sandbox.db, SEED.line.msisdn, CONFIRM_PATH);
      else window.history.replaceState({ usr: handed, key: 'model', idx: 0 }, '', CONFIRM_PATH);
    },
    perform: async (user, event) => {
      if (event.type !== 'change.applied') return undefined;
      await user.click(await screen.findByRole('button', { name: 'Onayla ve SMS kodu gönder' }));
      return enterSmsCode(user);
    },
    isSettled: () => true,
    expectView: async (s) => {
      expect(await screen.findByRole('heading', { name: CONFIRM_HEADING, level: 1 })).toBeVisible();
      if (s.matches('applied')) {
        expect(await screen.findByText('1 hatta yurt dışı kullanımı kapatıldı.')).toBeVisible();
        // The result replaced the validation in the history entry: a reload shows it again.
        expect(handedState().result).toMatchObject({ service: 'ROAMING', done: 1 });
        expect(handedState().validation).toBeUndefined();
      } else if (s.matches('nothing'))
        expect(screen.getByText(/^Onaylanacak bir değişiklik yok\./)).toBeVisible();
      else if (s.matches('expired')) expect(screen.getByText(/^Bu kontrolün süresi doldu\./)).toBeVisible();
      else {
        expect(screen.getByText('1 hatta yurt dışı kullanımı kapatılacak.')).toBeVisible();
        expect(screen.getByRole('button', { name: 'Onayla ve SMS kodu gönder' })).toBeEnabled();
      }
    },
  };
}

const confirmPageModel = (name: string, handed: unknown, walker: PortalWalker<ConfirmPageSnapshot>) =>
  describeModel(
    `abroadConfirmPage (${name})`,
    abroadConfirmPageMachine,
    {
      input: { service: 'ROAMING', handed, now: NOW },
      events: (s) => (s.matches('confirming') ? [{ type: 'change.applied', result: RESULT }] : []),
      serialize: (s) => JSON.stringify(s.value),
      minPaths: 1,
    },
    walker,
  );

beforeAll(async () => {
  fakeScrolling();
  harness.server.listen({ onUnhandledRequest: 'error' });
  await preloadScreens();
});
afterAll(() => {
  harness.server.close();
  harness.close();
});

describeModel(
  'abroadListPage',
  abroadListPageMachine,
  {
    input: { service: 'ROAMING', rights: FULL_RIGHTS },
    events: () => [
      { type: 'user.query', query: { filter: {} } },
      { type: 'user.filter', text: QUICK_TEXT },
      { type: 'change.validated', validation: VALIDATION },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  listPageWalker,
);
confirmPageModel('confirmed', { validation: VALIDATION }, confirmPageWalker('confirm'));
confirmPageModel('nothing handed', null, confirmPageWalker(null));
confirmPageModel('expired', { validation: EXPIRED }, confirmPageWalker({ validation: EXPIRED }));
confirmPageModel('applied before', { result: RESULT }, confirmPageWalker({ result: RESULT }));
