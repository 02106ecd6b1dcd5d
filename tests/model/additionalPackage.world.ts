import type { EventObject } from 'xstate';
import { offerById, toOffer } from '../../server/additionalPackage/catalogue';
import { activePackages, history, waitingOrders } from '../../server/additionalPackage/store';
import { SEED_COMPANIES } from '../../server/db/seed';
import { dayOf, isoDay } from '../../server/db/seedDay';
import type { Agreement, HistoryDetail, OfferDetail, Quote } from '../../src/api/additionalPackage/types';
import type { packageCancelMachine } from '../../src/machines/additionalPackage/packageCancelMachine';
import type { offersMachine } from '../../src/machines/additionalPackage/packageListsMachine';
import type { packageOrderMachine } from '../../src/machines/additionalPackage/packageOrderMachine';
import type { PickerLine } from '../../src/machines/shared/linePicker/types';
import { freshSandbox } from './support/seededSandbox';

export type OrderSnapshot = ReturnType<typeof packageOrderMachine.getInitialSnapshot>;
export type CancelSnapshot = ReturnType<typeof packageCancelMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;
export const OFFER_ID = 'EK-1GB';
export const ORDER_PAGE = `/additional-package/${OFFER_ID}`;
export const CANCEL_PAGE = '/additional-package-cancellation?bitis=7';

export const PATHS = {
  offer: `/dc_ccsi/v1/additional-packages/offers/${OFFER_ID}`,
  quote: '/ccsirest/additional-package/offer-data.json',
  agreement: '/ccsirest/additional-package/agreement.json',
  order: '/ccsirest/additional-package/order.json',
  cancel: '/ccsirest/additional-package/cancel-order.json',
};

interface LineRow {
  msisdn: string;
  product_type: PickerLine['productType'];
  tariff_name: string;
  status: PickerLine['status'];
  line_user: string;
}

/** From the seed (deterministic): the first voice line without the package, and the first package ending soonest. */
const seeded = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db
    .prepare(
      `SELECT * FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE'
       AND msisdn NOT IN (SELECT msisdn FROM line_packages) ORDER BY msisdn LIMIT 1`,
    )
    .get(COMPANY) as LineRow;
  const ending = activePackages(sandbox.db, COMPANY, isoDay(dayOf(Date.now()))).filter(
    (p) => p.daysLeft <= 7,
  );
  sandbox.close();
  const line: PickerLine = {
    msisdn: row.msisdn,
    productType: row.product_type,
    tariffName: row.tariff_name,
    status: row.status,
    userName: row.line_user,
    roaming: false,
  };
  return { line, pkg: ending[0]! };
})();

export const LINE = seeded.line;
export const PACKAGE = seeded.pkg;

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

const OFFER: OfferDetail = { ...toOffer(offerById(OFFER_ID)!), conditions: ['x'], activeCount: 0 };
const QUOTE = (quoteId: string): Quote => ({
  quoteId,
  offer: toOffer(offerById(OFFER_ID)!),
  allowed: quoteId
    ? [{ msisdn: LINE.msisdn, productType: 'VOICE', userName: LINE.userName, endsOn: '2026-12-24' }]
    : [],
  refused: quoteId ? [] : [{ msisdn: LINE.msisdn, reason: 'x' }],
  total: quoteId ? 45 : 0,
  needsApproval: false,
  expiresAt: '2026-11-25T11:00:00.000Z',
});
const AGREEMENT: Agreement = { offerId: OFFER_ID, title: 't', version: '2026.1', paragraphs: ['p'] };
const RESULT: HistoryDetail = {
  orderId: 'SP-20261125-000001',
  action: 'ORDER',
  offerName: 'Ek 1 GB',
  lineCount: 1,
  total: 45,
  status: 'COMPLETED',
  createdAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'Can Öztürk',
  lines: [{ msisdn: LINE.msisdn, result: 'DONE', reason: 'Paket tanımlandı.', endsOn: '2026-12-24' }],
};

/**
 * The order's steps: the package loads (or fails and is retried), the line is chosen (once) or
 * removed, the check with the agreement (some can take it, none can, failed), the agreement's
 * acceptance toggled, the summary, the SMS code (validated or cancelled), the order (done or
 * refused), a restart.
 */
export function orderEvents(s: OrderSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadOffer', output: OFFER },
    { type: 'xstate.error.actor.loadOffer', error: fail() },
    { type: 'user.retry' },
    s.context.lines.length === 0
      ? { type: 'lines.chosen', lines: [LINE] }
      : { type: 'lines.remove', msisdn: LINE.msisdn },
    { type: 'user.check' },
    { type: 'xstate.done.actor.check', output: { quote: QUOTE('q'), agreement: AGREEMENT } },
    { type: 'xstate.done.actor.check', output: { quote: QUOTE(''), agreement: undefined } },
    { type: 'xstate.error.actor.check', error: fail() },
    { type: 'agreement.accept', accepted: !s.context.accepted },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.order', output: RESULT },
    { type: 'xstate.error.actor.order', error: fail() },
    { type: 'user.restart' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeOrder = (s: OrderSnapshot) =>
  JSON.stringify({
    value: s.value,
    lines: s.context.lines.length,
    quote: s.context.quote ? s.context.quote.quoteId !== '' : null,
    accepted: s.context.accepted,
    failed: Boolean(s.context.failure),
  });

const CANCELLED: HistoryDetail = {
  ...RESULT,
  action: 'CANCEL',
  orderId: 'HT-20261125-000002',
  total: 0,
  lines: [{ msisdn: PACKAGE.msisdn, result: 'CANCELLED', reason: 'İptal edildi.', endsOn: null }],
};

/** The cancellation: a package chosen (or unchosen), asked, dismissed or confirmed, done or refused, closed. */
export function cancelEvents(s: CancelSnapshot): ModelEvent[] {
  return [
    { type: 'packages.select', packageIds: s.context.selected.length === 0 ? [PACKAGE.packageId] : [] },
    { type: 'user.cancel' },
    { type: 'user.dismiss' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.cancel', output: CANCELLED },
    { type: 'xstate.error.actor.cancel', error: fail() },
    { type: 'user.close' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeCancel = (s: CancelSnapshot) =>
  JSON.stringify({
    value: s.value,
    selected: s.context.selected.length,
    result: Boolean(s.context.result),
    failed: Boolean(s.context.failure),
  });

// --- the lists (request machines) ------------------------------------------------------------------

export type ListSnapshot = ReturnType<typeof offersMachine.getInitialSnapshot>;

/** The newest order of the history and the newest waiting order, from the seed. */
export const SEEDED = (() => {
  const sandbox = freshSandbox();
  const newest = history(sandbox.db, COMPANY, {})[0]!;
  const waiting = waitingOrders(sandbox.db, COMPANY)[0]!;
  sandbox.close();
  return { orderId: newest.orderId, waitingId: waiting.orderId };
})();

export const LIST_PATHS = {
  offers: '/ccsirest/additional-package/filtered-list.json',
  active: '/ccsirest/additional-package/list.json',
  history: '/dc_ccsi/v1/additional-packages/history',
  detail: `/dc_ccsi/v1/additional-packages/history/${SEEDED.orderId}`,
  waiting: '/dc_ccsi/v1/additional-packages/confirm',
  contract: `/dc_ccsi/v1/additional-packages/confirm/${SEEDED.waitingId}/contract`,
};

/** A list loads, fails and is retried; where the page has a button for it, it is asked again. */
export const listEvents =
  (refresh: boolean) =>
  (s: ListSnapshot): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.load', output: {} },
      { type: 'xstate.error.actor.load', error: fail() },
      { type: 'user.retry' },
      ...(refresh ? [{ type: 'user.refresh' }] : []),
    ].filter((event) => s.can(event as never));

export const serializeList = (s: ListSnapshot) => JSON.stringify(s.value);
