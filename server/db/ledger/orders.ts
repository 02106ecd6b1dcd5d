/**
 * Orders as the features that take them speak of them (the new-line wizard, take-over, SIM cards,
 * packages, tariff changes, re-contract) and as My Orders lists them: a view of the operations
 * ledger. Everything is scoped by the company's corporateNcst, so a handler that passes the
 * session's company can never see or touch another company's order.
 */
import { LEDGER_KINDS, LEDGER_STATUS_NAMES, type LedgerStatus } from '../../../src/api/ledger';
import { BODY_CODES } from '../../../src/api/types';
import { ApiError } from '../../envelope';
import type { Db } from '../connection';
import { ORDER_CODES, ORDER_MESSAGES } from './orderMessages';
import { createLedger, type LedgerEntry, type LedgerLine } from './store';

export type OrderType = 'NEW_LINE' | 'SIM_CARD' | 'TAKE_OVER' | 'ADDITIONAL_PACKAGE' | 'TARIFF_CHANGE';
/** Business statuses (spec: values not shown; these are the sandbox's). */
export type OrderStatus = 'DRAFT' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
export interface OrderLineInput
  extends Pick<LedgerLine, 'userName' | 'before' | 'after' | 'reason' | 'result'> {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  tariffName: string;
  simType: 'PHYSICAL' | 'ESIM';
  iccid?: string;
}
export interface NewOrderInput {
  corporateNcst: string;
  userId: number;
  orderType: OrderType;
  status: OrderStatus;
  title: string; // Turkish, e.g. "2 ses hattı, 1 M2M hattı"
  lines: OrderLineInput[];
  details: Record<string, unknown>; // feature-specific JSON (the wizard's summary)
}
export interface StoredOrder extends Omit<NewOrderInput, 'corporateNcst' | 'userId'> {
  orderNo: string;
  createdAt: number;
  updatedAt: number;
  createdBy: string;
  deletable: boolean;
}
export interface OrderStore {
  create(input: NewOrderInput): { orderNo: string }; // orderNo is text, e.g. "SP-20261121-000123"
  get(corporateNcst: string, orderNo: string): StoredOrder | undefined;
  update(
    corporateNcst: string,
    orderNo: string,
    patch: {
      status?: OrderStatus;
      details?: Record<string, unknown>;
      lines?: OrderLineInput[];
      title?: string;
    },
  ): StoredOrder;
  list(corporateNcst: string): StoredOrder[]; // newest first
  remove(corporateNcst: string, orderNo: string): void; // throws ApiError with a Turkish message when not deletable
}

export const ORDER_TYPES: readonly OrderType[] = [
  'NEW_LINE',
  'SIM_CARD',
  'TAKE_OVER',
  'ADDITIONAL_PACKAGE',
  'TARIFF_CHANGE',
];
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'DRAFT',
  'RECEIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
];
/** Only orders nobody has started working on may be withdrawn by the customer. */
export const DELETABLE_STATUSES: readonly OrderStatus[] = ['DRAFT', 'RECEIVED'];

export const isDeletable = (status: OrderStatus): boolean => DELETABLE_STATUSES.includes(status);

export const orderNotFound = () => new ApiError(404, BODY_CODES.notFound, ORDER_MESSAGES.notFound);

/** The ledger's status as My Orders names it: finer statuses keep their word in `statusName`. */
const AS_ORDER: Record<LedgerStatus, OrderStatus> = {
  DRAFT: 'DRAFT',
  WAITING_APPROVAL: 'RECEIVED',
  RECEIVED: 'RECEIVED',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  PARTIAL: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'CANCELLED',
};

/** The line operation an order is in the request history (OPERATION_TYPES), when it is one. */
const OPERATION_OF: Partial<Record<OrderType, number>> = {
  TARIFF_CHANGE: 11,
  ADDITIONAL_PACKAGE: 12,
  SIM_CARD: 31,
  TAKE_OVER: 42,
};

function toOrder(entry: LedgerEntry): StoredOrder {
  const status = AS_ORDER[entry.status];
  const finer = status !== entry.status && typeof entry.details.statusName !== 'string';
  return {
    orderNo: entry.number,
    orderType: entry.kind as OrderType,
    status,
    title: entry.title,
    lines: entry.lines.map((l) => ({
      msisdn: l.msisdn,
      productType: l.productType ?? 'VOICE',
      tariffName: l.tariffName ?? '',
      simType: l.simType ?? 'PHYSICAL',
      ...(l.iccid !== undefined ? { iccid: l.iccid } : {}),
    })),
    details: finer ? { ...entry.details, statusName: LEDGER_STATUS_NAMES[entry.status] } : entry.details,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    createdBy: entry.requestedBy,
    deletable: isDeletable(entry.status as OrderStatus),
  };
}

const asLedgerLine = (line: OrderLineInput): LedgerLine => ({ ...line });

/**
 * My Orders' view of the operations ledger (server/db/ledger/store.ts): the entries whose kind is
 * an order, under the order's words. Every order is a ledger entry, so the number My Orders shows
 * is the one the request history, the approval queue and the audit trail show.
 */
export function createOrderStore(db: Db, now: () => number): OrderStore {
  const ledger = createLedger(db, now);
  const find = (corporateNcst: string, orderNo: string) => {
    const entry = ledger.get(corporateNcst, orderNo);
    return entry && LEDGER_KINDS[entry.kind].myOrders && entry.channel === 'PORTAL' ? entry : undefined;
  };
  return {
    create: (input) => {
      const { number } = ledger.append({
        corporateNcst: input.corporateNcst,
        userId: input.userId,
        kind: input.orderType,
        ...(OPERATION_OF[input.orderType] !== undefined
          ? { operationTypeId: OPERATION_OF[input.orderType] }
          : {}),
        status: input.status,
        title: input.title,
        details: input.details,
        lines: input.lines.map(asLedgerLine),
      });
      return { orderNo: number };
    },
    get: (corporateNcst, orderNo) => {
      const entry = find(corporateNcst, orderNo);
      return entry && toOrder(entry);
    },
    update: (corporateNcst, orderNo, patch) => {
      if (!find(corporateNcst, orderNo)) throw orderNotFound();
      const updated = ledger.update(corporateNcst, orderNo, {
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.details !== undefined ? { details: patch.details } : {}),
        ...(patch.lines !== undefined ? { lines: patch.lines.map(asLedgerLine) } : {}),
      });
      if (!updated) throw orderNotFound();
      return toOrder(updated);
    },
    // My Orders are the orders placed in this portal; the request history lists every channel's.
    list: (corporateNcst) =>
      ledger.list(corporateNcst, { kinds: ORDER_TYPES, channels: ['PORTAL'] }).map(toOrder),
    remove: (corporateNcst, orderNo) => {
      const entry = find(corporateNcst, orderNo);
      if (!entry) throw orderNotFound();
      if (!isDeletable(entry.status as OrderStatus)) {
        throw new ApiError(
          409,
          ORDER_CODES.notDeletable,
          ORDER_MESSAGES.notDeletable(LEDGER_STATUS_NAMES[entry.status]),
        );
      }
      ledger.remove(corporateNcst, orderNo);
    },
  };
}
