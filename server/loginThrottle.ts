/**
 * Password-guessing limits per user name and per network address (issue 24), counted by
 * rate-limiter-flexible in the sandbox's own SQLite file, so a restart does not hand out fresh
 * tries. Only failures count; a right password clears its name's count. A name that is refused
 * is refused the same way whether it exists or not and whatever password comes with it, so the
 * answer never tells a locked account from a wrong password or an unknown name.
 */
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { BODY_CODES } from '../src/api/types';
import type { Db } from './db/schema';
import { ApiError } from './envelope';
import type { LimitSettings } from './limits';
import { MESSAGES } from './messages';

export interface LoginThrottle {
  /** Throws the 429 while the name or the address is refused. */
  check(userName: string, address: string): Promise<void>;
  /** Counts a wrong password; throws the 429 when this one used up the last try. */
  failed(userName: string, address: string): Promise<void>;
  succeeded(userName: string): Promise<void>;
}

const TABLE = 'login_limits';

/** User names are matched without case, as the directory matches them. */
const accountKey = (userName: string) => userName.trim().toLocaleLowerCase('tr-TR');

export function createLoginThrottle(db: Db, limits: LimitSettings): LoginThrottle {
  // The library's own table; made here (not by its async constructor) so the first login can use it.
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  );
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterSQLite({
      storeClient: db,
      storeType: 'better-sqlite3',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: limits.loginWindowSeconds,
      blockDuration: limits.loginWindowSeconds,
    });
  const perAccount = limiter('account', limits.loginFailuresPerAccount);
  const perAddress = limiter('address', limits.loginFailuresPerAddress);

  /** One failure; the one that uses up the last try refuses the key for a whole window from now. */
  const spend = async (limit: RateLimiterSQLite, key: string) => {
    const res = await limit.consume(key).catch((reason: unknown) => {
      // consume() rejects with a RateLimiterRes once the points are spent.
      if (reason instanceof RateLimiterRes) return reason;
      throw reason;
    });
    if (res.consumedPoints === limit.points) await limit.block(key, limits.loginWindowSeconds);
  };

  const refused = (msBeforeNext: number) => {
    const seconds = Math.ceil(msBeforeNext / 1000);
    return new ApiError(
      429,
      BODY_CODES.tooManyAttempts,
      MESSAGES.loginThrottled(msBeforeNext, Date.now() + msBeforeNext),
      String(seconds),
    );
  };

  /** The longest wait among the limiters already used up, or 0. */
  const waitMs = async (key: string, address: string) => {
    const [account, from] = await Promise.all([perAccount.get(key), perAddress.get(address)]);
    const used = (res: RateLimiterRes | null, points: number) =>
      res && res.consumedPoints >= points ? res.msBeforeNext : 0;
    return Math.max(
      used(account, limits.loginFailuresPerAccount),
      used(from, limits.loginFailuresPerAddress),
    );
  };

  return {
    async check(userName, address) {
      const wait = await waitMs(accountKey(userName), address);
      if (wait > 0) throw refused(wait);
    },

    async failed(userName, address) {
      const key = accountKey(userName);
      await Promise.all([spend(perAccount, key), spend(perAddress, address)]);
      const wait = await waitMs(key, address);
      if (wait > 0) throw refused(wait);
    },

    async succeeded(userName) {
      await perAccount.delete(accountKey(userName));
    },
  };
}
