/**
 * A user for every seeded line: Turkish names (the line's own `line_user`), valid TC identity
 * numbers, e-mails at the company's domain, departments and cost centres; about 10 % of names
 * hidden on the invoice and a few pending user changes. Its own generator keeps every other
 * seeded value as it was.
 *
 * SANDBOX_BULK_LINES=<n> (benchmark only): the `hizli.kullanici` demo company gets n lines in all,
 * topped up with generated lines and their users in the seed's one transaction with prepared
 * statements (100,000 lines take a few seconds). Read at seed time only: delete the data folder
 * (or use DB_PATH=:memory:) to seed again with another n.
 */
import { withCheckDigit } from '../../src/lib/iccid';
import { createPrng, type Prng } from '../db/prng';
import { seededTariffNames } from '../db/products';
import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';
import { domainOf, fold, personalEmail, sortKey } from './text';

const SEED = 20251114;
const DEPARTMENTS = ['Satış', 'Lojistik', 'Finans', 'Bilgi Teknolojileri', 'İnsan Kaynakları', 'Üretim'];
const FIRST_NAMES = ['Deniz', 'Zehra', 'Kerem', 'Ebru', 'Tolga', 'Büşra', 'İsmail', 'Şule', 'Oğuz', 'Çağla'];
const LAST_NAMES = ['Aksoy', 'Güneş', 'Çetin', 'Erdoğan', 'Özkan', 'Şimşek', 'Işık', 'Uçar', 'Yücel', 'Ünal'];
/**
 * A pending change waits for a day to come, and a change request must name a day after today:
 * the seeded ones fall on the first days of the next two months of the real clock, never in the past.
 */
function pendingDates(now = new Date()): string[] {
  return [1, 2].map((months) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10),
  );
}
/** Generated bulk numbers come from a prefix no other seed uses. */
const BULK_PREFIX = '544';
/** Catalogue tariffs (server/db/products.ts): the seeded ones, fewer for data and M2M. */
const BULK_TARIFFS = {
  VOICE: seededTariffNames('VOICE'),
  DATA: seededTariffNames('DATA').slice(0, 2),
  M2M: seededTariffNames('M2M').slice(0, 1),
} as const;

/** A valid TC identity number: first digit not 0, digits 10 and 11 from the official checksum. */
export function generateIdentityNumber(rng: Prng): string {
  const d = [rng.int(1, 9), ...Array.from({ length: 8 }, () => rng.int(0, 9))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((sum, n) => sum + n, 0) % 10);
  return d.join('');
}

const emailOf = (userName: string, domain: string, device: boolean) =>
  device ? `iot@${domain}` : personalEmail(userName, domain);

interface LineRow {
  msisdn: string;
  corporateNcst: string;
  productType: string;
  lineUser: string;
}

function userWriter(db: Db, rng: Prng) {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const insert = db.prepare(
    `INSERT INTO line_users (msisdn, corporate_ncst, user_name, user_fold, user_sort, identity_number,
       email, department, department_sort, cost_center, cost_center_sort, invoice_name_visible,
       pending_user_name, pending_identity_number, pending_email, pending_department,
       pending_cost_center, pending_effective_date, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // From the table, not server/db/seed.ts: that module loads the features, this one among them.
  const companies = db.prepare('SELECT corporate_ncst AS ncst, name FROM companies').all() as {
    ncst: string;
    name: string;
  }[];
  const domains = new Map(companies.map((c) => [c.ncst, domainOf(c.name)]));
  return (line: LineRow) => {
    const domain = domains.get(line.corporateNcst) ?? 'firma.com.tr';
    const device = line.productType === 'M2M';
    const department = device ? 'Bilgi Teknolojileri' : rng.pick(DEPARTMENTS);
    const costCenter = `MM-${100 + rng.int(0, 9) * 10}`;
    const identity = generateIdentityNumber(rng);
    const visible = rng.next() >= 0.1 ? 1 : 0;
    // People's lines only: a device line does not pass to another person.
    const pending = !device && rng.next() < 0.01;
    const next = pending ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : null;
    insert.run(
      line.msisdn,
      line.corporateNcst,
      line.lineUser,
      fold(line.lineUser),
      sortKey(line.lineUser),
      identity,
      emailOf(line.lineUser, domain, device),
      department,
      sortKey(department),
      costCenter,
      sortKey(costCenter),
      visible,
      next,
      next && generateIdentityNumber(rng),
      next && emailOf(next, domain, false),
      next && department,
      next && costCenter,
      next && rng.pick(pendingDates()),
      seedTime,
    );
  };
}

export function seedLineUsers(db: Db): void {
  const rng = createPrng(SEED);
  const write = userWriter(db, rng);
  const lines = db
    .prepare(
      `SELECT msisdn, corporate_ncst AS corporateNcst, product_type AS productType, line_user AS lineUser
       FROM lines ORDER BY msisdn`,
    )
    .all() as LineRow[];
  for (const line of lines) write(line);
  const bulk = Number(process.env.SANDBOX_BULK_LINES ?? 0);
  if (Number.isInteger(bulk) && bulk > 0) seedBulkLines(db, rng, write, bulk);
}

/** The dashboard's roaming rule (server/db/seed.ts `roamingSeeded`), for the generated lines. */
const roamingOn = (msisdn: string, type: string, status: string) =>
  type !== 'M2M' && status === 'ACTIVE' && [...msisdn].reduce((sum, d) => sum + Number(d), 0) % 4 === 0;

/** Tops the fast demo user's company up to `total` lines, users included. */
function seedBulkLines(db: Db, rng: Prng, write: (line: LineRow) => void, total: number): void {
  const company = db
    .prepare(
      `SELECT uc.corporate_ncst AS corporateNcst, COUNT(l.msisdn) AS have
       FROM users u JOIN user_companies uc ON uc.user_id = u.id
       LEFT JOIN lines l ON l.corporate_ncst = uc.corporate_ncst
       WHERE u.user_name = 'hizli.kullanici' GROUP BY uc.corporate_ncst ORDER BY uc.position LIMIT 1`,
    )
    .get() as { corporateNcst: string; have: number } | undefined;
  if (!company) return;
  const { have } = company;
  const insert = db.prepare(
    `INSERT INTO lines (msisdn, corporate_ncst, product_type, tariff_name, status, activation_date,
       iccid, line_user, roaming) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let n = 0; n < total - have; n++) {
    const msisdn = BULK_PREFIX + String(n).padStart(7, '0');
    const productType = rng.next() < 0.7 ? 'VOICE' : rng.next() < 0.6 ? 'DATA' : 'M2M';
    const status = rng.next() < 0.92 ? 'ACTIVE' : 'SUSPENDED';
    const lineUser =
      productType === 'M2M'
        ? `Filo Takip Cihazı ${String(n + 1).padStart(6, '0')}`
        : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const activation = new Date(Date.UTC(2016, 0, 1) + rng.int(0, 3500) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    insert.run(
      msisdn,
      company.corporateNcst,
      productType,
      rng.pick(BULK_TARIFFS[productType]),
      status,
      activation,
      withCheckDigit(`8990${rng.digits(15)}`),
      lineUser,
      roamingOn(msisdn, productType, status) ? 1 : 0,
    );
    write({ msisdn, corporateNcst: company.corporateNcst, productType, lineUser });
  }
}
