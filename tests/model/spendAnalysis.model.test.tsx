import { screen, waitFor, within } from '@testing-library/react';
import type { SpendAlerts } from '../../src/api/spendAnalysis/types';
import { spendAnalysisPageMachine } from '../../src/machines/spendAnalysis/spendAnalysisPageMachine';
import {
  FIRST_LINE_QUERY,
  SPEND_LINE_PAGE_SIZE,
  spendAlertsMachine,
  spendLinesMachine,
  spendSummaryMachine,
} from '../../src/machines/spendAnalysis/spendTablesMachine';
import {
  FAST,
  LINES_SEED,
  PAGE,
  PATHS,
  QUICK_TEXT,
  type RequestSnapshot,
  requestEvents,
  serializeRequest,
} from './spendAnalysis.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import {
  type PagedListWorld,
  pagedListEvents,
  pagedListWalker,
  serializePagedList,
} from './support/pagedListWalk';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const savedFiles: Blob[] = [];
const harness = modelHarness({ globals: NODE_FILES, downloads: savedFiles, scrolling: true });
const HEADING = 'Harcama Analizi';
const retryButton = () => screen.findByRole('button', { name: 'Tekrar dene' });
const heading = async () =>
  expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
const section = (name: string) => screen.findByRole('region', { name });

// --- the three tables' loads -------------------------------------------------------------------

/** A walker of one table's request machine: `shows` checks what the loaded table says. */
function tableWalker(
  id: 'spendSummary' | 'spendAlerts',
  path: string,
  shows: () => Promise<void>,
): PortalWalker<RequestSnapshot> {
  return {
    harness,
    person: FAST,
    startPath: PAGE,
    actor: () => probed(id),
    serialize: serializeRequest,
    arrange: (event) => {
      if (event.type === 'xstate.error.actor.load') harness.failNext('post', path);
    },
    perform: async (user, event) => {
      if (event.type === 'user.retry') return user.click(await retryButton());
      if (event.type === 'user.refresh') {
        const split = await screen.findByRole('radio', { name: 'Fatura hesabı' });
        await waitFor(() => expect(split).toBeEnabled());
        return user.click(split);
      }
      return undefined;
    },
    isSettled: (s) => !s.hasTag('loading'),
    expectView: async (s) => {
      await heading();
      if (s.hasTag('failed')) {
        expect(await retryButton()).toBeEnabled();
        return;
      }
      await shows();
    },
  };
}

const summaryShows = async () => {
  const table = await screen.findByRole('table', { name: /Dönemlere ve .* göre harcama/ });
  // Sixteen periods and the header row.
  expect(within(table).getAllByRole('row')).toHaveLength(17);
  const split = probed('spendAnalysisPage').getSnapshot().context.split;
  const word = split === 'ACCOUNT' ? 'fatura hesabı' : 'ürün tipi';
  expect(table).toHaveAccessibleName(new RegExp(word));
};
const LINES_TABLE = 'Hatların son 12 aylık kullanımı ve ücreti';
/** The voice column's place among the cells of a row (number, user, type, cost centre, voice). */
const VOICE_CELL = 4;
const minutesOf = (row: HTMLElement) =>
  Number((row.querySelectorAll('td, th')[VOICE_CELL]?.textContent ?? '').replace(/\D/g, ''));

/**
 * The lines' list, paged, sorted and searched on the server: a new query is a sort by the voice
 * minutes (a header pressed), after which the rows read least first.
 */
const LINES_WORLD: PagedListWorld<typeof LINES_SEED.row> = {
  harness,
  person: FAST,
  page: PAGE,
  machineId: 'spendLines',
  heading: HEADING,
  table: LINES_TABLE,
  listPath: PATHS.lines,
  pageSize: SPEND_LINE_PAGE_SIZE,
  row: LINES_SEED.row,
  total: LINES_SEED.total,
  quickText: QUICK_TEXT,
  quickMatch: 'şimşek',
  quickMatches: LINES_SEED.quickMatches,
  searchLabel: 'Hat numarası, kullanıcı veya masraf merkeziyle ara',
  region: LINES_TABLE,
  query: {
    query: { filter: {}, sort: { field: 'voiceMinutes', direction: 'asc' } },
    made: (query) => (query as typeof FIRST_LINE_QUERY).sort?.field === 'voiceMinutes',
    perform: async (user) => {
      const header = screen.getByRole('columnheader', { name: /Konuşma \(dk\)/ });
      await user.click(within(header).getByRole('button'));
    },
    expectRows: (rows) => {
      const header = screen.getByRole('columnheader', { name: /Konuşma \(dk\)/ });
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      const minutes = rows.map(minutesOf);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    },
  },
};
const alertsShows = async () => {
  const alerts = await section('Uyarılar');
  for (const title of ['Faturası sıçrayan hatlar', 'Kullanılmayan hatlar', 'Paketi bitmek üzere olan hatlar'])
    expect(within(alerts).getByRole('button', { name: new RegExp(title) })).toBeVisible();
};

// --- the page: split, alert, a line opened, exports -------------------------------------------

type PageSnapshot = ReturnType<typeof spendAnalysisPageMachine.getInitialSnapshot>;
/** The line the step opened, read from the alerts as they were shown. */
let opened: string | undefined;
/** The step's event type, for what its settled view shows. */
let step = '';

/** The first alert with lines, as the page shows it. */
function alertWithLines() {
  const data = probed('spendAlerts').getSnapshot().context.data as SpendAlerts | undefined;
  const alert = data?.alerts.find((a) => a.lines.length > 0);
  if (!alert) throw new Error('The seeded world has no alert with lines');
  return alert;
}

async function openAlert(user: Parameters<PortalWalker<PageSnapshot>['perform']>[0]) {
  const alerts = await section('Uyarılar');
  await waitFor(() => expect(probed('spendAlerts').getSnapshot().hasTag('loaded')).toBe(true));
  const alert = alertWithLines();
  const button = within(alerts).getByRole('button', { name: new RegExp(alert.title) });
  if (button.getAttribute('aria-pressed') !== 'true') await user.click(button);
  return alert;
}

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('spendAnalysisPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: (event) => {
    opened = undefined;
    step = event.type;
    if (event.type === 'xstate.error.actor.exportTable') harness.failNext('post', PATHS.export);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.split': {
        const split = await screen.findByRole('radio', { name: 'Masraf merkezi' });
        await waitFor(() => expect(split).toBeEnabled());
        return user.click(split);
      }
      case 'user.alert':
        return openAlert(user);
      case 'user.openLine': {
        const alert = await openAlert(user);
        const line = alert.lines[0]!;
        opened = line.msisdn;
        const list = await screen.findByRole('list', { name: `${alert.title}: hatlar` });
        return user.click(within(list).getAllByRole('button', { name: /Hattı aç/ })[0]!);
      }
      case 'user.export': {
        const button = await screen.findByRole('button', { name: 'CSV indir: hat harcamaları' });
        await waitFor(() => expect(button).toBeEnabled());
        return user.click(button);
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('exporting'),
  expectView: async (s) => {
    if (opened) {
      await waitFor(() => expect(window.location.search).toBe(`?msisdn=${opened}`));
      expect(window.location.pathname).toBe('/update-product-user');
      return;
    }
    await heading();
    if (step === 'xstate.error.actor.exportTable')
      expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(/\S/);
    if (step === 'xstate.done.actor.exportTable') await waitFor(() => expect(savedFiles).toHaveLength(1));
    if (s.context.alert) {
      const alert = alertWithLines();
      // The rule's amount carries a no-break space before TL; the query compares collapsed spaces.
      expect(await screen.findByText(alert.statement.replace(/\s+/g, ' '))).toBeVisible();
    }
    if (s.context.split === 'COST_CENTER')
      expect(await screen.findByRole('table', { name: /masraf merkezi/ })).toBeVisible();
  },
};

describeModel(
  'spendSummary',
  spendSummaryMachine,
  {
    input: 'PRODUCT_TYPE',
    events: requestEvents({ type: 'user.refresh', input: 'ACCOUNT' }),
    serialize: serializeRequest,
  },
  tableWalker('spendSummary', PATHS.summary, summaryShows),
);
describeModel(
  'spendLines',
  spendLinesMachine,
  {
    input: { query: FIRST_LINE_QUERY, pageSize: SPEND_LINE_PAGE_SIZE },
    events: pagedListEvents(LINES_WORLD),
    serialize: serializePagedList,
  },
  pagedListWalker(LINES_WORLD),
);
describeModel(
  'spendAlerts',
  spendAlertsMachine,
  { input: undefined, events: requestEvents(null), serialize: serializeRequest },
  tableWalker('spendAlerts', PATHS.alerts, alertsShows),
);
describeModel(
  'spendAnalysisPage',
  spendAnalysisPageMachine,
  // The page's own steps; each table's load is walked by its own model above.
  {
    events: (s) =>
      [
        { type: 'user.split', split: 'COST_CENTER' },
        { type: 'user.alert', alert: 'CHARGE_JUMP' },
        { type: 'user.openLine', msisdn: '5300000000' },
        // Sent by the view as soon as the table is near (in jsdom at once): the walk finds it sent.
        { type: 'user.reachLines' },
        { type: 'user.export', table: 'LINES', format: 'csv' },
        { type: 'xstate.done.actor.exportTable', output: { blob: new Blob(['x']), fileName: 'x.csv' } },
        { type: 'xstate.error.actor.exportTable', error: new Error('Servis başarısız oldu.') },
      ].filter((event) => s.can(event as never)),
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
