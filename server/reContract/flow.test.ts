// @vitest-environment node
/**
 * A whole re-contract as the wizard makes it: two out-of-contract lines from the dashboard's card,
 * the best offer with an add-on, submit confirmed by SMS code, the document read and accepted, the
 * order in My Orders, and the operator applying it: new tariff, new commitment, cards updated.
 */

import type { OrderDetail, OrderListPage } from '../../src/api/orders/types';
import type { DocumentControl, OfferActions, ReContractOrder } from '../../src/api/reContract/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { removeLines } from '../db/removeLine';
import { dayOf, isoDay } from '../db/seedDay';
import { OPEN_CAMPAIGN } from './catalogue';
import { addMonths } from './commitment';
import { hurryReContracts } from './hooks';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
beforeAll(async () => {
  s = await reContractSession();
});
afterAll(() => s.client.close());

const count = async () => (await s.content<{ count: number }>('dashboardReContractCount')).count;
const myOrder = async (orderNo: string) =>
  (await s.content<OrderListPage>('allOrders', undefined, { query: { search: orderNo } })).orders[0];

it('re-contracts two lines with the best offer and an add-on, through the document, into My Orders', async () => {
  const before = await count();
  const lines = (
    await s.allLines({ canContract: 'true', commitmentStatus: 'ENDED', productType: 'VOICE' })
  ).slice(0, 2);
  expect(lines).toHaveLength(2);
  const msisdns = lines.map((l) => l.msisdn);

  const offers = await s.content<OfferActions>('reContractOfferActions', undefined, {
    params: { offerId: OPEN_CAMPAIGN },
    query: { msisdnList: msisdns.join(',') },
  });
  const best = offers.offers.find((o) => o.bestOffer);
  if (!best) throw new Error('no best offer');

  const order = await s.submit(best.offerId, msisdns, ['EK-5GB']);
  expect(order).toMatchObject({
    status: 'DOCUMENT_PENDING',
    statusName: 'Sözleşme onayı bekleniyor',
    campaignId: OPEN_CAMPAIGN,
    msisdnList: msisdns,
    monthlyFeePerLine: Math.round((best.monthlyFee + 120) * 100) / 100,
    monthlyTotal: Math.round((best.monthlyFee + 120) * 2 * 100) / 100,
  });
  expect(order.addons.map((a) => a.addonId)).toEqual(['EK-5GB']);
  // The order remembers that this was the offer marked best (the §3 event's bestOffer).
  expect(order.offer).toMatchObject({ offerId: best.offerId, bestOffer: true });

  // My Orders lists it at once, with the re-contract's own status name.
  expect(await myOrder(order.orderId)).toMatchObject({
    orderNo: order.orderId,
    orderType: 'TARIFF_CHANGE',
    status: 'RECEIVED',
    statusName: 'Sözleşme onayı bekleniyor',
    title: `2 hattın yeniden taahhüdü (${best.name})`,
    lineCount: 2,
  });
  // The lines are held by the order: the card counts two fewer, the list says why.
  expect(await count()).toBe(before - 2);
  const held = await s.allLines({ searchParameter: msisdns[0] ?? '' });
  expect(held[0]).toMatchObject({
    canContract: false,
    reasonCode: 'IN_OTHER_ORDER',
    reason: `Bu hat için devam eden bir yeniden taahhüt siparişi var (${order.orderId}).`,
  });

  const params = { orderId: order.orderId };
  const control = await s.content<DocumentControl>('reContractDocumentControl', undefined, { params });
  expect(control).toMatchObject({ orderId: order.orderId, mustAccept: true, accepted: false });
  expect(control.document.title).toBe('Yeniden Taahhüt Sözleşmesi');
  expect(control.document.paragraphs.join(' ')).toContain(msisdns.map(formatMsisdn).join(', '));
  expect(control.document.paragraphs[1]).toContain('TL');

  const refused = await s.call('reContractDocument', { accepted: false }, { params });
  expect(refused.status).toBe(400);
  expect(refused.body.status?.message).toBe(
    'Devam etmek için yeniden taahhüt sözleşmesini okuyup onaylayın.',
  );

  const accepted = await s.content<ReContractOrder>('reContractDocument', { accepted: true }, { params });
  expect(accepted.status).toBe('IN_PROGRESS');
  expect(accepted.documentAcceptedAt).toBeDefined();
  const again = await s.call('reContractDocument', { accepted: true }, { params });
  expect(again.status).toBe(409);
  expect(again.body.status?.message).toBe('Sözleşme daha önce onaylandı.');
  expect(await s.content<DocumentControl>('reContractDocumentControl', undefined, { params })).toMatchObject({
    mustAccept: false,
    accepted: true,
  });
  expect(await myOrder(order.orderId)).toMatchObject({
    status: 'IN_PROGRESS',
    statusName: 'Yeniden taahhüt işlemde',
  });

  // A minute later the operator has applied it.
  s.clock.advance(61);
  const detail = await s.content<OrderDetail>('orderDetail', undefined, {
    params: { orderNo: order.orderId },
  });
  expect(detail).toMatchObject({ status: 'COMPLETED', statusName: 'Yeniden taahhüt tamamlandı' });
  expect(detail.lines.map((l) => l.tariffName)).toEqual([best.tariffName, best.tariffName]);
  const renewed = await s.allLines({ searchParameter: msisdns[0] ?? '' });
  expect(renewed[0]).toMatchObject({
    tariffName: best.tariffName,
    commitmentStatus: 'COMMITTED',
    commitmentEnd: addMonths(isoDay(dayOf(s.clock.now())), best.commitmentMonths),
    canContract: false,
    reasonCode: 'UNDER_COMMITMENT',
  });
  // Line deactivation reads the same renewed commitment (its early-termination cost follows).
  const row = s.client.db
    .prepare('SELECT ends_on FROM line_commitments WHERE msisdn = ?')
    .get(msisdns[0]) as {
    ends_on: string;
  };
  expect(row.ends_on).toBe(renewed[0]?.commitmentEnd);
  expect(await count()).toBe(before - 2);
});

it('the hurry hook applies an accepted order at once', async () => {
  const [line] = await s.allLines({ canContract: 'true', commitmentStatus: 'ENDED', productType: 'DATA' });
  const order = await s.submit('YT-D-150', [line?.msisdn ?? '']);
  await s.content('reContractDocument', { accepted: true }, { params: { orderId: order.orderId } });
  expect(hurryReContracts(s.client.db, s.clock.now)).toEqual({ hurried: 1 });
  expect((await myOrder(order.orderId))?.status).toBe('COMPLETED');
});

it('lets line deactivation close a line held by a re-contract order (its rows point at lines)', async () => {
  const [line] = await s.allLines({ canContract: 'true', commitmentStatus: 'ENDING', productType: 'VOICE' });
  const order = await s.submit('YT-V-50S', [line?.msisdn ?? '']);
  expect(() => removeLines(s.client.db, [line?.msisdn ?? ''])).not.toThrow();
  const left = s.client.db
    .prepare('SELECT COUNT(*) AS n FROM recontract_order_lines WHERE order_no = ?')
    .get(order.orderId) as { n: number };
  expect(left.n).toBe(0);
});
