/**
 * One issued invoice as a document: company, period, per-line charges, taxes and totals. The PDF
 * feature (server/invoicePdf) prints it; the invoice screens read the same figures, so a PDF and
 * a screen never disagree. Lines are the per-line charges; the sum of lines is the subtotal and
 * the total equals the invoice's amount in the `invoices` table (the seed makes it so).
 */
import { requireCompanyProfile } from '../companyProfile';
import type { Db } from '../connection';
import { lineChargeSql } from './schema';
import { invoiceTotals } from './taxes';

export interface InvoiceDocumentLine {
  msisdn: string;
  tariffName: string;
  amountKurus: number;
}

export interface InvoiceDocument {
  invoiceNo: string;
  corporateNcst: string;
  companyName: string;
  taxNumber: string;
  /** 'YYYY-MM' */
  period: string;
  /** ISO dates */
  issueDate: string;
  dueDate: string;
  lines: InvoiceDocumentLine[];
  subtotalKurus: number;
  kdvKurus: number;
  oivKurus: number;
  totalKurus: number;
  paid: boolean;
}

interface InvoiceRow {
  invoiceNo: string;
  corporateNcst: string;
  companyName: string;
  period: string;
  dueDate: string;
  status: 'PAID' | 'UNPAID';
}

/** Invoices are cut on the first day of the month after their period. */
export function issueDateOf(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

export function findInvoiceDocument(
  db: Db,
  corporateNcst: string,
  invoiceNo: string,
): InvoiceDocument | undefined {
  const row = db
    .prepare(
      `SELECT i.invoice_no AS invoiceNo, i.corporate_ncst AS corporateNcst, c.name AS companyName,
         i.period, i.due_date AS dueDate, i.status
       FROM invoices i JOIN companies c ON c.corporate_ncst = i.corporate_ncst
       WHERE i.corporate_ncst = ? AND i.invoice_no = ?`,
    )
    .get(corporateNcst, invoiceNo) as InvoiceRow | undefined;
  if (!row) return undefined;
  const lines = db
    .prepare(
      `SELECT msisdn, tariff_name AS tariffName, ${lineChargeSql('invoice_charges')} AS amountKurus
       FROM invoice_charges WHERE invoice_no = ? ORDER BY msisdn`,
    )
    .all(invoiceNo) as InvoiceDocumentLine[];
  const subtotal = lines.reduce((sum, line) => sum + line.amountKurus, 0);
  return {
    invoiceNo: row.invoiceNo,
    corporateNcst: row.corporateNcst,
    companyName: row.companyName,
    taxNumber: requireCompanyProfile(db, row.corporateNcst).taxNumber,
    period: row.period,
    issueDate: issueDateOf(row.period),
    dueDate: row.dueDate,
    lines,
    ...invoiceTotals(subtotal),
    paid: row.status === 'PAID',
  };
}

/** The company's invoice numbers, newest period first. */
export function listInvoiceNumbers(db: Db, corporateNcst: string): string[] {
  return (
    db
      .prepare(
        'SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC, invoice_no',
      )
      .all(corporateNcst) as { no: string }[]
  ).map((r) => r.no);
}
