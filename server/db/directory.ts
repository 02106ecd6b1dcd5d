/**
 * Read and write helpers for the foundation's tables (users, companies, lines, menu, terms),
 * so handlers speak in domain words and the SQL lives in one reviewed place.
 */
import type { EasyLoginCorporate, MenuItem, TermsDocument } from '../../src/api/types';
import { foldUserName } from '../userName';
import type { Db } from './connection';

export interface UserRecord {
  id: number;
  userName: string;
  passwordHash: string;
  fullName: string;
  authorizedPersonType: string;
  fullAuthority: boolean;
  msisdn: string;
}

export interface CompanyRecord {
  corporateNcst: string;
  corporateId: string;
  customerNcst: string;
  name: string;
  segment: string;
  productId: number;
  holdingName: string;
}

const USER_COLUMNS = `id, user_name AS userName, password_hash AS passwordHash, full_name AS fullName,
  authorized_person_type AS authorizedPersonType, full_authority AS fullAuthority, msisdn`;

function toUser(row: unknown): UserRecord | undefined {
  if (!row) return undefined;
  const user = row as Omit<UserRecord, 'fullAuthority'> & { fullAuthority: number };
  return { ...user, fullAuthority: user.fullAuthority === 1 };
}

export function findUserByName(db: Db, userName: string): UserRecord | undefined {
  return toUser(
    db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE user_name = ?`).get(foldUserName(userName)),
  );
}

export function getUser(db: Db, id: number): UserRecord | undefined {
  return toUser(db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id));
}

export function getCompany(db: Db, corporateNcst: string): CompanyRecord | undefined {
  return db
    .prepare(
      `SELECT c.corporate_ncst AS corporateNcst, c.corporate_id AS corporateId,
         c.customer_ncst AS customerNcst, c.name, c.segment, c.product_id AS productId,
         h.name AS holdingName
       FROM companies c JOIN holdings h ON h.id = c.holding_id WHERE c.corporate_ncst = ?`,
    )
    .get(corporateNcst) as CompanyRecord | undefined;
}

/** The user's companies in easy-login order (spec §3 easyLoginCorporateList). */
export function easyLoginList(db: Db, userId: number): EasyLoginCorporate[] {
  const rows = db
    .prepare(
      `SELECT c.corporate_ncst AS corporateNcst, c.corporate_id AS corporateId,
         c.name AS corporateName, uc.default_company AS defaultCompany
       FROM user_companies uc JOIN companies c ON c.corporate_ncst = uc.corporate_ncst
       WHERE uc.user_id = ? ORDER BY uc.position`,
    )
    .all(userId) as Array<Omit<EasyLoginCorporate, 'defaultCompany'> & { defaultCompany: number }>;
  return rows.map((row) => ({ ...row, defaultCompany: row.defaultCompany === 1 }));
}

/** The company a new session starts on: the default one, else the first of the list. */
export function startingCompany(db: Db, userId: number): string | undefined {
  const list = easyLoginList(db, userId);
  return (list.find((entry) => entry.defaultCompany) ?? list[0])?.corporateNcst;
}

/** Marks one company as the default (or none with null); only one default can exist. */
export function setDefaultCompany(db: Db, userId: number, corporateNcst: string | null): void {
  db.prepare('UPDATE user_companies SET default_company = (corporate_ncst IS ?) WHERE user_id = ?').run(
    corporateNcst,
    userId,
  );
}

/** Which product families the company has lines of (the {product}Product flags). */
export function productFlags(db: Db, corporateNcst: string) {
  const types = new Set(
    (
      db
        .prepare('SELECT DISTINCT product_type AS t FROM lines WHERE corporate_ncst = ?')
        .all(corporateNcst) as Array<{ t: string }>
    ).map((row) => row.t),
  );
  return { voiceProduct: types.has('VOICE'), dataProduct: types.has('DATA'), m2mProduct: types.has('M2M') };
}

export function loadMenu(db: Db): MenuItem[] {
  const rows = db
    .prepare('SELECT id, parent_id AS parentId, title, url FROM menu_items ORDER BY position')
    .all() as Array<{ id: string; parentId: string | null; title: string; url: string }>;
  const build = (parentId: string | null): MenuItem[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = build(row.id);
        return { id: row.id, title: row.title, url: row.url, ...(children.length ? { children } : {}) };
      });
  return build(null);
}

/** Terms documents whose current version this user has not approved yet. */
export function pendingTerms(db: Db, userId: number): TermsDocument[] {
  const rows = db
    .prepare(
      `SELECT d.id, d.title, d.version, d.paragraphs FROM terms_documents d
       WHERE NOT EXISTS (SELECT 1 FROM terms_approvals a
         WHERE a.user_id = ? AND a.term_id = d.id AND a.version = d.version)
       ORDER BY d.position`,
    )
    .all(userId) as Array<Omit<TermsDocument, 'paragraphs'> & { paragraphs: string }>;
  return rows.map((row) => ({ ...row, paragraphs: JSON.parse(row.paragraphs) as string[] }));
}

export function approveTerms(db: Db, userId: number, docs: TermsDocument[], at: number): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO terms_approvals (user_id, term_id, version, approved_at)
     VALUES (?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const doc of docs) insert.run(userId, doc.id, doc.version, at);
  })();
}
