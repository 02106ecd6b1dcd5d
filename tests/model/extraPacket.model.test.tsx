import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { type ExtraPacketLine, permissionLabel } from '../../src/api/extraPacket/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { extraPacketHistoryMachine } from '../../src/machines/extraPacket/extraPacketHistoryMachine';
import {
  extraPacketChoicesMachine,
  extraPacketListMachine,
  extraPacketTypesMachine,
} from '../../src/machines/extraPacket/extraPacketListMachine';
import {
  EXTRA_PACKET_HISTORY_QUERY,
  extraPacketPageMachine,
} from '../../src/machines/extraPacket/extraPacketPageMachine';
import {
  EMPTY_EXTRA_PACKET_QUERY,
  EXTRA_PACKET_PAGE_SIZE,
} from '../../src/machines/extraPacket/extraPacketQuery';
import { permissionChangeMachine } from '../../src/machines/extraPacket/permissionChangeMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  type ChangeSnapshot,
  type ChoicesSnapshot,
  changeEvents,
  choicesEvents,
  FAST,
  type HistorySnapshot,
  historyEvents,
  PAGE,
  PATHS,
  QUICK_TEXT,
  SEED,
  serializeChange,
  serializeRequest,
  type TypesSnapshot,
  typesEvents,
} from './extraPacket.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import {
  type PagedListWorld,
  pagedListEvents,
  pagedListWalker,
  serializePagedList,
} from './support/pagedListWalk';
import { settledTable as settledTableNamed } from './support/tableQueries';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ scrolling: true });
const TABLE_NAME = 'Hatlar ve ek paket izinleri';
const ROW_NAME = `${SEED.line.msisdn} satırını seç`;
const DIALOG = 'Ek paket izni ver';

const filtersForm = () => screen.findByRole('form', { name: 'Hat filtreleri' });
const changeSection = () => screen.findByRole('region', { name: 'Seçili hatlar için işlem' });
const typesSection = () => screen.findByRole('region', { name: 'Ek paket türleri' });
const historySection = () => screen.findByRole('region', { name: 'İzin geçmişi' });
const dialog = () => screen.findByRole('dialog', { name: DIALOG });

const settledTable = () => settledTableNamed(TABLE_NAME);

/** The whole change through the page: first row, "İzin ver", internet, Devam, Onayla. */
async function allowData(user: User) {
  await settledTable();
  await user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
  await user.click(within(await changeSection()).getByRole('button', { name: 'İzin ver' }));
  await user.click(within(await dialog()).getByRole('checkbox', { name: /^İnternet/ }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Devam' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Onayla' }));
}

// --- the paged list -----------------------------------------------------------------------------

const LIST_WORLD: PagedListWorld<ExtraPacketLine> = {
  harness,
  person: FAST,
  page: PAGE,
  machineId: 'extraPacketLines',
  heading: 'Ekstra Paket İzinleri',
  table: TABLE_NAME,
  listPath: PATHS.lines,
  pageSize: EXTRA_PACKET_PAGE_SIZE,
  row: SEED.line,
  total: SEED.total,
  quickText: QUICK_TEXT,
  quickMatch: 'şahin',
};

// --- the filter bar's choices, the types and the history ----------------------------------------

const choicesWalker: PortalWalker<ChoicesSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('extraPacketChoices'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.productFilter);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await within(await filtersForm()).findByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const form = await filtersForm();
    if (s.hasTag('loaded')) {
      expect(
        within(within(form).getByLabelText('Ürün tipi')).getByRole('option', { name: 'Ses' }),
      ).toBeInTheDocument();
      expect(
        within(within(form).getByLabelText('Durum')).getByRole('option', { name: 'Askıda' }),
      ).toBeInTheDocument();
    } else expect(within(form).getByText(/Filtre seçenekleri yüklenemedi/)).toBeVisible();
  },
};

const typesWalker: PortalWalker<TypesSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('extraPacketTypes'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.types);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(within(await typesSection()).getByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh') return allowData(user);
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await typesSection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText('Ek paket türleri yüklenemedi.')).toBeVisible();
      return;
    }
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText('250,00 TL')).toBeVisible();
  },
};

const historyWalker: PortalWalker<HistorySnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('extraPacketHistory'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.history);
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
      expect(within(section).getByText('İzin geçmişi yüklenemedi.')).toBeVisible();
      return;
    }
    const table = within(section).getByRole('table', { name: 'Ek paket izni değişiklikleri' });
    expect(table.querySelectorAll('tr[data-row-index]').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Listele' })).toBeEnabled();
  },
};

// --- changing permissions -------------------------------------------------------------------------

const changeWalker: PortalWalker<ChangeSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('extraPacketChange'),
  serialize: serializeChange,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.change') harness.failNext('post', PATHS.change);
  },
  perform: async (user: User, event: EventObject) => {
    const e = event as EventObject & { ids?: string[] };
    switch (e.type) {
      case 'selection.change':
        await settledTable();
        if (e.ids?.length) return user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
        return user.click(screen.getByRole('button', { name: 'Seçimi temizle' }));
      case 'user.change':
        return user.click(within(await changeSection()).getByRole('button', { name: 'İzin ver' }));
      case 'user.review':
        await user.click(within(await dialog()).getByRole('checkbox', { name: /^İnternet/ }));
        return user.click(within(await dialog()).getByRole('button', { name: 'Devam' }));
      case 'user.back':
        return user.click(within(await dialog()).getByRole('button', { name: 'Geri' }));
      case 'user.cancel':
        return user.click(within(await dialog()).getByRole('button', { name: 'Vazgeç' }));
      case 'user.confirm':
        return user.click(within(await dialog()).getByRole('button', { name: 'Onayla' }));
      case 'user.dismiss':
        return user.click(
          within(await screen.findByRole('region', { name: 'Değişiklik sonucu' })).getByRole('button', {
            name: 'Tamam',
          }),
        );
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.matches('choosing')) {
      const d = await dialog();
      expect(within(d).getAllByRole('checkbox')).toHaveLength(4);
      expect(within(d).getByText(/^Seçilen 1 hatta izin vereceğiniz/)).toBeVisible();
      return;
    }
    if (s.matches('confirming')) {
      const d = await dialog();
      expect(within(d).getByText('1 hatta İnternet ek paketleri için izin verilecek.')).toBeVisible();
      expect(within(d).getByText('İnternet: hat başına ayda en fazla 250,00 TL')).toBeVisible();
      const failed = within(d).queryByText(/^İzinler değiştirilemedi\./);
      if (s.context.failure) expect(failed).toBeVisible();
      else expect(failed).toBeNull();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const result = screen.queryByRole('region', { name: 'Değişiklik sonucu' });
    if (s.matches('done')) {
      expect(result).toBeVisible();
      expect(within(result!).getByText(/hatta ek paket izni verildi\./)).toBeVisible();
      expect(within(result!).getByRole('list', { name: 'Hat bazında sonuç' })).toBeVisible();
    } else expect(result).toBeNull();
    const section = await changeSection();
    const allow = within(section).getByRole('button', { name: 'İzin ver' });
    if (s.context.selected.length) {
      expect(within(section).getByText('1 hat seçildi.')).toBeVisible();
      expect(allow).toBeEnabled();
    } else {
      expect(within(section).getByText('Tablodan ya da hat listesiyle hat seçin.')).toBeVisible();
      expect(allow).toBeDisabled();
    }
  },
};

// --- the page: what ties its children together -------------------------------------------------

type PageSnapshot = ReturnType<typeof extraPacketPageMachine.getInitialSnapshot>;
const SELECT_HINT = 'Tablodan ya da hat listesiyle hat seçin.';

/** Choose the first row, so the page's clearing of the selection shows. */
async function chooseFirstRow(user: User) {
  await settledTable();
  await user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
  expect(within(await changeSection()).getByText('1 hat seçildi.')).toBeVisible();
}

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('extraPacketPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.query': {
        await chooseFirstRow(user);
        const form = await filtersForm();
        const select = within(form).getByLabelText('Ürün tipi');
        await within(select).findByRole('option', { name: 'Veri' });
        await user.selectOptions(select, 'DATA');
        return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.filter':
        await chooseFirstRow(user);
        return user.type(
          screen.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' }),
          QUICK_TEXT,
        );
      case 'change.saved':
        return allowData(user);
      default:
        return undefined;
    }
  },
  isSettled: () => true,
  expectView: async () => {
    // Any step of the page leaves no line chosen: a new query or filter cleared the choice, and a
    // saved change emptied it.
    expect(within(await changeSection()).getByText(SELECT_HINT)).toBeVisible();
    const list = probed('extraPacketLines').getSnapshot();
    if (list.context.query.filter.productType === 'DATA') {
      const table = await settledTable();
      for (const row of table.querySelectorAll('tr[data-row-index]')) expect(row).toHaveTextContent('Veri');
    } else if (list.context.filterText) {
      // The quick filter reached the list, which waits for the person to stop typing.
      expect(list.hasTag('filtering')).toBe(true);
    }
    const changed = screen.queryByRole('region', { name: 'Değişiklik sonucu' });
    if (changed) {
      // The saved change reloaded the lines, the types' counts and the history.
      const table = await settledTable();
      const row = within(table).getByRole('checkbox', { name: ROW_NAME }).closest('tr')!;
      await waitFor(() => expect(within(row).getAllByText(permissionLabel(true)).length).toBeGreaterThan(0));
      const history = await historySection();
      await waitFor(() =>
        expect(within(history).getAllByText(formatMsisdn(SEED.line.msisdn)).length).toBeGreaterThan(0),
      );
    }
  },
};

describeModel(
  'extraPacketLines',
  extraPacketListMachine,
  {
    input: { query: EMPTY_EXTRA_PACKET_QUERY, pageSize: EXTRA_PACKET_PAGE_SIZE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  pagedListWalker(LIST_WORLD),
);
describeModel(
  'extraPacketChoices',
  extraPacketChoicesMachine,
  { input: undefined, events: choicesEvents, serialize: serializeRequest },
  choicesWalker,
);
describeModel(
  'extraPacketTypes',
  extraPacketTypesMachine,
  { input: undefined, events: typesEvents, serialize: serializeRequest },
  typesWalker,
);
describeModel(
  'extraPacketHistory',
  extraPacketHistoryMachine,
  { input: EXTRA_PACKET_HISTORY_QUERY, events: historyEvents, serialize: serializeRequest },
  historyWalker,
);
describeModel(
  'extraPacketChange',
  permissionChangeMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { rights: FULL_RIGHTS }, events: changeEvents, serialize: serializeChange },
  changeWalker,
);
describeModel(
  'extraPacketPage',
  extraPacketPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    input: { rights: FULL_RIGHTS },
    events: () => [
      { type: 'user.query', query: { filter: { productType: 'DATA' } } },
      { type: 'user.filter', text: QUICK_TEXT },
      { type: 'change.saved' },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
