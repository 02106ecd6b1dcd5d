import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { OfflineRow } from '../../src/api/offlineTransactions/types';
import { formatNumber } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import { offlineDetailMachine } from '../../src/machines/offlineTransactions/offlineDetailMachine';
import { offlineListMachine } from '../../src/machines/offlineTransactions/offlineListMachine';
import {
  offlineDetailPath,
  offlinePageMachine,
  offlineSetupMachine,
} from '../../src/machines/offlineTransactions/offlinePageMachine';
import { EMPTY_OFFLINE_QUERY, OFFLINE_PAGE_SIZE } from '../../src/machines/offlineTransactions/offlineQuery';
import {
  type DetailSnapshot,
  detailEvents,
  FAST,
  fail,
  MODEL_ROW,
  PAGE,
  PATHS,
  QUICK_TEXT,
  SEED,
  type SetupSnapshot,
  serializeRequest,
  setupEvents,
} from './offlineTransactions.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { serializePagedList } from './support/pagedListWalk';
import { bodyRows, settledTable as settledTableNamed } from './support/tableQueries';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ globals: NODE_FILES, scrolling: true });
const HEADING = 'Çevrim Dışı İşlemler';
const TABLE = 'Çevrim dışı işlemler';

const settledTable = () => settledTableNamed(TABLE);
const retryButton = () => screen.findByRole('button', { name: 'Tekrar dene' });

// --- the paged list -----------------------------------------------------------------------------

type ListSnap = Parameters<typeof serializePagedList>[0] & {
  context: { rows: OfflineRow[]; query: { filter: { text?: string; type?: string } } };
};
type ModelEvent = EventObject & Record<string, unknown>;

/** Pages answer or fail; the quick filter is typed once there are rows; the filter bar always is. */
function listEvents(s: ListSnap): ModelEvent[] {
  const page = { rows: Array.from({ length: OFFLINE_PAGE_SIZE }, () => MODEL_ROW), total: SEED.total };
  return [
    { type: 'xstate.done.actor.loadPage', output: page },
    { type: 'xstate.error.actor.loadPage', error: fail() },
    { type: 'xstate.done.actor.loadMore', output: page },
    { type: 'xstate.error.actor.loadMore', error: fail() },
    { type: 'user.more' },
    ...(s.context.rows.length > 0 && !s.context.filterText
      ? [{ type: 'user.filter', text: QUICK_TEXT }]
      : []),
    { type: 'user.query', query: { filter: { type: 'SIM_CHANGE' } } },
    { type: 'xstate.after.filterQuiet.offlineTransactionList.filtering' },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

const listWalker: PortalWalker<ListSnap> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('offlineTransactionList'),
  serialize: serializePagedList,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore')
      harness.failNext('post', PATHS.results);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.filter':
        await settledTable();
        return user.type(
          screen.getByRole('searchbox', { name: 'Sorgu no, hat numarası veya açıklamayla ara' }),
          QUICK_TEXT,
        );
      case 'user.query': {
        const form = await screen.findByRole('form', { name: 'Çevrim dışı işlem filtreleri' });
        await user.selectOptions(within(form).getByLabelText('İşlem türü'), 'SIM_CHANGE');
        return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.more':
        // End on a row scrolls the window to the last loaded row; near the end the table asks for more.
        await settledTable();
        bodyRows()[0]!.focus();
        return user.keyboard('{End}');
      case 'user.retry':
        return user.click(await retryButton());
      case 'xstate.after.filterQuiet.offlineTransactionList.filtering':
        return waitFor(() =>
          expect(probed('offlineTransactionList').getSnapshot().matches('filtering')).toBe(false),
        );
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('loadingMore') && !s.hasTag('filtering'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
    // The announcement is served above the list.
    expect(await screen.findByText('Çevrim dışı işlemler hakkında')).toBeVisible();
    if (s.matches('failed') && s.context.rows.length === 0) {
      expect(await retryButton()).toBeEnabled();
      expect(screen.getByText('Çevrim dışı işlemler yüklenemedi.')).toBeVisible();
      expect(screen.queryByRole('table', { name: TABLE })).toBeNull();
      return;
    }
    await settledTable();
    if (s.matches('failed')) {
      expect(screen.getByText(/^Sonraki .* yüklenemedi\./)).toBeVisible();
      expect(await retryButton()).toBeEnabled();
    }
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    const count = screen.getByRole('status', { name: `${TABLE}: kayıt sayısı` });
    const { filter } = s.context.query;
    if (filter.text) {
      expect(count).toHaveTextContent(`${formatNumber(SEED.quickMatches)} kayıt`);
      for (const row of rows) expect(row.textContent?.toLocaleLowerCase('tr')).toContain(QUICK_TEXT);
    } else if (filter.type) {
      for (const row of rows) expect(row).toHaveTextContent('SIM kart değişikliği');
    } else {
      expect(count).toHaveTextContent(`${formatNumber(SEED.total)} kayıt`);
      // The template's columns, with its Turkish titles.
      expect(screen.getByRole('columnheader', { name: /Hat numarası/ })).toBeVisible();
    }
    const lastShown = Math.max(...rows.map((r) => Number(r.dataset.rowIndex)));
    if (s.context.rows.length > OFFLINE_PAGE_SIZE)
      expect(lastShown).toBeGreaterThanOrEqual(OFFLINE_PAGE_SIZE);
    else expect(lastShown).toBeLessThan(OFFLINE_PAGE_SIZE);
  },
};

// --- the template and announcement -----------------------------------------------------------

const setupWalker: PortalWalker<SetupSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('offlineTransactionSetup'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.template);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return user.click(await retryButton());
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await retryButton()).toBeEnabled();
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/\S/);
      expect(screen.queryByRole('form', { name: 'Çevrim dışı işlem filtreleri' })).toBeNull();
      return;
    }
    const form = await screen.findByRole('form', { name: 'Çevrim dışı işlem filtreleri' });
    expect(within(form).getByRole('option', { name: 'Numara taşıma' })).toBeInTheDocument();
    expect(await settledTable()).toBeVisible();
  },
};

// --- one transaction's detail ------------------------------------------------------------------

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: `${PAGE}/${SEED.newest.queryId}`,
  actor: () => probed('offlineTransactionDetail'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.details);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return user.click(await retryButton());
    if (event.type === 'user.refresh')
      return user.click(await screen.findByRole('button', { name: 'Yenile' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(
      await screen.findByRole('heading', { name: `İşlem ${SEED.newest.queryId}`, level: 1 }),
    ).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await retryButton()).toBeEnabled();
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/\S/);
      return;
    }
    expect(await screen.findByText('İşlem bilgileri')).toBeVisible();
    expect(screen.getByText(formatMsisdn(SEED.newest.msisdn))).toBeVisible();
    expect(screen.getByText('İşlem kaydedildi.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeEnabled();
  },
};

// --- the page: the filter bar reaches the list, a row opens its own page ------------------------

type PageSnapshot = ReturnType<typeof offlinePageMachine.getInitialSnapshot>;
/** The row opened by the step, read from the list as it was shown. */
let opened: string | undefined;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('offlineTransactionsPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => {
    opened = undefined;
  },
  perform: async (user, event) => {
    if (event.type === 'user.query') {
      const form = await screen.findByRole('form', { name: 'Çevrim dışı işlem filtreleri' });
      await user.selectOptions(within(form).getByLabelText('İşlem türü'), 'SIM_CHANGE');
      return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
    }
    if (event.type === 'user.open') {
      await settledTable();
      opened = (probed('offlineTransactionList').getSnapshot().context.rows as OfflineRow[])[0]!.queryId;
      // Enter on a row opens it (the table's keyboard), the page's own step.
      bodyRows()[0]!.focus();
      return user.keyboard('{Enter}');
    }
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    if (opened) {
      expect(await screen.findByRole('heading', { name: `İşlem ${opened}`, level: 1 })).toBeVisible();
      expect(window.location.pathname).toBe(offlineDetailPath(opened));
      return;
    }
    await settledTable();
    const { filter } = probed('offlineTransactionList').getSnapshot().context.query as {
      filter: { type?: string };
    };
    if (filter.type)
      await waitFor(() => {
        for (const row of bodyRows()) expect(row).toHaveTextContent('SIM kart değişikliği');
      });
  },
};

describeModel(
  'offlineTransactionList',
  offlineListMachine,
  {
    input: { query: EMPTY_OFFLINE_QUERY, pageSize: OFFLINE_PAGE_SIZE },
    events: listEvents,
    serialize: serializePagedList,
  },
  listWalker,
);
describeModel(
  'offlineTransactionSetup',
  offlineSetupMachine,
  { input: undefined, events: setupEvents, serialize: serializeRequest },
  setupWalker,
);
describeModel(
  'offlineTransactionDetail',
  offlineDetailMachine,
  { input: { queryId: SEED.newest.queryId }, events: detailEvents, serialize: serializeRequest },
  detailWalker,
);
describeModel(
  'offlineTransactionsPage',
  offlinePageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    events: () => [
      { type: 'user.query', query: { filter: { type: 'SIM_CHANGE' } } },
      { type: 'user.open', queryId: SEED.newest.queryId },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
