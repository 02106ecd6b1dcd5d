/**
 * The audit trail's recorder: one middleware on every catalogue row (server/catalogue.ts), after
 * the session guard so the person is known. A call that changes something (decided by method and
 * effect in effects.ts, not by the row's `access` mark) leaves exactly one entry, whether it
 * succeeded or failed; reads pass through untouched.
 * Errors are read from Hono's context after the chain ran (the error handler has already turned
 * them into the answer), so nothing is caught or swallowed here.
 */

import type { Statement } from 'better-sqlite3';
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/types';
import { authorityExemptRows } from '../access';
import type { AppContext, AppEnv } from '../context';
import type { Db } from '../db/schema';
import { ApiError, INTERNAL_ERROR_MESSAGE, SUCCESS_CODE } from '../envelope';
import type { ActiveSession } from '../sessions';
import { foldUserName } from '../userName';
import { changes, mayChange } from './effects';
import { affectedPerson, findObjects } from './objects';
import { operationTitle } from './operations';
import { AUDIT_TABLE } from './schema';

/** Spec §7's channel headers, and the take-over screen's. */
export const CHANNEL_HEADERS = {
  channelType: 'Channel-Type',
  appChannel: 'App-Channel',
  appChannelType: 'App-Channel-Type',
  screenName: 'Screen-Name',
} as const;

/** Who is recorded when nobody is signed in and no user name was given. */
export const ANONYMOUS = 'anonim';

const inserts = new WeakMap<Db, Statement>();

/** The one prepared INSERT per database: the recorder's whole cost in SQL. */
export function insertFor(db: Db): Statement {
  let statement = inserts.get(db);
  if (!statement) {
    statement = db.prepare(
      `INSERT INTO ${AUDIT_TABLE} (at, user_id, person_name, manager_id, manager_name, corporate_ncst,
         feature, operation, operation_title, method, path, http_status, result, error_code,
         error_message, objects, object_count, lines, channel_type, app_channel, app_channel_type,
         screen_name)
       VALUES (@at, @userId, @personName, @managerId, @managerName, @corporateNcst, @feature,
         @operation, @operationTitle, @method, @path, @httpStatus, @result, @errorCode,
         @errorMessage, @objects, @objectCount, @lines, @channelType, @appChannel, @appChannelType,
         @screenName)`,
    );
    inserts.set(db, statement);
  }
  return statement;
}

interface Outcome {
  httpStatus: number;
  errorCode: string | null;
  errorMessage: string | null;
  /** The success answer's content, for the objects it names. */
  content: unknown;
}

const short = (value: unknown, max = 100): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/** What the call ended in: the thrown error (already answered), or the envelope sent back. */
async function outcomeOf(c: AppContext): Promise<Outcome> {
  const error = c.error;
  if (error instanceof ApiError)
    return {
      httpStatus: error.httpStatus,
      errorCode: error.code,
      errorMessage: error.message,
      content: null,
    };
  if (error)
    return { httpStatus: 500, errorCode: '500', errorMessage: INTERNAL_ERROR_MESSAGE, content: null };
  const res = c.res;
  if (!(res.headers.get('Content-Type') ?? '').includes('json')) {
    // A file, or (never yet) a refusal without an envelope: the HTTP status says which.
    const failed = res.status >= 400;
    return {
      httpStatus: res.status,
      errorCode: failed ? String(res.status) : null,
      errorMessage: failed ? res.statusText || null : null,
      content: null,
    };
  }
  const envelope = (await res
    .clone()
    .json()
    .catch(() => null)) as { status?: { code?: unknown; message?: unknown }; content?: unknown } | null;
  const code = envelope?.status?.code;
  if (code !== undefined && code !== null && String(code) !== SUCCESS_CODE) {
    const message = envelope?.status?.message;
    return {
      httpStatus: res.status,
      errorCode: String(code).slice(0, 64),
      errorMessage: typeof message === 'string' ? message.slice(0, 1000) : null,
      content: null,
    };
  }
  return { httpStatus: res.status, errorCode: null, errorMessage: null, content: envelope?.content ?? null };
}

/** The session the call ran in, or the one it opened (a sign-in answers its pageToken). */
function sessionOf(c: AppContext, content: unknown): ActiveSession | undefined {
  const auth = c.get('auth');
  if (auth?.state === 'valid') return auth.session;
  const token = (content as { pageToken?: unknown } | null)?.pageToken;
  if (typeof token !== 'string') return undefined;
  const opened = c.get('deps').sessions.resolve(token);
  return opened.state === 'valid' ? opened.session : undefined;
}

function record(c: AppContext, row: Endpoint, outcome: Outcome, body: unknown): void {
  const { db, now } = c.get('deps');
  const session = sessionOf(c, outcome.content);
  const named = (body as { userName?: unknown } | null)?.userName;
  // The same fold as the look-up and the throttle: one person, one name in the trail.
  const asked = short(typeof named === 'string' ? foldUserName(named) : named);
  // Sign-in and session upkeep rows change no company object; their answers name the person's own line.
  const sources = authorityExemptRows.has(row.name)
    ? [c.req.param(), body]
    : [c.req.param(), body, outcome.content];
  // Whose rights (or other personal settings) the call changed, named as the company knows them.
  const person = session ? affectedPerson(db, row.name, body, session.corporateNcst) : undefined;
  const found = findObjects(sources, person ? [person] : []);
  const header = (name: string) => short(c.req.header(name), 64);
  insertFor(db).run({
    at: now(),
    userId: session?.userId ?? null,
    personName: session?.user.fullName ?? asked ?? ANONYMOUS,
    managerId: session?.manager?.id ?? null,
    managerName: session?.manager?.name ?? null,
    corporateNcst: session?.corporateNcst ?? null,
    feature: row.feature,
    operation: row.name,
    operationTitle: operationTitle(row, body),
    method: row.method,
    path: c.req.path.replace(/^\/api/, '').slice(0, 300),
    httpStatus: outcome.httpStatus,
    result: outcome.errorCode === null ? 'SUCCESS' : 'ERROR',
    errorCode: outcome.errorCode,
    errorMessage: outcome.errorMessage,
    objects: JSON.stringify(found.objects),
    objectCount: found.count,
    // Space-delimited, so a number (or part of one) is found with instr().
    lines: found.lines.length ? ` ${found.lines.join(' ')} ` : '',
    channelType: header(CHANNEL_HEADERS.channelType),
    appChannel: header(CHANNEL_HEADERS.appChannel),
    appChannelType: header(CHANNEL_HEADERS.appChannelType),
    screenName: header(CHANNEL_HEADERS.screenName),
  });
}

/** Records each call that changes something once; a read's chain is left as it is. */
export function auditTrail(row: Endpoint): MiddlewareHandler<AppEnv> {
  if (!mayChange(row)) return (_c, next) => next();
  return async (c, next) => {
    try {
      await next();
    } catch (error) {
      // Only reached if something escaped Hono's error handler: still one entry, then on it goes.
      c.error = error instanceof Error ? error : new Error(String(error));
      await recordSafely(c, row);
      throw error;
    }
    await recordSafely(c, row);
  };
}

/**
 * The call's body: as the JSON reader left it, or (when a guard refused the call before it was
 * read) read here, so a refused change is judged by the same action as an accepted one.
 */
async function bodyOf(c: AppContext): Promise<unknown> {
  const read = c.get('body');
  if (read !== undefined) return read;
  try {
    const raw = await c.req.text();
    return raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A failing insert must not turn the person's finished change into an error answer. */
async function recordSafely(c: AppContext, row: Endpoint): Promise<void> {
  try {
    const body = await bodyOf(c);
    if (!changes(row, body)) return;
    record(c, row, await outcomeOf(c), body);
  } catch (error) {
    console.error(`[sandbox] audit entry for ${row.name} could not be written:`, error);
  }
}
