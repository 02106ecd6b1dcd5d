import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { TariffLine } from '../../src/api/tariff/types';
import { tariffChangeMachine } from '../../src/machines/tariff/tariffChangeMachine';
import { EMPTY_HISTORY_FILTER, tariffHistoryMachine } from '../../src/machines/tariff/tariffHistoryMachine';
import { tariffLinePageMachine } from '../../src/machines/tariff/tariffLinePageMachine';
import {
  tariffFilterChoicesMachine,
  tariffLinesMachine,
  tariffLinesPageMachine,
} from '../../src/machines/tariff/tariffLinesMachine';
import { EMPTY_TARIFF_QUERY, TARIFF_PAGE_SIZE } from '../../src/machines/tariff/tariffQuery';
import { FULL_RIGHTS } from '../support/rights';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import {
  type PagedListWorld,
  pagedListEvents,
  pagedListWalker,
  serializePagedList,
} from './support/pagedListWalk';
import type { PortalWalker } from './support/walkPortal';

type ChangeSnapshotRef = ActorRefFrom<typeof tariffChangeMachine>;

import {
  type ChangeSnapshot,
  type ChoicesSnapshot,
  changeEvents,
  choicesEvents,
  FAST,
  HISTORY_PAGE,
  type HistorySnapshot,
  historyEvents,
  LINE_PAGE,
  LINES_PAGE,
  PATHS,
  SEED,
  serializeChange,
  serializeRequest,
  TARGET,
} from './tariff.world';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ scrolling: true });

const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));
/** The gift tariff's card among the offers. */
const targetCard = async () =>
  (await screen.findByRole('heading', { name: TARGET.name, level: 3 })).closest('li') as HTMLElement;
const filtersForm = () => screen.findByRole('form', { name: 'Hat filtreleri' });

// --- the GSM table and its filter bar ---------------------------------------------------------------

const LIST_WORLD: PagedListWorld<TariffLine> = {
  harness,
  person: FAST,
  page: LINES_PAGE,
  machineId: 'tariffLines',
  heading: 'Tarife ve Paket Değişikliği',
  table: 'Hatlar ve tarifeleri',
  listPath: PATHS.list,
  pageSize: TARIFF_PAGE_SIZE,
  row: SEED.line,
  total: SEED.total,
  quickText: 'şahin',
  quickMatch: 'şahin',
};

const choicesWalker: PortalWalker<ChoicesSnapshot> = {
  harness,
  person: FAST,
  startPath: LINES_PAGE,
  actor: () => probed('tariffFilterChoices'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.choices);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await within(await filtersForm()).findByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const form = await filtersForm();
    const types = within(form).getByLabelText('Ürün tipi');
    if (s.hasTag('loaded')) expect(within(types).getByRole('option', { name: 'Ses' })).toBeInTheDocument();
    else expect(within(form).getByText(/Filtre seçenekleri yüklenemedi/)).toBeVisible();
  },
};

// --- one line's page: usage, offers, change ---------------------------------------------------------------

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

const changeWalker: PortalWalker<ChangeSnapshot> = {
  harness,
  person: FAST,
  startPath: LINE_PAGE,
  actor: () => probed('tariffChange'),
  serialize: serializeChange,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.productList);
    if (event.type === 'xstate.error.actor.loadInfo') harness.failNext('get', PATHS.faq);
    if (event.type === 'xstate.error.actor.prepare') harness.failNext('post', PATHS.options);
    if (event.type === 'xstate.error.actor.change') harness.failNext('put', PATHS.change);
    if (event.type === 'xstate.error.actor.refresh') harness.failNext('post', PATHS.productList);
  },
  perform: async (user, event) => {
    const e = event as EventObject & { output?: { status?: string } };
    switch (e.type) {
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'info.open':
        return user.click(within(await targetCard()).getByRole('button', { name: 'Ayrıntılar ve SSS' }));
      case 'info.close': {
        const dialog = await screen.findByRole('dialog', { name: `${TARGET.name}: ayrıntılar` });
        return user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
      }
      case 'tariff.choose':
        return user.click(within(await targetCard()).getByRole('button', { name: 'Bu tarifeyi seç' }));
      case 'commitment.choose':
        return user.click(await screen.findByRole('radio', { name: /^12 ay taahhütlü/ }));
      case 'selection.toggle':
        return user.click(await screen.findByRole('checkbox', { name: /^Sosyal Medya Paketi/ }));
      case 'user.next':
        return click(user, 'Devam');
      case 'user.back':
        return click(user, 'Geri');
      case 'user.confirm':
        return click(user, 'Onayla ve SMS kodu gönder');
      case 'xstate.done.actor.otp': {
        if (e.output?.status === 'validated') return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog', { name: 'Tarife değişikliğini onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.change': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      case 'user.restart':
        return click(user, 'Tarifelere dön');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  // The line is read again as soon as the change answers.
  chained: (event) => event.type.endsWith('.actor.refresh'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('hattının tarifesi');
    const { context } = s;
    if (s.matches('loadFailed')) {
      expect(screen.getByText(/^Hat bilgileri yüklenemedi\./)).toBeVisible();
      return;
    }
    if (s.matches('showingInfo')) {
      const dialog = await screen.findByRole('dialog', { name: `${TARGET.name}: ayrıntılar` });
      expect(within(dialog).getByText('Sıkça sorulan sorular')).toBeVisible();
      return;
    }
    if (s.matches('browsing')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('heading', { name: 'Geçebileceği tarifeler' })).toBeVisible();
      expect(screen.getByRole('progressbar', { name: 'Konuşma kullanımı' })).toBeVisible();
      const offers = screen.getByRole('region', { name: 'Geçebileceği tarifeler' });
      if (context.failure) expect(within(offers).getByRole('alert')).toBeVisible();
      else expect(within(offers).queryByRole('alert')).toBeNull();
      return;
    }
    if (s.matches('configuring')) {
      expect(screen.getByRole('group', { name: 'Taahhüt süresi' })).toBeVisible();
      expect(screen.getByRole('radio', { name: /^12 ay taahhütlü/ })).toHaveProperty(
        'checked',
        context.commitmentMonths === 12,
      );
      const next = screen.getByRole('button', { name: 'Devam' });
      if (context.selections.length) expect(next).toBeEnabled();
      else expect(next).toBeDisabled();
      return;
    }
    if (s.matches('summary')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('Aylık fark')).toBeVisible();
      expect(screen.getByText(context.commitmentMonths === 12 ? '+324,99 TL' : '+260,00 TL')).toBeVisible();
      const failed = screen.queryByText(/^Tarife değiştirilemedi\./);
      if (context.failure) expect(failed).toBeVisible();
      else expect(failed).toBeNull();
      return;
    }
    expect(screen.getByText(/hattının tarifesi Kurumsal Sınırsız Plus olarak değiştirildi\./)).toBeVisible();
    if (s.matches({ done: 'stale' })) {
      expect(screen.getByText(/^Tarife değişti, ancak hattın güncel bilgileri okunamadı\./)).toBeVisible();
      expect(screen.queryByText('Mevcut tarife')).toBeNull();
      return;
    }
    // The line is read again: its tariff is the new one, without a reload.
    const current = screen.getByText('Mevcut tarife').nextElementSibling;
    expect(current).toHaveTextContent(TARGET.name);
    expect(screen.getByText(new RegExp(`dönemi, ${TARGET.name}$`))).toBeVisible();
  },
};

// --- the company's history ----------------------------------------------------------------------------------

const historySection = () => screen.findByRole('region', { name: 'Tarife değişikliği geçmişi' });

const historyWalker: PortalWalker<HistorySnapshot> = {
  harness,
  person: FAST,
  startPath: HISTORY_PAGE,
  actor: () => probed('tariffHistory'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', PATHS.history);
  },
  perform: async (user, event) => {
    const section = await historySection();
    if (event.type === 'user.retry')
      return user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(within(section).getByRole('button', { name: 'Listele' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await historySection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText(/^Geçmiş yüklenemedi\./)).toBeVisible();
      return;
    }
    const table = within(section).getByRole('table', { name: 'Tarife değişiklikleri' });
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-index]').length).toBeGreaterThan(0));
    expect(within(section).getByRole('button', { name: 'Listele' })).toBeEnabled();
  },
};

// --- the pages: what ties their children together ----------------------------------------------

type LinesPageSnapshot = ReturnType<typeof tariffLinesPageMachine.getInitialSnapshot>;
type LinePageSnapshot = ReturnType<typeof tariffLinePageMachine.getInitialSnapshot>;

const linesPageWalker: PortalWalker<LinesPageSnapshot> = {
  harness,
  person: FAST,
  startPath: LINES_PAGE,
  actor: () => probed('tariffLinesPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: () => undefined,
  isSettled: () => true,
  expectView: async () => {
    // Both children run under the page: the lines fill the table, the choices the filter bar.
    const table = await screen.findByRole('table', { name: 'Hatlar ve tarifeleri' });
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-index]').length).toBeGreaterThan(0));
    const types = within(await filtersForm()).getByLabelText('Ürün tipi');
    expect(await within(types).findByRole('option', { name: 'Ses' })).toBeInTheDocument();
  },
};

/** The whole move through the line page: the gift tariff, a gift, Devam, the SMS code. */
async function changeTariff(user: User) {
  await user.click(within(await targetCard()).getByRole('button', { name: 'Bu tarifeyi seç' }));
  await user.click(await screen.findByRole('checkbox', { name: /^Sosyal Medya Paketi/ }));
  await click(user, 'Devam');
  await click(user, 'Onayla ve SMS kodu gönder');
  await enterSmsCode(user);
}

const linePageWalker: PortalWalker<LinePageSnapshot> = {
  harness,
  person: FAST,
  startPath: LINE_PAGE,
  actor: () => probed('tariffLinePage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'change.made') return changeTariff(user);
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('hattının tarifesi');
    const history = await historySection();
    if (probed<ChangeSnapshotRef>('tariffChange').getSnapshot().hasTag('step:done')) {
      // The change made reloaded the line's history: the new move is listed without a reload.
      expect(
        await screen.findByText(/hattının tarifesi Kurumsal Sınırsız Plus olarak değiştirildi\./),
      ).toBeVisible();
      const table = await within(history).findByRole('table', { name: 'Tarife değişiklikleri' });
      await waitFor(() => expect(within(table).getAllByText(TARGET.name).length).toBeGreaterThan(0));
    } else {
      // The seed never changed this line's tariff; the offers show beside its empty history.
      expect(await screen.findByRole('heading', { name: 'Geçebileceği tarifeler' })).toBeVisible();
      expect(await within(history).findByText('Bu ölçütlere uyan tarife değişikliği yok.')).toBeVisible();
    }
  },
};

describeModel(
  'tariffLines',
  tariffLinesMachine,
  {
    input: { query: EMPTY_TARIFF_QUERY, pageSize: TARIFF_PAGE_SIZE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  pagedListWalker(LIST_WORLD),
);
describeModel(
  'tariffFilterChoices',
  tariffFilterChoicesMachine,
  { input: undefined, events: choicesEvents, serialize: serializeRequest },
  choicesWalker,
);
describeModel(
  'tariffChange',
  tariffChangeMachine,
  // The walk's person has full authority: the rights child answers every level.
  {
    input: { msisdn: SEED.line.msisdn, rights: FULL_RIGHTS },
    events: changeEvents,
    serialize: serializeChange,
  },
  changeWalker,
);
describeModel(
  'tariffHistory',
  tariffHistoryMachine,
  { input: EMPTY_HISTORY_FILTER, events: historyEvents, serialize: serializeRequest },
  historyWalker,
);
describeModel(
  'tariffLinesPage',
  tariffLinesPageMachine,
  // The page only starts its children; each child's steps are walked by its own model above.
  { events: () => [], serialize: (s) => JSON.stringify(s.value), minPaths: 1 },
  linesPageWalker,
);
describeModel(
  'tariffLinePage',
  tariffLinePageMachine,
  // The page's own step; the change's, the history's and the offer request's are walked on their own.
  {
    input: { msisdn: SEED.line.msisdn, rights: FULL_RIGHTS },
    events: () => [{ type: 'change.made' }],
    serialize: (s) => JSON.stringify(s.value),
    // One state: the change made reloads the history and the page stays where it is.
    minPaths: 1,
  },
  linePageWalker,
);
