/**
 * The one way any feature reads or writes orders (contract between the new-line wizard and
 * My Orders). Everything is scoped by the company's corporateNcst, so a handler that passes
 * the session's company can never see or touch another company's order.
 */
import { BODY_CODES } from '../../src/api/types';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { ORDER_CODES, ORDER_MESSAGES } from './messages';

export type OrderType = 'NEW_LINE' | 'SIM_CARD' | 'TAKE_OVER' | 'ADDITIONAL_PACKAGE' | 'TARIFF_CHANGE';
/** Business statuses (spec: values not shown; these are the sandbox's). */
export type OrderStatus = 'DRAFT' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
export interface OrderLineInput {
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

/** Turkish status names for the store's own messages (the portal has its own labels). */
const STATUS_NAMES: Record<OrderStatus, string> = {
  DRAFT: 'Taslak',
  RECEIVED: 'Alındı',
  IN_PROGRESS: 'İşlemde',
  COMPLETED: 'Tamamlandı',
  CANCELLED: 'İptal edildi',
  FAILED: 'Başarısız',
};

export const isDeletable = (status: OrderStatus): boolean => DELETABLE_STATUSES.includes(status);

interface OrderRow {
  id: number;
  order_no: string;
  order_type: OrderType;
  status: OrderStatus;
  title: string;
  details: string;
  created_at: number;
  updated_at: number;
  created_by: string;
}

interface LineRow {
  order_id: number;
  msisdn: string;
  product_type: OrderLineInput['productType'];
  tariff_name: string;
  sim_type: OrderLineInput['simType'];
  iccid: string | null;
}

const ORDER_COLUMNS = 'id, order_no, order_type, status, title, details, created_at, updated_at, created_by';

/** "SP-YYYYMMDD-000123": the creation day (UTC) and the row id, so numbers never repeat. */
function formatOrderNo(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '');
  return `SP-${day}-${String(id).padStart(6, '0')}`;
}

function toLine(row: LineRow): OrderLineInput {
  return {
    msisdn: row.msisdn,
    productType: row.product_type,
    tariffName: row.tariff_name,
    simType: row.sim_type,
    ...(row.iccid !== null ? { iccid: row.iccid } : {}),
  };
}

function toOrder(row: OrderRow, lines: OrderLineInput[]): StoredOrder {
  return {
    orderNo: row.order_no,
    orderType: row.order_type,
    status: row.status,
    title: row.title,
    lines,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    deletable: isDeletable(row.status),
  };
}

export const orderNotFound = () => new ApiError(404, BODY_CODES.notFound, ORDER_MESSAGES.notFound);

export function createOrderStore(db: Db, now: () => number): OrderStore {
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, msisdn, product_type, tariff_name, sim_type, iccid)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const linesOf = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position');
  const findRow = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE corporate_ncst = ? AND order_no = ?`);

  const writeLines = (orderId: number, lines: OrderLineInput[]) => {
    lines.forEach((line, i) => {
      insertLine.run(
        orderId,
        i,
        line.msisdn,
        line.productType,
        line.tariffName,
        line.simType,
        line.iccid ?? null,
      );
    });
  };

  const load = (corporateNcst: string, orderNo: string): StoredOrder | undefined => {
    const row = findRow.get(corporateNcst, orderNo) as OrderRow | undefined;
    if (!row) return undefined;
    return toOrder(row, (linesOf.all(row.id) as LineRow[]).map(toLine));
  };

  const create = db.transaction((input: NewOrderInput): { orderNo: string } => {
    const at = now();
    const user = db.prepare('SELECT full_name FROM users WHERE id = ?').get(input.userId) as
      | { full_name: string }
      | undefined;
    if (!user) throw new Error(`createOrder: no user ${input.userId}`);
    const id = Number(
      db
        .prepare(
          `INSERT INTO orders (corporate_ncst, user_id, created_by, order_type, status, title, details,
             created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.corporateNcst,
          input.userId,
          user.full_name,
          input.orderType,
          input.status,
          input.title,
          JSON.stringify(input.details),
          at,
          at,
        ).lastInsertRowid,
    );
    const orderNo = formatOrderNo(id, at);
    db.prepare('UPDATE orders SET order_no = ? WHERE id = ?').run(orderNo, id);
    writeLines(id, input.lines);
    return { orderNo };
  });

  const update = db.transaction(
    (corporateNcst: string, orderNo: string, patch: Parameters<OrderStore['update']>[2]): StoredOrder => {
      const row = findRow.get(corporateNcst, orderNo) as OrderRow | undefined;
      if (!row) throw orderNotFound();
      db.prepare(`UPDATE orders SET status = ?, title = ?, details = ?, updated_at = ? WHERE id = ?`).run(
        patch.status ?? row.status,
        patch.title ?? row.title,
        patch.details !== undefined ? JSON.stringify(patch.details) : row.details,
        now(),
        row.id,
      );
      if (patch.lines) {
        db.prepare('DELETE FROM order_lines WHERE order_id = ?').run(row.id);
        writeLines(row.id, patch.lines);
      }
      const updated = load(corporateNcst, orderNo);
      if (!updated) throw orderNotFound();
      return updated;
    },
  );

  const remove = db.transaction((corporateNcst: string, orderNo: string): void => {
    const row = findRow.get(corporateNcst, orderNo) as OrderRow | undefined;
    if (!row) throw orderNotFound();
    if (!isDeletable(row.status)) {
      throw new ApiError(
        409,
        ORDER_CODES.notDeletable,
        ORDER_MESSAGES.notDeletable(STATUS_NAMES[row.status]),
      );
    }
    // Lines first: the cascade only runs with foreign keys on, which a caller may have turned off.
    db.prepare('DELETE FROM order_lines WHERE order_id = ?').run(row.id);
    db.prepare('DELETE FROM orders WHERE id = ?').run(row.id);
  });

  return {
    create: (input) => create(input),
    get: load,
    update: (corporateNcst, orderNo, patch) => update(corporateNcst, orderNo, patch),
    list(corporateNcst) {
      const rows = db
        .prepare(
          `SELECT ${ORDER_COLUMNS} FROM orders WHERE corporate_ncst = ? ORDER BY created_at DESC, id DESC`,
        )
        .all(corporateNcst) as OrderRow[];
      // One query for all lines of the company instead of one per order.
      const lines = db
        .prepare(
          `SELECT l.* FROM order_lines l JOIN orders o ON o.id = l.order_id
           WHERE o.corporate_ncst = ? ORDER BY l.order_id, l.position`,
        )
        .all(corporateNcst) as LineRow[];
      const byOrder = new Map<number, OrderLineInput[]>();
      for (const line of lines) {
        const list = byOrder.get(line.order_id) ?? [];
        list.push(toLine(line));
        byOrder.set(line.order_id, list);
      }
      return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
    },
    remove: (corporateNcst, orderNo) => remove(corporateNcst, orderNo),
  };
}
