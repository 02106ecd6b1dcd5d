import type { EventObject } from 'xstate';
import type { CallDetail, CheckedMsisdn, KtfTotals, LineCharge } from '../../src/api/invoices/types';
import type { callDetailMachine } from '../../src/machines/invoices/callDetailMachine';
import { CONFIRMATION_GONE } from '../../src/machines/invoices/callDetailMachine';
import type { InvoicesOverview } from '../../src/machines/invoices/invoicesActors';
import type { invoicesMachine } from '../../src/machines/invoices/invoicesMachine';
import { FAST } from './support/persons';
import { freshSandbox } from './support/seededSandbox';

export type PageSnapshot = ReturnType<typeof invoicesMachine.getInitialSnapshot>;
export type CallSnapshot = ReturnType<typeof callDetailMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST };
export const PAGE = '/invoices';
export const CONFIRM_PAGE = '/invoice-detail-confirm';

export const PATHS = {
  current: '/dc_ccsi/v1/invoices/current',
  summary: '/ccsirest/invoice/summary.json',
  ktf: '/ccsirest/invoice/info-by-ktf.json',
  layout: '/ccsirest/invoice/layout-detail.json',
  products: '/ccsirest/invoice/single-product-selection.json',
  lines: '/ccsirest/invoice/info-by-lines.json',
  check: '/ccsirest/invoice/check-msisdn.json',
  detail: '/ccsirest/invoice/call-detail.json',
};

/** What the seed holds for the fast user's company: its newest periods, one line and the list's size. */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const { db } = sandbox;
  const company = (
    db
      .prepare(
        `SELECT uc.corporate_ncst AS c FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE u.user_name = ? ORDER BY uc.position LIMIT 1`,
      )
      .get(FAST.userName) as { c: string }
  ).c;
  const periods = (
    db
      .prepare('SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT 2')
      .all(company) as { period: string }[]
  ).map((r) => r.period);
  const newest = periods[0]!;
  const line = db
    .prepare(
      `SELECT ch.msisdn, l.line_user AS userName FROM invoice_charges ch
       JOIN invoices i ON i.invoice_no = ch.invoice_no JOIN lines l ON l.msisdn = ch.msisdn
       WHERE i.corporate_ncst = ? AND i.period = ? AND ch.product_type = 'VOICE'
       AND l.activation_date < ? ORDER BY ch.msisdn LIMIT 1`,
    )
    .get(company, newest, `${periods[1]}-01`) as { msisdn: string; userName: string };
  const total = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
         WHERE i.corporate_ncst = ? AND i.period = ?`,
      )
      .get(company, newest) as { n: number }
  ).n;
  // An older period's invoice, as a search hit opens it (/invoices?fatura=<no>).
  const olderInvoice = (
    db
      .prepare('SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? AND period = ? LIMIT 1')
      .get(company, periods[1]) as { no: string }
  ).no;
  sandbox.close();
  return { company, periods, line, total, olderInvoice };
})();

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

const OVERVIEW: InvoicesOverview = {
  current: { period: SEED.periods[0]!, totalKurus: 0, dueDate: '', paid: true, unpaidKurus: 0, invoices: [] },
  summary: {
    months: SEED.periods.map((period) => ({ period, totalKurus: 0, unpaidKurus: 0, invoiceCount: 3 })),
    invoices: [],
  },
};

/** The page loads (or fails and is retried), then the older period, the two sections and a layout. */
/** A PDF child's download that ended with the file (the walk clicks a current invoice's button). */
const SAVED_PDF = { status: 'saved', copy: 'STANDARD', fileName: 'fatura.pdf', blob: new Blob(['%PDF']) };

export function pageEvents(s: PageSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadOverview', output: OVERVIEW },
    { type: 'xstate.error.actor.loadOverview', error: fail() },
    { type: 'user.retry' },
    ...(s.context.period === SEED.periods[0] ? [{ type: 'user.period', period: SEED.periods[1] }] : []),
    { type: 'user.tab.lines' },
    { type: 'user.tab.ktf' },
    { type: 'user.layout.open', invoiceNo: 'x' },
    { type: 'user.layout.close' },
    // A current invoice's PDF button: walked from the page as it opens (the dialog closed).
    ...(s.matches({ ready: { layout: 'closed' } }) ? [{ type: 'pdf.done', output: SAVED_PDF }] : []),
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializePage = (s: PageSnapshot) =>
  JSON.stringify({ value: s.value, period: s.context.period === SEED.periods[0] ? 'newest' : 'older' });

const KTF: KtfTotals = { period: '', accounts: [] };

/** A load-and-show of the page: it answers or fails and is retried. */
export function requestEvents(output: unknown) {
  return (s: { value: unknown; can(e: never): boolean }): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.load', output },
      { type: 'xstate.error.actor.load', error: fail() },
      { type: 'user.retry' },
    ].filter((event) => s.can(event as never));
}
export const ktfEvents = requestEvents(KTF);
export const layoutEvents = requestEvents({});
export const productEvents = requestEvents({ period: '', products: [] });
export const serializeRequest = (s: { value: unknown; can(e: never): boolean }) => JSON.stringify(s.value);

export const LINE_ROW: LineCharge = {
  msisdn: SEED.line.msisdn,
  userName: SEED.line.userName,
  productType: 'VOICE',
  tariffName: '',
  ktfNo: '',
  invoiceNo: '',
  tariffKurus: 0,
  usageKurus: 0,
  serviceKurus: 0,
  amountKurus: 0,
};

const CHECKED: CheckedMsisdn = {
  msisdn: SEED.line.msisdn,
  userName: '',
  tariffName: '',
  periods: SEED.periods,
};
const DETAIL = (period: string): CallDetail => ({
  msisdn: SEED.line.msisdn,
  period,
  tariffName: '',
  records: [],
  totals: { calls: 0, callSeconds: 0, sms: 0, dataKb: 0, chargeKurus: 0 },
});
export const gone = () =>
  Object.assign(new Error('Görüşme detayı onayınızın süresi doldu.'), {
    httpStatus: 409,
    code: CONFIRMATION_GONE,
  });

/**
 * The confirmation: the number (checked or refused), the SMS code (validated or closed), the
 * detail (shown, failed, or its confirmation gone), the older period, another line.
 */
export function callEvents(s: CallSnapshot): ModelEvent[] {
  return [
    { type: 'user.check', msisdn: SEED.line.msisdn },
    { type: 'xstate.done.actor.check', output: CHECKED },
    { type: 'xstate.error.actor.check', error: fail() },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.detail', output: DETAIL(s.context.period) },
    { type: 'xstate.error.actor.detail', error: fail() },
    { type: 'xstate.error.actor.detail', error: gone() },
    ...(s.context.period === SEED.periods[0] ? [{ type: 'user.period', period: SEED.periods[1] }] : []),
    { type: 'user.retry' },
    { type: 'user.reconfirm' },
    { type: 'user.otherLine' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeCall = (s: CallSnapshot) =>
  JSON.stringify({
    value: s.value,
    period: s.context.period === SEED.periods[0] ? 'newest' : s.context.period ? 'older' : '',
    error: s.context.error?.code === CONFIRMATION_GONE ? 'gone' : s.context.error ? 'failed' : null,
  });
