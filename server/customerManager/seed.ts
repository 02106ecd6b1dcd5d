/**
 * Two customer managers and their portfolios over the seeded companies. The fast user's company
 * (Anadolu Gıda) is in the first manager's PRIMARY portfolio, so a journey can log in on Can
 * Öztürk's behalf and land straight on the dashboard.
 */
import { requireCompanyProfile } from '../db/companyProfile';
import type { Db } from '../db/schema';
import { hashPassword } from '../passwords';

export interface DemoManager {
  userName: string;
  password: string;
  displayName: string;
  msisdn: string;
  /** Companies by their seed position (server/db/seed.ts SEED_COMPANIES), with the portfolio each is in. */
  portfolio: { company: number; type: 'PRIMARY' | 'SECONDARY' }[];
}

export const DEMO_MANAGERS: DemoManager[] = [
  {
    userName: 'portfoy.yonetici',
    password: 'Portfoy.2026!',
    displayName: 'Selim Karaca',
    msisdn: '5051112233',
    portfolio: [
      { company: 2, type: 'PRIMARY' },
      { company: 0, type: 'PRIMARY' },
      { company: 1, type: 'SECONDARY' },
    ],
  },
  {
    userName: 'portfoy.destek',
    password: 'Destek.2026!',
    displayName: 'Derya Aksoy',
    msisdn: '5052223344',
    portfolio: [
      { company: 1, type: 'PRIMARY' },
      { company: 0, type: 'SECONDARY' },
      { company: 2, type: 'SECONDARY' },
    ],
  },
];

export function seedCustomerManagers(db: Db): void {
  const insertManager = db.prepare(
    'INSERT INTO customer_managers (user_name, display_name, password_hash, msisdn) VALUES (?, ?, ?, ?)',
  );
  const insertPortfolio = db.prepare(
    `INSERT INTO customer_manager_portfolios (manager_id, corporate_ncst, portfolio_type, city)
     VALUES (?, ?, ?, ?)`,
  );
  // Read from the table, not imported from the core seed: that module imports every feature.
  const companies = (
    db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as { ncst: string }[]
  ).map((row) => row.ncst);
  for (const manager of DEMO_MANAGERS) {
    const id = Number(
      insertManager.run(manager.userName, manager.displayName, hashPassword(manager.password), manager.msisdn)
        .lastInsertRowid,
    );
    for (const entry of manager.portfolio) {
      const ncst = companies[entry.company];
      if (!ncst) throw new Error(`No seeded company ${entry.company}`);
      // The column keeps the profile's city for older readers; the portfolio reads the profile.
      insertPortfolio.run(id, ncst, entry.type, requireCompanyProfile(db, ncst).city);
    }
  }
}
