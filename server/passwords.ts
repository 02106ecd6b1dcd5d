/**
 * Password hashing with node:crypto scrypt (bcrypt is not installed here). The stored form is
 * `scrypt$<salt hex>$<hash hex>` so the parameters can change later without a new column.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Hash compared against when the user name is unknown, so a wrong name costs the same time as
 * a wrong password and response times do not reveal which user names exist.
 */
export const DECOY_HASH = hashPassword('decoy-password', Buffer.alloc(16, 7));
