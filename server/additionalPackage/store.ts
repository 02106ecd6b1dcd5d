/**
 * The additional packages' rows: active packages and quotes in SQL; orders and cancellations as
 * ledger entries (server/db/ledger) with the feature's own facts (package, amount) beside them.
 */
import type {
  ActivePackage,
  HistoryDetail,
  HistoryEntry,
  LineResult,
  PackageOrderStatus,
} from '../../src/api/additionalPackage/types';
import type { LineResult as LedgerLineResult, LedgerStatus } from '../../src/api/ledger';
import { formatMoney } from '../../src/lib/format';
import { waitingApprovalNumbers } from '../db/approvals';
import { createLedger, type LedgerEntry, type LedgerLine, type SummaryItem } from '../db/ledger/store';
import type { Db } from '../db/schema';
import { DAY_MS, isoDay } from '../db/seedDay';
import { offerById } from './catalogue';

export interface CompanyLine {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  status: 'ACTIVE' | 'SUSPENDED';
  userName: string;
  tariffName: string;
  roaming: boolean;
}

export function companyLines(db: Db, corporateNcst: string): CompanyLine[] {
  return (
    db
      .prepare(
        `SELECT msisdn, product_type AS productType, status, line_user AS userName,
           tariff_name AS tariffName, roaming FROM lines WHERE corporate_ncst = ? ORDER BY msisdn`,
      )
      .all(corporateNcst) as (Omit<CompanyLine, 'roaming'> & { roaming: number })[]
  ).map((l) => ({ ...l, roaming: l.roaming === 1 }));
}

interface PackageRow {
  packageId: string;
  msisdn: string;
  productType: ActivePackage['productType'];
  userName: string;
  offerId: string;
  startsOn: string;
  endsOn: string;
}

/** The packages running on `today` (yyyy-MM-dd) on the company's lines, soonest end first. */
export function activePackages(db: Db, corporateNcst: string, today: string): ActivePackage[] {
  const rows = db
    .prepare(
      `SELECT p.id AS packageId, p.msisdn, l.product_type AS productType, l.line_user AS userName,
         p.offer_id AS offerId, p.starts_on AS startsOn, p.ends_on AS endsOn
       FROM line_packages p JOIN lines l ON l.msisdn = p.msisdn
       WHERE l.corporate_ncst = ? AND p.cancelled_at IS NULL AND p.starts_on <= ? AND p.ends_on >= ?
       ORDER BY p.ends_on, p.msisdn, p.offer_id`,
    )
    .all(corporateNcst, today, today) as PackageRow[];
  const todayMs = Date.parse(today);
  return rows.map((row) => {
    const offer = offerById(row.offerId);
    return {
      ...row,
      name: offer?.name ?? row.offerId,
      kind: offer?.kind ?? 'DATA',
      price: (offer?.priceKurus ?? 0) / 100,
      daysLeft: Math.round((Date.parse(row.endsOn) - todayMs) / DAY_MS) + 1,
    };
  });
}

/** The lines whose package ends within `days` days from `today` (the dashboard card's count). */
export function linesEndingWithin(db: Db, corporateNcst: string, today: string, days: number): number {
  const last = isoDay(Date.parse(today) + (days - 1) * DAY_MS);
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT p.msisdn) AS n FROM line_packages p JOIN lines l ON l.msisdn = p.msisdn
       WHERE l.corporate_ncst = ? AND p.cancelled_at IS NULL AND p.starts_on <= ?
         AND p.ends_on >= ? AND p.ends_on <= ?`,
    )
    .get(corporateNcst, today, today, last) as { n: number };
  return row.n;
}

export function insertPackage(
  db: Db,
  p: { id: string; msisdn: string; offerId: string; startsOn: string; endsOn: string; orderId: string },
): void {
  db.prepare(
    `INSERT INTO line_packages (id, msisdn, offer_id, starts_on, ends_on, order_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(p.id, p.msisdn, p.offerId, p.startsOn, p.endsOn, p.orderId);
}

export function cancelPackage(db: Db, packageId: string, at: number): void {
  db.prepare('UPDATE line_packages SET cancelled_at = ? WHERE id = ?').run(at, packageId);
}

// --- quotes -------------------------------------------------------------------------------------------

export interface StoredQuote {
  id: string;
  userId: number;
  corporateNcst: string;
  offerId: string;
  msisdns: string[];
  expiresAt: number;
  usedAt: number | null;
}

export function saveQuote(db: Db, q: Omit<StoredQuote, 'usedAt'>): void {
  db.prepare(
    `INSERT INTO package_quotes (id, user_id, corporate_ncst, offer_id, msisdns, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(q.id, q.userId, q.corporateNcst, q.offerId, JSON.stringify(q.msisdns), q.expiresAt);
}

export function findQuote(db: Db, id: string): StoredQuote | undefined {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, corporate_ncst AS corporateNcst, offer_id AS offerId, msisdns,
         expires_at AS expiresAt, used_at AS usedAt FROM package_quotes WHERE id = ?`,
    )
    .get(id) as (Omit<StoredQuote, 'msisdns'> & { msisdns: string }) | undefined;
  return row ? { ...row, msisdns: JSON.parse(row.msisdns) as string[] } : undefined;
}

export function markQuoteUsed(db: Db, id: string, at: number): void {
  db.prepare('UPDATE package_quotes SET used_at = ? WHERE id = ?').run(at, id);
}

// --- orders and history -----------------------------------------------------------------------------

export interface NewPackageOrder {
  corporateNcst: string;
  /** The person who asked (one of the company's persons). */
  userId: number;
  action: HistoryEntry['action'];
  offerId: string;
  offerName: string;
  totalKurus: number;
  status: PackageOrderStatus;
  createdAt: number;
  lines: Omit<LineResult, 'endsOn'>[];
}

/**
 * A package line's result as the ledger words it, and back: a cancellation's line whose package
 * ended is done; an order's line cancelled by a rejection was refused.
 */
const TO_LEDGER: Record<LineResult['result'], LedgerLineResult> = {
  DONE: 'DONE',
  REFUSED: 'FAILED',
  WAITING: 'PENDING',
  CANCELLED: 'DONE',
};
const FROM_LEDGER: Record<HistoryEntry['action'], Record<LedgerLineResult, LineResult['result']>> = {
  ORDER: { DONE: 'DONE', FAILED: 'REFUSED', PENDING: 'WAITING', CANCELLED: 'REFUSED' },
  CANCEL: { DONE: 'CANCELLED', FAILED: 'REFUSED', PENDING: 'WAITING', CANCELLED: 'REFUSED' },
};
/** An approved order is carried out when it is next read (approval.ts): until then it still waits. */
const STATUS_OF: Record<LedgerStatus, PackageOrderStatus> = {
  DRAFT: 'WAITING_APPROVAL',
  WAITING_APPROVAL: 'WAITING_APPROVAL',
  RECEIVED: 'WAITING_APPROVAL',
  IN_PROGRESS: 'WAITING_APPROVAL',
  COMPLETED: 'COMPLETED',
  PARTIAL: 'PARTIAL',
  FAILED: 'FAILED',
  CANCELLED: 'REJECTED',
  REJECTED: 'REJECTED',
};

export const PACKAGE_KINDS = ['ADDITIONAL_PACKAGE', 'PACKAGE_CANCEL'] as const;

/**
 * The ledger, once per database (its statements are prepared once: the seed writes hundreds of
 * orders). Its clock is never read: every append here gives its createdAt, and readers write nothing.
 */
const ledgers = new WeakMap<Db, ReturnType<typeof createLedger>>();
export function readLedger(db: Db) {
  let ledger = ledgers.get(db);
  if (!ledger) {
    ledger = createLedger(db, () => Number.NaN);
    ledgers.set(db, ledger);
  }
  return ledger;
}

/** "1.234,50 TL" from the one formatter, whose no-break space keeps "TL" beside the amount. */
const money = (kurus: number) => formatMoney(kurus / 100, { minDecimals: 2 });

/** What My Orders and the request history say of the order: package, lines, amount. */
export function orderSummary(offerName: string, lineCount: number, totalKurus: number): SummaryItem[] {
  return [
    { label: 'Paket', value: offerName },
    { label: 'Hat sayısı', value: String(lineCount) },
    { label: 'Toplam tutar', value: money(totalKurus) },
  ];
}

/** Appends the order or cancellation to the ledger and keeps its package facts; answers its number. */
export function recordOrder(db: Db, o: NewPackageOrder): string {
  const lineOf = db.prepare(
    `SELECT product_type AS productType, line_user AS userName, tariff_name AS tariffName FROM lines
     WHERE msisdn = ? AND corporate_ncst = ?`,
  );
  const lines: LedgerLine[] = o.lines.map((l) => {
    const known = lineOf.get(l.msisdn, o.corporateNcst) as
      | Pick<LedgerLine, 'productType' | 'userName' | 'tariffName'>
      | undefined;
    return {
      msisdn: l.msisdn,
      ...known,
      result: TO_LEDGER[l.result],
      after: o.offerName,
      reason: l.reason,
      ...(l.result === 'WAITING' ? {} : { processedAt: o.createdAt }),
    };
  });
  const ordered = o.action === 'ORDER';
  const summary = orderSummary(o.offerName, o.lines.length, o.totalKurus);
  const { number } = readLedger(db).append({
    corporateNcst: o.corporateNcst,
    userId: o.userId,
    kind: ordered ? 'ADDITIONAL_PACKAGE' : 'PACKAGE_CANCEL',
    operationTypeId: ordered ? 12 : 13,
    status: o.status,
    title: ordered
      ? `${o.lines.length} hatta ${o.offerName} paketi`
      : `${o.lines.length} hatta ${o.offerName} paketi iptali`,
    summary,
    // My Orders shows an order's summary from its details.
    details: { summary, offerId: o.offerId },
    lines,
    createdAt: o.createdAt,
  });
  db.prepare(
    `INSERT INTO package_orders (id, corporate_ncst, action, offer_id, offer_name, total_kurus)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(number, o.corporateNcst, o.action, o.offerId, o.offerName, o.totalKurus);
  return number;
}

export function setOrderTotal(db: Db, orderId: string, totalKurus: number): void {
  db.prepare('UPDATE package_orders SET total_kurus = ? WHERE id = ?').run(totalKurus, orderId);
}

export interface PackageOrderRow {
  orderId: string;
  action: HistoryEntry['action'];
  offerId: string;
  offerName: string;
  totalKurus: number;
}

const ORDER_SELECT = `SELECT id AS orderId, action, offer_id AS offerId, offer_name AS offerName,
    total_kurus AS totalKurus FROM package_orders`;

export function packageOrder(db: Db, corporateNcst: string, orderId: string): PackageOrderRow | undefined {
  return db.prepare(`${ORDER_SELECT} WHERE id = ? AND corporate_ncst = ?`).get(orderId, corporateNcst) as
    | PackageOrderRow
    | undefined;
}

const toEntry = (row: PackageOrderRow, entry: LedgerEntry): HistoryEntry => ({
  orderId: row.orderId,
  action: row.action,
  offerName: row.offerName,
  lineCount: entry.lines.length,
  total: row.totalKurus / 100,
  status: STATUS_OF[entry.status],
  createdAt: new Date(entry.createdAt).toISOString(),
  createdBy: entry.requestedBy,
});

/** The company's package orders and cancellations with their ledger entries, newest first. */
function packageEntries(db: Db, corporateNcst: string, action?: HistoryEntry['action']) {
  const rows = new Map(
    (
      db
        .prepare(`${ORDER_SELECT} WHERE corporate_ncst = ?${action ? ' AND action = ?' : ''}`)
        .all(...(action ? [corporateNcst, action] : [corporateNcst])) as PackageOrderRow[]
    ).map((row) => [row.orderId, row]),
  );
  return readLedger(db)
    .list(corporateNcst, { kinds: PACKAGE_KINDS })
    .flatMap((entry) => {
      const row = rows.get(entry.number);
      return row ? [{ row, entry }] : [];
    });
}

export interface HistoryFilter {
  /** Digits of a number, or part of a package's name or of who ordered. */
  text?: string;
  action?: HistoryEntry['action'];
  /** Instants, inclusive start and exclusive end. */
  fromMs?: number;
  toMs?: number;
}

export function history(db: Db, corporateNcst: string, f: HistoryFilter): HistoryEntry[] {
  const text = f.text?.trim();
  const digits = text && /^[\d\s()+\-./]+$/.test(text) ? text.replace(/\D/g, '').replace(/^(90|0)/, '') : '';
  const lower = text?.toLocaleLowerCase('tr-TR') ?? '';
  return packageEntries(db, corporateNcst, f.action)
    .filter(
      ({ row, entry }) =>
        (f.fromMs === undefined || entry.createdAt >= f.fromMs) &&
        (f.toMs === undefined || entry.createdAt < f.toMs) &&
        (!text ||
          (digits
            ? entry.lines.some((l) => l.msisdn.includes(digits))
            : `${row.offerName} ${entry.requestedBy} ${row.orderId}`
                .toLocaleLowerCase('tr-TR')
                .includes(lower))),
    )
    .slice(0, 2000)
    .map(({ row, entry }) => toEntry(row, entry));
}

export function historyDetail(db: Db, corporateNcst: string, orderId: string): HistoryDetail | undefined {
  const row = packageOrder(db, corporateNcst, orderId);
  const entry = row && readLedger(db).get(corporateNcst, orderId);
  if (!row || !entry) return undefined;
  // The day each line's package ends is the package's own (line_packages), not the ledger's.
  const endsOn = new Map(
    (
      db.prepare('SELECT msisdn, ends_on AS endsOn FROM line_packages WHERE order_id = ?').all(orderId) as {
        msisdn: string;
        endsOn: string;
      }[]
    ).map((p) => [p.msisdn, p.endsOn]),
  );
  const results = FROM_LEDGER[row.action];
  const lines: LineResult[] = entry.lines.map((l) => {
    const result = results[l.result ?? 'PENDING'];
    return {
      msisdn: l.msisdn,
      result,
      reason: l.reason ?? '',
      endsOn: result === 'DONE' ? (endsOn.get(l.msisdn) ?? null) : null,
    };
  });
  return { ...toEntry(row, entry), lines };
}

/** The company's package orders on the approval queue (the same rows /pending-requests reads). */
export function waitingOrders(db: Db, corporateNcst: string): HistoryEntry[] {
  const ledger = readLedger(db);
  return waitingApprovalNumbers(db, corporateNcst, 'BULK_PACKAGE_ORDER').flatMap((number) => {
    const row = packageOrder(db, corporateNcst, number);
    const entry = row && ledger.get(corporateNcst, number);
    return row && entry ? [toEntry(row, entry)] : [];
  });
}
