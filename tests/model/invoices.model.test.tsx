import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { formatNumber, formatPeriod } from '../../src/lib/format';
import { callDetailMachine } from '../../src/machines/invoices/callDetailMachine';
import { invoiceLayoutMachine } from '../../src/machines/invoices/invoiceLayoutMachine';
import { invoicesMachine } from '../../src/machines/invoices/invoicesMachine';
import { ktfTotalsMachine } from '../../src/machines/invoices/ktfTotalsMachine';
import { invoiceProductsMachine, lineChargesMachine } from '../../src/machines/invoices/lineChargesMachine';
import { firstLineChargesQuery, LINE_CHARGES_PAGE_SIZE } from '../../src/machines/invoices/lineChargesQuery';
import { lineChargesSectionMachine } from '../../src/machines/invoices/lineChargesSectionMachine';
import {
  type CallSnapshot,
  CONFIRM_PAGE,
  callEvents,
  FAST,
  gone,
  ktfEvents,
  LINE_ROW,
  layoutEvents,
  PAGE,
  PATHS,
  type PageSnapshot,
  pageEvents,
  productEvents,
  SEED,
  serializeCall,
  serializePage,
  serializeRequest,
} from './invoices.world';
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

type User = ReturnType<typeof userEvent.setup>;
type RequestSnap = { value: unknown; hasTag(tag: string): boolean; can(e: never): boolean };
/** The files the page handed to the browser (its PDF children's downloads). */
const savedFiles: Blob[] = [];
// The PDF buttons' files reach msw's Response as Node's Blob and File (NODE_FILES).
const harness = modelHarness({ globals: NODE_FILES, scrolling: true, downloads: savedFiles });
/** Whether the path at hand clicked a current invoice's PDF button. */
let pdfClicked = false;
const origin = window.location.origin;

const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));
const heading = async () =>
  expect(await screen.findByRole('heading', { name: 'Fatura Bilgilerim', level: 1 })).toBeVisible();
const openLines = async (user: User) => user.click(await screen.findByRole('tab', { name: 'Hat bazında' }));
const openFirstLayout = async (user: User) =>
  user.click((await screen.findAllByRole('button', { name: /^Fatura dökümü: / }))[0]!);

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('invoices'),
  serialize: serializePage,
  arrange: (event) => {
    if (event.type === 'xstate.init') {
      pdfClicked = false;
      savedFiles.length = 0;
    }
    if (event.type === 'xstate.error.actor.loadOverview') harness.failNext('get', PATHS.current);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'pdf.done':
        pdfClicked = true;
        return user.click((await screen.findAllByRole('button', { name: /^PDF indir \(fatura / }))[0]!);
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'user.period':
        return user.selectOptions(await screen.findByLabelText('Fatura dönemi'), SEED.periods[1]!);
      case 'user.tab.lines':
        return openLines(user);
      case 'user.tab.ktf':
        return user.click(await screen.findByRole('tab', { name: 'Fatura hesaplarına göre' }));
      case 'user.layout.open':
        return openFirstLayout(user);
      case 'user.layout.close':
        await screen.findByRole('dialog', { name: /^Fatura dökümü: / });
        return user.keyboard('{Escape}');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    await heading();
    if (s.hasTag('failed')) {
      expect(screen.getByText(/^Fatura bilgileri yüklenemedi\./)).toBeVisible();
      return;
    }
    expect(
      await screen.findByRole('heading', { name: `${formatPeriod(s.context.period)} dönemi` }),
    ).toBeVisible();
    const tab = screen.getByRole('tab', {
      name: s.hasTag('section:lines') ? 'Hat bazında' : 'Fatura hesaplarına göre',
    });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    if (s.hasTag('layout')) {
      const dialog = await screen.findByRole('dialog', { name: /^Fatura dökümü: F/ });
      expect(dialog).toBeVisible();
      // The dialog's request and its PDF buttons are the page's children while it is open.
      expect(await within(dialog).findByRole('button', { name: /^PDF indir \(fatura / })).toBeEnabled();
    } else {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(probed('invoices').getSnapshot().children.layout).toBeUndefined();
    }
    // Each section runs only while its tab shows, on the period in view.
    const section = s.hasTag('section:lines') ? 'lines' : 'ktf';
    const children = probed('invoices').getSnapshot().children;
    expect(children[section === 'lines' ? 'ktf' : 'lines']).toBeUndefined();
    expect(children[section]).toBeDefined();
    // The file a PDF child fetched went to the browser through the page's download effect.
    if (pdfClicked) {
      // The buttons say the file came (permission, then the file), then the page saved it.
      // A ceiling, as the walk's own for the machine: permission and file are two calls.
      expect(await screen.findByText(/^Fatura PDF’i indirildi: /, {}, { timeout: 20_000 })).toBeVisible();
      await waitFor(() => expect(savedFiles).toHaveLength(1));
      expect(await savedFiles[0]!.text()).toMatch(/^%PDF-/);
    } else expect(savedFiles).toHaveLength(0);
  },
};

/** A load-and-show of the page, opened by `open`, whose failure shows `Tekrar dene` (or `retry`). */
function requestWalker(
  machineId: string,
  path: string,
  open: (user: User) => Promise<unknown>,
  shown: () => Promise<void>,
  retry = 'Tekrar dene',
): PortalWalker<RequestSnap> {
  return {
    harness,
    person: FAST,
    startPath: PAGE,
    actor: () => probed(machineId),
    serialize: serializeRequest,
    arrange: (event) => {
      if (event.type === 'xstate.error.actor.load') harness.failNext('post', path);
    },
    perform: async (user, event) => {
      if (event.type === 'xstate.init') {
        await heading();
        return open(user);
      }
      if (event.type === 'user.retry') return click(user, retry);
      return undefined;
    },
    isSettled: (s) => !s.hasTag('loading'),
    expectView: async (s) => {
      if (s.hasTag('failed')) {
        expect(await screen.findByRole('button', { name: retry })).toBeEnabled();
        return;
      }
      await shown();
    },
  };
}

const ktfWalker = requestWalker(
  'invoiceKtfTotals',
  PATHS.ktf,
  async () => undefined,
  async () => {
    const table = await screen.findByRole('table', { name: 'Fatura hesaplarına (KTF) göre faturalar' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
);
const layoutWalker = requestWalker('invoiceLayout', PATHS.layout, openFirstLayout, async () => {
  const dialog = await screen.findByRole('dialog', { name: /^Fatura dökümü: F/ });
  expect(await within(dialog).findByRole('row', { name: /Genel toplam/ })).toBeVisible();
});
const productsWalker = requestWalker(
  'invoiceProducts',
  PATHS.products,
  openLines,
  async () => {
    const select = await screen.findByLabelText('Ürün');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  },
  'Ürünleri yeniden yükle',
);

const LIST_WORLD: PagedListWorld<typeof LINE_ROW> = {
  harness,
  person: FAST,
  page: PAGE,
  machineId: 'invoiceLineCharges',
  heading: 'Fatura Bilgilerim',
  table: 'Hat bazında fatura tutarları',
  listPath: PATHS.lines,
  pageSize: LINE_CHARGES_PAGE_SIZE,
  row: LINE_ROW,
  total: SEED.total,
  quickText: SEED.line.userName,
  quickMatch: SEED.line.userName.toLocaleLowerCase('tr'),
};
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tr[data-row-index]')];
const listTable = async () => {
  const table = await screen.findByRole('table', { name: LIST_WORLD.table });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
};
type ListSnap = Parameters<ReturnType<typeof pagedListEvents>>[0] & { context: { rows: unknown[] } };
const sharedList = pagedListWalker<typeof LINE_ROW, ListSnap>(LIST_WORLD);
/** The shared paged-list walk, on the "Hat bazında" tab, with the page's product choice as its filter bar. */
const listWalker: PortalWalker<ListSnap> = {
  ...sharedList,
  perform: async (user, event, before) => {
    if (event.type === 'xstate.init') {
      await heading();
      return openLines(user);
    }
    if (event.type === 'user.query') {
      const select = await screen.findByLabelText('Ürün');
      const [option] = await within(select).findAllByRole('option', { name: /\(Veri, / });
      return user.selectOptions(select, option!);
    }
    if (event.type === 'user.retry') return click(user, 'Tekrar dene');
    return sharedList.perform(user, event, before);
  },
  expectView: async (s) => {
    await heading();
    if (s.matches('failed') && s.context.rows.length === 0) {
      expect(screen.getByText('Hatlar yüklenemedi.')).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    await listTable();
    if (s.matches('failed')) expect(screen.getByText(/^Sonraki hatlar yüklenemedi\./)).toBeVisible();
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    const { filter } = s.context.query;
    if (filter.text) {
      for (const row of rows)
        expect(row.textContent?.toLocaleLowerCase('tr')).toContain(LIST_WORLD.quickMatch);
    } else if (filter.productType) {
      for (const row of rows) expect(row).toHaveTextContent('Veri');
    } else {
      const count = screen.getByRole('status', { name: `${LIST_WORLD.table}: kayıt sayısı` });
      expect(count).toHaveTextContent(`${formatNumber(SEED.total)} kayıt`);
    }
  },
};

// --- the "Hat bazında" section: what ties its list and its product choices together -------------

type SectionSnapshot = ReturnType<typeof lineChargesSectionMachine.getInitialSnapshot>;
/** The product the section walk chooses: the first data tariff of the period. */
const DATA_PRODUCT = /\(Veri, /;
const sectionWalker: PortalWalker<SectionSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('lineChargesSection'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'xstate.init') {
      await heading();
      return openLines(user);
    }
    if (event.type === 'user.barFilter') {
      const select = await screen.findByLabelText('Ürün');
      const [option] = await within(select).findAllByRole('option', { name: DATA_PRODUCT });
      return user.selectOptions(select, option!);
    }
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    const table = await listTable();
    const list = probed('invoiceLineCharges').getSnapshot();
    // The list is the section's period's, sorted as it opened.
    expect(list.context.query.filter.period).toBe(probed('lineChargesSection').getSnapshot().context.period);
    expect(list.context.query.sort).toEqual({ field: 'amountKurus', direction: 'desc' });
    if (list.context.query.filter.productType === 'DATA') {
      // The chosen product became the list's query, and the rows are that product's.
      expect(list.context.query.filter.tariffName).toMatch(/\S/);
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      for (const row of bodyRows()) expect(row).toHaveTextContent('Veri');
    } else expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

const callWalker: PortalWalker<CallSnapshot> = {
  harness,
  person: FAST,
  startPath: CONFIRM_PAGE,
  actor: () => probed('invoiceCallDetail'),
  serialize: serializeCall,
  arrange: (event) => {
    const e = event as { type: string; error?: { code?: string } };
    if (e.type === 'xstate.error.actor.check') harness.failNext('post', PATHS.check);
    if (e.type === 'xstate.error.actor.detail' && e.error?.code === gone().code)
      harness.server.use(
        http.post(
          `${origin}/api${PATHS.detail}`,
          () =>
            HttpResponse.json({ status: { code: gone().code, message: gone().message } }, { status: 409 }),
          { once: true },
        ),
      );
    else if (e.type === 'xstate.error.actor.detail') harness.failNext('post', PATHS.detail);
  },
  perform: async (user, event) => {
    const e = event as { type: string; output?: { status?: string } };
    switch (e.type) {
      case 'user.check': {
        const field = await screen.findByLabelText('Hat numarası');
        await user.clear(field);
        await user.type(field, `0${SEED.line.msisdn}`);
        return click(user, 'SMS ile onayla');
      }
      case 'xstate.done.actor.otp': {
        if (e.output?.status === 'validated') {
          await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
          return user.paste(harness.latestCode());
        }
        const dialog = await screen.findByRole('dialog', { name: 'Görüşme detayını onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'user.period':
        return user.selectOptions(await screen.findByLabelText('Fatura dönemi'), SEED.periods[1]!);
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'user.reconfirm':
        return click(user, 'Yeniden SMS ile onayla');
      case 'user.otherLine':
        return click(user, 'Başka hat');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirming') && !s.matches('start'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Görüşme Detayı', level: 1 })).toBeVisible();
    if (s.hasTag('step:number')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByLabelText('Hat numarası')).toBeVisible();
      // The server's sentence sits next to the field (the field says it is invalid).
      if (s.context.error)
        expect(screen.getByLabelText('Hat numarası')).toHaveAttribute('aria-invalid', 'true');
      return;
    }
    expect(
      await screen.findByRole('heading', { name: new RegExp(formatPeriod(s.context.period)) }),
    ).toBeVisible();
    if (s.hasTag('failed')) {
      const gone = s.context.error?.code === 'INVOICE_DETAIL_CONFIRMATION';
      expect(
        await screen.findByRole('button', { name: gone ? 'Yeniden SMS ile onayla' : 'Tekrar dene' }),
      ).toBeEnabled();
      return;
    }
    expect(await screen.findByRole('region', { name: 'Görüşme kayıtları listesi' })).toBeVisible();
  },
};

const prefilledWalker: PortalWalker<CallSnapshot> = {
  ...callWalker,
  startPath: `${CONFIRM_PAGE}?msisdn=${SEED.line.msisdn}&period=${SEED.periods[1]}`,
};

describeModel('invoices', invoicesMachine, { events: pageEvents, serialize: serializePage }, pageWalker);
// A search hit's address: the page opens on the invoice's layout; closing it leaves the page.
describeModel(
  'invoices (an invoice asked for by the address)',
  invoicesMachine,
  {
    input: { invoiceNo: SEED.olderInvoice },
    events: (s: PageSnapshot) =>
      pageEvents(s).filter(
        (e) => e.type === 'xstate.done.actor.loadOverview' || e.type === 'user.layout.close',
      ),
    serialize: serializePage,
    minPaths: 1,
  },
  {
    ...pageWalker,
    startPath: `${PAGE}?fatura=${SEED.olderInvoice}`,
    expectView: async (s) => {
      await pageWalker.expectView(s);
      if (s.hasTag('layout'))
        expect(
          await screen.findByRole('dialog', { name: `Fatura dökümü: ${SEED.olderInvoice}` }),
        ).toBeVisible();
    },
  },
);
describeModel(
  'invoiceKtfTotals',
  ktfTotalsMachine,
  { input: SEED.periods[0], events: ktfEvents, serialize: serializeRequest },
  ktfWalker,
);
describeModel(
  'invoiceLayout',
  invoiceLayoutMachine,
  { input: 'x', events: layoutEvents, serialize: serializeRequest },
  layoutWalker,
);
describeModel(
  'invoiceProducts',
  invoiceProductsMachine,
  { input: SEED.periods[0], events: productEvents, serialize: serializeRequest },
  productsWalker,
);
describeModel(
  'invoiceLineCharges',
  lineChargesMachine,
  {
    input: { query: firstLineChargesQuery(SEED.periods[0]!), pageSize: LINE_CHARGES_PAGE_SIZE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  listWalker,
);
describeModel(
  'lineChargesSection',
  lineChargesSectionMachine,
  // The section's own step; its children's steps are walked by their own models above.
  {
    input: { period: SEED.periods[0]! },
    events: () => [{ type: 'user.barFilter', part: { productType: 'DATA', tariffName: 'x' } }],
    serialize: (s) => JSON.stringify(s.value),
    minPaths: 1,
  },
  sectionWalker,
);
describeModel(
  'invoiceCallDetail',
  callDetailMachine,
  { input: {}, events: callEvents, serialize: serializeCall },
  callWalker,
);
// The by-line list's link carries the number and period: the confirmation starts with the check.
describeModel(
  'invoiceCallDetail (from a link)',
  callDetailMachine,
  {
    input: { msisdn: SEED.line.msisdn, period: SEED.periods[1] },
    events: (s: CallSnapshot) => callEvents(s).filter((e) => e.type === 'xstate.done.actor.check'),
    serialize: serializeCall,
    minPaths: 1,
  },
  prefilledWalker,
);
