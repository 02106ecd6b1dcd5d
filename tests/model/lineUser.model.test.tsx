import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { LineUserProduct } from '../../src/api/lineUser/types';
import { formatNumber } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import { invoiceNameBulkMachine } from '../../src/machines/lineUser/invoiceNameBulkMachine';
import {
  lineUserFilterChoicesMachine,
  lineUserListMachine,
} from '../../src/machines/lineUser/lineUserListMachine';
import { lineUserPageMachine } from '../../src/machines/lineUser/lineUserPageMachine';
import { EMPTY_LINE_USER_QUERY, LINE_USER_PAGE_SIZE } from '../../src/machines/lineUser/lineUserQuery';
import { BULK_IMPORT_TITLE } from '../../src/views/lineUser/BulkImport';
import { FULL_RIGHTS } from '../support/rights';
import {
  type BulkSnapshot,
  bulkEvents,
  type ChoicesSnapshot,
  choicesEvents,
  FAST,
  invoiceNameShown,
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

// --- the page: what ties its children and its dialogs together ----------------------------------

type PageSnapshot = ReturnType<typeof lineUserPageMachine.getInitialSnapshot>;
const EDIT_BUTTON = `${formatMsisdn(SEED.line.msisdn)} hattını düzenle`;
const EDIT_TITLE = `${formatMsisdn(SEED.line.msisdn)} hattının kullanıcısı`;
/** The page step just played: what the view must show after it. */
let lastPageStep = '';

/** Choose the first row, so the page's clearing of the selection shows. */
async function chooseFirstRow(user: ReturnType<typeof import('@testing-library/user-event').default.setup>) {
  await settledTable();
  await user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
  expect(await screen.findByText('1 satır seçildi')).toBeVisible();
}

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('lineUserPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    const e = event as EventObject & { output?: { changed?: boolean } };
    lastPageStep = e.type === 'xstate.done.actor.edit' ? `edit.closed.${e.output?.changed}` : e.type;
    switch (e.type) {
      case 'user.query': {
        await chooseFirstRow(user);
        return user.click(within(await filtersForm()).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.filter':
        await chooseFirstRow(user);
        return user.type(
          screen.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' }),
          QUICK_TEXT,
        );
      case 'lines.changed': {
        // The bulk invoice name tells the page it wrote; the page reloads the list.
        await chooseFirstRow(user);
        await user.click(screen.getByRole('button', { name: 'Faturada adı gizle' }));
        const dialog = await screen.findByRole('dialog', { name: 'Faturada ad gizlensin mi?' });
        return user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
      }
      case 'user.edit':
        await settledTable();
        return user.click(screen.getByRole('button', { name: EDIT_BUTTON }));
      case 'xstate.done.actor.edit': {
        const dialog = within(await screen.findByRole('dialog', { name: EDIT_TITLE }));
        if (e.output?.changed) {
          // Something is written before the close: the invoice name of the line.
          const section = within(dialog.getByRole('region', { name: 'Faturada kullanıcı adı' }));
          await user.click(section.getByRole('button', { name: /^Faturada adı (göster|gizle)$/ }));
          await dialog.findByText(/^Kullanıcının adı artık faturada/);
        }
        return user.keyboard('{Escape}');
      }
      case 'user.import':
        return user.click(await screen.findByRole('button', { name: 'Toplu güncelle' }));
      case 'import.close': {
        const dialog = await screen.findByRole('dialog', { name: BULK_IMPORT_TITLE });
        return user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: () => true,
  expectView: async (s) => {
    if (s.matches('editing')) {
      expect(await screen.findByRole('dialog', { name: EDIT_TITLE })).toBeVisible();
      return;
    }
    if (s.matches('importing')) {
      expect(await screen.findByRole('dialog', { name: BULK_IMPORT_TITLE })).toBeVisible();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = await settledTable();
    const row = () => within(table).getByRole('checkbox', { name: ROW_NAME }).closest('tr') as HTMLElement;
    if (lastPageStep === 'user.query' || lastPageStep === 'user.filter') {
      // A new query or quick filter left no line chosen.
      expect(screen.queryByText(/satır seçildi/)).toBeNull();
      if (lastPageStep === 'user.filter')
        expect(probed('lineUserList').getSnapshot().context.filterText).toBe(QUICK_TEXT);
    }
    if (lastPageStep === 'lines.changed')
      // The list reloaded: the hidden name shows on the row.
      await waitFor(() => expect(within(row()).getByText('Gizli')).toBeVisible());
    if (lastPageStep.startsWith('edit.closed')) {
      // The person carries on from the row they opened the dialog from.
      await waitFor(() =>
        expect(document.activeElement).toHaveAttribute('data-edit-row', SEED.line.productId),
      );
      if (lastPageStep === 'edit.closed.true') {
        // The list reloaded: the row shows the setting the dialog wrote.
        const label = invoiceNameShown(harness.sandbox.db) ? 'Gösteriliyor' : 'Gizli';
        await waitFor(() => expect(within(row()).getByText(label)).toBeVisible());
      }
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
describeModel(
  'lineUserPage',
  lineUserPageMachine,
  // The page's own steps, from the list (a dialog makes the rest of the page inert); each child's
  // steps are walked by its own model above and in lineUserEdit.model.test.tsx.
  {
    input: { rights: FULL_RIGHTS },
    events: (s: PageSnapshot) =>
      (
        [
          { type: 'user.query', query: { filter: {} } },
          { type: 'user.filter', text: QUICK_TEXT },
          { type: 'lines.changed' },
          { type: 'user.edit', productId: SEED.line.productId },
          { type: 'xstate.done.actor.edit', output: { changed: true } },
          { type: 'xstate.done.actor.edit', output: { changed: false } },
          { type: 'user.import' },
          { type: 'import.close' },
        ] as EventObject[]
      ).filter(
        (event) =>
          s.can(event as never) &&
          (s.matches('browsing') || !['user.query', 'user.filter', 'lines.changed'].includes(event.type)),
      ),
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
