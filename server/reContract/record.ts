/**
 * A re-contract order as one record: its own row (recontract_orders) with its lines, and the
 * shared order My Orders lists. Every status change re-syncs the shared order, and an order the
 * simulated operator has applied renews its lines: the offer's tariff and a new commitment.
 */
import type { ReContractOrder, ReContractStatus } from '../../src/api/reContract/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMoney } from '../../src/lib/format';
import { MONTHLY_DISCOUNT_KURUS } from '../db/commitments';
import { createOrderStore, type OrderLineInput } from '../db/ledger/orders';
import { createLedger } from '../db/ledger/store';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { changeLineTariff } from '../db/tariffHistory';
import { ApiError } from '../envelope';
import { ADDONS, type AddonDef, type OfferDef, offerById } from './catalogue';
import { addMonths } from './commitment';
import { RE_CONTRACT_MESSAGES as M, STATUS_INFO } from './messages';
import { toOffer } from './offers';

export interface OrderRow {
  order_no: string;
  corporate_ncst: string;
  campaign_id: string;
  offer_id: string;
  addon_ids: string;
  best_offer: 0 | 1;
  status: ReContractStatus;
  created_at: number;
  accepted_at: number | null;
  complete_due_at: number | null;
}

export interface ReContractRecord {
  row: OrderRow;
  offer: OfferDef;
  addons: AddonDef[];
  msisdns: string[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (n: number) => Math.round(n * 100) / 100;

export function loadRecord(db: Db, corporateNcst: string, orderNo: string): ReContractRecord {
  const row = db
    .prepare('SELECT * FROM recontract_orders WHERE order_no = ? AND corporate_ncst = ?')
    .get(orderNo, corporateNcst) as OrderRow | undefined;
  if (!row) throw new ApiError(404, BODY_CODES.notFound, M.orderNotFound);
  const offer = offerById(row.offer_id) as OfferDef;
  const ids = JSON.parse(row.addon_ids) as string[];
  const msisdns = (
    db
      .prepare('SELECT msisdn FROM recontract_order_lines WHERE order_no = ? ORDER BY position')
      .all(orderNo) as { msisdn: string }[]
  ).map((r) => r.msisdn);
  return { row, offer, addons: ADDONS.filter((a) => ids.includes(a.addonId)), msisdns };
}

export function toOrder(record: ReContractRecord): ReContractOrder {
  const { row, offer, addons, msisdns } = record;
  const perLine = round2(offer.monthlyFee + addons.reduce((sum, a) => sum + a.monthlyFee, 0));
  return {
    orderId: row.order_no,
    status: row.status,
    statusName: STATUS_INFO[row.status].name,
    campaignId: row.campaign_id,
    offer: toOffer(offer, row.best_offer === 1, []),
    addons: addons.map(({ addonId, name, description, monthlyFee }) => ({
      addonId,
      name,
      description,
      monthlyFee,
    })),
    msisdnList: msisdns,
    monthlyFeePerLine: perLine,
    monthlyTotal: round2(perLine * msisdns.length),
    createdAt: iso(row.created_at),
    ...(row.accepted_at !== null ? { documentAcceptedAt: iso(row.accepted_at) } : {}),
  };
}

/** The shared order follows the re-contract's status; My Orders shows its finer name. */
export function syncSharedOrder(db: Db, now: () => number, corporateNcst: string, orderNo: string): void {
  const record = loadRecord(db, corporateNcst, orderNo);
  const view = toOrder(record);
  const info = STATUS_INFO[record.row.status];
  createOrderStore(db, now).update(corporateNcst, orderNo, {
    status: info.shared,
    details: {
      reContractStatus: record.row.status,
      statusName: info.name,
      campaignId: record.row.campaign_id,
      offerId: record.offer.offerId,
      addonIds: record.addons.map((a) => a.addonId),
      summary: [
        { label: 'Yeniden taahhüt durumu', value: info.name },
        { label: 'Teklif', value: record.offer.name },
        { label: 'Taahhüt süresi', value: `${record.offer.commitmentMonths} ay` },
        ...(record.addons.length > 0
          ? [{ label: 'Ek paketler', value: record.addons.map((a) => a.name).join(', ') }]
          : []),
        { label: 'Aylık ücret (hat başı)', value: formatTl(view.monthlyFeePerLine) },
        { label: 'Aylık toplam', value: formatTl(view.monthlyTotal) },
      ],
    },
  });
  // Each line's result follows the order: done once the operator renewed the lines.
  const result = info.shared === 'COMPLETED' ? 'DONE' : 'PENDING';
  const ledger = createLedger(db, now);
  const entry = ledger.get(corporateNcst, orderNo);
  if (entry?.lines.some((line) => line.result !== result))
    ledger.update(corporateNcst, orderNo, { lines: entry.lines.map((line) => ({ ...line, result })) });
}

const formatTl = (n: number) => formatMoney(n, { minDecimals: 2 });

/** The shared order's lines: each line with the offer's tariff. */
export function sharedLines(db: Db, msisdns: readonly string[], offer: OfferDef): OrderLineInput[] {
  const get = db.prepare(
    'SELECT product_type AS productType, iccid, tariff_name AS tariffName, line_user AS userName FROM lines WHERE msisdn = ?',
  );
  return msisdns.map((msisdn) => {
    const line = get.get(msisdn) as {
      productType: OrderLineInput['productType'];
      iccid: string;
      tariffName: string;
      userName: string;
    };
    // As the request history shows the line: its user, the tariff it leaves and the offer's.
    return {
      msisdn,
      userName: line.userName,
      productType: line.productType,
      tariffName: offer.tariffName,
      simType: 'PHYSICAL',
      iccid: line.iccid,
      before: line.tariffName,
      after: offer.tariffName,
    };
  });
}

/**
 * Applies what the simulated operator has finished by now: an accepted order's lines move to
 * the offer's tariff with a new commitment from today. Run before every re-contract answer,
 * before the dashboard's counts and before My Orders reads.
 */
export function settleReContracts(db: Db, now: () => number): void {
  const at = now();
  const due = db
    .prepare("SELECT * FROM recontract_orders WHERE status = 'IN_PROGRESS' AND complete_due_at <= ?")
    .all(at) as OrderRow[];
  if (due.length === 0) return;
  const today = isoDay(dayOf(at));
  db.transaction(() => {
    for (const row of due) {
      const record = loadRecord(db, row.corporate_ncst, row.order_no);
      const endsOn = addMonths(today, record.offer.commitmentMonths);
      for (const msisdn of record.msisdns) {
        changeLineTariff(db, msisdn, record.offer.tariffName, at);
        // Line deactivation's table: the new commitment also sets what ending it early costs.
        db.prepare(
          `INSERT INTO line_commitments (msisdn, ends_on, monthly_discount_kurus) VALUES (?, ?, ?)
           ON CONFLICT (msisdn) DO UPDATE SET ends_on = excluded.ends_on,
             monthly_discount_kurus = excluded.monthly_discount_kurus`,
        ).run(msisdn, endsOn, MONTHLY_DISCOUNT_KURUS[record.offer.productType] ?? 0);
      }
      db.prepare("UPDATE recontract_orders SET status = 'COMPLETED' WHERE order_no = ?").run(row.order_no);
      syncSharedOrder(db, now, row.corporate_ncst, row.order_no);
    }
  })();
}
