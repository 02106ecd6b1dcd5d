/**
 * Orders above the approval limit wait on the core's approval queue (server/db/approvals.ts) as a
 * bulk package order, under the order's own ledger number: every person of the company with approve
 * rights for packages, other than the one who ordered, sees it on "Onay Bekleyen İşlemler"
 * (/pending-requests), and /additional-package-confirm lists the same rows. The queue's decision
 * moves the ledger entry (rejected: it ends there; approved: IN_PROGRESS); an approved order is
 * carried out here when anything reads its result: the package pages for their company, and My
 * Orders through the feature's `settle` for every company. It runs the rules again on the day it
 * is applied: a line suspended meanwhile is refused with its reason.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney } from '../../src/lib/format';
import { approvalOf, enqueueApproval } from '../db/approvals';
import { createLedger, type LedgerEntry, type LedgerLine } from '../db/ledger/store';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { offerById } from './catalogue';
import { PACKAGE_MESSAGES as M } from './messages';
import { checkLines } from './rules';
import { insertPackage, orderSummary, packageOrder, readLedger, setOrderTotal } from './store';

/** Puts a waiting order (its ledger entry in WAITING_APPROVAL) on the approval queue. */
export function requestApproval(
  db: Db,
  o: { orderId: string; corporateNcst: string },
  what: { offerName: string; lineCount: number; totalTl: number },
): void {
  enqueueApproval(db, {
    corporateNcst: o.corporateNcst,
    number: o.orderId,
    type: 'BULK_PACKAGE_ORDER',
    summary: `${what.lineCount} hatta ${what.offerName} paketi tanımlanacak.`,
    details: [
      { label: 'Paket', value: what.offerName },
      { label: 'Hat sayısı', value: String(what.lineCount) },
      { label: 'Toplam tutar', value: formatMoney(what.totalTl, { minDecimals: 2 }) },
    ],
  });
}

/** Carries out the company's package orders approved since the last read. */
export function settleDecisions(db: Db, corporateNcst: string, now: number): void {
  const approved = readLedger(db)
    .list(corporateNcst, { kinds: ['ADDITIONAL_PACKAGE'], statuses: ['IN_PROGRESS'] })
    .filter((entry) => approvalOf(db, corporateNcst, entry.number)?.status === 'APPROVED');
  for (const entry of approved) db.transaction(() => apply(db, corporateNcst, entry, now))();
}

/** The feature's `settle`: every company's approved orders, before shared rows (My Orders) are read. */
export function settleAllDecisions(db: Db, now: number): void {
  const companies = db.prepare('SELECT DISTINCT corporate_ncst AS ncst FROM package_orders').all() as {
    ncst: string;
  }[];
  for (const { ncst } of companies) settleDecisions(db, ncst, now);
}

function apply(db: Db, corporateNcst: string, entry: LedgerEntry, now: number): void {
  const order = packageOrder(db, corporateNcst, entry.number);
  const offer = order && offerById(order.offerId);
  if (!order || !offer) return;
  const day = isoDay(dayOf(now));
  const waiting = entry.lines.filter((l) => l.result === 'PENDING').map((l) => l.msisdn);
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
  const byNumber = new Map<string, Partial<LedgerLine>>([
    ...allowed.map((l) => [l.msisdn, { result: 'DONE' as const, reason: M.done }] as const),
    ...refused.map((r) => [r.msisdn, { result: 'FAILED' as const, reason: r.reason }] as const),
  ]);
  const lines = entry.lines.map((l) => ({ ...l, ...byNumber.get(l.msisdn), processedAt: now }));
  const totalKurus = allowed.length * offer.priceKurus;
  setOrderTotal(db, order.orderId, totalKurus);
  const summary = orderSummary(order.offerName, lines.length, totalKurus);
  createLedger(db, () => now).update(corporateNcst, order.orderId, {
    status: lines.some((l) => l.result === 'FAILED') ? 'PARTIAL' : 'COMPLETED',
    lines,
    // The amount is what ran; who approved stays as the queue's decision wrote it.
    summary: [...summary, ...entry.summary.filter((s) => !summary.some((o) => o.label === s.label))],
    details: { ...entry.details, summary },
  });
}
