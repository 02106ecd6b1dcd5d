/** The entry feature's test hook: stands in for the operator channel that mints seamless tokens. */
import { findUserByName } from '../db/directory';
import type { Db } from '../db/schema';
import { ENTRY_MESSAGES } from './messages';
import { mintSeamlessToken, SEAMLESS_TOKEN_TTL_MS } from './tokens';

/** POST /sandbox/entry/seamlessToken {userName}: a fresh token, or an error for an unknown name. */
export function seamlessTokenHook(db: Db, now: () => number, body: unknown) {
  const userName =
    typeof body === 'object' && body !== null && 'userName' in body && typeof body.userName === 'string'
      ? body.userName
      : '';
  const user = findUserByName(db, userName);
  if (!user) return { error: ENTRY_MESSAGES.unknownUser };
  return { token: mintSeamlessToken(db, user.id, now()), expiresInSeconds: SEAMLESS_TOKEN_TTL_MS / 1000 };
}

/** POST /sandbox/entry/expireSeamlessTokens: every unused token is past its five minutes. */
export function expireSeamlessTokensHook(db: Db, now: () => number) {
  const { changes } = db
    .prepare('UPDATE seamless_login_tokens SET expires_at = ? WHERE used_at IS NULL')
    .run(now() - 1);
  return { expired: changes };
}
