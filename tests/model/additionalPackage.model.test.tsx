import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { ActiveList } from '../../src/api/additionalPackage/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { cancellationPageMachine } from '../../src/machines/additionalPackage/cancellationPageMachine';
import { confirmPageMachine } from '../../src/machines/additionalPackage/confirmPageMachine';
import { historyPageMachine } from '../../src/machines/additionalPackage/historyPageMachine';
import { packageCancelMachine } from '../../src/machines/additionalPackage/packageCancelMachine';
import {
  activePackagesMachine,
  offersMachine,
  orderContractMachine,
  packageHistoryDetailMachine,
  packageHistoryMachine,
  waitingOrdersMachine,
} from '../../src/machines/additionalPackage/packageListsMachine';
import { packageOrderMachine } from '../../src/machines/additionalPackage/packageOrderMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  CANCEL_PAGE,
  type CancelSnapshot,
  cancelEvents,
  FAST,
  LINE,
  LIST_PATHS,
  type ListSnapshot,
  listEvents,
  OFFER_ID,
  ORDER_PAGE,
  type OrderSnapshot,
  orderEvents,
  PATHS,
  SEEDED,
  serializeCancel,
  serializeList,
  serializeOrder,
} from './additionalPackage.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ scrolling: true });
const flowSection = () => screen.findByRole('region', { name: /^Adım \d \/ 4:/ });
const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));

/** The line picker as a person uses it: paste the number, add it, finish. */
async function chooseLine(user: User) {
  await click(user, 'Hatları seç');
  const dialog = await screen.findByRole('dialog', { name: 'Hatları seç' });
  await user.click(within(dialog).getByRole('tab', { name: 'Liste yapıştır' }));
  await user.click(within(dialog).getByLabelText('Numara listesi'));
  await user.paste(LINE.msisdn);
  await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
  const done = within(dialog).getByRole('button', { name: 'Seçimi tamamla' });
  await waitFor(() => expect(done).toBeEnabled());
  await user.click(done);
}

/** The row modal of a refused write (errorMode modal), closed as a person does. */
async function closeErrorModal(user: User) {
  const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
  return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
}

const orderWalker: PortalWalker<OrderSnapshot> = {
  harness,
  person: FAST,
  startPath: ORDER_PAGE,
  actor: () => probed('packageOrder'),
  serialize: serializeOrder,
  arrange: (event) => {
    const e = event as EventObject & { output?: { quote?: { quoteId?: string } } };
    if (e.type === 'xstate.error.actor.loadOffer') harness.failNext('get', PATHS.offer);
    if (e.type === 'xstate.error.actor.check') harness.failNext('post', PATHS.quote);
    // No line can take it: the line is suspended before the check.
    if (e.type === 'xstate.done.actor.check' && e.output?.quote?.quoteId === '')
      harness.sandbox.db.prepare("UPDATE lines SET status = 'SUSPENDED' WHERE msisdn = ?").run(LINE.msisdn);
    if (e.type === 'xstate.error.actor.order') harness.failNext('post', PATHS.order);
  },
  perform: async (user, event) => {
    const e = event as EventObject & { output?: { status?: string } };
    switch (e.type) {
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'lines.chosen':
        return chooseLine(user);
      case 'lines.remove':
        return click(user, `Çıkar: ${formatMsisdn(LINE.msisdn)}`);
      case 'user.check':
        return click(user, 'Hatları kontrol et ve devam et');
      case 'agreement.accept':
        return user.click(await screen.findByLabelText('Ek paket sözleşmesini okudum ve kabul ediyorum.'));
      case 'user.next':
        return click(user, 'Devam');
      case 'user.back':
        return click(user, 'Geri');
      case 'user.confirm':
        return click(user, 'Onayla ve SMS kodu gönder');
      case 'xstate.done.actor.otp': {
        if (e.output?.status === 'validated') {
          await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
          return user.paste(harness.latestCode());
        }
        const dialog = await screen.findByRole('dialog', { name: 'Ek paket siparişini onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.order':
        return closeErrorModal(user);
      case 'user.restart':
        return click(user, 'Başka hatlara satın al');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  expectView: async (s) => {
    if (s.matches('startFailed')) {
      expect(await screen.findByText(/^Paket yüklenemedi\./)).toBeVisible();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Ek 1 GB', level: 1 })).toBeVisible();
    const section = await flowSection();
    const { context } = s;
    if (s.hasTag('step:lines')) {
      const button = within(section).getByRole('button', { name: 'Hatları kontrol et ve devam et' });
      if (context.lines.length) {
        expect(within(section).getByText('1 hat seçildi.')).toBeVisible();
        expect(button).toBeEnabled();
      } else expect(button).toBeDisabled();
      if (context.quote?.quoteId === '' && context.lines.length)
        expect(
          within(section).getByText('Seçtiğiniz hatların hiçbirine bu paket tanımlanamıyor.'),
        ).toBeVisible();
      if (context.failure) expect(within(section).getByText(/^İşleme devam edilemedi\./)).toBeVisible();
      return;
    }
    if (s.hasTag('step:agreement')) {
      expect(
        within(section).getByRole('heading', { name: 'Ek 1 GB Ek Paket Kullanım Sözleşmesi' }),
      ).toBeVisible();
      const box = within(section).getByLabelText('Ek paket sözleşmesini okudum ve kabul ediyorum.');
      const next = within(section).getByRole('button', { name: 'Devam' });
      if (context.accepted) {
        expect(box).toBeChecked();
        expect(next).toBeEnabled();
      } else expect(next).toBeDisabled();
      return;
    }
    if (s.hasTag('step:summary')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(section).getByText('45,00 TL', { selector: 'dd.font-semibold' })).toBeVisible();
      const failed = within(section).queryByText(/^Sipariş verilemedi\./);
      if (context.failure) expect(failed).toBeVisible();
      else expect(failed).toBeNull();
      return;
    }
    expect(within(section).getByText('1 hatta paket tanımlandı. Toplam tutar: 45,00 TL.')).toBeVisible();
    expect(within(section).getByRole('table', { name: 'Hat sonuçları' })).toHaveTextContent('Tanımlandı');
  },
};

const cancelWalker: PortalWalker<CancelSnapshot> = {
  harness,
  person: FAST,
  startPath: CANCEL_PAGE,
  actor: () => probed('packageCancel'),
  serialize: serializeCancel,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.cancel') harness.failNext('post', PATHS.cancel);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'packages.select': {
        const table = await screen.findByRole('region', { name: 'Süren ek paketler listesi' });
        const boxes = await within(table).findAllByRole('checkbox', { name: /satırını seç$/ });
        return user.click(boxes[0]!);
      }
      case 'user.cancel':
        return click(user, /^Seçilenleri iptal et/);
      case 'user.dismiss': {
        const dialog = await screen.findByRole('dialog', { name: 'Paket iptali' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'user.confirm': {
        const dialog = await screen.findByRole('dialog', { name: 'Paket iptali' });
        return user.click(within(dialog).getByRole('button', { name: 'Paketleri iptal et' }));
      }
      case 'xstate.error.actor.cancel':
        return closeErrorModal(user);
      case 'user.close':
        return click(user, 'Tamam');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Ek Paket İptali', level: 1 })).toBeVisible();
    const button = await screen.findByRole('button', { name: /^Seçilenleri iptal et/ });
    if (s.matches('asking')) {
      expect(await screen.findByRole('dialog', { name: 'Paket iptali' })).toHaveTextContent(
        '1 paket hemen sona erecek.',
      );
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    if (s.context.selected.length) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
    const result = screen.queryByRole('region', { name: 'İptal sonucu' });
    if (s.matches('done')) expect(result).toHaveTextContent(/1 paket iptal edildi\./);
    else expect(result).toBeNull();
  },
};

// --- the cancellation page: a cancellation done lists the packages again ---------------------------

type CancellationPageSnapshot = ReturnType<typeof cancellationPageMachine.getInitialSnapshot>;
/** The package the walk cancelled (none before the step). */
let cancelledId = '';
const activeIds = () =>
  ((probed('activePackages').getSnapshot().context.data as ActiveList | undefined)?.items ?? []).map(
    (p) => p.packageId,
  );

const cancellationPageWalker: PortalWalker<CancellationPageSnapshot> = {
  harness,
  person: FAST,
  startPath: CANCEL_PAGE,
  actor: () => probed('cancellationPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'xstate.init') cancelledId = '';
    if (event.type !== 'cancel.done') return undefined;
    const table = await screen.findByRole('region', { name: 'Süren ek paketler listesi' });
    const boxes = await within(table).findAllByRole('checkbox', { name: /satırını seç$/ });
    await user.click(boxes[0]!);
    cancelledId = (probed('packageCancel').getSnapshot().context.selected as string[])[0] ?? '';
    expect(activeIds()).toContain(cancelledId);
    await click(user, /^Seçilenleri iptal et/);
    const dialog = await screen.findByRole('dialog', { name: 'Paket iptali' });
    return user.click(within(dialog).getByRole('button', { name: 'Paketleri iptal et' }));
  },
  isSettled: () => true,
  expectView: async () => {
    expect(await screen.findByRole('heading', { name: 'Ek Paket İptali', level: 1 })).toBeVisible();
    if (!cancelledId) return;
    expect(await screen.findByRole('region', { name: 'İptal sonucu' })).toHaveTextContent(
      /1 paket iptal edildi\./,
    );
    // The list was asked again: the cancelled package is no longer among the running ones.
    await waitFor(() => expect(activeIds()).not.toContain(cancelledId));
    expect(probed('activePackages').getSnapshot().matches('loaded')).toBe(true);
  },
};

interface ListPage {
  id: string;
  page: string;
  method: 'get' | 'post';
  path: string;
  /** What the page shows once the request failed, and once it loaded. */
  failed: string | RegExp;
  loaded: () => Promise<void>;
  /** Opens a dialog the request belongs to (its actor starts then). */
  open?: (user: User) => Promise<void>;
  /** The button that asks again, where the page has one. */
  refresh?: string;
}

/** One list or dialog of the package pages, as a person loads, retries and refreshes it. */
function listWalker(l: ListPage): PortalWalker<ListSnapshot> {
  const scope = async () => (l.open ? within(await screen.findByRole('dialog')) : screen);
  return {
    harness,
    person: FAST,
    startPath: l.page,
    actor: () => probed(l.id),
    serialize: serializeList,
    arrange: (event) => {
      if (event.type === 'xstate.error.actor.load') harness.failNext(l.method, l.path);
    },
    perform: async (user, event) => {
      if (event.type === 'xstate.init' && l.open) return l.open(user);
      if (event.type === 'user.retry')
        return user.click(await (await scope()).findByRole('button', { name: 'Tekrar dene' }));
      if (event.type === 'user.refresh' && l.refresh) return click(user, l.refresh);
      return undefined;
    },
    isSettled: (s) => !s.hasTag('loading'),
    expectView: async (s) => {
      if (s.hasTag('failed')) expect(await (await scope()).findByText(l.failed)).toBeVisible();
      else await l.loaded();
    },
  };
}

const openRowAction = (name: RegExp) => async (user: User) => {
  const buttons = await screen.findAllByRole('button', { name });
  await user.click(buttons[0]!);
};

const LISTS: (ListPage & { machine: Parameters<typeof describeModel>[1]; input: unknown })[] = [
  {
    id: 'packageOffers',
    machine: offersMachine,
    input: {},
    page: '/additional-package',
    method: 'post',
    path: LIST_PATHS.offers,
    failed: /^Paketler yüklenemedi\./,
    loaded: async () => {
      expect(await screen.findByRole('list', { name: 'Paketler' })).toHaveTextContent('Ek 5 GB');
    },
    refresh: 'Listele',
  },
  {
    id: 'activePackages',
    machine: activePackagesMachine,
    input: {},
    page: CANCEL_PAGE,
    method: 'post',
    path: LIST_PATHS.active,
    failed: 'Ek paketler yüklenemedi.',
    loaded: async () => {
      expect(await screen.findByText(/biten paketi olan \d+ hat listeleniyor\./)).toBeVisible();
    },
    refresh: 'Listele',
  },
  {
    id: 'packageHistory',
    machine: packageHistoryMachine,
    input: {},
    page: '/additional-package-history',
    method: 'get',
    path: LIST_PATHS.history,
    failed: 'Ek paket geçmişi yüklenemedi.',
    loaded: async () => {
      expect(await screen.findByRole('region', { name: 'Ek paket geçmişi listesi' })).toHaveTextContent(
        SEEDED.orderId,
      );
    },
    refresh: 'Listele',
  },
  {
    id: 'packageHistoryDetail',
    machine: packageHistoryDetailMachine,
    input: { orderId: SEEDED.orderId },
    page: '/additional-package-history',
    method: 'get',
    path: LIST_PATHS.detail,
    failed: /Servis başarısız|İşleminizi/,
    open: openRowAction(new RegExp(`^Ayrıntı\\s?: ${SEEDED.orderId}$`)),
    loaded: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Ek paket işlemi ayrıntısı' });
      expect(within(dialog).getByRole('table', { name: 'Bu işlemin hatları' })).toBeVisible();
    },
  },
  {
    id: 'waitingPackageOrders',
    machine: waitingOrdersMachine,
    input: {},
    page: '/additional-package-confirm',
    method: 'get',
    path: LIST_PATHS.waiting,
    failed: 'Onay bekleyen siparişler yüklenemedi.',
    loaded: async () => {
      expect(
        await screen.findByRole('region', { name: 'Onay bekleyen siparişler listesi' }),
      ).toHaveTextContent(SEEDED.waitingId);
    },
    refresh: 'Listeyi yenile',
  },
  {
    id: 'packageOrderContract',
    machine: orderContractMachine,
    input: { orderId: SEEDED.waitingId },
    page: '/additional-package-confirm',
    method: 'get',
    path: LIST_PATHS.contract,
    failed: /Servis başarısız|İşleminizi/,
    open: openRowAction(new RegExp(`^Sözleşme\\s?: ${SEEDED.waitingId}$`)),
    loaded: async () => {
      expect(await screen.findByRole('list', { name: 'Siparişteki hatlar' })).toBeVisible();
    },
  },
];

interface DialogPage {
  id: string;
  page: string;
  /** The row's button and the dialog it opens. */
  row: RegExp;
  dialog: string | RegExp;
  /** The page's open and close events, and the child the dialog's request runs as. */
  open: EventObject & Record<string, unknown>;
  close: EventObject;
  child: string;
  /** What the dialog shows once its request answered. */
  loaded: (dialog: HTMLElement) => Promise<void>;
}

/** A list page whose row opens a dialog: the page's chart runs the dialog's request while it is open. */
function dialogPageWalker(d: DialogPage): PortalWalker<DialogPageSnapshot> {
  return {
    harness,
    person: FAST,
    startPath: d.page,
    actor: () => probed(d.id),
    serialize: (s) => JSON.stringify(s.value),
    arrange: () => undefined,
    perform: async (user, event) => {
      if (event.type === d.open.type) return openRowAction(d.row)(user);
      if (event.type === d.close.type) {
        const dialog = await screen.findByRole('dialog', { name: d.dialog });
        return user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
      }
      return undefined;
    },
    isSettled: () => true,
    expectView: async (s) => {
      if (s.matches('open')) {
        await d.loaded(await screen.findByRole('dialog', { name: d.dialog }));
        expect(probed(d.id).getSnapshot().children[d.child]).toBeDefined();
        return;
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Closed, the dialog's request is stopped: the page has no such child.
      expect(probed(d.id).getSnapshot().children[d.child]).toBeUndefined();
    },
  };
}

type DialogPageSnapshot = {
  value: unknown;
  matches(state: string): boolean;
};

const DIALOG_PAGES: (DialogPage & { machine: Parameters<typeof describeModel>[1] })[] = [
  {
    id: 'packageHistoryPage',
    machine: historyPageMachine,
    page: '/additional-package-history',
    row: new RegExp(`^Ayrıntı\\s?: ${SEEDED.orderId}$`),
    dialog: 'Ek paket işlemi ayrıntısı',
    open: { type: 'user.detail.open', orderId: SEEDED.orderId },
    close: { type: 'user.detail.close' },
    child: 'detail',
    loaded: async (dialog) => {
      expect(await within(dialog).findByRole('table', { name: 'Bu işlemin hatları' })).toBeVisible();
      // The dialog shows the row it was opened on.
      expect(dialog).toHaveTextContent(SEEDED.orderId);
    },
  },
  {
    id: 'packageConfirmPage',
    machine: confirmPageMachine,
    page: '/additional-package-confirm',
    row: new RegExp(`^Sözleşme\\s?: ${SEEDED.waitingId}$`),
    dialog: /sözleşme/i,
    open: { type: 'user.contract.open', orderId: SEEDED.waitingId },
    close: { type: 'user.contract.close' },
    child: 'contract',
    loaded: async (dialog) => {
      expect(await within(dialog).findByRole('list', { name: 'Siparişteki hatlar' })).toBeVisible();
    },
  },
];

describeModel(
  'packageOrder',
  packageOrderMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { offerId: OFFER_ID, rights: FULL_RIGHTS }, events: orderEvents, serialize: serializeOrder },
  orderWalker,
);
describeModel(
  'packageCancel',
  packageCancelMachine,
  { input: { rights: FULL_RIGHTS }, events: cancelEvents, serialize: serializeCancel },
  cancelWalker,
);
describeModel(
  'cancellationPage',
  cancellationPageMachine,
  {
    input: { rights: FULL_RIGHTS, query: { endingWithinDays: 7 } },
    events: () => [{ type: 'cancel.done' }],
    serialize: (s) => JSON.stringify(s.value),
    minPaths: 1,
  },
  cancellationPageWalker,
);
for (const list of LISTS)
  describeModel(
    list.id,
    list.machine,
    {
      input: list.input,
      events: listEvents(list.refresh !== undefined),
      serialize: serializeList,
      minPaths: 1,
    },
    listWalker(list),
  );
for (const page of DIALOG_PAGES)
  describeModel(
    page.id,
    page.machine,
    {
      events: (s: DialogPageSnapshot) => (s.matches('open') ? [page.close] : [page.open]),
      serialize: (s) => JSON.stringify(s.value),
      // Open then close: one path holds both.
      minPaths: 1,
    },
    dialogPageWalker(page),
  );
