/**
 * More authorized persons for the fast user's company (hizli.kullanici's), with varied
 * permissions, so the list, the detail and the overview have something to show. Their password
 * is a random secret nobody knows (they cannot sign in) and they have no full authority, so other features' choices of "a person
 * with full authority" stay as they were. The limited user gets no grant: it stays limited.
 */

import { randomBytes } from 'node:crypto';
import type { GroupPermission } from '../../src/api/authorizedUsersTypes';
import type { Db } from '../db/schema';
import { DEMO_USERS } from '../db/seed-users';
import { hashPassword } from '../passwords';
import { savePermissions } from './store';

/**
 * A well-formed hash of a random secret, made once per process (scrypt is slow by design and
 * the tests seed many sandboxes): every user row has a real hash, and nobody knows the password.
 */
let noLogin: string | undefined;
function noLoginHash(): string {
  noLogin ??= hashPassword(randomBytes(24).toString('hex'));
  return noLogin;
}

type Grants = Record<string, 'read' | 'request' | 'approve'>;

export const SEEDED_PERSONS: { userName: string; fullName: string; msisdn: string; grants: Grants }[] = [
  {
    userName: 'elif.sahin',
    fullName: 'Elif Şahin',
    msisdn: '5301110001',
    grants: { usageAbroad: 'approve', lineUser: 'request', tariff: 'request', invoices: 'read' },
  },
  {
    userName: 'murat.celik',
    fullName: 'Murat Çelik',
    msisdn: '5301110002',
    grants: { simCard: 'request', newLine: 'request', orders: 'read', additionalPackage: 'approve' },
  },
  {
    userName: 'gul.aydin',
    fullName: 'Gül Aydın',
    msisdn: '5301110003',
    grants: { invoices: 'read', orders: 'read', lineUser: 'read' },
  },
];

const entry = (group: string, level: Grants[string]): GroupPermission => ({
  group: group as GroupPermission['group'],
  read: true,
  request: level !== 'read',
  approve: level === 'approve',
});

export function seedAuthorizedUsers(db: Db): void {
  const fast = DEMO_USERS.find((user) => user.userName === 'hizli.kullanici');
  const fastId = (
    db.prepare('SELECT id FROM users WHERE user_name = ?').get(fast?.userName) as { id: number }
  ).id;
  const { c: corporateNcst } = db
    .prepare('SELECT corporate_ncst AS c FROM user_companies WHERE user_id = ? ORDER BY position LIMIT 1')
    .get(fastId) as { c: string };
  const insertUser = db.prepare(
    `INSERT OR IGNORE INTO users (user_name, password_hash, full_name, authorized_person_type, full_authority, msisdn)
     VALUES (?, ?, ?, 'YETKILI', 0, ?)`,
  );
  const link = db.prepare(
    `INSERT OR IGNORE INTO user_companies (user_id, corporate_ncst, default_company, position) VALUES (?, ?, 0, 0)`,
  );
  for (const person of SEEDED_PERSONS) {
    insertUser.run(person.userName, noLoginHash(), person.fullName, person.msisdn);
    const { id } = db.prepare('SELECT id FROM users WHERE user_name = ?').get(person.userName) as {
      id: number;
    };
    link.run(id, corporateNcst);
    const permissions = Object.entries(person.grants).map(([group, level]) => entry(group, level));
    savePermissions(db, { userId: id, corporateNcst, fullAuthority: false, permissions });
  }
}
