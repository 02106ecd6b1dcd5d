/**
 * Sixteen months of invoices per company with their charges per line (issue 18). The dashboard's
 * seed cuts twelve months of invoices, one per billing account (KTF) and month, with amounts it
 * draws; this seed adds the billing accounts, the four older months (paid long ago), and each
 * invoice's per-line charges, then sets every invoice's amount to subtotal + ÖİV + KDV of its
 * charges, so the invoices table, the dashboard's unpaid card, the screens and the PDFs agree.
 */

import { INVOICE_MONTHS } from '../../src/api/invoices/types';
import { requireCompanyProfile } from '../db/companyProfile';
import { invoiceTotals } from '../db/invoices/taxes';
import { createPrng, type Prng } from '../db/prng';
import { netKurus, tariffByName } from '../db/products';
import type { Db } from '../db/schema';
import { monthStart, seedDay } from '../db/seedDay';
import { tariffLookup } from '../db/tariffHistory';

const SEED = 20261125;

/**
 * Billing accounts of every company; the invoice number's last digit is the account's index. The
 * head office's account bills to the company's billing address (its profile, `address: null`).
 */
export const KTF_ACCOUNTS = [
  { index: 1, name: 'Genel Müdürlük', address: null },
  { index: 2, name: 'Bölge Müdürlükleri', address: 'Atatürk Bulvarı No: 211 Kavaklıdere, Çankaya / Ankara' },
  { index: 3, name: 'Saha ve Cihazlar', address: 'Kemalpaşa Cad. No: 44 Işıkkent, Bornova / İzmir' },
] as const;

export const ktfNoOf = (corporateId: string, index: number) => `KTF${corporateId}${index}`;

/**
 * A period's tariff fee, kuruş before taxes: the tax-exclusive part of the catalogue's monthly
 * price (server/db/products.ts), so with ÖİV and KDV the invoice bills what the tariff costs.
 */
export const tariffFeeKurus = (tariffName: string) => {
  const tariff = tariffByName(tariffName);
  return tariff ? netKurus(tariff.priceKurus) : 0;
};
/** Value-added services a line may carry (kuruş per month). */
const SERVICES = [990, 1_490, 1_990];

/** Which account bills a line: stable per number, spread over the three accounts. */
export function accountOfLine(msisdn: string): number {
  let sum = 0;
  for (const digit of msisdn) sum += Number(digit);
  return (sum % KTF_ACCOUNTS.length) + 1;
}

const periodOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The last day of a period, ISO; a line activated after it was not billed for it. */
const periodEnd = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

interface Company {
  ncst: string;
  id: string;
}
interface SeedLine {
  msisdn: string;
  productType: string;
  tariffName: string;
  activationDate: string;
}

function charge(rng: Prng, line: SeedLine) {
  const tariff = tariffFeeKurus(line.tariffName);
  // Most months stay inside the package; now and then a line goes over it.
  const over = rng.next() < (line.productType === 'M2M' ? 0.1 : 0.3);
  const usage = over ? rng.int(250, line.productType === 'M2M' ? 1_500 : 15_000) : 0;
  const service = line.productType === 'VOICE' && rng.next() < 0.2 ? rng.pick(SERVICES) : 0;
  return { tariff, usage, service };
}

export function seedInvoiceDetails(db: Db): void {
  const rng = createPrng(SEED);
  const day = seedDay(db);
  const tariffOf = tariffLookup(db);
  const companies = db
    .prepare('SELECT corporate_ncst AS ncst, corporate_id AS id FROM companies ORDER BY position')
    .all() as Company[];
  const insertAccount = db.prepare(
    'INSERT INTO invoice_accounts (ktf_no, corporate_ncst, account_index, name, address) VALUES (?, ?, ?, ?, ?)',
  );
  const insertInvoice = db.prepare(
    `INSERT OR IGNORE INTO invoices (corporate_ncst, invoice_no, period, amount_kurus, due_date, status, payment_order)
     VALUES (?, ?, ?, 0, ?, 'PAID', ?)`,
  );
  const insertCharge = db.prepare(
    `INSERT INTO invoice_charges (invoice_no, msisdn, product_type, tariff_name, tariff_kurus, usage_kurus, service_kurus)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const setAmount = db.prepare('UPDATE invoices SET amount_kurus = ? WHERE invoice_no = ?');
  // The dashboard's newest period is the month before the seed day's; sixteen back from there.
  const periods = Array.from({ length: INVOICE_MONTHS }, (_, i) =>
    periodOf(monthStart(day, INVOICE_MONTHS - i)),
  );
  for (const company of companies) {
    const lines = db
      .prepare(
        `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, activation_date AS activationDate
         FROM lines WHERE corporate_ncst = ? ORDER BY msisdn`,
      )
      .all(company.ncst) as SeedLine[];
    for (const account of KTF_ACCOUNTS) {
      insertAccount.run(
        ktfNoOf(company.id, account.index),
        company.ncst,
        account.index,
        account.name,
        account.address ?? requireCompanyProfile(db, company.ncst).billingAddress,
      );
      // Older months the dashboard did not cut: paid, with the account's standing-order choice.
      const order = db
        .prepare(
          'SELECT payment_order AS po FROM invoices WHERE corporate_ncst = ? AND invoice_no LIKE ? LIMIT 1',
        )
        .get(company.ncst, `%${account.index}`) as { po: number } | undefined;
      for (const period of periods) {
        const [year, month] = period.split('-').map(Number) as [number, number];
        const due = new Date(Date.UTC(year, month, 20)).toISOString().slice(0, 10);
        insertInvoice.run(
          company.ncst,
          invoiceNoOf(company.id, period, account.index),
          period,
          due,
          order?.po ?? 0,
        );
      }
    }
    for (const period of periods) {
      const end = periodEnd(period);
      const subtotals = new Map<string, number>();
      for (const line of lines) {
        if (line.activationDate > end) continue;
        const invoiceNo = invoiceNoOf(company.id, period, accountOfLine(line.msisdn));
        // The tariff the line had in that period (the core's tariff history), not today's.
        const billed = {
          ...line,
          tariffName: tariffOf(line.msisdn, period) ?? line.tariffName,
        };
        const { tariff, usage, service } = charge(rng, billed);
        insertCharge.run(invoiceNo, line.msisdn, line.productType, billed.tariffName, tariff, usage, service);
        subtotals.set(invoiceNo, (subtotals.get(invoiceNo) ?? 0) + tariff + usage + service);
      }
      for (const account of KTF_ACCOUNTS) {
        const invoiceNo = invoiceNoOf(company.id, period, account.index);
        setAmount.run(invoiceTotals(subtotals.get(invoiceNo) ?? 0).totalKurus, invoiceNo);
      }
    }
  }
}

/** The dashboard's numbering: F, company id, period without the dash, account index. */
export const invoiceNoOf = (corporateId: string, period: string, account: number) =>
  `F${corporateId}${period.replace('-', '')}${account}`;
