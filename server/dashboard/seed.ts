/**
 * The invoices behind the dashboard boxes (issue 6): one per billing account and month, for every
 * company. A generator of its own keeps the foundation's lines and users exactly as they were.
 */
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { monthStart, seedDay } from '../db/seedDay';

const SEED = 20251023;
/**
 * Twelve monthly periods, the newest the month before the seed day's (its bill is out, due the
 * 20th of this month); the newest ones are not all paid yet.
 */
function periodsBefore(day: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(monthStart(day, 12 - i));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
/** Billing accounts per company: one invoice each per period. */
const ACCOUNTS = 3;

export function seedInvoices(db: Db): void {
  const rng = createPrng(SEED);
  const periods = periodsBefore(seedDay(db));
  const companies = db
    .prepare(
      `SELECT c.corporate_ncst AS ncst, c.corporate_id AS id, COUNT(l.msisdn) AS lines
       FROM companies c LEFT JOIN lines l ON l.corporate_ncst = c.corporate_ncst
       GROUP BY c.corporate_ncst ORDER BY c.position`,
    )
    .all() as { ncst: string; id: string; lines: number }[];
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (corporate_ncst, invoice_no, period, amount_kurus, due_date, status, payment_order)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const company of companies) {
    for (let account = 1; account <= ACCOUNTS; account++) {
      const paymentOrder = rng.next() < 0.5 ? 1 : 0;
      periods.forEach((period, i) => {
        // Roughly 180 TL per line and month, spread over the accounts.
        const base = Math.round((company.lines * 18_000) / ACCOUNTS);
        const amount = base + rng.int(-base / 10, base / 10) + rng.int(0, 99);
        const [year, month] = period.split('-').map(Number) as [number, number];
        const due = new Date(Date.UTC(year, month, 20)).toISOString().slice(0, 10);
        const age = periods.length - 1 - i;
        // The newest period is open for accounts without a payment order; an older one stays open now and then.
        const unpaid = (age === 0 && !paymentOrder) || (age === 1 && rng.next() < 0.3);
        const no = `F${company.id}${period.replace('-', '')}${account}`;
        insertInvoice.run(company.ncst, no, period, amount, due, unpaid ? 'UNPAID' : 'PAID', paymentOrder);
      });
    }
  }
}
