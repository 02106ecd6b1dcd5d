/**
 * Seed data behind the dashboard, the express menu and the search box (issue 6): invoices per
 * company, each person's fast-operation entries and recent searches, and who saw the survey.
 * A generator of its own keeps the foundation's lines and users exactly as they were.
 */
import { createPrng } from './prng';
import type { Db } from './schema';

const SEED = 20251023;
const SEED_TIME = Date.UTC(2025, 9, 22, 9, 0, 0);
/** Twelve monthly periods up to the seed's month; the newest ones are not all paid yet. */
const PERIODS = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 10 - 12 + i, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
});
/** Billing accounts per company: one invoice each per period. */
const ACCOUNTS = 3;

/** The fast operations a person can pin; url is a portal route of spec §2. */
export const EXPRESS_ACTIONS = [
  { actionName: 'INVOICES', title: 'Faturalarım', url: '/invoice-detail-confirm' },
  { actionName: 'TARIFF_CHANGE', title: 'Tarife ve paket değişikliği', url: '/tariff-package' },
  { actionName: 'ADDITIONAL_PACKAGE', title: 'Ek paket al', url: '/additional-package' },
  { actionName: 'SIM_CARD', title: 'SIM kart işlemleri', url: '/sim-card' },
  { actionName: 'ROAMING', title: 'Yurt dışı kullanım', url: '/roaming' },
  { actionName: 'NEW_LINE', title: 'Yeni hat al', url: '/new-line' },
  { actionName: 'RE_CONTRACT', title: 'Yeniden taahhüt', url: '/recontracts' },
  { actionName: 'MY_ORDERS', title: 'Siparişlerim', url: '/my-orders' },
  { actionName: 'CONTRACTS', title: 'Sözleşmeler', url: '/contracts' },
] as const;

const DEFAULT_EXPRESS = ['INVOICES', 'TARIFF_CHANGE', 'SIM_CARD'];
/** People who already answered or closed the survey, so their dashboard opens without it. */
const SURVEY_SEEN = ['hizli.kullanici'];

export function seedPortal(db: Db): void {
  const rng = createPrng(SEED);
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
      PERIODS.forEach((period, i) => {
        // Roughly 180 TL per line and month, spread over the accounts.
        const base = Math.round((company.lines * 18_000) / ACCOUNTS);
        const amount = base + rng.int(-base / 10, base / 10) + rng.int(0, 99);
        const [year, month] = period.split('-').map(Number) as [number, number];
        const due = new Date(Date.UTC(year, month, 20)).toISOString().slice(0, 10);
        const age = PERIODS.length - 1 - i;
        // The newest period is open for accounts without a payment order; an older one stays open now and then.
        const unpaid = (age === 0 && !paymentOrder) || (age === 1 && rng.next() < 0.3);
        const no = `F${company.id}${period.replace('-', '')}${account}`;
        insertInvoice.run(company.ncst, no, period, amount, due, unpaid ? 'UNPAID' : 'PAID', paymentOrder);
      });
    }
  }
  const users = db.prepare('SELECT id, user_name AS userName FROM users ORDER BY id').all() as {
    id: number;
    userName: string;
  }[];
  const pin = db.prepare('INSERT INTO express_menu (user_id, action_name, position) VALUES (?, ?, ?)');
  const remember = db.prepare(
    'INSERT INTO search_history (user_id, title, url, kind, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const seen = db.prepare('INSERT INTO survey_answers (user_id, displayed_at) VALUES (?, ?)');
  for (const user of users) {
    DEFAULT_EXPRESS.forEach((action, i) => {
      pin.run(user.id, action, i);
    });
    remember.run(user.id, 'Faturalarım', '/invoice-detail-confirm', 'MENU', SEED_TIME);
    remember.run(user.id, 'SIM Kart İşlemleri', '/sim-card', 'MENU', SEED_TIME + 1000);
    if (SURVEY_SEEN.includes(user.userName)) seen.run(user.id, SEED_TIME);
  }
}
