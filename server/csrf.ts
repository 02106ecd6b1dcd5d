/**
 * Signed double-submit anti-forgery tokens: `<nonce>.<hmac(nonce)>`. The signature means a
 * cookie planted by a sibling subdomain or an attacker cannot be forged without the secret;
 * the double submit means a cross-site form cannot read the cookie to copy it into the header.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/schema';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export interface CsrfSigner {
  issue(): string;
  verify(token: string | undefined): boolean;
}

export function createCsrfSigner(secret: string): CsrfSigner {
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('hex');
  return {
    issue() {
      const nonce = randomBytes(16).toString('hex');
      return `${nonce}.${sign(nonce)}`;
    },
    verify(token) {
      if (!token) return false;
      const [nonce, mac, extra] = token.split('.');
      if (!nonce || !mac || extra !== undefined || !/^[0-9a-f]{32}$/.test(nonce)) return false;
      const expected = Buffer.from(sign(nonce), 'hex');
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
