/** The additional packages' rows in SQL: active packages, quotes, orders and their lines. */
import type {
  ActivePackage,
  HistoryDetail,
  HistoryEntry,
  LineResult,
  PackageOrderStatus,
} from '../../src/api/additionalPackageTypes';
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
  action: HistoryEntry['action'];
  offerId: string;
  offerName: string;
  totalKurus: number;
  status: PackageOrderStatus;
  createdAt: number;
  createdBy: string;
  myOrderNo: string | null;
  lines: LineResult[];
}

/** "EP-20261125-000042": the day in Turkey and a number never reused. */
export function nextOrderId(db: Db, at: number): string {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM package_orders').get() as { n: number };
  const day = isoDay(at + 3 * 3_600_000).replaceAll('-', '');
  return `EP-${day}-${String(n + 1).padStart(6, '0')}`;
}

export function recordOrder(db: Db, id: string, o: NewPackageOrder): void {
  db.prepare(
    `INSERT INTO package_orders (id, corporate_ncst, action, offer_id, offer_name, total_kurus, status,
       created_at, created_by, my_order_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    o.corporateNcst,
    o.action,
    o.offerId,
    o.offerName,
    o.totalKurus,
    o.status,
    o.createdAt,
    o.createdBy,
    o.myOrderNo,
  );
  const line = db.prepare(
    `INSERT INTO package_order_lines (order_id, position, msisdn, result, reason, ends_on)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  o.lines.forEach((l, i) => {
    line.run(id, i, l.msisdn, l.result, l.reason, l.endsOn);
  });
}

interface OrderRow {
  orderId: string;
  action: HistoryEntry['action'];
  offerName: string;
  lineCount: number;
  totalKurus: number;
  status: PackageOrderStatus;
  createdAt: number;
  createdBy: string;
  myOrderNo: string | null;
}

const ORDER_SELECT = `SELECT o.id AS orderId, o.action, o.offer_name AS offerName,
    (SELECT COUNT(*) FROM package_order_lines ol WHERE ol.order_id = o.id) AS lineCount,
    o.total_kurus AS totalKurus, o.status, o.created_at AS createdAt, o.created_by AS createdBy,
    o.my_order_no AS myOrderNo
  FROM package_orders o`;

const toEntry = ({ totalKurus, createdAt, ...row }: OrderRow): HistoryEntry => ({
  ...row,
  total: totalKurus / 100,
  createdAt: new Date(createdAt).toISOString(),
});

export interface HistoryFilter {
  /** Digits of a number, or part of a package's name or of who ordered. */
  text?: string;
  action?: HistoryEntry['action'];
  /** Instants, inclusive start and exclusive end. */
  fromMs?: number;
  toMs?: number;
}

export function history(db: Db, corporateNcst: string, f: HistoryFilter): HistoryEntry[] {
  const where = ['o.corporate_ncst = ?'];
  const args: (string | number)[] = [corporateNcst];
  const when = (condition: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(condition);
    args.push(value);
  };
  when('o.action = ?', f.action);
  when('o.created_at >= ?', f.fromMs);
  when('o.created_at < ?', f.toMs);
  const rows = db
    .prepare(`${ORDER_SELECT} WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT 2000`)
    .all(...args) as OrderRow[];
  const text = f.text?.trim();
  if (!text) return rows.map(toEntry);
  const digits = /^[\d\s()+\-./]+$/.test(text) ? text.replace(/\D/g, '').replace(/^(90|0)/, '') : '';
  const numberIn = db.prepare(
    "SELECT 1 FROM package_order_lines WHERE order_id = ? AND msisdn LIKE '%' || ? || '%' LIMIT 1",
  );
  const lower = text.toLocaleLowerCase('tr-TR');
  return rows
    .filter((r) =>
      digits
        ? numberIn.get(r.orderId, digits) !== undefined
        : `${r.offerName} ${r.createdBy} ${r.orderId}`.toLocaleLowerCase('tr-TR').includes(lower),
    )
    .map(toEntry);
}

export function historyDetail(db: Db, corporateNcst: string, orderId: string): HistoryDetail | undefined {
  const row = db
    .prepare(`${ORDER_SELECT} WHERE o.id = ? AND o.corporate_ncst = ?`)
    .get(orderId, corporateNcst) as OrderRow | undefined;
  if (!row) return undefined;
  const lines = db
    .prepare(
      `SELECT msisdn, result, reason, ends_on AS endsOn FROM package_order_lines
       WHERE order_id = ? ORDER BY position`,
    )
    .all(orderId) as LineResult[];
  return { ...toEntry(row), lines };
}

export function waitingOrders(db: Db, corporateNcst: string): HistoryEntry[] {
  return (
    db
      .prepare(
        `${ORDER_SELECT} WHERE o.corporate_ncst = ? AND o.status = 'WAITING_APPROVAL'
         ORDER BY o.created_at DESC`,
      )
      .all(corporateNcst) as OrderRow[]
  ).map(toEntry);
}
