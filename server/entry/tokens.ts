/**
 * Seamless-login tokens: another operator channel mints one for a person (in the sandbox, a test
 * hook stands in for that channel) and the portal exchanges it once, within five minutes.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema';

/** How long a minted token may wait for its exchange. */
export const SEAMLESS_TOKEN_TTL_MS = 5 * 60 * 1000;

export function mintSeamlessToken(db: Db, userId: number, now: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO seamless_login_tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, userId, now, now + SEAMLESS_TOKEN_TTL_MS);
  return token;
}

/**
 * Marks the token used and names its person, or undefined for a token that is unknown, used or
 * expired. One UPDATE decides, so two exchanges of the same token cannot both win.
 */
export function redeemSeamlessToken(db: Db, token: string, now: number): number | undefined {
  const row = db
    .prepare(
      `UPDATE seamless_login_tokens SET used_at = ?
       WHERE token = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id AS userId`,
    )
    .get(now, token, now) as { userId: number } | undefined;
  return row?.userId;
}
