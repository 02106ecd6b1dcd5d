/**
 * A take-over order as one record: its workflow row (takeover_orders), its lines and owner, and
 * what the wizard filled in (the shared order's details). Every write goes through here, and
 * each one re-syncs the shared order so My Orders shows the same order with its take-over status.
 */

import type { LineResult } from '../../src/api/ledger';
import {
  type OrderSummary,
  type Preferences,
  type SubscriptionInfo,
  TAKE_OVER_ORDER_TYPES,
  type TakeOverOrder,
  type TakeOverStatus,
} from '../../src/api/takeOver/types';
import { createOrderStore, type OrderStatus, orderNotFound, type StoredOrder } from '../db/ledger/orders';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { openTariffHistory } from '../db/tariffHistory';
import {
  approvalOf,
  type CandidateRow,
  maskName,
  maskPhone,
  nextStep,
  type OwnerRow,
  statusAt,
} from './rules';
import { ORDER_TYPE_NAMES, PRODUCT_TYPE_NAMES, SHARED_STATUS, STATUS_INFO } from './statuses';
import { tariffById } from './tariffs';

export interface WorkflowRow {
  order_no: string;
  corporate_ncst: string;
  workflow_id: string;
  owner_id: string;
  status: TakeOverStatus;
  contact_method: 'SMS' | 'CALL';
  approval_requested_at: number;
  approval_due_at: number;
  sent_at: number | null;
  complete_due_at: number | null;
  mars_reference: string | null;
}

/** What the wizard wrote, kept in the shared order's details. */
export interface TakeOverDetails {
  subscriptionInfo?: SubscriptionInfo;
  preferences?: Preferences;
  tariffs?: Record<string, string>;
  cancelReason?: string;
}

export interface TakeOverRecord {
  workflow: WorkflowRow;
  owner: OwnerRow;
  order: StoredOrder;
  msisdns: string[];
  candidates: Map<string, CandidateRow>;
  details: TakeOverDetails;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** "WF-TO-000123": the workflow of an order, from its number's serial. */
export const workflowIdOf = (orderNo: string) => `WF-TO-${orderNo.slice(-6)}`;

export function ownerRow(db: Db, id: string): OwnerRow {
  return db.prepare('SELECT * FROM takeover_owners WHERE id = ?').get(id) as OwnerRow;
}

export function candidateRows(db: Db, msisdns: readonly string[]): Map<string, CandidateRow> {
  const rows = db
    .prepare('SELECT * FROM takeover_lines WHERE msisdn IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(msisdns)) as CandidateRow[];
  return new Map(rows.map((row) => [row.msisdn, row]));
}

function orderLines(db: Db, orderNo: string): string[] {
  return (
    db
      .prepare('SELECT msisdn FROM takeover_order_lines WHERE order_no = ? ORDER BY position')
      .all(orderNo) as { msisdn: string }[]
  ).map((row) => row.msisdn);
}

function recordOf(db: Db, now: () => number, workflow: WorkflowRow | undefined): TakeOverRecord {
  if (!workflow) throw orderNotFound();
  const order = createOrderStore(db, now).get(workflow.corporate_ncst, workflow.order_no);
  if (!order) throw orderNotFound();
  const msisdns = orderLines(db, workflow.order_no);
  return {
    workflow,
    owner: ownerRow(db, workflow.owner_id),
    order,
    msisdns,
    candidates: candidateRows(db, msisdns),
    details: order.details as TakeOverDetails,
  };
}

/** The company's order by its number (404 for another company's or an unknown one). */
export function loadByOrderNo(db: Db, now: () => number, corporateNcst: string, orderNo: string) {
  const row = db
    .prepare('SELECT * FROM takeover_orders WHERE order_no = ? AND corporate_ncst = ?')
    .get(orderNo, corporateNcst) as WorkflowRow | undefined;
  return recordOf(db, now, row);
}

/** The company's order by its workflow instance (the status row's path). */
export function loadByWorkflow(db: Db, now: () => number, corporateNcst: string, workflowId: string) {
  const row = db
    .prepare('SELECT * FROM takeover_orders WHERE workflow_id = ? AND corporate_ncst = ?')
    .get(workflowId, corporateNcst) as WorkflowRow | undefined;
  return recordOf(db, now, row);
}

/** The order's lines with their current tariff and, once chosen, the new one. */
function lineStates(record: TakeOverRecord): TakeOverOrder['lines'] {
  return record.msisdns.map((msisdn) => {
    const candidate = record.candidates.get(msisdn);
    const shared = record.order.lines.find((l) => l.msisdn === msisdn);
    const productType = candidate?.product_type ?? (shared?.productType === 'DATA' ? 'DATA' : 'VOICE');
    const chosen = tariffById(productType, record.owner.owner_type, record.details.tariffs?.[msisdn]);
    return {
      msisdn,
      productType,
      currentTariff: candidate?.tariff_name ?? shared?.tariffName ?? '',
      ...(chosen ? { tariffId: chosen.id, tariffName: chosen.name, monthlyFee: chosen.monthlyFee } : {}),
    };
  });
}

export function toTakeOverOrder(record: TakeOverRecord, now: number): TakeOverOrder {
  const { workflow, owner, details } = record;
  const lines = lineStates(record);
  const fees = lines.map((l) => l.monthlyFee);
  const info = STATUS_INFO[workflow.status];
  return {
    orderId: workflow.order_no,
    workflowInstanceId: workflow.workflow_id,
    orderTypeId: TAKE_OVER_ORDER_TYPES[owner.owner_type],
    orderTypeName: ORDER_TYPE_NAMES[owner.owner_type],
    status: workflow.status,
    statusName: info.name,
    createdAt: iso(record.order.createdAt),
    updatedAt: iso(record.order.updatedAt),
    transferor: {
      ownerType: owner.owner_type,
      name: maskName(owner.name),
      contactPhone: maskPhone(owner.contact_phone),
      contactMethod: workflow.contact_method,
    },
    approval: approvalOf(
      {
        status: workflow.status,
        method: workflow.contact_method,
        requestedAt: workflow.approval_requested_at,
        dueAt: workflow.approval_due_at,
        decision: owner.decision,
        contactPhone: owner.contact_phone,
      },
      now,
    ),
    lines,
    ...(details.subscriptionInfo ? { subscriptionInfo: details.subscriptionInfo } : {}),
    ...(details.preferences ? { preferences: details.preferences } : {}),
    ...(fees.length > 0 && fees.every((f) => f !== undefined)
      ? { monthlyTotal: Math.round(fees.reduce((sum, f) => sum + (f ?? 0), 0) * 100) / 100 }
      : {}),
    nextStep: nextStep(workflow.status, details, record.msisdns),
    cancellable: info.cancellable,
    ...(workflow.mars_reference ? { marsReference: workflow.mars_reference } : {}),
    ...(workflow.sent_at !== null ? { sentAt: iso(workflow.sent_at) } : {}),
    ...(workflow.complete_due_at !== null ? { expectedCompletionAt: iso(workflow.complete_due_at) } : {}),
  };
}

export function toSummary(record: TakeOverRecord): OrderSummary {
  const info = STATUS_INFO[record.workflow.status];
  return {
    orderId: record.workflow.order_no,
    workflowInstanceId: record.workflow.workflow_id,
    orderTypeId: TAKE_OVER_ORDER_TYPES[record.owner.owner_type],
    orderTypeName: ORDER_TYPE_NAMES[record.owner.owner_type],
    status: record.workflow.status,
    statusName: info.name,
    createdAt: iso(record.order.createdAt),
    transferorName: maskName(record.owner.name),
    lineCount: record.msisdns.length,
    cancellable: info.cancellable,
  };
}

/** Every take-over order of the company, newest first. */
export function listRecords(db: Db, now: () => number, corporateNcst: string): TakeOverRecord[] {
  const rows = db
    .prepare('SELECT * FROM takeover_orders WHERE corporate_ncst = ?')
    .all(corporateNcst) as WorkflowRow[];
  return rows
    .map((row) => recordOf(db, now, row))
    .sort((a, b) => b.order.createdAt - a.order.createdAt || b.order.orderNo.localeCompare(a.order.orderNo));
}

/**
 * Writes the shared order from the take-over record: its coarse status, the title, the lines
 * with their (new or current) tariff, and a Turkish summary My Orders' detail shows first.
 */
export function syncSharedOrder(db: Db, now: () => number, corporateNcst: string, orderNo: string): void {
  const record = loadByOrderNo(db, now, corporateNcst, orderNo);
  const view = toTakeOverOrder(record, now());
  const info = STATUS_INFO[record.workflow.status];
  const summary = [
    { label: 'Devir durumu', value: info.name },
    { label: 'Devir türü', value: view.orderTypeName },
    { label: 'Devreden', value: view.transferor.name },
    { label: 'Onay yöntemi', value: view.transferor.contactMethod === 'SMS' ? 'SMS' : 'Arama' },
    ...(view.marsReference ? [{ label: 'MARS referansı', value: view.marsReference }] : []),
  ];
  createOrderStore(db, now).update(corporateNcst, orderNo, {
    status: SHARED_STATUS[record.workflow.status],
    title: titleOf(view.lines),
    // Each line as the request history shows it: its user, the tariff it leaves and the one chosen.
    lines: view.lines.map((line) => ({
      msisdn: line.msisdn,
      productType: line.productType,
      tariffName: line.tariffName ?? line.currentTariff,
      simType: 'PHYSICAL',
      ...(record.candidates.get(line.msisdn)
        ? { userName: record.candidates.get(line.msisdn)?.line_user }
        : {}),
      before: line.currentTariff,
      ...(line.tariffName ? { after: line.tariffName } : {}),
      result: LINE_RESULT[SHARED_STATUS[record.workflow.status]],
      ...(record.candidates.get(line.msisdn) ? { iccid: record.candidates.get(line.msisdn)?.iccid } : {}),
    })),
    details: {
      ...record.details,
      takeOverStatus: record.workflow.status,
      statusName: info.name,
      workflowInstanceId: record.workflow.workflow_id,
      summary,
    },
  });
}

/** How each line of the order stands, from the order's status. */
const LINE_RESULT: Record<OrderStatus, LineResult> = {
  DRAFT: 'PENDING',
  RECEIVED: 'PENDING',
  IN_PROGRESS: 'PENDING',
  COMPLETED: 'DONE',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILED',
};

/** "3 hattın devralınması (2 ses, 1 veri)". */
function titleOf(lines: TakeOverOrder['lines']): string {
  const counts = (['VOICE', 'DATA'] as const)
    .map((type) => [type, lines.filter((l) => l.productType === type).length] as const)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${PRODUCT_TYPE_NAMES[type].toLocaleLowerCase('tr-TR')}`);
  return `${lines.length} hattın devralınması (${counts.join(', ')})`;
}

/**
 * Applies the simulated answers due by now, for every company (a line held by one company's
 * order is refused to another): owners' approvals and refusals, and transfers the operator has
 * completed, whose lines then become the company's lines. Run before every take-over answer and
 * before My Orders reads, so what is computed "when asked" is also what is stored.
 */
export function settleTakeOvers(db: Db, now: () => number): void {
  const at = now();
  const due = db
    .prepare(
      `SELECT t.*, o.decision FROM takeover_orders t JOIN takeover_owners o ON o.id = t.owner_id
       WHERE (t.status = 'AWAITING_APPROVAL' AND t.approval_due_at <= ?)
          OR (t.status = 'IN_PROGRESS' AND t.complete_due_at <= ?)`,
    )
    .all(at, at) as (WorkflowRow & { decision: 'APPROVE' | 'REJECT' })[];
  if (due.length === 0) return;
  db.transaction(() => {
    for (const row of due) {
      const status = statusAt(
        row.status,
        { approvalDueAt: row.approval_due_at, decision: row.decision, completeDueAt: row.complete_due_at },
        at,
      );
      db.prepare('UPDATE takeover_orders SET status = ? WHERE order_no = ?').run(status, row.order_no);
      if (status === 'COMPLETED') transferLines(db, now, row);
      syncSharedOrder(db, now, row.corporate_ncst, row.order_no);
    }
  })();
}

/** The completed order's lines join the company's lines, with the tariff chosen for each. */
function transferLines(db: Db, now: () => number, row: WorkflowRow): void {
  const record = loadByOrderNo(db, now, row.corporate_ncst, row.order_no);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO lines (msisdn, corporate_ncst, product_type, tariff_name, status, activation_date,
       iccid, line_user) VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?, ?)`,
  );
  const keepUsers = record.details.preferences?.keepLineUsers !== false;
  for (const line of lineStates(record)) {
    const candidate = record.candidates.get(line.msisdn);
    if (!candidate) continue; // a demo order's number that was never a real candidate
    insert.run(
      line.msisdn,
      row.corporate_ncst,
      line.productType,
      line.tariffName ?? line.currentTariff,
      isoDay(dayOf(now())),
      candidate.iccid,
      keepUsers ? candidate.line_user : 'Atanmadı',
    );
    // The line's tariff history starts with the company on the day it joined.
    openTariffHistory(db, line.msisdn, line.tariffName ?? line.currentTariff, isoDay(dayOf(now())));
    db.prepare('UPDATE takeover_lines SET taken_by = ? WHERE msisdn = ?').run(row.order_no, line.msisdn);
  }
}
