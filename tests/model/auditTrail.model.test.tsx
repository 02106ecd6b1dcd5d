import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { analytics } from '../../src/lib/analytics';
import { formatNumber } from '../../src/lib/format';
import { AUDIT_ENTRY_ACTION, auditEntryMachine } from '../../src/machines/auditTrail/auditEntryMachine';
import { auditListMachine, auditOperationsMachine } from '../../src/machines/auditTrail/auditListMachine';
import { auditPageMachine } from '../../src/machines/auditTrail/auditPageMachine';
import { AUDIT_PAGE_SIZE, EMPTY_AUDIT_QUERY } from '../../src/machines/auditTrail/auditQuery';
import {
  companyTotal,
  type EntrySnapshot,
  entryEvents,
  FAST,
  fail,
  MODEL_ROW,
  type OperationsSnapshot,
  operationsEvents,
  PAGE,
  PATHS,
  QUICK_TEXT,
  serializeEntry,
  serializeOperations,
  TRAIL_SIZE,
  writeTrail,
} from './auditTrail.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { serializePagedList } from './support/pagedListWalk';
import { bodyRows, settledTable as settledTableNamed } from './support/tableQueries';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ scrolling: true });
const HEADING = 'İşlem Geçmişi';
const TABLE = 'İşlem kayıtları';
const db = () => harness.sandbox.db;
/** Every walk starts on a trail long enough to scroll (written once per fresh database). */
const withTrail = () => writeTrail(db());
const newestId = () =>
  String((db().prepare('SELECT max(id) AS id FROM audit_entries').get() as { id: number }).id);

const settledTable = () => settledTableNamed(TABLE);
/** A retry outside the filter form (the operations' own) and the dialog: the list's. */
const listRetry = async () =>
  (await screen.findAllByRole('button', { name: 'Tekrar dene' })).find(
    (b) => !b.closest('form') && !b.closest('[role="dialog"]'),
  )!;
const filterForm = () => screen.findByRole('form', { name: 'İşlem kaydı filtreleri' });

// --- the paged list -----------------------------------------------------------------------------

type ListSnap = Parameters<typeof serializePagedList>[0] & {
  context: { query: { filter: { text?: string; result?: string } } };
};
type ModelEvent = EventObject & Record<string, unknown>;

function listEvents(s: ListSnap): ModelEvent[] {
  const page = { rows: Array.from({ length: AUDIT_PAGE_SIZE }, () => MODEL_ROW), total: TRAIL_SIZE };
  return [
    { type: 'xstate.done.actor.loadPage', output: page },
    { type: 'xstate.error.actor.loadPage', error: fail() },
    { type: 'xstate.done.actor.loadMore', output: page },
    { type: 'xstate.error.actor.loadMore', error: fail() },
    { type: 'user.more' },
    ...(s.context.rows.length > 0 && !s.context.filterText
      ? [{ type: 'user.filter', text: QUICK_TEXT }]
      : []),
    { type: 'user.query', query: { filter: { result: 'ERROR' } } },
    { type: 'xstate.after.filterQuiet.auditTrailList.filtering' },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

const listWalker: PortalWalker<ListSnap> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('auditTrailList'),
  serialize: serializePagedList,
  arrange: (event) => {
    withTrail();
    if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore')
      harness.failNext('get', PATHS.list);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.filter':
        await settledTable();
        return user.type(
          screen.getByRole('searchbox', { name: 'Kişi, işlem veya hat numarasıyla ara' }),
          QUICK_TEXT,
        );
      case 'user.query': {
        const form = await filterForm();
        await user.selectOptions(within(form).getByLabelText('Sonuç'), 'ERROR');
        return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.more':
        await settledTable();
        bodyRows()[0]!.focus();
        return user.keyboard('{End}');
      case 'user.retry':
        return user.click(await listRetry());
      case 'xstate.after.filterQuiet.auditTrailList.filtering':
        return waitFor(() => expect(probed('auditTrailList').getSnapshot().matches('filtering')).toBe(false));
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('loadingMore') && !s.hasTag('filtering'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
    if (s.matches('failed') && s.context.rows.length === 0) {
      expect(await listRetry()).toBeEnabled();
      expect(screen.getByText('İşlem kayıtları yüklenemedi.')).toBeVisible();
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
    if (filter.text) for (const row of rows) expect(row).toHaveTextContent(QUICK_TEXT);
    else if (filter.result) for (const row of rows) expect(row).toHaveTextContent('Başarısız');
    else expect(count).toHaveTextContent(`${formatNumber(companyTotal(db()))} kayıt`);
    const lastShown = Math.max(...rows.map((r) => Number(r.dataset.rowIndex)));
    if (s.context.rows.length > AUDIT_PAGE_SIZE) expect(lastShown).toBeGreaterThanOrEqual(AUDIT_PAGE_SIZE);
    else expect(lastShown).toBeLessThan(AUDIT_PAGE_SIZE);
  },
};

// --- the operation choices ------------------------------------------------------------------------

const operationsWalker: PortalWalker<OperationsSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('auditOperations'),
  serialize: serializeOperations,
  arrange: (event) => {
    withTrail();
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', PATHS.operations);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(within(await filterForm()).getByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const form = await filterForm();
    const select = within(form).getByLabelText('İşlem');
    if (s.hasTag('failed')) {
      expect(within(form).getByRole('alert')).toHaveTextContent('İşlem seçenekleri yüklenemedi.');
      return;
    }
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Tarife değişikliği' })).toBeTruthy(),
    );
    expect(within(select).getByRole('option', { name: 'Yurt dışı kullanımı açma' })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  },
};

// --- an entry's detail ----------------------------------------------------------------------------

const dialog = () => screen.findByRole('dialog', { name: `İşlem kaydı ${newestId()}` });

const entryWalker: PortalWalker<EntrySnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('auditTrailEntry'),
  serialize: serializeEntry,
  arrange: (event) => {
    withTrail();
    if (event.type === 'xstate.error.actor.loadEntry') harness.failNext('get', `${PATHS.list}/${newestId()}`);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.open':
        await settledTable();
        return user.click(screen.getByRole('button', { name: `${newestId()} numaralı kaydın ayrıntıları` }));
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
      expect(within(d).getByRole('alert')).toHaveTextContent(/\S/);
      expect(within(d).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    // The newest written entry: a tariff change of one line, linked to its tariff page.
    // Business words in the open; the channel behind the closed "Teknik ayrıntılar".
    expect(within(d).getByText('Tarife değişikliği')).toBeVisible();
    expect(within(d).getByText('Tarife ve paketler')).toBeVisible();
    expect(within(d).getByText('Teknik ayrıntılar')).toBeVisible();
    expect(within(d).getByText('SIRKETIM_WEB · SIRKETIM · WEB')).not.toBeVisible();
    expect(within(d).getByRole('link').getAttribute('href')).toMatch(/^\/tariff-package\/line\/505\d{7}$/);
  },
};

// --- the page: the filter bar reaches the list, an opened entry is reported -----------------------

type PageSnapshot = ReturnType<typeof auditPageMachine.getInitialSnapshot>;
const entryReports = () =>
  analytics.events().filter((e) => 'actionType' in e && e.actionType === AUDIT_ENTRY_ACTION).length;
/** The reports before the step: the page's step adds exactly one. */
let reportsBefore = 0;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('auditTrailPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => {
    withTrail();
    reportsBefore = entryReports();
  },
  perform: async (user, event) => {
    if (event.type === 'user.query') {
      const form = await filterForm();
      await user.selectOptions(within(form).getByLabelText('Sonuç'), 'ERROR');
      return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
    }
    if (event.type === 'entry.reported') {
      await settledTable();
      return user.click(screen.getByRole('button', { name: `${newestId()} numaralı kaydın ayrıntıları` }));
    }
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    await settledTable();
    const { filter } = probed('auditTrailList').getSnapshot().context.query as {
      filter: { result?: string };
    };
    if (filter.result)
      await waitFor(() => {
        for (const row of bodyRows()) expect(row).toHaveTextContent('Başarısız');
      });
    if (screen.queryByRole('dialog')) {
      // The opened entry's outcome came up to the page and went out as one §3 event.
      await within(await dialog()).findByText('Tarife değişikliği');
      await waitFor(() => expect(entryReports()).toBe(reportsBefore + 1));
    }
  },
};

describeModel(
  'auditTrailList',
  auditListMachine,
  {
    input: { query: EMPTY_AUDIT_QUERY, pageSize: AUDIT_PAGE_SIZE },
    events: listEvents,
    serialize: serializePagedList,
  },
  listWalker,
);
describeModel(
  'auditOperations',
  auditOperationsMachine,
  { input: undefined, events: operationsEvents, serialize: serializeOperations },
  operationsWalker,
);
describeModel(
  'auditTrailEntry',
  auditEntryMachine,
  { events: entryEvents, serialize: serializeEntry },
  entryWalker,
);
describeModel(
  'auditTrailPage',
  auditPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    events: () => [
      { type: 'user.query', query: { filter: { result: 'ERROR' } } },
      { type: 'entry.reported', report: { status: 'SUCCESS', productCount: 1 } },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
