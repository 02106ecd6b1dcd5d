/**
 * The dashboard's figures, computed from the company's lines and invoices so every box agrees
 * with the data behind it. Where the sandbox holds no such attribute (mobile payment), a stable
 * rule over the line number stands in for it, so a figure never jumps.
 */
import type {
  BillingInformationBox,
  GsmTransactionsBox,
  ProductType,
  UnpaidInvoicesBox,
} from '../../src/api/dashboard/types';
import type { Db } from '../db/schema';

interface LineRow {
  msisdn: string;
  productType: ProductType;
  status: 'ACTIVE' | 'SUSPENDED';
  activationDate: string;
}

export function companyLines(db: Db, corporateNcst: string): LineRow[] {
  return db
    .prepare(
      `SELECT msisdn, product_type AS productType, status, activation_date AS activationDate
       FROM lines WHERE corporate_ncst = ? ORDER BY msisdn`,
    )
    .all(corporateNcst) as LineRow[];
}

const lastDigit = (msisdn: string) => Number(msisdn.slice(-1));
const toTl = (kurus: number) => Math.round(kurus) / 100;

export function unpaidInvoices(db: Db, corporateNcst: string): UnpaidInvoicesBox {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount_kurus), 0) AS kurus
       FROM invoices WHERE corporate_ncst = ? AND status = 'UNPAID'`,
    )
    .get(corporateNcst) as { count: number; kurus: number };
  return { count: row.count, amount: toTl(row.kurus) };
}

export function billingInformation(db: Db, corporateNcst: string): BillingInformationBox {
  const row = db
    .prepare(
      `SELECT period, COUNT(*) AS invoiceCount, SUM(amount_kurus) AS kurus, MAX(due_date) AS dueDate
       FROM invoices WHERE corporate_ncst = ? GROUP BY period ORDER BY period DESC LIMIT 1`,
    )
    .get(corporateNcst) as
    | { period: string; invoiceCount: number; kurus: number; dueDate: string }
    | undefined;
  if (!row) return { period: '', amount: 0, dueDate: '', invoiceCount: 0 };
  return {
    period: row.period,
    amount: toTl(row.kurus),
    dueDate: row.dueDate,
    invoiceCount: row.invoiceCount,
  };
}

/** Billing accounts that pay by standing order (one per account, not per invoice). */
export function invoicePaymentOrders(db: Db, corporateNcst: string): number {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT substr(invoice_no, -1)) AS count FROM invoices
       WHERE corporate_ncst = ? AND payment_order = 1`,
    )
    .get(corporateNcst) as { count: number };
  return row.count;
}

export function gsmTransactions(lines: LineRow[]): GsmTransactionsBox {
  const active = lines.filter((l) => l.status === 'ACTIVE').length;
  return { totalCount: lines.length, activeCount: active, suspendedCount: lines.length - active };
}

export function productTypeCounts(lines: LineRow[]) {
  return (['VOICE', 'DATA', 'M2M'] as const).map((productType) => ({
    productType,
    count: lines.filter((l) => l.productType === productType).length,
  }));
}

/** Voice lines with mobile payment open: those whose number is a multiple of five. */
export function mobilePaymentSubscribers(lines: LineRow[]): number {
  return lines.filter((l) => l.productType === 'VOICE' && lastDigit(l.msisdn) % 5 === 0).length;
}

// Commitments (the contract cards) follow re-contract's one rule: server/reContract/commitment.ts.
