import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { LineUserProduct } from '../../src/api/lineUserTypes';
import { formatNumber } from '../../src/lib/format';
import { invoiceNameBulkMachine } from '../../src/machines/lineUser/invoiceNameBulkMachine';
import {
  lineUserFilterChoicesMachine,
  lineUserListMachine,
} from '../../src/machines/lineUser/lineUserListMachine';
import { EMPTY_LINE_USER_QUERY, LINE_USER_PAGE_SIZE } from '../../src/machines/lineUser/lineUserQuery';
import { FULL_RIGHTS } from '../support/rights';
import {
  type BulkSnapshot,
  bulkEvents,
  type ChoicesSnapshot,
  choicesEvents,
  FAST,
  PAGE_PATH,
  PATHS,
  QUICK_TEXT,
  SEED,
  serializeBulk,
  serializeChoices,
} from './lineUser.world';
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

const harness = modelHarness({ scrolling: true });
const ROW_NAME = `${SEED.line.msisdn} satırını seç`;

const filtersForm = () => screen.findByRole('form', { name: 'Hat filtreleri' });

const settledTable = () => settledTableNamed('Hatlar ve kullanıcıları');

// --- the paged list -----------------------------------------------------------------------------

const LIST_WORLD: PagedListWorld<LineUserProduct> = {
  harness,
  person: FAST,
  page: PAGE_PATH,
  machineId: 'lineUserList',
  heading: 'Hat Kullanıcı Bilgileri',
  table: 'Hatlar ve kullanıcıları',
  listPath: PATHS.list,
  pageSize: LINE_USER_PAGE_SIZE,
  row: SEED.line,
  total: SEED.total,
  quickText: QUICK_TEXT,
  quickMatch: 'şahin',
  quickMatches: SEED.quickMatches,
};

// --- the filter bar's choices -------------------------------------------------------------------

const choicesWalker: PortalWalker<ChoicesSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('lineUserFilterChoices'),
  serialize: serializeChoices,
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
    if (s.hasTag('loaded')) {
      expect(within(types).getByRole('option', { name: 'Ses' })).toBeInTheDocument();
      expect(within(form).queryByText(/Filtre seçenekleri yüklenemedi/)).toBeNull();
    } else {
      expect(within(form).getByText(/Filtre seçenekleri yüklenemedi/)).toBeVisible();
      expect(within(form).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(within(types).getAllByRole('option')).toHaveLength(1);
    }
  },
};

// --- bulk invoice name ------------------------------------------------------------------------

const bulkDialog = () => screen.queryByRole('dialog', { name: /Faturada ad (gösterilsin|gizlensin) mi\?/ });

const bulkWalker: PortalWalker<BulkSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('invoiceNameBulk'),
  serialize: serializeBulk,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.updateVisibility') harness.failNext('put', PATHS.visibility);
  },
  perform: async (user, event) => {
    const e = event as EventObject & { ids?: string[] };
    switch (e.type) {
      case 'selection.change':
        if (e.ids?.length) {
          await settledTable();
          return user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
        }
        return user.click(await screen.findByRole('button', { name: 'Seçimi temizle' }));
      case 'selection.all':
        return user.click(await screen.findByRole('button', { name: /^Filtreye uyan tüm .* satırı seç$/ }));
      case 'selection.clear':
        return user.click(within(await filtersForm()).getByRole('button', { name: 'Filtrele' }));
      case 'user.apply':
        await settledTable();
        return user.click(screen.getByRole('button', { name: 'Faturada adı gizle' }));
      case 'user.confirm': {
        const dialog = await screen.findByRole('dialog', { name: 'Faturada ad gizlensin mi?' });
        return user.click(within(dialog).getByRole('button', { name: /^(Gizle|Tekrar dene)$/ }));
      }
      case 'user.cancel': {
        const dialog = await screen.findByRole('dialog', { name: 'Faturada ad gizlensin mi?' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'user.dismiss':
        return user.click(await screen.findByRole('button', { name: 'Tamam' }));
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    const { selected, allMatching } = s.context;
    if (s.hasTag('dialog')) {
      const dialog = await screen.findByRole('dialog', { name: 'Faturada ad gizlensin mi?' });
      const count = allMatching ? SEED.total : selected.length;
      expect(dialog).toHaveTextContent(
        `Seçilen ${formatNumber(count)} hattın kullanıcı adı faturada gösterilmeyecek.`,
      );
      if (s.matches('failed')) {
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Fatura adı ayarı güncellenemedi.');
        expect(within(dialog).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      } else expect(within(dialog).getByRole('button', { name: 'Gizle' })).toBeEnabled();
      return;
    }
    await waitFor(() => expect(bulkDialog()).toBeNull());
    await settledTable();
    const result = `${formatNumber(s.context.updated)} hattın fatura adı ayarı güncellendi.`;
    if (s.matches('done')) {
      expect(await screen.findByText(result)).toBeVisible();
      // The list reloaded: the hidden name shows on the row.
      await waitFor(async () => {
        const row = (await settledTable()).querySelector('tr[data-row-index="0"]') as HTMLElement;
        expect(within(row).getByText('Gizli')).toBeVisible();
      });
    } else expect(screen.queryByText(result)).toBeNull();
    const hide = screen.getByRole('button', { name: 'Faturada adı gizle' });
    if (allMatching)
      expect(screen.getByText(`Filtreye uyan tüm ${formatNumber(SEED.total)} satır seçildi`)).toBeVisible();
    else if (selected.length) {
      expect(screen.getByText(`${formatNumber(selected.length)} satır seçildi`)).toBeVisible();
      expect(screen.getByRole('checkbox', { name: ROW_NAME })).toBeChecked();
    }
    if (selected.length || allMatching) expect(hide).toBeEnabled();
    else {
      expect(hide).toBeDisabled();
      await settledTable();
      expect(screen.getByRole('checkbox', { name: ROW_NAME })).not.toBeChecked();
    }
  },
};

describeModel(
  'lineUserList',
  lineUserListMachine,
  {
    input: { query: EMPTY_LINE_USER_QUERY, pageSize: LINE_USER_PAGE_SIZE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  pagedListWalker(LIST_WORLD),
);
describeModel(
  'lineUserFilterChoices',
  lineUserFilterChoicesMachine,
  { input: undefined, events: choicesEvents, serialize: serializeChoices },
  choicesWalker,
);
describeModel(
  'invoiceNameBulk',
  invoiceNameBulkMachine,
  { input: { rights: FULL_RIGHTS }, events: bulkEvents, serialize: serializeBulk },
  bulkWalker,
);
