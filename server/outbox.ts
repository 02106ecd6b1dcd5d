/**
 * The sandbox's SMS outbox: instead of a gateway, every OTP is written here so people (the
 * /sandbox/sms-outbox.html page) and e2e tests (the JSON list) can read the code.
 */
import type { Db } from './db/schema';
import { MESSAGES } from './messages';

export interface OutboxMessage {
  id: number;
  msisdn: string;
  text: string;
  code: string;
  createdAt: string;
}

export interface Outbox {
  sendCode(msisdn: string, code: string): OutboxMessage;
  /** Newest first, optionally only one number's messages. */
  list(filter?: { msisdn?: string; limit?: number }): OutboxMessage[];
  /** The newest code sent to a number, for tests and demos. */
  latestCode(msisdn: string): string | undefined;
}

interface OutboxRow {
  id: number;
  msisdn: string;
  text: string;
  code: string;
  createdAt: number;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

export function createOutbox(db: Db, now: () => number): Outbox {
  const columns = 'id, msisdn, text, code, created_at AS createdAt';
  return {
    sendCode(msisdn, code) {
      const at = now();
      const text = MESSAGES.otpSms(code);
      const id = Number(
        db
          .prepare('INSERT INTO sms_outbox (msisdn, text, code, created_at) VALUES (?, ?, ?, ?)')
          .run(msisdn, text, code, at).lastInsertRowid,
      );
      return toMessage({ id, msisdn, text, code, createdAt: at });
    },

    list(filter = {}) {
      const limit = filter.limit ?? 200;
      const rows = filter.msisdn
        ? db
            .prepare(`SELECT ${columns} FROM sms_outbox WHERE msisdn = ? ORDER BY id DESC LIMIT ?`)
            .all(filter.msisdn, limit)
        : db.prepare(`SELECT ${columns} FROM sms_outbox ORDER BY id DESC LIMIT ?`).all(limit);
      return (rows as OutboxRow[]).map(toMessage);
    },

    latestCode(msisdn) {
      return this.list({ msisdn, limit: 1 })[0]?.code;
    },
  };
}
