/**
 * Signed double-submit anti-forgery tokens bound to the session (issue 24):
 * `<nonce>.<session tag>.<hmac(nonce.tag)>`. The tag is a hash of the session's pageToken
 * ("anon" before a login), so a token issued to one session is refused with another's. The
 * signature means a cookie planted by a sibling subdomain or an attacker cannot be forged
 * without the secret; the double submit means a cross-site form cannot read the cookie to copy
 * it into the header.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/schema';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

const ANONYMOUS = 'anon';

export interface CsrfSigner {
  /** A new token for the session of this pageToken (none: before a login). */
  issue(pageToken?: string): string;
  /**
   * Whether the token is ours and fits the request: with a pageToken it must be bound to that
   * session; without one (the rows before a login) any of our tokens will do, so a person whose
   * session ended can still log in again with the cookie they have.
   */
  verify(token: string | undefined, pageToken?: string): boolean;
}

/** A short, one-way tag of the session: the cookie must not carry the session's secret. */
const sessionTag = (pageToken: string | undefined) =>
  pageToken ? createHash('sha256').update(pageToken).digest('hex').slice(0, 32) : ANONYMOUS;

export function createCsrfSigner(secret: string): CsrfSigner {
  const sign = (nonce: string, tag: string) =>
    createHmac('sha256', secret).update(`${nonce}.${tag}`).digest('hex');
  return {
    issue(pageToken) {
      const nonce = randomBytes(16).toString('hex');
      const tag = sessionTag(pageToken);
      return `${nonce}.${tag}.${sign(nonce, tag)}`;
    },
    verify(token, pageToken) {
      if (!token) return false;
      const [nonce, tag, mac, extra] = token.split('.');
      if (!nonce || !tag || !mac || extra !== undefined || !/^[0-9a-f]{32}$/.test(nonce)) return false;
      if (pageToken && tag !== sessionTag(pageToken)) return false;
      const expected = Buffer.from(sign(nonce, tag), 'hex');
      const actual = Buffer.from(mac, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/**
 * The signing secret: the one given, else one kept in the database, so cookies issued before
 * a restart stay valid and the browser need not retry its first write after a restart.
 */
export function resolveCsrfSecret(db: Db, given?: string): string {
  if (given) return given;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'csrf_secret'").get() as
    | { value: string }
    | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('hex');
  db.prepare("INSERT INTO meta (key, value) VALUES ('csrf_secret', ?)").run(secret);
  return secret;
}
