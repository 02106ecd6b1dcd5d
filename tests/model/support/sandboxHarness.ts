import { configure } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as React from 'react';
import type { SandboxApp } from '../../../server/app';
import type { Envelope, LoginResponse, OtpChallenge } from '../../../src/api/types';
import { clearCookies } from '../../support/cookies';
import { freshSandbox } from './seededSandbox';

/**
 * Per person, the seeded database just after their login through the API, and that login's
 * answer: the session row lives in every copy, so a path signs in without the login's calls
 * and scrypt. A failed login is not kept, so the next path tries again.
 */
const signedIn = new Map<string, Promise<{ template: Buffer; login: LoginResponse }>>();

function signedInTemplate(userName: string, password: string) {
  const key = `${userName}\n${password}`;
  let entry = signedIn.get(key);
  if (!entry) {
    entry = (async () => {
      const sandbox = freshSandbox();
      try {
        const login = await apiLogin(sandbox, userName, password);
        return { template: sandbox.db.serialize(), login };
      } finally {
        sandbox.close();
      }
    })();
    entry.catch(() => signedIn.delete(key));
    signedIn.set(key, entry);
  }
  return entry;
}

/**
 * React's development build captures a stack trace (an Error) for every element it creates, up to
 * 10,000 a second, only to name owners in its warnings and dev tools. A walk creates elements by
 * the hundred thousand: without the capture React uses its shared "unknown owner" stack. Warnings
 * still name the component, not where it was created.
 */
function skipOwnerStacks() {
  const internals = (React as unknown as Record<string, object | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}

/**
 * The sandbox back end in-process behind msw: the portal's requests reach the real handlers,
 * sessions, OTP outbox and database, with the browser's cookie jar played by document.cookie.
 */
export function createSandboxHarness() {
  // A query that finds nothing yet throws with a dump of the whole page, and findBy/waitFor retry
  // it on every change: the dumps cost seconds per file. A walk's failure keeps the message's
  // first line and adds the path, step and page text itself (walkPortal.ts), so no dump is lost.
  // Role queries skip the accessibility-tree check (defaultHidden): it computes every element's
  // style after each change in jsdom and was most of a path's time. Hidden duplicates would make
  // a query fail as ambiguous rather than pass, and what a person must see is still asserted
  // with toBeVisible.
  configure({
    defaultHidden: true,
    getElementError: (message) =>
      Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
  });
  skipOwnerStacks();
  let sandbox: SandboxApp | undefined;
  const origin = window.location.origin;

  async function delegate(request: Request): Promise<Response> {
    if (!sandbox) throw new Error('sandbox not started');
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (document.cookie) headers.set('cookie', document.cookie);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox.local${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body,
      }),
    );
    for (const cookie of response.headers.getSetCookie()) document.cookie = `${cookie.split(';')[0]}; path=/`;
    const out = new Headers(response.headers);
    out.delete('set-cookie');
    return new Response(await response.arrayBuffer(), {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  }

  const server = setupServer(http.all(`${origin}/api/*`, ({ request }) => delegate(request)));

  return {
    server,
    get sandbox(): SandboxApp {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
    /** A fresh seeded database, no sessions, empty outbox, no cookies. */
    reset() {
      sandbox?.close();
      sandbox = freshSandbox();
      clearCookies();
    },
    /**
     * A fresh seeded database where the person has just logged in (their session row is there),
     * no cookies: the login's answer comes back for the stored session, as the portal keeps it.
     */
    async signIn(person: { userName: string; password: string }): Promise<LoginResponse> {
      const { template, login } = await signedInTemplate(person.userName, person.password);
      sandbox?.close();
      sandbox = freshSandbox(template);
      clearCookies();
      // The copy's session was last seen at the template's login: it is as fresh as a login now.
      sandbox.db.prepare('UPDATE sessions SET last_seen_at = ?').run(Date.now());
      return structuredClone(login);
    },
    close() {
      sandbox?.close();
      sandbox = undefined;
    },
    latestCode(): string {
      const row = this.sandbox.db.prepare('SELECT code FROM sms_outbox ORDER BY id DESC LIMIT 1').get() as
        | { code: string }
        | undefined;
      if (!row) throw new Error('SMS outbox is empty');
      return row.code;
    },
    /** Answers one call of a row with a server error, as a failing back end would. */
    failNext(method: 'get' | 'post' | 'put' | 'delete', path: string, status = 500) {
      server.use(
        http[method](
          `${origin}/api${path}`,
          () => HttpResponse.json({ status: { code: String(status) } }, { status }),
          {
            once: true,
          },
        ),
      );
    },
    expireSessions() {
      this.sandbox.db.prepare('UPDATE sessions SET last_seen_at = 0').run();
    },
    revokeSessions() {
      this.sandbox.db.prepare('UPDATE sessions SET revoked_at = 1').run();
    },
  };
}

export type SandboxHarness = ReturnType<typeof createSandboxHarness>;

/** Logs in through the API as the portal would, returning the login response. */
export async function apiLogin(
  sandbox: SandboxApp,
  userName: string,
  password: string,
): Promise<LoginResponse> {
  const csrf = (await (await sandbox.app.request('/api/dc_ccsi/v1/security/csrf')).json()) as Envelope<{
    token: string;
  }>;
  const token = csrf.content?.token ?? '';
  const headers = {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${token}`,
    'X-XSRF-TOKEN': token,
  };
  const post = async <T>(path: string, body: unknown) =>
    (
      (await (
        await sandbox.app.request(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      ).json()) as Envelope<T>
    ).content as T;
  const challenge = await post<OtpChallenge>('/ccsirest/auth/login.json', { userName, password });
  const row = sandbox.db.prepare('SELECT code FROM sms_outbox ORDER BY id DESC LIMIT 1').get() as {
    code: string;
  };
  return post<LoginResponse>('/ccsirest/auth/token.json', {
    transactionId: challenge.transactionId,
    code: row.code,
  });
}
