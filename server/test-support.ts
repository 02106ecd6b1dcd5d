/**
 * Test helpers: a small client over `app.request` that plays the browser's part (anti-forgery
 * cookie and header, pageToken header) so each test reads as the calls the portal makes.
 */

import type { Envelope, LoginResponse, OtpChallenge } from '../src/api/types';
import { type AppOptions, createApp, type SandboxApp } from './app';
import { endpoints } from './contract';
import { openSandboxDatabase } from './db/open';
import type { Db } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { dayOf } from './db/seedDay';
import { sharedSeed } from './testSeedCache';

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A movable clock for expiry tests. */
export function testClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/**
 * Seeded databases by seed day, serialized before the app stores its anti-forgery secret: the
 * seed depends only on the day, and a copy opens in milliseconds where a seed takes most of a
 * second, which most sandbox tests paid in every beforeEach. One cache per test file (Vitest
 * gives each file its own modules).
 */
const seededByDay = new Map<number, Buffer>();

function seededTemplate(day: number, now: number): Buffer {
  let template = seededByDay.get(day);
  if (!template) {
    template = sharedSeed(`seed-${day}`, () => {
      const db: Db = openSandboxDatabase(':memory:');
      seedIfEmpty(db, now);
      const bytes = db.serialize();
      db.close();
      return bytes;
    });
    seededByDay.set(day, template);
  }
  return template;
}

/**
 * Seeds the file's template for the day of `now` while the file loads, outside any test: the
 * seed's work grows with a busy machine, and in the first test it used to count against that
 * test's time budget (issue 38: four tests hit the 20 s timeout on two shared cores). Call it at
 * the top of a test file whose first test would otherwise pay for it.
 */
export function prepareSandbox(now: number = Date.now()): void {
  seededTemplate(dayOf(now), now);
}

export function sandboxClient(options: AppOptions = {}) {
  // A file (dbPath) or a given template is the test's own world; only in-memory seeds are shared.
  const inMemory = options.template === undefined && (options.dbPath ?? ':memory:') === ':memory:';
  const now = (options.now ?? Date.now)();
  const sandbox: SandboxApp = createApp(
    inMemory ? { ...options, template: seededTemplate(dayOf(now), now) } : { dbPath: ':memory:', ...options },
  );
  /** Anti-forgery tokens are bound to the session: one per pageToken ('' before a login). */
  const csrfTokens = new Map<string, string>();
  const rowsByName = new Map((options.catalogue?.rows ?? endpoints).map((row) => [row.name, row]));

  /**
   * The anti-forgery token for a session, as the browser holds it after the login's cookie
   * (issued by the sandbox's signer: asking the token row would touch the session's idle time);
   * before a login, the one the token row hands out.
   */
  async function ensureCsrf(pageToken?: string | null): Promise<string> {
    const key = pageToken ?? '';
    let token = csrfTokens.get(key);
    if (!token) {
      if (key) token = sandbox.csrf.issue(key);
      else {
        const res = await sandbox.app.request('/api/dc_ccsi/v1/security/csrf');
        token = ((await res.json()) as Envelope<{ token: string }>).content?.token;
      }
      if (!token) throw new Error('no anti-forgery token');
      csrfTokens.set(key, token);
    }
    return token;
  }

  /** Calls a catalogue row by name, with optional pageToken and path params. */
  async function call<T = unknown>(
    name: string,
    body?: unknown,
    opts: {
      token?: string;
      params?: Record<string, string>;
      rawBody?: string;
      /** Extra request headers, e.g. an Idempotency-Key. */
      headers?: Record<string, string>;
      /** The network address the call seems to come from (server/clientAddress.ts). */
      address?: string;
    } = {},
  ): Promise<CallResult<T>> {
    const row = rowsByName.get(name);
    if (!row) throw new Error(`Unknown endpoint: ${name}`);
    const xsrf = await ensureCsrf(opts.token);
    const path = row.path.replace(/\{(\w+)\}/g, (_, key: string) => opts.params?.[key] ?? key);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      ...(opts.token ? { pageToken: opts.token } : {}),
      ...opts.headers,
    };
    const hasBody = row.method !== 'GET';
    // The node server's bindings, as far as getConnInfo reads them.
    const bindings = opts.address
      ? { incoming: { socket: { remoteAddress: opts.address, remotePort: 40000, remoteFamily: 'IPv4' } } }
      : undefined;
    const res = await sandbox.app.request(
      `/api${path}`,
      {
        method: row.method,
        headers,
        ...(hasBody ? { body: opts.rawBody ?? JSON.stringify(body ?? {}) } : {}),
      },
      bindings,
    );
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }

  /** Password step only: answers the OTP challenge. */
  async function startLogin(userName: string, password: string) {
    const res = await call<OtpChallenge>('login', { userName, password });
    const challenge = res.body.content;
    if (!challenge) throw new Error(`login failed: ${JSON.stringify(res.body.status)}`);
    return challenge;
  }

  /** The whole login: password, then the code read back from the SMS outbox. */
  async function login(userName: string, password: string): Promise<LoginResponse> {
    const challenge = await startLogin(userName, password);
    const msisdn = sandbox.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(userName) as {
      msisdn: string;
    };
    const code = sandbox.outbox.latestCode(msisdn.msisdn);
    const res = await call<LoginResponse>('loginToken', { transactionId: challenge.transactionId, code });
    if (!res.body.content) throw new Error(`loginToken failed: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  }

  return { ...sandbox, call, ensureCsrf, startLogin, login };
}

export const USERS = {
  demo: ['demo.yonetici', 'Demo.2026!'],
  special: ['ozel.yetkili', 'Ozel.2026!'],
  limited: ['kisitli.kullanici', 'Kisitli.2026!'],
  fast: ['hizli.kullanici', 'Hizli.2026!'],
} as const;

/** A code that is certainly not the current one. */
export function wrongCode(code: string | undefined): string {
  return code === '000000' ? '111111' : '000000';
}
