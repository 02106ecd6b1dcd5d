/**
 * Deterministic demo data: one holding, three companies, 2,400 lines, four users, terms and
 * the menu. Runs only on an empty database so a file database keeps what people changed.
 */

import { PERMISSION_GROUP_IDS } from '../../src/api/authorizedUsers/types';
import type { MenuItem } from '../../src/api/types';
import { withCheckDigit } from '../../src/lib/iccid';
import { features } from '../features';
import { hashPassword } from '../passwords';
import { insertCompanyProfile, type ProfileFacts } from './companyProfile';
import type { Db } from './connection';
import { composeMenu } from './menu';
import { seedPersons, writeGrants } from './persons';
import { createPrng, type Prng } from './prng';
import { seededTariffNames } from './products';
import { CUSTOMER_MENU, TERMS_DOCUMENTS } from './seed-content';
import { DEMO_USERS, type DemoUser } from './seed-users';
import { DAY_MS, dayOf, isoDay, recordSeedDay, seedDay } from './seedDay';
import { openMissingHistories, seedTariffHistory } from './tariffHistory';

const SEED = 20251022;
/** Seeded approvals carry a fixed time so two fresh databases are identical. */

export const HOLDING_NAME = 'Anadolu Grup Holding';

type ProductType = 'VOICE' | 'DATA' | 'M2M';

interface SeedCompany {
  name: string;
  corporateNcst: string;
  corporateId: string;
  customerNcst: string;
  segment: string;
  productId: number;
  lines: Record<ProductType, number>;
  /** Shown as the line user of M2M lines, which belong to devices, not people. */
  deviceName: string;
  /** Tax office and number, and the billing, delivery and registered addresses (server/db/companyProfile.ts). */
  profile: ProfileFacts;
}

export const SEED_COMPANIES: SeedCompany[] = [
  {
    name: 'Anadolu Lojistik A.Ş.',
    corporateNcst: '1000245871',
    corporateId: '3100001',
    customerNcst: '2000381245',
    segment: 'KURUMSAL',
    productId: 7001001,
    lines: { VOICE: 550, DATA: 250, M2M: 200 },
    deviceName: 'Araç Takip Cihazı',
    profile: {
      taxOffice: 'Kozyatağı',
      taxNumber: '0680012345',
      billingAddress: 'Büyükdere Cad. No: 185 Levent, 34394 Şişli / İstanbul',
      deliveryAddress: 'Atatürk Mah. Lojistik Cad. No: 12, 34750 Ataşehir / İstanbul',
      registeredAddress: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12, 34750 Ataşehir / İstanbul',
    },
  },
  {
    name: 'Anadolu Enerji A.Ş.',
    corporateNcst: '1000245872',
    corporateId: '3100002',
    customerNcst: '2000381246',
    segment: 'KURUMSAL',
    productId: 7001002,
    lines: { VOICE: 350, DATA: 150, M2M: 300 },
    deviceName: 'Akıllı Sayaç',
    profile: {
      taxOffice: 'Ankara Kurumlar',
      taxNumber: '0680012346',
      billingAddress: 'Mustafa Kemal Mah. 2120. Cad. No: 8, 06510 Çankaya / Ankara',
      deliveryAddress: 'Çukurambar Mah. Enerji Sok. No: 5/3, 06510 Çankaya / Ankara',
      registeredAddress: 'Mustafa Kemal Mah. 2120. Cad. No: 8, 06510 Çankaya / Ankara',
    },
  },
  {
    // No M2M lines, so the product flags of the login response differ between companies.
    name: 'Anadolu Gıda San. A.Ş.',
    corporateNcst: '1000245873',
    corporateId: '3100003',
    customerNcst: '2000381247',
    segment: 'KOBI',
    productId: 7001003,
    lines: { VOICE: 420, DATA: 180, M2M: 0 },
    deviceName: 'Soğuk Zincir Sensörü',
    // Offices in Bornova, the factory (where SIM cards go) in Kemalpaşa's industrial zone.
    profile: {
      taxOffice: 'Bornova',
      taxNumber: '0680012347',
      billingAddress: 'Kazımdirik Mah. 372. Sok. No: 4, 35100 Bornova / İzmir',
      deliveryAddress: 'Kemalpaşa OSB Gıda Bulvarı No: 44, 35730 Kemalpaşa / İzmir',
      registeredAddress: 'Kazımdirik Mah. 372. Sok. No: 4, 35100 Bornova / İzmir',
    },
  },
];

/** The seeded lines' tariffs, by name from the catalogue (server/db/products.ts). */
const TARIFFS: Record<ProductType, readonly string[]> = {
  VOICE: seededTariffNames('VOICE'),
  DATA: seededTariffNames('DATA'),
  M2M: seededTariffNames('M2M'),
};
const PREFIXES = ['530', '531', '532', '533', '535', '536', '537', '538', '539', '541', '542'];
const FIRST_NAMES = ['Ahmet', 'Elif', 'Mustafa', 'Fatma', 'Emre', 'Selin', 'Burak', 'Gül', 'Onur'];
const LAST_NAMES = ['Yıldız', 'Şahin', 'Çelik', 'Aydın', 'Arslan', 'Doğan', 'Koç', 'Kurt', 'Özdemir'];
/** Lines were activated over about ten years, the newest a few weeks before the seed day. */
const ACTIVATION_SPAN_DAYS = 3924;
const NEWEST_ACTIVATION_DAYS_AGO = 22;

/** Seeds an empty database; answers whether it did. */
export function seedIfEmpty(db: Db, now: number = Date.now()): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (row.n > 0) return false;
  db.transaction(() => {
    // First: every seed builds its dates around this day (server/db/seedDay.ts).
    recordSeedDay(db, dayOf(now));
    seed(db, createPrng(SEED));
  })();
  return true;
}

function seed(db: Db, rng: Prng): void {
  const holdingId = Number(
    db.prepare('INSERT INTO holdings (name) VALUES (?)').run(HOLDING_NAME).lastInsertRowid,
  );
  const insertCompany = db.prepare(
    `INSERT INTO companies (corporate_ncst, corporate_id, customer_ncst, holding_id, name, segment,
       product_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  SEED_COMPANIES.forEach((c, i) => {
    insertCompany.run(
      c.corporateNcst,
      c.corporateId,
      c.customerNcst,
      holdingId,
      c.name,
      c.segment,
      c.productId,
      i,
    );
    insertCompanyProfile(db, c.corporateNcst, c.profile);
  });
  seedLines(db, rng);
  seedTariffHistory(db);
  seedTerms(db); // before the users: seeded approvals reference the documents
  seedUsers(db, rng);
  seedPersons(
    db,
    SEED_COMPANIES.map((c) => c.corporateNcst),
  );
  seedMenu(
    db,
    composeMenu(
      CUSTOMER_MENU,
      features.flatMap((feature) => feature.menu ?? []),
    ),
    null,
  );
  // Every feature's seed (server/<feature>/feature.ts), in the order their `after` lists give.
  for (const feature of features) feature.seed?.run(db);
  // Lines a feature's seed added start their tariff history at their activation.
  openMissingHistories(db);
}

function seedLines(db: Db, rng: Prng): void {
  const newestActivation = seedDay(db) - NEWEST_ACTIVATION_DAYS_AGO * DAY_MS;
  const insert = db.prepare(
    `INSERT INTO lines (msisdn, corporate_ncst, product_type, tariff_name, status, activation_date,
       iccid, line_user, roaming) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const taken = new Set(DEMO_USERS.map((u) => u.msisdn));
  for (const company of SEED_COMPANIES) {
    for (const type of ['VOICE', 'DATA', 'M2M'] as const) {
      for (let n = 1; n <= company.lines[type]; n++) {
        let msisdn: string;
        do msisdn = rng.pick(PREFIXES) + rng.digits(7);
        while (taken.has(msisdn));
        taken.add(msisdn);
        const daysBeforeNewest = rng.int(0, ACTIVATION_SPAN_DAYS);
        const user =
          type === 'M2M'
            ? `${company.deviceName} ${String(n).padStart(4, '0')}`
            : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
        const tariff = rng.pick(TARIFFS[type]);
        const status = rng.next() < 0.92 ? 'ACTIVE' : 'SUSPENDED';
        insert.run(
          msisdn,
          company.corporateNcst,
          type,
          tariff,
          status,
          isoDay(newestActivation - daysBeforeNewest * DAY_MS),
          withCheckDigit(`8990${rng.digits(15)}`),
          user,
          roamingSeeded(msisdn, type, status) ? 1 : 0,
        );
      }
    }
  }
}

/**
 * Roaming on (about 15 % of lines): people's active lines whose digit sum is a multiple of four.
 * The column is the state itself: the dashboard's card and the usage-abroad page count it
 * (server/db/roaming.ts) and the page's changes write it. A rule rather than a draw keeps the
 * generator's sequence, hence every other seeded value, as it was.
 */
export function roamingSeeded(msisdn: string, type: ProductType, status: string): boolean {
  const digitSum = [...msisdn].reduce((sum, d) => sum + Number(d), 0);
  return type !== 'M2M' && status === 'ACTIVE' && digitSum % 4 === 0;
}

function seedUsers(db: Db, rng: Prng): void {
  // The demo people approved the terms a month before the seed day, at nine in the morning.
  const termsApprovedAt = seedDay(db) - 30 * DAY_MS + 6 * 3_600_000;
  const insertUser = db.prepare(
    `INSERT INTO users (user_name, password_hash, full_name, authorized_person_type,
       full_authority, msisdn) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const link = db.prepare(
    `INSERT INTO user_companies (user_id, corporate_ncst, default_company, position)
     VALUES (?, ?, ?, ?)`,
  );
  const approve = db.prepare(
    'INSERT INTO terms_approvals (user_id, term_id, version, approved_at) VALUES (?, ?, ?, ?)',
  );
  for (const user of DEMO_USERS) {
    // Salt from the seeded generator: unique per user and reproducible; not a secret by design.
    const hash = demoHash(user.password, rng.bytes(16));
    const id = Number(
      insertUser.run(
        user.userName,
        hash,
        user.fullName,
        user.authorizedPersonType,
        user.fullAuthority ? 1 : 0,
        user.msisdn,
      ).lastInsertRowid,
    );
    user.companies.forEach((index, position) => {
      const company = SEED_COMPANIES[index];
      if (!company) throw new Error(`Seed user ${user.userName}: no company ${index}`);
      link.run(id, company.corporateNcst, index === user.defaultCompanyIndex ? 1 : 0, position);
      const grants = user.grants?.[position];
      if (grants) writeGrants(db, id, company.corporateNcst, grants);
    });
    if (user.termsApproved) {
      for (const doc of TERMS_DOCUMENTS) approve.run(id, doc.id, doc.version, termsApprovedAt);
    }
  }
}

/**
 * The seed's salts are the same in every fresh database, so a hash made once serves every later
 * seed in the process: scrypt is slow by design, and the tests seed many sandboxes.
 */
const demoHashes = new Map<string, string>();
function demoHash(password: string, salt: Buffer): string {
  const key = `${salt.toString('hex')}:${password}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, salt);
    demoHashes.set(key, hash);
  }
  return hash;
}

function seedTerms(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO terms_documents (id, title, version, paragraphs, position) VALUES (?, ?, ?, ?, ?)',
  );
  TERMS_DOCUMENTS.forEach((doc, i) => {
    insert.run(doc.id, doc.title, doc.version, JSON.stringify(doc.paragraphs), i);
  });
}

function seedMenu(db: Db, items: MenuItem[], parentId: string | null): void {
  const insert = db.prepare(
    'INSERT INTO menu_items (id, parent_id, title, url, position) VALUES (?, ?, ?, ?, ?)',
  );
  items.forEach((item, i) => {
    insert.run(item.id, parentId, item.title, item.url, i);
    if (item.children) seedMenu(db, item.children, item.id);
  });
}
