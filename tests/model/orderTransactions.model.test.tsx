import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { formatNumber } from '../../src/lib/format';
import { countsMachine, historyListMachine } from '../../src/machines/orderTransactions/historyListMachine';
import { historyPageMachine } from '../../src/machines/orderTransactions/historyPageMachine';
import { EMPTY_HISTORY_QUERY, HISTORY_PAGE_SIZE } from '../../src/machines/orderTransactions/historyQuery';
import { requestDetailMachine } from '../../src/machines/orderTransactions/requestDetailMachine';
import {
  type CountsSnapshot,
  countsEvents,
  type DetailSnapshot,
  detailEvents,
  FAST,
  fail,
  MODEL_ROW,
  PAGE,
  PATHS,
  QUICK_TEXT,
  SEED,
  serializeCounts,
  serializeDetail,
} from './orderTransactions.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel, describeModelWalk } from './support/modelSuite';
import { serializePagedList } from './support/pagedListWalk';
import { bodyRows, settledTable as settledTableNamed } from './support/tableQueries';
import { type PortalWalker, walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ scrolling: true });
const HEADING = 'Hat İşlemleri Talep Geçmişi';
const TABLE = 'Hat işlemi talepleri';
const DIALOG = `Talep ${SEED.newest.orderId}`;

const settledTable = () => settledTableNamed(TABLE);
/** A retry outside the counts and the dialog: the list's own. */
const listRetry = async () =>
  (await screen.findAllByRole('button', { name: 'Tekrar dene' })).find(
    (b) => !b.closest('section') && !b.closest('[role="dialog"]'),
  )!;
const countsSection = () => screen.findByRole('region', { name: 'Açık talepler ve siparişler' });

// --- the paged list -----------------------------------------------------------------------------

type ListSnap = Parameters<typeof serializePagedList>[0] & {
  context: { query: { filter: { text?: string; documentType?: string } } };
};
type ModelEvent = EventObject & Record<string, unknown>;

/** Pages answer or fail; the quick filter is typed once there are rows; the filter bar always is. */
function listEvents(s: ListSnap): ModelEvent[] {
  const page = { rows: Array.from({ length: HISTORY_PAGE_SIZE }, () => MODEL_ROW), total: SEED.total };
  return [
    { type: 'xstate.done.actor.loadPage', output: page },
    { type: 'xstate.error.actor.loadPage', error: fail() },
    { type: 'xstate.done.actor.loadMore', output: page },
    { type: 'xstate.error.actor.loadMore', error: fail() },
    { type: 'user.more' },
    ...(s.context.rows.length > 0 && !s.context.filterText
      ? [{ type: 'user.filter', text: QUICK_TEXT }]
      : []),
    { type: 'user.query', query: { filter: { documentType: 'SIM' } } },
    { type: 'xstate.after.filterQuiet.orderTransactionList.filtering' },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

const listWalker: PortalWalker<ListSnap> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('orderTransactionList'),
  serialize: serializePagedList,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore')
      harness.failNext('get', PATHS.list);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.filter':
        await settledTable();
        return user.type(
          screen.getByRole('searchbox', { name: 'Talep no, hat numarası veya talep edenle ara' }),
          QUICK_TEXT,
        );
      case 'user.query': {
        const form = await screen.findByRole('form', { name: 'Talep filtreleri' });
        await user.selectOptions(within(form).getByLabelText('Talep türü'), 'SIM');
        return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.more':
        // End on a row scrolls the window to the last loaded row; near the end the table asks for more.
        await settledTable();
        bodyRows()[0]!.focus();
        return user.keyboard('{End}');
      case 'user.retry':
        return user.click(await listRetry());
      case 'xstate.after.filterQuiet.orderTransactionList.filtering':
        return waitFor(() =>
          expect(probed('orderTransactionList').getSnapshot().matches('filtering')).toBe(false),
        );
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('loadingMore') && !s.hasTag('filtering'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
    if (s.matches('failed') && s.context.rows.length === 0) {
      expect(await listRetry()).toBeEnabled();
      expect(screen.getByText('Talepler yüklenemedi.')).toBeVisible();
      expect(screen.queryByRole('table', { name: TABLE })).toBeNull();
      return;
    }
    await settledTable();
    if (s.matches('failed')) {
      expect(screen.getByText(/^Sonraki .* yüklenemedi\./)).toBeVisible();
      expect(await listRetry()).toBeEnabled();
    }
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    const count = screen.getByRole('status', { name: `${TABLE}: kayıt sayısı` });
    const { filter } = s.context.query;
    if (filter.text) {
      expect(count).toHaveTextContent(`${formatNumber(SEED.quickMatches)} kayıt`);
      for (const row of rows) expect(row).toHaveTextContent(QUICK_TEXT);
    } else if (filter.documentType) {
      // SIM kart değişikliği or eSIM’e geçiş.
      for (const row of rows) expect(row).toHaveTextContent(/SIM/);
    } else {
      expect(count).toHaveTextContent(`${formatNumber(SEED.total)} kayıt`);
    }
    const lastShown = Math.max(...rows.map((r) => Number(r.dataset.rowIndex)));
    if (s.context.rows.length > HISTORY_PAGE_SIZE)
      expect(lastShown).toBeGreaterThanOrEqual(HISTORY_PAGE_SIZE);
    else expect(lastShown).toBeLessThan(HISTORY_PAGE_SIZE);
  },
};

// --- the counts -------------------------------------------------------------------------------

const countsWalker: PortalWalker<CountsSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('demandAndOrderCounts'),
  serialize: serializeCounts,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', PATHS.counts);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(within(await countsSection()).getByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await countsSection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText(/^Açık talep ve sipariş sayıları alınamadı\./)).toBeVisible();
      return;
    }
    const figure = (label: string) => within(section).getByText(label).nextElementSibling;
    expect(figure('Sonuçlanmamış talep')).toHaveTextContent(formatNumber(SEED.openDemands));
    expect(figure('Açık sipariş')).toHaveTextContent(formatNumber(SEED.openOrders));
  },
};

// --- a request's detail -----------------------------------------------------------------------

const dialog = () => screen.findByRole('dialog', { name: DIALOG });

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('orderTransactionDetail'),
  serialize: serializeDetail,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.loadRequest')
      harness.failNext('get', `${PATHS.list}/${SEED.newest.orderId}/gsm`);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.open':
        await settledTable();
        return user.click(
          screen.getByRole('button', { name: `${SEED.newest.orderId} talebinin ayrıntıları` }),
        );
      case 'user.retry':
        return user.click(within(await dialog()).getByRole('button', { name: 'Tekrar dene' }));
      case 'user.close':
        return user.click(within(await dialog()).getByRole('button', { name: 'Kapat' }));
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.matches('closed')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await settledTable()).toBeVisible();
      return;
    }
    const d = await dialog();
    if (s.hasTag('failed')) {
      // The error catalogue's sentence for the failed row (spec §8), said in place.
      expect(within(d).getByRole('alert')).toHaveTextContent(/\S/);
      expect(within(d).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    const lines = await within(d).findByRole('table', { name: 'Talebin hatları' });
    expect(within(d).getByText('Talep tarihi')).toBeVisible();
    expect(within(d).getByText(`${formatNumber(SEED.newest.lineCount)} kayıt`)).toBeVisible();
    expect(bodyRows(lines).length).toBeGreaterThan(0);
  },
};

// --- the page: the filter bar and the counts' link reach the list ------------------------------

type PageSnapshot = ReturnType<typeof historyPageMachine.getInitialSnapshot>;
type ListQueryNow = { filter: { status?: string; documentType?: string } };

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('orderTransactionHistoryPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'user.query') {
      const form = await screen.findByRole('form', { name: 'Talep filtreleri' });
      await user.selectOptions(within(form).getByLabelText('Talep türü'), 'SIM');
      return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
    }
    if (event.type === 'user.showOpen')
      return user.click(within(await countsSection()).getByRole('button', { name: 'Talepleri göster' }));
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    const { filter } = probed('orderTransactionList').getSnapshot().context.query as ListQueryNow;
    const form = await screen.findByRole('form', { name: 'Talep filtreleri' });
    await settledTable();
    if (filter.status === 'OPEN') {
      // The counts' link: exactly the open requests it counts, and the filter bar says so.
      expect(filter.documentType).toBeUndefined();
      const count = screen.getByRole('status', { name: `${TABLE}: kayıt sayısı` });
      await waitFor(() => expect(count).toHaveTextContent(`${formatNumber(SEED.openDemands)} kayıt`));
      expect(within(form).getByLabelText('Durum')).toHaveValue('OPEN');
    } else if (filter.documentType) {
      await waitFor(() => {
        for (const row of bodyRows()) expect(row).toHaveTextContent(/SIM/);
      });
    }
  },
};

describeModel(
  'orderTransactionList',
  historyListMachine,
  {
    input: { query: EMPTY_HISTORY_QUERY, pageSize: HISTORY_PAGE_SIZE },
    events: listEvents,
    serialize: serializePagedList,
  },
  listWalker,
);
describeModel(
  'demandAndOrderCounts',
  countsMachine,
  { input: undefined, events: countsEvents, serialize: serializeCounts },
  countsWalker,
);
describeModel(
  'orderTransactionDetail',
  requestDetailMachine,
  { events: detailEvents, serialize: serializeDetail },
  detailWalker,
);
describeModel(
  'orderTransactionHistoryPage',
  historyPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    events: () => [
      { type: 'user.query', query: { filter: { documentType: 'SIM' } } },
      { type: 'user.showOpen' },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);

// A search hit's address (?islem=<number>): the request's dialog opens over the list, or the page
// says the company has no request under that number.
const MISSING_REQUEST = 'HT-20000101-000001';
describeModelWalk(
  'orderTransactionHistoryPage (a request asked for by the address)',
  historyPageMachine,
  {
    input: { number: SEED.newest.orderId },
    events: (s: PageSnapshot) =>
      [
        { type: 'xstate.done.actor.find', output: SEED.newest },
        { type: 'xstate.done.actor.find', output: undefined },
      ].filter((event) => s.can(event as never)),
    serialize: (s) => JSON.stringify(s.value),
  },
  (path) => {
    const missing = path.some(
      (step) => step.event.type === 'xstate.done.actor.find' && !(step.event as { output?: unknown }).output,
    );
    return walkPath(
      {
        ...pageWalker,
        startPath: `${PAGE}?islem=${missing ? MISSING_REQUEST : SEED.newest.orderId}`,
        // The look-up ends by itself: the page is looked at once it has.
        isSettled: (s) => !s.matches('finding'),
        expectView: async () => {
          await settledTable();
          if (missing) {
            expect(await screen.findByRole('alert')).toHaveTextContent(
              `${MISSING_REQUEST} numaralı bir hat işlemi talebi bulunamadı.`,
            );
            expect(screen.queryByRole('dialog')).toBeNull();
          } else {
            const dialog = await screen.findByRole('dialog', { name: DIALOG });
            // The detail loaded with the request's own operation type (another finds nothing).
            expect(await within(dialog).findByText(SEED.newest.orderId, { exact: false })).toBeVisible();
            expect(within(dialog).queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
          }
        },
      },
      path,
    );
  },
);
