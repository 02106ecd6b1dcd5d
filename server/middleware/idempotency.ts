/**
 * Idempotent writes (issue 38): a write that carries an `Idempotency-Key` is done once per key.
 * The first answer is kept for 24 hours under (session, key) and a repeat of the same request
 * gets that answer again without running anything, so a retry after a dropped connection, or a
 * person's second click of the same intent, never duplicates an order, a demand or a change.
 * The same key with another request is refused with a 409, as is a repeat while the first is
 * still running. A 5xx is not kept: nothing was done, so the repeat may try again.
 * Sits in the catalogue's chain after the session guard (the scope is known) and before the
 * audit trail (a replay did nothing, so it records nothing) and the handler.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import type { AppContext, AppEnv } from '../context';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Said on a replayed answer, so a client (and a test) can tell it from a fresh one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Answers larger than this are not kept (no write answers this much); the repeat runs again. */
const MAX_KEPT_BYTES = 2_000_000;
/**
 * A POST the catalogue calls a read (a list, a search) may still change something (a demand's
 * SUBMIT action is one), so it is kept too, but only a small answer: a repeated list is
 * harmless, and a day of paging must not fill the database.
 */
const MAX_KEPT_READ_BYTES = 64_000;
/** Printable ASCII, as the IETF draft's structured-field string; a UUID fits easily. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export const IDEMPOTENCY_CODES = {
  invalid: 'IDEMPOTENCY_KEY_INVALID',
  reused: 'IDEMPOTENCY_KEY_REUSED',
  inProgress: 'IDEMPOTENCY_IN_PROGRESS',
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'İşlem anahtarı (Idempotency-Key) geçersiz. 8-128 karakterlik bir değer gönderin.',
  reused: 'Bu işlem anahtarı başka bir istekte kullanıldı. İşlemi yeniden başlatın.',
  inProgress: 'Aynı işlem hâlâ sürüyor. Birkaç saniye sonra sonucuna bakın.',
} as const;

const TABLE = 'idempotency_keys';

interface Kept {
  requestHash: string;
  status: number | null;
  contentType: string | null;
  body: Buffer | null;
  sessionOpened: string | null;
}

const prepared = new WeakMap<Db, ReturnType<typeof statements>>();

function statements(db: Db) {
  db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    scope TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, status INTEGER,
    content_type TEXT, body BLOB, session_opened TEXT, at INTEGER NOT NULL,
    PRIMARY KEY (scope, key))`);
  db.exec(`CREATE INDEX IF NOT EXISTS ${TABLE}_by_age ON ${TABLE} (at)`);
  return {
    purge: db.prepare(`DELETE FROM ${TABLE} WHERE at < ?`),
    claim: db.prepare(`INSERT OR IGNORE INTO ${TABLE} (scope, key, request_hash, at) VALUES (?, ?, ?, ?)`),
    read: db.prepare(
      `SELECT request_hash AS requestHash, status, content_type AS contentType, body,
         session_opened AS sessionOpened FROM ${TABLE} WHERE scope = ? AND key = ?`,
    ),
    keep: db.prepare(
      `UPDATE ${TABLE} SET status = ?, content_type = ?, body = ?, session_opened = ? WHERE scope = ? AND key = ?`,
    ),
    release: db.prepare(`DELETE FROM ${TABLE} WHERE scope = ? AND key = ?`),
  };
}

function statementsFor(db: Db) {
  let s = prepared.get(db);
  if (!s) {
    s = statements(db);
    prepared.set(db, s);
  }
  return s;
}

/** Keys are per session; before a login, per browser (its anti-forgery cookie). */
function scopeOf(c: AppContext): string {
  const auth = c.get('auth');
  return auth.state === 'valid' ? `session:${auth.session.token}` : `browser:${c.get('csrfToken')}`;
}

export function idempotency(row: Endpoint): MiddlewareHandler<AppEnv> {
  // A GET changes nothing; every other method may (see MAX_KEPT_READ_BYTES).
  if (row.method === 'GET') return async (_c, next) => next();
  const maxKept = row.access === 'write' ? MAX_KEPT_BYTES : MAX_KEPT_READ_BYTES;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, IDEMPOTENCY_CODES.invalid, IDEMPOTENCY_MESSAGES.invalid);
    }
    const { db, now } = c.get('deps');
    const s = statementsFor(db);
    const scope = scopeOf(c);
    const requestHash = createHash('sha256')
      .update(`${row.name}\n${c.req.method}\n${c.req.path}\n`)
      .update(await c.req.text())
      .digest('hex');
    s.purge.run(now() - IDEMPOTENCY_TTL_MS);
    if (s.claim.run(scope, key, requestHash, now()).changes === 0) {
      const kept = s.read.get(scope, key) as Kept;
      if (kept.requestHash !== requestHash) {
        throw new ApiError(409, IDEMPOTENCY_CODES.reused, IDEMPOTENCY_MESSAGES.reused);
      }
      if (kept.status === null) {
        throw new ApiError(409, IDEMPOTENCY_CODES.inProgress, IDEMPOTENCY_MESSAGES.inProgress);
      }
      // A login's replay must send the cookie bound to the session it opened, as the first did.
      if (kept.sessionOpened) c.set('csrfSessionOpened', kept.sessionOpened);
      const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
      if (kept.contentType) headers.set('Content-Type', kept.contentType);
      return new Response(kept.body ? new Uint8Array(kept.body) : null, { status: kept.status, headers });
    }
    try {
      await next();
    } catch (error) {
      s.release.run(scope, key);
      throw error;
    }
    const res = c.res;
    if (res.status >= 500) {
      s.release.run(scope, key);
      return;
    }
    const body = Buffer.from(await res.clone().arrayBuffer());
    if (body.byteLength > maxKept) {
      s.release.run(scope, key);
      return;
    }
    s.keep.run(
      res.status,
      res.headers.get('Content-Type'),
      body,
      c.get('csrfSessionOpened') ?? null,
      scope,
      key,
    );
  };
}
