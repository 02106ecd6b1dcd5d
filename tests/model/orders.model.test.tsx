import { screen, waitFor, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { orderDeleteMachine } from '../../src/machines/orders/orderDeleteMachine';
import { orderDetailMachine } from '../../src/machines/orders/orderDetailMachine';
import { ORDER_LIST_PATH, orderPageMachine } from '../../src/machines/orders/orderPageMachine';
import { DEFAULT_ORDER_QUERY } from '../../src/machines/orders/orderQuery';
import { ordersListMachine, ordersListRequestMachine } from '../../src/machines/orders/ordersListMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  DELETABLE_ORDER_NO,
  type DeleteSnapshot,
  type DetailSnapshot,
  deleteEvents,
  FAST,
  type ListRequestSnapshot,
  type ListSnapshot,
  listEvents,
  ORDERS_PATH,
  requestEvents,
  SEEDED_ORDER_COUNT,
  serializeDelete,
  serializeList,
  serializeRequest,
} from './orders.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();
const DETAIL_PATH = `/my-orders/${DELETABLE_ORDER_NO}`;
const ORDER_PATTERN = /^SP-\d{8}-\d{6}/;

const ordersTable = () => screen.findByRole('table', { name: 'Siparişler' });
/** The body rows once the page is settled (not marked busy). */
async function settledRows() {
  const table = await ordersTable();
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table)
    .getAllByRole('row')
    .filter((row) => ORDER_PATTERN.test(row.querySelector('th[scope="row"]')?.textContent ?? ''));
}

const listWalker: PortalWalker<ListSnapshot> = {
  harness,
  person: FAST,
  startPath: '/my-orders',
  actor: () => probed('ordersList'),
  serialize: serializeList,
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'user.filter') {
      await settledRows();
      return user.selectOptions(screen.getByLabelText('Durum'), 'COMPLETED');
    }
    if (event.type === 'user.page') {
      await settledRows();
      return user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    }
    return undefined;
  },
  isSettled: () => true,
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Siparişlerim', level: 1 })).toBeVisible();
    const { page, status } = s.context.query;
    await waitFor(async () => {
      const rows = await settledRows();
      if (status) {
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent('Tamamlandı');
      } else {
        expect(rows).toHaveLength(page === 2 ? Math.min(10, SEEDED_ORDER_COUNT - 10) : 10);
      }
    });
    if (page === 2) expect(screen.getByText(`Sayfa 2 / ${Math.ceil(SEEDED_ORDER_COUNT / 10)}`)).toBeVisible();
  },
};

const listRequestWalker: PortalWalker<ListRequestSnapshot> = {
  harness,
  person: FAST,
  startPath: '/my-orders',
  actor: () => (probed('ordersList').getSnapshot() as ListSnapshot).children.request as AnyActorRef,
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', ORDERS_PATH);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(await screen.findByRole('button', { name: 'Listeyi yenile' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.hasTag('loaded')) {
      expect(await settledRows()).toHaveLength(10);
      expect(screen.getByText(`${SEEDED_ORDER_COUNT} siparişten 1–10 arası gösteriliyor.`)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
    } else {
      const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
      expect(retry).toBeEnabled();
      expect(within(retry.parentElement!).getByRole('alert')).toHaveTextContent(/\S/);
      expect(screen.queryByRole('table', { name: 'Siparişler' })).toBeNull();
    }
  },
};

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: DETAIL_PATH,
  actor: () => probed('orderDetail'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load')
      harness.failNext('get', `${ORDERS_PATH}/${DELETABLE_ORDER_NO}`);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(await screen.findByRole('button', { name: 'Yenile' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(
      await screen.findByRole('heading', { name: `Sipariş ${DELETABLE_ORDER_NO}`, level: 1 }),
    ).toBeVisible();
    if (s.hasTag('loaded')) {
      const lines = await screen.findByRole('table', { name: 'Sipariş hatları' });
      expect(within(lines).getAllByRole('row').length).toBeGreaterThan(1);
      expect(screen.getByRole('heading', { name: 'Sipariş özeti' })).toBeVisible();
      expect(screen.getByText('Alındı')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Siparişi sil' })).toBeEnabled();
    } else {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(screen.queryByRole('table', { name: 'Sipariş hatları' })).toBeNull();
    }
  },
};

const deleteWalker: PortalWalker<DeleteSnapshot> = {
  harness,
  person: FAST,
  startPath: DETAIL_PATH,
  actor: () => probed('orderDelete'),
  serialize: serializeDelete,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.remove')
      harness.failNext('delete', `${ORDERS_PATH}/${DELETABLE_ORDER_NO}`);
  },
  perform: async (user, event) => {
    if (event.type === 'user.delete')
      return user.click(await screen.findByRole('button', { name: 'Siparişi sil' }));
    if (event.type === 'user.cancel')
      return user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    if (event.type === 'user.confirm')
      return user.click(await screen.findByRole('button', { name: 'Evet, sil' }));
    return undefined;
  },
  isSettled: (s) => !s.matches('deleting'),
  expectView: async (s) => {
    if (s.matches('confirming')) {
      const dialog = await screen.findByRole('dialog', { name: 'Siparişi sil' });
      expect(dialog).toHaveTextContent(
        `${DELETABLE_ORDER_NO} numaralı siparişi silmek istediğinize emin misiniz?`,
      );
      return;
    }
    if (s.matches('deleted')) {
      await waitFor(() => expect(window.location.pathname).toBe('/my-orders'));
      expect(await screen.findByText(`${DELETABLE_ORDER_NO} numaralı sipariş silindi.`)).toBeVisible();
      const rows = await settledRows();
      expect(rows.some((row) => row.textContent?.includes(DELETABLE_ORDER_NO))).toBe(false);
      expect(screen.getByText(`${SEEDED_ORDER_COUNT - 1} siparişten 1–10 arası gösteriliyor.`)).toBeVisible();
      return;
    }
    // idle, or failed (the order reloaded and offered again).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe(DETAIL_PATH);
    expect(await screen.findByRole('button', { name: 'Siparişi sil' })).toBeEnabled();
    expect(await screen.findByRole('table', { name: 'Sipariş hatları' })).toBeVisible();
  },
};

// --- the page: what follows a deletion --------------------------------------------------------------

type PageSnapshot = ReturnType<typeof orderPageMachine.getInitialSnapshot>;
/** The order as shown before the step: a reload after a failed deletion replaces it. */
let shownBefore: unknown;
let failedStep = false;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: DETAIL_PATH,
  actor: () => probed('orderPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: (event) => {
    failedStep = event.type === 'order.deleteFailed';
    if (failedStep) harness.failNext('delete', `${ORDERS_PATH}/${DELETABLE_ORDER_NO}`);
  },
  perform: async (user, event) => {
    // The path's first step (the page opening) deletes nothing.
    shownBefore = undefined;
    if (event.type !== 'order.deleted' && event.type !== 'order.deleteFailed') return undefined;
    await screen.findByRole('table', { name: 'Sipariş hatları' });
    shownBefore = probed('orderDetail').getSnapshot().context.data;
    await user.click(await screen.findByRole('button', { name: 'Siparişi sil' }));
    return user.click(await screen.findByRole('button', { name: 'Evet, sil' }));
  },
  isSettled: () => true,
  expectView: async () => {
    if (shownBefore === undefined) {
      expect(
        await screen.findByRole('heading', { name: `Sipariş ${DELETABLE_ORDER_NO}`, level: 1 }),
      ).toBeVisible();
      return;
    }
    if (failedStep) {
      // The page loaded the order again: a new answer, shown, and the deletion offered again.
      await waitFor(() => expect(probed('orderDetail').getSnapshot().context.data).not.toBe(shownBefore));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(window.location.pathname).toBe(DETAIL_PATH);
      expect(await screen.findByRole('button', { name: 'Siparişi sil' })).toBeEnabled();
      return;
    }
    // Deleted: the shell says so and the page went back to the list.
    await waitFor(() => expect(window.location.pathname).toBe(ORDER_LIST_PATH));
    expect(await screen.findByText(`${DELETABLE_ORDER_NO} numaralı sipariş silindi.`)).toBeVisible();
  },
};

describeModel(
  'ordersList',
  ordersListMachine,
  { input: {}, events: listEvents, serialize: serializeList },
  listWalker,
);
describeModel(
  'ordersListRequest',
  ordersListRequestMachine,
  { input: DEFAULT_ORDER_QUERY, events: requestEvents, serialize: serializeRequest },
  listRequestWalker,
);
describeModel(
  'orderDetail',
  orderDetailMachine,
  { input: { orderNo: DELETABLE_ORDER_NO }, events: requestEvents, serialize: serializeRequest },
  detailWalker,
);
describeModel(
  'orderDelete',
  orderDeleteMachine,
  {
    input: { orderNo: DELETABLE_ORDER_NO, rights: FULL_RIGHTS },
    events: deleteEvents,
    serialize: serializeDelete,
  },
  deleteWalker,
);
describeModel(
  'orderPage',
  orderPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    input: { orderNo: DELETABLE_ORDER_NO, rights: FULL_RIGHTS },
    events: () => [{ type: 'order.deleted', orderNo: DELETABLE_ORDER_NO }, { type: 'order.deleteFailed' }],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
