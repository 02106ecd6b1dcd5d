/**
 * A company's persons (issue 35): everyone the seeds name as a requester, an approver or an actor
 * is one of the company's authorized persons, a row of `users` linked to the company. The demo
 * users sign in; the colleagues below cannot (a random secret nobody knows), so they appear only as
 * the people who asked for or decided something, with the rights their grants give them.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../passwords';
import type { Db } from './connection';
import { hasPermission } from './grants';

type Level = 'read' | 'request' | 'approve';
type Grants = Readonly<Partial<Record<string, Level>>>;

export interface SeedPerson {
  userName: string;
  fullName: string;
  msisdn: string;
  /** Companies by their index in the seed's company list. */
  companies: number[];
  grants: Grants;
}

/**
 * Colleagues of the demo users. Elif, Murat and Gül work in Anadolu Gıda (hizli.kullanici's company)
 * with varied rights for the authorized-users pages; the four others work in every company and ask
 * for packages, tariff changes and closures that wait for an approver.
 */
export const SEEDED_PERSONS: SeedPerson[] = [
  {
    userName: 'elif.sahin',
    fullName: 'Elif Şahin',
    msisdn: '5301110001',
    companies: [2],
    grants: { usageAbroad: 'approve', lineUser: 'request', tariff: 'request', invoices: 'read' },
  },
  {
    userName: 'murat.celik',
    fullName: 'Murat Çelik',
    msisdn: '5301110002',
    companies: [2],
    // Approves package orders: the Onay of their group decides them on /pending-requests (server/access.ts).
    grants: {
      simCard: 'request',
      newLine: 'request',
      orders: 'read',
      additionalPackage: 'approve',
      approvalProcedures: 'request',
    },
  },
  {
    userName: 'gul.aydin',
    fullName: 'Gül Aydın',
    msisdn: '5301110003',
    companies: [2],
    grants: { invoices: 'read', orders: 'read', lineUser: 'read' },
  },
  {
    userName: 'deniz.aksoy',
    fullName: 'Deniz Aksoy',
    msisdn: '5301110004',
    companies: [0, 1, 2],
    grants: { additionalPackage: 'request', tariff: 'request', lineDeactivation: 'request', orders: 'read' },
  },
  {
    userName: 'okan.yuce',
    fullName: 'Okan Yüce',
    msisdn: '5301110005',
    companies: [0, 1, 2],
    grants: { additionalPackage: 'request', simCard: 'request', orders: 'read' },
  },
  {
    userName: 'sevgi.tuna',
    fullName: 'Sevgi Tuna',
    msisdn: '5301110006',
    companies: [0, 1, 2],
    grants: { tariff: 'request', approvalProcedures: 'request', orders: 'read' },
  },
  {
    userName: 'baris.ekinci',
    fullName: 'Barış Ekinci',
    msisdn: '5301110007',
    companies: [0, 1, 2],
    grants: { additionalPackage: 'request', lineDeactivation: 'request', invoices: 'read' },
  },
];

export interface Person {
  id: number;
  fullName: string;
  fullAuthority: boolean;
}

/** The company's persons in a stable order (demo users first, then colleagues, by id). */
export function companyPersons(db: Db, corporateNcst: string): Person[] {
  const rows = db
    .prepare(
      `SELECT u.id, u.full_name AS fullName, u.full_authority AS fullAuthority
       FROM users u JOIN user_companies uc ON uc.user_id = u.id
       WHERE uc.corporate_ncst = ? ORDER BY u.id`,
    )
    .all(corporateNcst) as { id: number; fullName: string; fullAuthority: number }[];
  return rows.map((row) => ({ ...row, fullAuthority: row.fullAuthority === 1 }));
}

/** The company's persons who only ask (no full authority): the requesters the seeds pick from. */
export const companyColleagues = (db: Db, corporateNcst: string): Person[] =>
  companyPersons(db, corporateNcst).filter((p) => !p.fullAuthority);

/**
 * The colleagues who may ask for a change of one rights group (a grant of its request level): the
 * people a seed names as the requester of such a change. Falls back to every colleague when none
 * holds the grant (a rights change: only full authority makes it, anyone may ask for it).
 */
export function companyRequesters(db: Db, corporateNcst: string, group: string): Person[] {
  const colleagues = companyColleagues(db, corporateNcst);
  const granted = colleagues.filter((p) => hasPermission(db, p.id, corporateNcst, group, 'request'));
  return granted.length > 0 ? granted : colleagues;
}

/**
 * A well-formed hash of a random secret, made once per process (scrypt is slow by design and the
 * tests seed many sandboxes): every user row has a real hash, and nobody knows the password.
 */
let noLogin: string | undefined;
function noLoginHash(): string {
  noLogin ??= hashPassword(randomBytes(24).toString('hex'));
  return noLogin;
}

/**
 * Writes a seeded person's grants in one company, each group's highest level with the lower ones
 * implied (a seed's approver also asks and sees; the rights page treats approve alone as
 * possible, the seed never needs it). The demo users' grants are written the same way.
 */
export function writeGrants(db: Db, userId: number, corporateNcst: string, grants: Grants): void {
  const grant = db.prepare(
    `INSERT INTO authorized_user_permissions
       (user_id, corporate_ncst, group_id, can_read, can_request, can_approve) VALUES (?, ?, ?, 1, ?, ?)`,
  );
  for (const [group, level] of Object.entries(grants))
    if (level) grant.run(userId, corporateNcst, group, level === 'read' ? 0 : 1, level === 'approve' ? 1 : 0);
}

/** Writes the colleagues, their companies and their grants; the core seed runs it after the demo users. */
export function seedPersons(db: Db, companies: readonly string[]): void {
  const insertUser = db.prepare(
    `INSERT INTO users (user_name, password_hash, full_name, authorized_person_type, full_authority, msisdn)
     VALUES (?, ?, ?, 'YETKILI', 0, ?)`,
  );
  const link = db.prepare(
    'INSERT INTO user_companies (user_id, corporate_ncst, default_company, position) VALUES (?, ?, 0, ?)',
  );
  for (const person of SEEDED_PERSONS) {
    const id = Number(
      insertUser.run(person.userName, noLoginHash(), person.fullName, person.msisdn).lastInsertRowid,
    );
    person.companies.forEach((index, position) => {
      const ncst = companies[index];
      if (ncst === undefined) throw new Error(`Seed person ${person.userName}: no company ${index}`);
      link.run(id, ncst, position);
      writeGrants(db, id, ncst, person.grants);
    });
  }
}
