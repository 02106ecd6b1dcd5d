import type { EventObject, SnapshotFrom } from 'xstate';
import { SIM_PRODUCTS, SIM_REASONS } from '../../server/simCard/catalogue';
import type { SimImportResult } from '../../src/api/simCard/types';
import type { simCardOrderMachine } from '../../src/machines/simCard/simCardOrderMachine';
import { freshSandbox } from './support/seededSandbox';

export type OrderSnapshot = SnapshotFrom<typeof simCardOrderMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE_PATH = '/sim-card';
export const PATHS = {
  limit: '/ccsirest/sim-card/limit.json',
  create: '/ccsirest/sim-card/create-order.json',
};

/** The fast user's company's first active voice line: the one the picker and the file name. */
export const LINE = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db
    .prepare(
      `SELECT l.msisdn, l.tariff_name AS tariffName, l.line_user AS userName FROM lines l
       JOIN user_companies uc ON uc.corporate_ncst = l.corporate_ncst
       JOIN users u ON u.id = uc.user_id AND u.user_name = 'hizli.kullanici'
       WHERE l.product_type = 'VOICE' AND l.status = 'ACTIVE' ORDER BY uc.position, l.msisdn LIMIT 1`,
    )
    .get() as { msisdn: string; tariffName: string; userName: string };
  sandbox.close();
  return row;
})();

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** The import child's snapshot once the server accepted the file's one row. */
const IMPORTED: SimImportResult = {
  line: 2,
  ok: true,
  item: { ...LINE, productType: 'VOICE', productCode: 'TRIPLE_CUT', reasonCode: 'LOST' },
};
const importDone = { hasTag: (tag: string) => tag === 'done', context: { results: [IMPORTED] } };

const SETUP = {
  limit: {
    period: '2026-11',
    periodLabel: 'Kasım 2026',
    limit: 10,
    used: 4,
    remaining: 6,
    companyAddress: 'İzmir',
  },
  products: SIM_PRODUCTS,
  reasons: SIM_REASONS,
};

/**
 * Load (or fail and retry); one line comes from the picker (no product or reason yet) or from a
 * file (complete); product and reason set one by one or for all; the line removed or all cleared;
 * review, back, confirm; the SMS code validated or the dialog cancelled; the order created or
 * refused; a new order.
 */
export function orderEvents(s: OrderSnapshot): ModelEvent[] {
  const [line] = s.context.lines;
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadSetup', output: SETUP },
    { type: 'xstate.error.actor.loadSetup', error: fail() },
    { type: 'user.retry' },
    { type: 'user.review' },
    { type: 'user.back' },
    {
      type: 'user.confirm',
      delivery: { useCompanyAddress: true, address: '', contactName: 'Can Öztürk' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    {
      type: 'xstate.done.actor.createOrder',
      output: { orderNo: 'SP-20261125-000999', status: 'RECEIVED', count: 1 },
    },
    { type: 'xstate.error.actor.createOrder', error: fail() },
    { type: 'user.newOrder' },
  ];
  if (s.matches('editing') && !line) {
    events.push(
      { type: 'lines.picked', lines: [{ ...LINE, productType: 'VOICE', status: 'ACTIVE', roaming: false }] },
      { type: 'xstate.snapshot.import', snapshot: importDone },
    );
  }
  if (s.matches('editing') && line) {
    if (!line.productCode) events.push({ type: 'user.setProduct', msisdn: line.msisdn, code: 'TRIPLE_CUT' });
    if (!line.reasonCode) events.push({ type: 'user.setReason', msisdn: line.msisdn, code: 'LOST' });
    if (!line.productCode && !line.reasonCode)
      events.push({ type: 'user.setAll', productCode: 'TRIPLE_CUT', reasonCode: 'LOST' });
    events.push({ type: 'user.removeLine', msisdn: line.msisdn }, { type: 'user.clear' });
  }
  return events.filter((event) => s.can(event as never));
}

export const serializeOrder = (s: OrderSnapshot) =>
  JSON.stringify({
    value: s.value,
    lines: s.context.lines.map((l) => `${l.productCode ? 1 : 0}${l.reasonCode ? 1 : 0}`),
    failed: s.context.failure !== undefined,
  });
