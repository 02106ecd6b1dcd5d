/**
 * Password hashing with node:crypto scrypt (bcrypt is not installed here). The stored form is
 * `scrypt$<salt hex>$<hash hex>` at node's default cost (N = 16384), or `scrypt:<N>$…` at another
 * cost, so the parameters can change later without a new column and old hashes still verify.
 * A check at request time runs in a dedicated worker thread (server/hashWorker.ts): on the event
 * loop it held every other request (issue 24), on libuv's thread pool it starved file reads and
 * gzip (issue 38).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { scryptInWorker } from './hashWorker';

const KEY_LENGTH = 32;
const DEFAULT_COST = 16384;

/**
 * The cost new hashes are made at. The test world lowers it (SANDBOX_PASSWORD_COST, set by the
 * test setup), as test suites lower bcrypt's rounds: hundreds of logins there check the flow,
 * not the hash's strength. A value that is not a power of two above 1 is ignored.
 */
function configuredCost(): number {
  const cost = Number(process.env.SANDBOX_PASSWORD_COST);
  return isCost(cost) ? cost : DEFAULT_COST;
}

/** scrypt takes a power of two; above 2^20 one check would take seconds (a stored hash is data). */
const isCost = (n: number) => Number.isInteger(n) && n > 1 && n <= 2 ** 20 && (n & (n - 1)) === 0;

/**
 * A new hash, synchronously: only the seed calls it, while the database is built and before the
 * server takes its first request, so nothing waits on it.
 */
export function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
  cost = configuredCost(),
): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N: cost });
  const scheme = cost === DEFAULT_COST ? 'scrypt' : `scrypt:${cost}`;
  return `${scheme}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  const cost = scheme === 'scrypt' ? DEFAULT_COST : Number(scheme?.match(/^scrypt:(\d+)$/)?.[1]);
  if (!isCost(cost) || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptInWorker(
    password.normalize('NFC'),
    Buffer.from(saltHex, 'hex'),
    expected.length,
    cost,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * Hash compared against when the user name is unknown, so a wrong name costs the same time as
 * a wrong password and response times do not reveal which user names exist.
 */
export const DECOY_HASH = hashPassword('decoy-password', Buffer.alloc(16, 7));
