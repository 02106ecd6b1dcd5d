/**
 * Orders above the approval limit wait for a full-authority colleague: the order is put on that
 * person's "Onay Bekleyen İşlemler" (/pending-requests) as a bulk package order, and the decision
 * taken there is applied when anything reads its result: the package pages for their company, and
 * My Orders through the feature's `settle` for every company (the approval row keeps the decision,
 * so nothing is lost between it and the read). An approved order runs the rules again on the day
 * it is applied: a line suspended meanwhile is refused with its reason.
 */
import { randomUUID } from 'node:crypto';
import type { LineResult } from '../../src/api/additionalPackageTypes';
import { formatMoney } from '../../src/lib/format';
import { createOrderStore } from '../db/ledger/orders';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { CATALOGUE } from './catalogue';
import { PACKAGE_MESSAGES as M } from './messages';
import { checkLines } from './rules';
import { historyDetail, insertPackage } from './store';

/** The colleague who decides: the company's first other person with full authority, if any. */
function approverOf(db: Db, corporateNcst: string, requesterId: number): number | undefined {
  const row = db
    .prepare(
      `SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
       WHERE uc.corporate_ncst = ? AND u.full_authority = 1 AND u.id <> ? ORDER BY u.id LIMIT 1`,
    )
    .get(corporateNcst, requesterId) as { id: number } | undefined;
  return row?.id;
}

export function requestApproval(
  db: Db,
  o: { orderId: string; corporateNcst: string; userId: number; requester: string; at: number },
  what: { offerName: string; lineCount: number; totalTl: number },
): void {
  const approver = approverOf(db, o.corporateNcst, o.userId);
  if (approver === undefined) return;
  const details = [
    { label: 'Paket', value: what.offerName },
    { label: 'Hat sayısı', value: String(what.lineCount) },
    { label: 'Toplam tutar', value: formatMoney(what.totalTl, { minDecimals: 2 }) },
    { label: 'Ek paket işlem numarası', value: o.orderId },
  ];
  db.prepare(
    `INSERT INTO approval_procedures (workflow_instance_id, corporate_ncst, approver_user_id, type,
       requester, requested_at, summary, details, status) VALUES (?, ?, ?, 'BULK_PACKAGE_ORDER', ?, ?, ?, ?, 'PENDING')`,
  ).run(
    o.orderId,
    o.corporateNcst,
    approver,
    o.requester,
    o.at,
    `${what.lineCount} hatta ${what.offerName} paketi tanımlanacak.`,
    JSON.stringify(details),
  );
}

interface Decided {
  orderId: string;
  status: 'APPROVED' | 'REJECTED';
  reason: string | null;
}

/** Applies the decisions taken on the company's waiting package orders since the last read. */
export function settleDecisions(db: Db, corporateNcst: string, now: number): void {
  const decided = db
    .prepare(
      `SELECT o.id AS orderId, a.status, a.reason FROM package_orders o
       JOIN approval_procedures a ON a.workflow_instance_id = o.id
       WHERE o.corporate_ncst = ? AND o.status = 'WAITING_APPROVAL' AND a.status IN ('APPROVED', 'REJECTED')`,
    )
    .all(corporateNcst) as Decided[];
  for (const d of decided) db.transaction(() => apply(db, corporateNcst, d, now))();
}

/** The feature's `settle`: every company's decided orders, before shared rows (My Orders) are read. */
export function settleAllDecisions(db: Db, now: number): void {
  const companies = db
    .prepare(
      `SELECT DISTINCT o.corporate_ncst AS corporateNcst FROM package_orders o
       JOIN approval_procedures a ON a.workflow_instance_id = o.id
       WHERE o.status = 'WAITING_APPROVAL' AND a.status IN ('APPROVED', 'REJECTED')`,
    )
    .all() as { corporateNcst: string }[];
  for (const { corporateNcst } of companies) settleDecisions(db, corporateNcst, now);
}

function apply(db: Db, corporateNcst: string, d: Decided, now: number): void {
  const order = historyDetail(db, corporateNcst, d.orderId);
  const offer = CATALOGUE.find((o) => o.name === order?.offerName);
  if (!order || !offer) return;
  const day = isoDay(dayOf(now));
  let lines: LineResult[];
  let status: 'COMPLETED' | 'PARTIAL' | 'REJECTED';
  if (d.status === 'REJECTED') {
    const reason = d.reason ? `${M.rejected}: ${d.reason}` : M.rejected;
    lines = order.lines.map((l) => ({ ...l, result: 'REFUSED', reason, endsOn: null }));
    status = 'REJECTED';
  } else {
    const waiting = order.lines.filter((l) => l.result === 'WAITING').map((l) => l.msisdn);
    const { allowed, refused } = checkLines(db, corporateNcst, offer, waiting, day);
    for (const l of allowed)
      insertPackage(db, {
        id: randomUUID(),
        msisdn: l.msisdn,
        offerId: offer.offerId,
        startsOn: day,
        endsOn: l.endsOn,
        orderId: order.orderId,
      });
    const byNumber = new Map<string, LineResult>([
      ...allowed.map(
        (l) => [l.msisdn, { msisdn: l.msisdn, result: 'DONE', reason: M.done, endsOn: l.endsOn }] as const,
      ),
      ...refused.map((r) => [r.msisdn, { ...r, result: 'REFUSED', endsOn: null }] as const),
    ]);
    lines = order.lines.map((l) => byNumber.get(l.msisdn) ?? l);
    status = refused.length > 0 || order.lines.some((l) => l.result === 'REFUSED') ? 'PARTIAL' : 'COMPLETED';
  }
  const totalKurus = lines.filter((l) => l.result === 'DONE').length * offer.priceKurus;
  db.prepare('UPDATE package_orders SET status = ?, total_kurus = ? WHERE id = ?').run(
    status,
    d.status === 'REJECTED' ? order.total * 100 : totalKurus,
    order.orderId,
  );
  const update = db.prepare(
    'UPDATE package_order_lines SET result = ?, reason = ?, ends_on = ? WHERE order_id = ? AND msisdn = ?',
  );
  for (const l of lines) update.run(l.result, l.reason, l.endsOn, order.orderId, l.msisdn);
  if (order.myOrderNo)
    createOrderStore(db, () => now).update(corporateNcst, order.myOrderNo, {
      status: d.status === 'REJECTED' ? 'CANCELLED' : 'COMPLETED',
    });
}
