import type { EventObject } from 'xstate';
import { companyTransactions, openTransactionCount } from '../../server/db/ledger/lineOperations';
import { createOrderStore } from '../../server/db/ledger/orders';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { OrderTransactionSummary } from '../../src/api/orderTransactions/types';
import type { countsMachine } from '../../src/machines/orderTransactions/historyListMachine';
import type { requestDetailMachine } from '../../src/machines/orderTransactions/requestDetailMachine';
import { freshSandbox } from './support/seededSandbox';

export type CountsSnapshot = ReturnType<typeof countsMachine.getInitialSnapshot>;
export type DetailSnapshot = ReturnType<typeof requestDetailMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/line-operations-request-history';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  list: '/dc_ccsi/v1/order-transactions',
  counts: '/dc_ccsi/v1/orders/counts',
};

/** The quick filter the list model types: a requester's surname with Turkish letters. */
export const QUICK_TEXT = 'Öztürk';

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const db = sandbox.db;
  // Read through the ledger's own views, as the handlers do.
  const requests = companyTransactions(db, COMPANY);
  const total = requests.length;
  const quickMatches = requests.filter((t) => t.createdBy.includes('Öztürk')).length;
  const openDemands = openTransactionCount(db, COMPANY);
  const openOrders = createOrderStore(db, Date.now)
    .list(COMPANY)
    .filter((o) => o.status === 'RECEIVED' || o.status === 'IN_PROGRESS').length;
  // The newest request: the list's first row, the one the detail walks open.
  const first = requests[0]!;
  const newest = {
    orderId: first.orderId,
    operationTypeId: first.operationTypeId,
    lineCount: first.lineCount,
  };
  sandbox.close();
  return { total, quickMatches, openDemands, openOrders, newest };
})();

/** A row standing for a page in the model (only its count matters there). */
export const MODEL_ROW = { orderId: SEED.newest.orderId } as OrderTransactionSummary;

export const fail = () =>
  Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

// --- the counts ---------------------------------------------------------------------------------

export function countsEvents(s: CountsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { openDemands: 1, openOrders: 1 } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeCounts = (s: CountsSnapshot) => JSON.stringify(s.value);

// --- a request's detail -------------------------------------------------------------------------

export function detailEvents(s: DetailSnapshot): ModelEvent[] {
  return [
    {
      type: 'user.open',
      request: { orderId: SEED.newest.orderId, operationTypeId: SEED.newest.operationTypeId },
    },
    { type: 'xstate.done.actor.loadRequest', output: { detail: {}, lines: [] } },
    { type: 'xstate.error.actor.loadRequest', error: fail() },
    { type: 'user.retry' },
    { type: 'user.close' },
  ].filter((event) => s.can(event as never));
}

export const serializeDetail = (s: DetailSnapshot) => JSON.stringify(s.value);
