/**
 * Password-guessing limits (issue 24, reworked in issue 38): wrong passwords slow the guesser
 * down with waits that double, and never lock the owner out. Three counts over a window
 * (server/limits.ts has the figures and the reasons):
 *  - the account at one address (the pair): always applies;
 *  - the account across addresses it has not signed in from (untrusted): applies to untrusted
 *    addresses only, so guessing from elsewhere never makes the owner's own address wait;
 *  - the address across all names: applies to names not trusted there, so a colleague who has
 *    signed in from a shared office address before is not kept out by someone else's failures.
 * A try that must wait is refused before the password is looked at (no hash work), and it is
 * refused the same way for every name, known or not, with a right or a wrong password, so the
 * answer never tells a slowed account from a wrong password or an unknown name.
 * Accounts are named `<realm>:<folded name>` (throttleAccount): a person's and a manager's
 * counts never meet, whatever is typed into which login row.
 * Counts live in the sandbox database, so a restart does not hand out fresh tries.
 */
import { BODY_CODES } from '../src/api/types';
import type { Db } from './db/schema';
import { ApiError } from './envelope';
import type { LimitSettings } from './limits';
import { MESSAGES } from './messages';
import { foldUserName } from './userName';

export type LoginRealm = 'user' | 'manager';

/** The throttle's name for an account: its realm and the one fold of user names. */
export const throttleAccount = (realm: LoginRealm, userName: string) => `${realm}:${foldUserName(userName)}`;

export interface LoginThrottle {
  /** Throws the 429 while this account may not be tried from this address. */
  check(account: string, address: string): void;
  /** Counts a wrong password; throws the 429 when the next try now has to wait. */
  failed(account: string, address: string): void;
  /** A right password: the pair's count is cleared and the address is trusted for the account. */
  succeeded(account: string, address: string): void;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS login_failures (account TEXT NOT NULL, address TEXT NOT NULL,
     from_trusted INTEGER NOT NULL, at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS login_failures_by_account ON login_failures (account, at)',
  'CREATE INDEX IF NOT EXISTS login_failures_by_address ON login_failures (address, at)',
  `CREATE TABLE IF NOT EXISTS login_trust (account TEXT NOT NULL, address TEXT NOT NULL,
     at INTEGER NOT NULL, PRIMARY KEY (account, address))`,
];

interface Count {
  n: number;
  last: number | null;
}

/**
 * The wait a count imposes now: none for the free failures, then `start` seconds after the
 * first failure beyond them, doubling with each further one, at most `cap` seconds, counted
 * from the latest failure.
 */
export function waitFor(count: Count, free: number, startSeconds: number, capSeconds: number, now: number) {
  if (count.n < free || count.last === null) return 0;
  const delaySeconds = Math.min(capSeconds, startSeconds * 2 ** Math.min(30, count.n - free));
  return Math.max(0, count.last + delaySeconds * 1000 - now);
}

export function createLoginThrottle(db: Db, limits: LimitSettings, now: () => number): LoginThrottle {
  for (const statement of TABLES) db.exec(statement);
  const since = () => now() - limits.loginWindowSeconds * 1000;
  const pairCount = db.prepare(
    'SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE account = ? AND address = ? AND at > ?',
  );
  const accountCount = db.prepare(
    'SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE account = ? AND from_trusted = 0 AND at > ?',
  );
  const addressCount = db.prepare(
    'SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE address = ? AND at > ?',
  );
  const trustedAt = db.prepare('SELECT at FROM login_trust WHERE account = ? AND address = ?');

  const isTrusted = (account: string, address: string) => {
    const row = trustedAt.get(account, address) as { at: number } | undefined;
    return row !== undefined && now() - row.at < limits.loginTrustDays * 86_400_000;
  };

  const waitMs = (account: string, address: string) => {
    const at = now();
    const pair = waitFor(
      pairCount.get(account, address, since()) as Count,
      limits.loginFreeFailuresPerPair,
      limits.loginPairDelaySeconds,
      limits.loginDelayCapSeconds,
      at,
    );
    if (isTrusted(account, address)) return pair;
    const acrossAddresses = waitFor(
      accountCount.get(account, since()) as Count,
      limits.loginFreeFailuresPerAccount,
      limits.loginAccountDelaySeconds,
      limits.loginDelayCapSeconds,
      at,
    );
    const acrossNames = waitFor(
      addressCount.get(address, since()) as Count,
      limits.loginFreeFailuresPerAddress,
      limits.loginAddressDelaySeconds,
      limits.loginDelayCapSeconds,
      at,
    );
    return Math.max(pair, acrossAddresses, acrossNames);
  };

  const refused = (ms: number) =>
    new ApiError(
      429,
      BODY_CODES.tooManyAttempts,
      MESSAGES.loginThrottled(ms, now() + ms),
      String(Math.ceil(ms / 1000)),
    );

  return {
    check(account, address) {
      const wait = waitMs(account, address);
      if (wait > 0) throw refused(wait);
    },

    failed(account, address) {
      db.prepare('DELETE FROM login_failures WHERE at <= ?').run(since());
      db.prepare('INSERT INTO login_failures (account, address, from_trusted, at) VALUES (?, ?, ?, ?)').run(
        account,
        address,
        isTrusted(account, address) ? 1 : 0,
        now(),
      );
      const wait = waitMs(account, address);
      if (wait > 0) throw refused(wait);
    },

    succeeded(account, address) {
      db.prepare('DELETE FROM login_failures WHERE account = ? AND address = ?').run(account, address);
      db.prepare(
        'INSERT INTO login_trust (account, address, at) VALUES (?, ?, ?) ON CONFLICT (account, address) DO UPDATE SET at = excluded.at',
      ).run(account, address, now());
    },
  };
}
