/**
 * Server-side sessions keyed by the `pageToken` header. The token is the only secret the
 * client holds; idle expiry is decided here, on the server clock, never trusted from the client.
 */
import { randomBytes } from 'node:crypto';
import { getUser, type UserRecord } from './db/directory';
import type { Db } from './db/schema';

export interface ActiveSession {
  token: string;
  userId: number;
  corporateNcst: string;
  createdAt: number;
  lastSeenAt: number;
  user: UserRecord;
  /** The customer manager working on the user's behalf (portfolio-manager login), else null. */
  manager: { id: number; name: string } | null;
}

/** What the `pageToken` header amounted to; `expired` sessions are already deleted. */
export type AuthState =
  | { state: 'valid'; session: ActiveSession }
  | { state: 'missing' | 'unknown' | 'expired' };

export interface SessionStore {
  /** `managerId`: the customer manager who opens it on the user's behalf. */
  create(userId: number, corporateNcst: string, managerId?: number): string;
  resolve(token: string | undefined): AuthState;
  touch(token: string): void;
  revoke(token: string): void;
  switchCompany(token: string, corporateNcst: string): void;
  idleSecondsLeft(session: ActiveSession): number;
}

interface SessionRow {
  token: string;
  userId: number;
  corporateNcst: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  managerId: number | null;
  managerName: string | null;
}

/** The token format: 32 random bytes as hex. Anything else is rejected before a lookup. */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function createSessionStore(db: Db, now: () => number, idleTimeoutSeconds: number): SessionStore {
  const idleMs = idleTimeoutSeconds * 1000;
  const select = db.prepare(
    `SELECT s.token, s.user_id AS userId, s.corporate_ncst AS corporateNcst, s.created_at AS createdAt,
       s.last_seen_at AS lastSeenAt, s.revoked_at AS revokedAt, s.manager_id AS managerId,
       m.display_name AS managerName
     FROM sessions s LEFT JOIN customer_managers m ON m.id = s.manager_id WHERE s.token = ?`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE token = ?');

  return {
    create(userId, corporateNcst, managerId) {
      const token = randomBytes(32).toString('hex');
      const at = now();
      db.prepare(
        `INSERT INTO sessions (token, user_id, corporate_ncst, created_at, last_seen_at, manager_id)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(token, userId, corporateNcst, at, at, managerId ?? null);
      return token;
    },

    resolve(token) {
      if (!token) return { state: 'missing' };
      if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
      const row = select.get(token) as SessionRow | undefined;
      if (!row || row.revokedAt !== null) return { state: 'unknown' };
      if (now() - row.lastSeenAt > idleMs) {
        // An idle session is gone for good: the token must not work again after the 419.
        remove.run(token);
        return { state: 'expired' };
      }
      const user = getUser(db, row.userId);
      if (!user) return { state: 'unknown' };
      const { revokedAt: _revoked, managerId, managerName, ...session } = row;
      const manager =
        managerId !== null && managerName !== null ? { id: managerId, name: managerName } : null;
      return { state: 'valid', session: { ...session, user, manager } };
    },

    touch(token) {
      db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token = ?').run(now(), token);
    },

    revoke(token) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE token = ?').run(now(), token);
    },

    switchCompany(token, corporateNcst) {
      db.prepare('UPDATE sessions SET corporate_ncst = ? WHERE token = ?').run(corporateNcst, token);
    },

    idleSecondsLeft(session) {
      return Math.max(0, Math.floor((session.lastSeenAt + idleMs - now()) / 1000));
    },
  };
}
