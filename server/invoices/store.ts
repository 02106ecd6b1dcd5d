/**
 * The SQL of the invoice screens: invoices per period and billing account (KTF), and the
 * per-line charges of a period. Every amount is kuruş; taxes come from taxes.ts, so each screen
 * shows the same figures as the invoice document (document.ts) and the `invoices` table.
 */
import type {
  InvoiceEntry,
  KtfTotal,
  LineCharge,
  LineChargeFilter,
  LineChargeSort,
  ProductTotal,
} from '../../src/api/invoices/types';
import { matchesPartialNumber } from '../../src/lib/msisdn';
import { lineChargeSql } from '../db/invoices/schema';
import { invoiceTotals } from '../db/invoices/taxes';
import type { Db } from '../db/schema';

const ENTRY = `SELECT i.invoice_no AS invoiceNo, a.ktf_no AS ktfNo, a.name AS ktfName, i.period,
  i.due_date AS dueDate, i.amount_kurus AS totalKurus, i.status, a.address AS ktfAddress
  FROM invoices i JOIN invoice_accounts a
    ON a.corporate_ncst = i.corporate_ncst AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)`;

type EntryRow = Omit<InvoiceEntry, 'paid'> & { status: 'PAID' | 'UNPAID'; ktfAddress: string };
const toEntry = ({ status, ktfAddress: _, ...row }: EntryRow): InvoiceEntry => ({
  ...row,
  paid: status === 'PAID',
});

/** The company's invoices of the newest `months` periods, newest first. */
export function invoicesOf(db: Db, corporateNcst: string, months: number): InvoiceEntry[] {
  return (
    db
      .prepare(
        `${ENTRY} WHERE i.corporate_ncst = ? AND i.period IN (
           SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT ?)
         ORDER BY i.period DESC, i.invoice_no`,
      )
      .all(corporateNcst, corporateNcst, months) as EntryRow[]
  ).map(toEntry);
}

export function findInvoice(db: Db, corporateNcst: string, invoiceNo: string) {
  const row = db
    .prepare(`${ENTRY} WHERE i.corporate_ncst = ? AND i.invoice_no = ?`)
    .get(corporateNcst, invoiceNo) as EntryRow | undefined;
  return row ? { ...toEntry(row), ktfAddress: row.ktfAddress } : undefined;
}

export function hasPeriod(db: Db, corporateNcst: string, period: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM invoices WHERE corporate_ncst = ? AND period = ? LIMIT 1')
      .get(corporateNcst, period) !== undefined
  );
}

/** Sums of an invoice's charges by kind, and how many lines it bills. */
export function chargeSums(db: Db, invoiceNo: string) {
  return db
    .prepare(
      `SELECT COUNT(*) AS lineCount, COALESCE(SUM(tariff_kurus), 0) AS tariff, COALESCE(SUM(usage_kurus), 0) AS usage,
         COALESCE(SUM(service_kurus), 0) AS service FROM invoice_charges WHERE invoice_no = ?`,
    )
    .get(invoiceNo) as { lineCount: number; tariff: number; usage: number; service: number };
}

export function ktfTotals(db: Db, corporateNcst: string, period: string): KtfTotal[] {
  return invoicesOf(db, corporateNcst, 1000)
    .filter((invoice) => invoice.period === period)
    .map((invoice) => {
      const sums = chargeSums(db, invoice.invoiceNo);
      const totals = invoiceTotals(sums.tariff + sums.usage + sums.service);
      return {
        ktfNo: invoice.ktfNo,
        name: invoice.ktfName,
        invoiceNo: invoice.invoiceNo,
        lineCount: sums.lineCount,
        subtotalKurus: totals.subtotalKurus,
        taxKurus: totals.kdvKurus + totals.oivKurus,
        totalKurus: totals.totalKurus,
        dueDate: invoice.dueDate,
        paid: invoice.paid,
      };
    });
}

export function productTotals(db: Db, corporateNcst: string, period: string): ProductTotal[] {
  return db
    .prepare(
      `SELECT ch.product_type AS productType, ch.tariff_name AS tariffName, COUNT(*) AS lineCount,
         SUM(${lineChargeSql()}) AS subtotalKurus
       FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
       WHERE i.corporate_ncst = ? AND i.period = ?
       GROUP BY ch.product_type, ch.tariff_name ORDER BY ch.product_type, ch.tariff_name`,
    )
    .all(corporateNcst, period) as ProductTotal[];
}

/** Every line charge of the period (about a thousand per company): filtered and sorted in memory. */
export function lineCharges(db: Db, corporateNcst: string, period: string): LineCharge[] {
  return db
    .prepare(
      `SELECT ch.msisdn, COALESCE(l.line_user, '') AS userName, ch.product_type AS productType,
         ch.tariff_name AS tariffName, a.ktf_no AS ktfNo, ch.invoice_no AS invoiceNo,
         ch.tariff_kurus AS tariffKurus, ch.usage_kurus AS usageKurus, ch.service_kurus AS serviceKurus,
         ${lineChargeSql()} AS amountKurus
       FROM invoice_charges ch
       JOIN invoices i ON i.invoice_no = ch.invoice_no
       JOIN invoice_accounts a
         ON a.corporate_ncst = i.corporate_ncst AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
       LEFT JOIN lines l ON l.msisdn = ch.msisdn
       WHERE i.corporate_ncst = ? AND i.period = ?`,
    )
    .all(corporateNcst, period) as LineCharge[];
}

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

export function filterCharges(items: readonly LineCharge[], filter: LineChargeFilter = {}): LineCharge[] {
  const text = filter.text?.trim();
  return items.filter(
    (item) =>
      (!text || matchesPartialNumber(item.msisdn, text) || lower(item.userName).includes(lower(text))) &&
      (!filter.ktfNo || item.ktfNo === filter.ktfNo) &&
      (!filter.productType || item.productType === filter.productType) &&
      (!filter.tariffName || item.tariffName === filter.tariffName),
  );
}

const collator = new Intl.Collator('tr-TR');

export function sortCharges(items: readonly LineCharge[], sort?: LineChargeSort): LineCharge[] {
  const field = sort?.field ?? 'amountKurus';
  const direction = (sort?.direction ?? (sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * direction || a.msisdn.localeCompare(b.msisdn);
  });
}

/** The line of the company (still open) and the periods it was billed in, newest first. */
export function billedLine(db: Db, corporateNcst: string, msisdn: string) {
  const line = db
    .prepare(
      'SELECT msisdn, line_user AS userName, tariff_name AS tariffName FROM lines WHERE msisdn = ? AND corporate_ncst = ?',
    )
    .get(msisdn, corporateNcst) as { msisdn: string; userName: string; tariffName: string } | undefined;
  if (!line) return undefined;
  const periods = (
    db
      .prepare(
        `SELECT i.period FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
         WHERE ch.msisdn = ? AND i.corporate_ncst = ? ORDER BY i.period DESC`,
      )
      .all(msisdn, corporateNcst) as { period: string }[]
  ).map((r) => r.period);
  return { ...line, periods };
}
