/**
 * One-time passwords for every confirmation of the portal (login first, later contracts,
 * orders, roaming ...): six random digits, five minutes, single use, five tries, 30 s resend
 * cooldown. Codes are stored hashed and bound to their transaction and purpose.
 * Abuse limits (issue 24): a resend never gives a code's tries back; wrong codes are also
 * counted per person across all their codes, and codes sent per person and purpose, over time
 * (server/limits.ts); only the purposes below can be asked for.
 * A code belongs to a person of the portal or, for the customer manager's second factor (issue
 * 37), to a customer manager: the two are different tables, so each code, each wrong try and
 * each send names its realm, and a manager's tries never count against a person with the same id.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { BODY_CODES, type OtpChallenge } from '../src/api/types';
import type { Db } from './db/schema';
import { ApiError } from './envelope';
import { DEFAULT_LIMITS, type LimitSettings } from './limits';
import { MESSAGES } from './messages';
import type { Outbox } from './outbox';

export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_TRIES = 5;

/**
 * What a code can confirm. A feature that confirms something new by SMS adds its purpose here;
 * any other name is refused before a code is drawn or an SMS sent.
 */
export const OTP_PURPOSES: ReadonlySet<string> = new Set([
  'LOGIN',
  // A customer manager's second factor after password and captcha (server/customerManager).
  'MANAGER_LOGIN',
  'CONTRACT_APPROVAL',
  'CONTRACT_DOWNLOAD',
  'DOCUMENT_APPROVAL',
  'NEW_LINE_ORDER',
  'APPROVAL_PROCEDURE',
  'ROAMING',
  'INTERNATIONAL_CALL',
  'SECURE_INTERNET',
  'TARIFF_CHANGE',
  'ADDITIONAL_PACKAGE',
  'EXTRA_PACKET',
  'LINE_DEACTIVATION',
  'SIM_ORDER',
  'SIM_MATCHING',
  'TAKE_OVER',
  'RE_CONTRACT',
  'AUTHORIZED_USER',
  // A line's call detail is personal data (KVKK): opening it is confirmed by SMS (server/invoices).
  'INVOICE_DETAIL',
]);

/** Whose code: a person of the portal (users) or a customer manager (customer_managers). */
export type OtpRealm = 'person' | 'manager';

/** The event tables behind the limits over time; kept here, next to what they count. */
const LIMIT_TABLES = [
  `CREATE TABLE IF NOT EXISTS otp_failures (user_id INTEGER NOT NULL, at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS otp_sends (user_id INTEGER NOT NULL, purpose TEXT NOT NULL, at INTEGER NOT NULL)`,
];
/** After the realm columns exist (older data files get them first, see addRealmColumns). */
const LIMIT_INDEXES = [
  `CREATE INDEX IF NOT EXISTS otp_failures_by_user ON otp_failures (user_id, at)`,
  `CREATE INDEX IF NOT EXISTS otp_sends_by_user ON otp_sends (user_id, purpose, at)`,
  `CREATE INDEX IF NOT EXISTS otp_sends_by_user_at ON otp_sends (user_id, at)`,
  // The per-number cap counts the outbox itself: every SMS to the number, whoever asked for it.
  `CREATE INDEX IF NOT EXISTS sms_outbox_by_number ON sms_outbox (msisdn, created_at)`,
];

export interface OtpTransaction {
  id: string;
  purpose: string;
  reference: string | null;
  /** The holder's id in its realm: a person's users.id or a manager's customer_managers.id. */
  userId: number;
  realm: OtpRealm;
  msisdn: string;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  failedTries: number;
  usedAt: number | null;
  validatedAt: number | null;
  consumedAt: number | null;
}

export interface OtpService {
  /** `realm` is 'person' unless said otherwise: `userId` is then a person's id. */
  start(input: {
    purpose: string;
    reference?: string;
    userId: number;
    msisdn: string;
    realm?: OtpRealm;
  }): OtpChallenge;
  /** Issues a new code on an existing transaction once the cooldown has passed. */
  resend(transaction: OtpTransaction): OtpChallenge;
  /** Loads a transaction; with `userId`, only that holder's in `realm` (others look unknown). */
  find(transactionId: string, userId?: number, realm?: OtpRealm): OtpTransaction;
  /** Checks a code; on success the code is spent and the transaction counts as validated. */
  verify(transaction: OtpTransaction, code: string, purpose?: string): void;
  resetLifetime(transaction: OtpTransaction): number;
  /**
   * For a later confirmation call carrying a transactionId: the transaction must have been
   * validated for this purpose and user, and it can confirm exactly one operation. With a
   * `reference`, the code must have been sent for that very object (one contract, one order).
   */
  consumeValidated(transactionId: string, purpose: string, userId: number, reference?: string): void;
}

/** "5321234567" → "532*****67": enough for the person to recognise their number. */
export function maskMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 3)}${'*'.repeat(Math.max(0, msisdn.length - 5))}${msisdn.slice(-2)}`;
}

const hashCode = (transactionId: string, code: string) =>
  createHash('sha256').update(`${transactionId}:${code}`).digest();

const otpError = (code: string, message: string, description?: string) =>
  new ApiError(400, code, message, description);

export function createOtpService(
  db: Db,
  outbox: Outbox,
  now: () => number,
  limits: LimitSettings = DEFAULT_LIMITS,
): OtpService {
  for (const statement of LIMIT_TABLES) db.exec(statement);
  addRealmColumns(db);
  for (const statement of LIMIT_INDEXES) db.exec(statement);
  /**
   * How long until fewer than `max` events remain in the window (0: not at the limit). The
   * oldest event that has to leave the window decides it.
   */
  const waitInWindow = (events: number[], max: number, windowSeconds: number) => {
    if (events.length < max) return 0;
    const decisive = events[events.length - max] ?? 0;
    return Math.max(0, decisive + windowSeconds * 1000 - now());
  };
  const recentFailures = (realm: OtpRealm, userId: number) =>
    (
      db
        .prepare('SELECT at FROM otp_failures WHERE user_id = ? AND realm = ? AND at > ? ORDER BY at')
        .all(userId, realm, now() - limits.otpWindowSeconds * 1000) as { at: number }[]
    ).map((r) => r.at);
  const since = () => now() - limits.smsWindowSeconds * 1000;
  const recentSendsByPerson = (realm: OtpRealm, userId: number) =>
    (
      db
        .prepare('SELECT at FROM otp_sends WHERE user_id = ? AND realm = ? AND at > ? ORDER BY at')
        .all(userId, realm, since()) as {
        at: number;
      }[]
    ).map((r) => r.at);
  const recentSendsToNumber = (msisdn: string) =>
    (
      db
        .prepare(
          'SELECT created_at AS at FROM sms_outbox WHERE msisdn = ? AND created_at > ? ORDER BY created_at',
        )
        .all(msisdn, since()) as { at: number }[]
    ).map((r) => r.at);
  const recentSends = (realm: OtpRealm, userId: number, purpose: string) =>
    (
      db
        .prepare(
          'SELECT at FROM otp_sends WHERE user_id = ? AND realm = ? AND purpose = ? AND at > ? ORDER BY at',
        )
        .all(userId, realm, purpose, now() - limits.smsWindowSeconds * 1000) as { at: number }[]
    ).map((r) => r.at);

  /** The 429 of a person who typed too many wrong codes lately, across all their codes. */
  const assertAccountNotLocked = (realm: OtpRealm, userId: number) => {
    const wait = waitInWindow(
      recentFailures(realm, userId),
      limits.otpFailuresPerAccount,
      limits.otpWindowSeconds,
    );
    if (wait > 0) {
      throw new ApiError(
        429,
        BODY_CODES.otpLocked,
        MESSAGES.otpAccountLocked(wait, now() + wait),
        String(Math.ceil(wait / 1000)),
      );
    }
  };

  /**
   * The 429 before an SMS that would go over the person's sends for this purpose, over the
   * person's sends across all purposes, or over the SMS to this number (issue 38: five per
   * purpose times eighteen purposes was ninety SMS to one phone in fifteen minutes).
   */
  const assertMaySend = (realm: OtpRealm, userId: number, purpose: string, msisdn: string) => {
    const tooMany = (wait: number, message: (ms: number, until: number) => string) =>
      new ApiError(
        429,
        BODY_CODES.tooManyAttempts,
        message(wait, now() + wait),
        String(Math.ceil(wait / 1000)),
      );
    const forPurpose = waitInWindow(
      recentSends(realm, userId, purpose),
      limits.smsPerPurpose,
      limits.smsWindowSeconds,
    );
    if (forPurpose > 0) throw tooMany(forPurpose, MESSAGES.otpSendLimit);
    const forPerson = Math.max(
      waitInWindow(recentSendsByPerson(realm, userId), limits.smsPerPerson, limits.smsWindowSeconds),
      waitInWindow(recentSendsToNumber(msisdn), limits.smsPerPerson, limits.smsWindowSeconds),
    );
    if (forPerson > 0) throw tooMany(forPerson, MESSAGES.smsPerPersonLimit);
  };

  const select = db.prepare(
    `SELECT id, purpose, reference, COALESCE(user_id, manager_id) AS userId,
       CASE WHEN manager_id IS NULL THEN 'person' ELSE 'manager' END AS realm, msisdn, code_hash AS codeHash,
       sent_at AS sentAt, expires_at AS expiresAt, failed_tries AS failedTries, used_at AS usedAt,
       validated_at AS validatedAt, consumed_at AS consumedAt
     FROM otp_transactions WHERE id = ?`,
  );

  /**
   * Draws a code, stores its hash and writes the SMS; returns the challenge for the client.
   * The failed tries stay: a new code on the same transaction is not a new set of guesses.
   */
  const issue = (id: string, tx: Pick<OtpTransaction, 'msisdn' | 'userId' | 'realm' | 'purpose'>) => {
    const { msisdn, userId, realm, purpose } = tx;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    db.prepare(
      `UPDATE otp_transactions SET code_hash = ?, sent_at = ?, expires_at = ?,
         used_at = NULL, validated_at = NULL WHERE id = ?`,
    ).run(hashCode(id, code).toString('hex'), at, at + OTP_TTL_SECONDS * 1000, id);
    db.prepare('INSERT INTO otp_sends (user_id, realm, purpose, at) VALUES (?, ?, ?, ?)').run(
      userId,
      realm,
      purpose,
      at,
    );
    outbox.sendCode(msisdn, code);
    const challenge: OtpChallenge = {
      transactionId: id,
      maskedMsisdn: maskMsisdn(msisdn),
      expiresInSeconds: OTP_TTL_SECONDS,
      resendInSeconds: OTP_RESEND_SECONDS,
    };
    return challenge;
  };

  /** The states in which a code can no longer be accepted, in the order people should hear. */
  const assertUsable = (tx: OtpTransaction) => {
    if (tx.usedAt !== null) throw otpError(BODY_CODES.otpUsed, MESSAGES.otpUsed);
    if (tx.failedTries >= OTP_MAX_TRIES) throw otpError(BODY_CODES.otpLocked, MESSAGES.otpLocked);
    if (now() >= tx.expiresAt) throw otpError(BODY_CODES.otpExpired, MESSAGES.otpExpired);
  };

  return {
    start({ purpose, reference, userId, msisdn, realm = 'person' }) {
      if (!OTP_PURPOSES.has(purpose)) throw otpError(BODY_CODES.validation, MESSAGES.otpUnknownPurpose);
      assertAccountNotLocked(realm, userId);
      assertMaySend(realm, userId, purpose, msisdn);
      const id = randomUUID();
      db.prepare(
        `INSERT INTO otp_transactions (id, purpose, reference, user_id, manager_id, msisdn, code_hash,
           sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, '', 0, 0)`,
      ).run(
        id,
        purpose,
        reference ?? null,
        realm === 'person' ? userId : null,
        realm === 'manager' ? userId : null,
        msisdn,
      );
      return issue(id, { msisdn, userId, realm, purpose });
    },

    resend(tx) {
      if (tx.usedAt !== null) throw otpError(BODY_CODES.otpUsed, MESSAGES.otpUsed);
      // A locked code stays locked: a resend is not a way to five more guesses.
      if (tx.failedTries >= OTP_MAX_TRIES) throw otpError(BODY_CODES.otpLocked, MESSAGES.otpLocked);
      assertAccountNotLocked(tx.realm, tx.userId);
      const waitMs = tx.sentAt + OTP_RESEND_SECONDS * 1000 - now();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(
          429,
          BODY_CODES.otpResendTooEarly,
          MESSAGES.otpResendTooEarly(seconds),
          String(seconds),
        );
      }
      assertMaySend(tx.realm, tx.userId, tx.purpose, tx.msisdn);
      return issue(tx.id, tx);
    },

    find(transactionId, userId, realm = 'person') {
      const tx = select.get(transactionId) as OtpTransaction | undefined;
      if (!tx || (userId !== undefined && (tx.userId !== userId || tx.realm !== realm))) {
        throw otpError(BODY_CODES.validation, MESSAGES.otpUnknown);
      }
      return tx;
    },

    verify(tx, code, purpose) {
      if (purpose !== undefined && tx.purpose !== purpose) {
        throw otpError(BODY_CODES.validation, MESSAGES.otpWrongPurpose);
      }
      assertUsable(tx);
      // Checked before the code: while locked, the right code is refused like a wrong one.
      assertAccountNotLocked(tx.realm, tx.userId);
      const expected = Buffer.from(tx.codeHash, 'hex');
      const actual = hashCode(tx.id, code);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        const tries = tx.failedTries + 1;
        db.prepare('UPDATE otp_transactions SET failed_tries = ? WHERE id = ?').run(tries, tx.id);
        db.prepare('INSERT INTO otp_failures (user_id, realm, at) VALUES (?, ?, ?)').run(
          tx.userId,
          tx.realm,
          now(),
        );
        assertAccountNotLocked(tx.realm, tx.userId);
        if (tries >= OTP_MAX_TRIES) throw otpError(BODY_CODES.otpLocked, MESSAGES.otpLocked);
        const left = OTP_MAX_TRIES - tries;
        throw otpError(BODY_CODES.otpInvalid, MESSAGES.otpInvalid(left), String(left));
      }
      const at = now();
      db.prepare('UPDATE otp_transactions SET used_at = ?, validated_at = ? WHERE id = ?').run(at, at, tx.id);
    },

    resetLifetime(tx) {
      assertUsable(tx);
      db.prepare('UPDATE otp_transactions SET expires_at = ? WHERE id = ?').run(
        now() + OTP_TTL_SECONDS * 1000,
        tx.id,
      );
      return OTP_TTL_SECONDS;
    },

    consumeValidated(transactionId, purpose, userId, reference) {
      const tx = this.find(transactionId, userId);
      if (tx.purpose !== purpose) throw otpError(BODY_CODES.validation, MESSAGES.otpWrongPurpose);
      if (reference !== undefined && tx.reference !== reference) {
        throw otpError(BODY_CODES.validation, MESSAGES.otpWrongPurpose);
      }
      if (tx.validatedAt === null) throw otpError(BODY_CODES.validation, MESSAGES.otpNotValidated);
      // A validation is only good for as long as the code itself was.
      if (now() - tx.validatedAt > OTP_TTL_SECONDS * 1000) {
        throw otpError(BODY_CODES.otpExpired, MESSAGES.otpExpired);
      }
      const changed = db
        .prepare('UPDATE otp_transactions SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL')
        .run(now(), tx.id).changes;
      if (changed === 0) throw otpError(BODY_CODES.otpUsed, MESSAGES.otpUsed);
    },
  };
}

/**
 * Data files from before issue 37 count sends and failures of persons only: their rows are a
 * person's, which is what the default says.
 */
function addRealmColumns(db: Db): void {
  for (const table of ['otp_failures', 'otp_sends']) {
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[];
    if (!columns.some((c) => c.name === 'realm')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN realm TEXT NOT NULL DEFAULT 'person'`);
    }
  }
}
