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

/**
 * The company's lines counted by product type and status in one pass over the company's index
 * entries (lines_by_company_choices covers both columns), not by reading every line per call.
 */
function lineCounts(db: Db, corporateNcst: string) {
  return db
    .prepare(
      `SELECT product_type AS productType, status, COUNT(*) AS count FROM lines
       WHERE corporate_ncst = ? GROUP BY product_type, status`,
    )
    .all(corporateNcst) as { productType: ProductType; status: 'ACTIVE' | 'SUSPENDED'; count: number }[];
}

export function gsmTransactions(db: Db, corporateNcst: string): GsmTransactionsBox {
  let total = 0;
  let active = 0;
  for (const row of lineCounts(db, corporateNcst)) {
    total += row.count;
    if (row.status === 'ACTIVE') active += row.count;
  }
  return { totalCount: total, activeCount: active, suspendedCount: total - active };
}

export function productTypeCounts(db: Db, corporateNcst: string) {
  const counts = lineCounts(db, corporateNcst);
  return (['VOICE', 'DATA', 'M2M'] as const).map((productType) => ({
    productType,
    count: counts.filter((c) => c.productType === productType).reduce((n, c) => n + c.count, 0),
  }));
}

/** Voice lines with mobile payment open: those whose number is a multiple of five. */
export function mobilePaymentSubscribers(db: Db, corporateNcst: string): number {
  // The number's last digit is 0 or 5; the index narrows to the company's voice lines first.
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count FROM lines
       WHERE corporate_ncst = ? AND product_type = 'VOICE' AND substr(msisdn, -1) IN ('0', '5')`,
    )
    .get(corporateNcst) as { count: number };
  return row.count;
}

// Commitments (the contract cards) follow re-contract's one rule: server/reContract/commitment.ts.
