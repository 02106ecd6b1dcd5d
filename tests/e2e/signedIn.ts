/**
 * A journey that is not about the login starts as a person who has already signed in (issue 42).
 *
 * Typing the login form and the SMS code, then waiting for the dashboard and its boxes, cost
 * every such journey a whole page and a dozen requests before its own first step. Here the same
 * two login rows the form calls (password, then the code read from the sandbox's outbox) are
 * called over HTTP with the page's own cookie jar, the answer is stored the way the portal stores
 * it (`applyLoginResponse` and `writeStoredSession`, not a copy of their rules), and the journey
 * opens its page directly: what a person sees who logged in and then followed a bookmark.
 *
 * The sandbox's reset removes every session, so the sign-in is made per journey after its reset,
 * never kept from an earlier one; the journeys about the login form itself keep `login()`.
 *
 *     test.beforeEach(async ({ request }) => resetSandbox(request));
 *     test('…', async ({ page }) => {
 *       await loggedInAs(page, USERS.fast, '/my-orders');
 *       …
 *     });
 */
import { expect, type Page } from '@playwright/test';
import type { Envelope, LoginResponse, OtpChallenge } from '../../src/api/types';
import { applyLoginResponse, EMPTY_SESSION, writeStoredSession } from '../../src/lib/sessionSnapshot';
import { readLatestCode } from './support';

/** A demo person of `USERS` (support.ts): the code goes to this phone. */
export interface Person {
  userName: string;
  password: string;
  msisdn: string;
}

/** A same-origin page that loads no portal code: where the stored session is written before the portal boots. */
const BLANK_PAGE = '/sandbox/sms-outbox.html';

/** Signs `person` in through the sandbox's login rows and opens `path` (default the dashboard). */
export async function loggedInAs(page: Page, person: Person, path = '/'): Promise<void> {
  const response = await signInOverHttp(page, person);
  const stored = storedSessionOf(response);
  await page.goto(BLANK_PAGE);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path);
}

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`/api${path}`, { data: body, headers: { 'X-XSRF-TOKEN': xsrf } });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.content, `POST ${path}: ${JSON.stringify(envelope.status)}`).toBeTruthy();
  return envelope.content as T;
}

/** The login form's two rows; the anti-forgery cookie is asked first, as the portal's client does. */
async function signInOverHttp(page: Page, person: Person): Promise<LoginResponse> {
  const csrf = await page.request.get('/api/dc_ccsi/v1/security/csrf');
  expect(csrf.ok(), 'GET /api/dc_ccsi/v1/security/csrf').toBe(true);
  const challenge = await post<OtpChallenge>(page, '/ccsirest/auth/login.json', {
    userName: person.userName,
    password: person.password,
  });
  const code = await readLatestCode(page.request, person.msisdn);
  return post<LoginResponse>(page, '/ccsirest/auth/token.json', {
    transactionId: challenge.transactionId,
    code,
  });
}

/**
 * The localStorage entries the portal writes after this login, written by the portal's own
 * functions into a stand-in storage (they reach it through `window.localStorage`).
 */
function storedSessionOf(response: LoginResponse): [string, string][] {
  const entries = new Map<string, string>();
  const standIn = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
    removeItem: (key: string) => void entries.delete(key),
  };
  const scope = globalThis as { window?: unknown };
  const before = scope.window;
  scope.window = { localStorage: standIn };
  try {
    writeStoredSession(applyLoginResponse(EMPTY_SESSION, response));
  } finally {
    scope.window = before;
  }
  return [...entries];
}
