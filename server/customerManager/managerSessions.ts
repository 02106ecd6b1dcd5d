/**
 * The customer manager's own session: a token the portal keeps in sessionStorage (one tab) and
 * sends in the body of the manager rows. It is not a company session: no pageToken, no company,
 * and it survives the company sessions the manager opens and leaves. Idle expiry is the
 * sandbox's, as for company sessions.
 */
import { randomBytes } from 'node:crypto';
import type { Deps } from '../context';
import { ApiError } from '../envelope';
import { CM_CODES, CM_MESSAGES } from './messages';

export interface ManagerSession {
  token: string;
  managerId: number;
  managerName: string;
}

export function openManagerSession(deps: Pick<Deps, 'db' | 'now'>, managerId: number): string {
  const token = randomBytes(32).toString('hex');
  const at = deps.now();
  deps.db
    .prepare(
      'INSERT INTO customer_manager_sessions (token, manager_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
    )
    .run(token, managerId, at, at);
  return token;
}

/** The manager behind a token, kept alive by this call; else the 401 the manager page handles. */
export function requireManager(
  deps: Pick<Deps, 'db' | 'now' | 'idleTimeoutSeconds'>,
  token: string,
): ManagerSession {
  const row = deps.db
    .prepare(
      // Work in a company session opened from this manager session counts as activity, so the
      // portfolio is still there when the manager comes back from a long stay in a company.
      `SELECT s.manager_id AS managerId, m.display_name AS managerName,
         MAX(s.last_seen_at, COALESCE((SELECT MAX(c.last_seen_at) FROM sessions c
           WHERE c.manager_id = s.manager_id AND c.created_at >= s.created_at), 0)) AS lastSeenAt
       FROM customer_manager_sessions s JOIN customer_managers m ON m.id = s.manager_id WHERE s.token = ?`,
    )
    .get(token) as { managerId: number; lastSeenAt: number; managerName: string } | undefined;
  const now = deps.now();
  if (!row || now - row.lastSeenAt > deps.idleTimeoutSeconds * 1000) {
    if (row) deps.db.prepare('DELETE FROM customer_manager_sessions WHERE token = ?').run(token);
    throw new ApiError(401, CM_CODES.managerSessionMissing, CM_MESSAGES.managerSessionMissing);
  }
  deps.db.prepare('UPDATE customer_manager_sessions SET last_seen_at = ? WHERE token = ?').run(now, token);
  return { token, managerId: row.managerId, managerName: row.managerName };
}
