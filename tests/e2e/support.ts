/**
 * Helpers for the journeys. They speak to the app the way a person and the sandbox do: the DOM,
 * the URL, localStorage, and the sandbox's own routes (reset, SMS outbox, session expiry).
 */

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { rawMsisdns } from '../rawMsisdn';
import { runAxe } from './axe';

/** The seeded demo users (server/db/seed-users.ts), as a person would read them off the banner. */
export const USERS = {
  demo: { userName: 'demo.yonetici', password: 'Demo.2026!', msisdn: '5321234567', fullName: 'Ayşe Yılmaz' },
  special: {
    userName: 'ozel.yetkili',
    password: 'Ozel.2026!',
    msisdn: '5339876543',
    fullName: 'Mehmet Demir',
  },
  limited: {
    userName: 'kisitli.kullanici',
    password: 'Kisitli.2026!',
    msisdn: '5421112233',
    fullName: 'Zeynep Kaya',
  },
  fast: {
    userName: 'hizli.kullanici',
    password: 'Hizli.2026!',
    msisdn: '5057654321',
    fullName: 'Can Öztürk',
  },
} as const;

/** Back to the seed: no sessions, no OTP transactions, an empty outbox (needs SANDBOX_TEST_HOOKS=1). */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const res = await request.post('/sandbox/reset');
  expect(res.status(), 'POST /sandbox/reset (SANDBOX_TEST_HOOKS=1?)').toBe(200);
}

/** Makes every session idle-expired: its next call answers body code "419". */
export async function expireSessions(request: APIRequestContext): Promise<void> {
  const res = await request.post('/sandbox/sessions/expire');
  expect(res.status(), 'POST /sandbox/sessions/expire').toBe(200);
}

interface OutboxMessage {
  msisdn: string;
  code: string;
  text: string;
}

/** The newest code in the sandbox's SMS outbox, optionally for one number. */
export async function readLatestCode(request: APIRequestContext, msisdn?: string): Promise<string> {
  const res = await request.get('/sandbox/sms-outbox', { params: msisdn ? { msisdn } : {} });
  expect(res.ok(), 'GET /sandbox/sms-outbox').toBe(true);
  const messages = (await res.json()) as OutboxMessage[];
  const code = messages[0]?.code;
  if (!code) throw new Error(`No SMS in the outbox${msisdn ? ` for ${msisdn}` : ''}`);
  return code;
}

/** The first of the six code boxes. */
export const firstOtpBox = (page: Page) => page.getByLabel('Doğrulama kodu, 1. hane');

/** Enters a whole code at once, as a paste or the phone's SMS autofill does. */
export async function pasteOtp(page: Page, code: string): Promise<void> {
  await firstOtpBox(page).fill(code);
}

/** User name and password, then waits for the SMS step. */
export async function submitCredentials(page: Page, user: string, password: string): Promise<void> {
  await page.getByLabel('Kullanıcı adı').fill(user);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(firstOtpBox(page)).toBeVisible();
}

/**
 * The whole login from the login page: credentials, then the code from the outbox typed digit
 * by digit (the boxes move on by themselves and submit once all six are filled).
 */
export async function login(page: Page, user: string, password: string): Promise<void> {
  await submitCredentials(page, user, password);
  const msisdn = Object.values(USERS).find((u) => u.userName === user)?.msisdn;
  const code = await readLatestCode(page.request, msisdn);
  await firstOtpBox(page).click();
  await page.keyboard.type(code);
  await expect(firstOtpBox(page)).toHaveCount(0);
}

/** localStorage of the page as a plain object. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key !== null) out[key] = window.localStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now; failures list rule, help and nodes. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await runAxe(page);
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
  expect(results.violations.length, `axe violations on ${label}:\n${report}`).toBe(0);
  // Numbers are shown one way ("0532 123 45 67", src/lib/msisdn.ts), never as bare digits.
  const text = await page.evaluate(() => document.body.innerText);
  expect(rawMsisdns(text), `bare 10-digit numbers on ${label}`).toEqual([]);
}

/**
 * People who have not seen the customer survey get it once on their first dashboard
 * (spec §3 customerSurveyDisplayed); the journeys that pass through close it as a person would.
 */
export async function closeSurvey(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Daha sonra' }).click();
  await expect(page.getByRole('button', { name: 'Daha sonra' })).toHaveCount(0);
}

/**
 * The seeded world's dates as the screens write them: the sandbox builds its world around the
 * day it was seeded in Turkey (server/db/seedDay.ts), which for the suite's sandbox is today.
 */
export function seededDates(now = new Date()) {
  const turkey = new Date(now.getTime() + 3 * 3_600_000);
  const year = turkey.getUTCFullYear();
  const monthIndex = turkey.getUTCMonth();
  const lastMonth = new Date(Date.UTC(year, monthIndex - 1, 15));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    /** "Ekim 2026": the newest billing period. */
    lastPeriod: new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      lastMonth,
    ),
    /** "20.11.2026": the newest bill's due date, the 20th of this month. */
    dueDate: `20.${two(monthIndex + 1)}.${year}`,
    /** "25.11.2026": today, as the exchange rates are dated. */
    today: `${two(turkey.getUTCDate())}.${two(monthIndex + 1)}.${year}`,
  };
}

/**
 * Calls the sandbox as the logged-in page does (its stored pageToken and the anti-forgery cookie)
 * and answers the envelope's content: for a journey to read what it will choose, with the same
 * session and rules as the screen.
 */
export function callAsPage<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const raw = localStorage.getItem('pageToken') ?? '';
      let pageToken = raw;
      try {
        pageToken = JSON.parse(raw) as string;
      } catch {
        // Stored as plain text.
      }
      const cookie = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1];
      const res = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          pageToken,
          'X-XSRF-TOKEN': cookie ? decodeURIComponent(cookie) : '',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await res.json()) as { content: T }).content;
    },
    { path, body },
  );
}

/**
 * Waits for long work the page reports in a status line ("Akışlar çiziliyor: 12 / 95"): as long
 * as the text keeps changing the work goes on, however slow the host; it fails only when the
 * text stands still for `stall` ms without reaching `done`. A wait on what the page shows, not
 * on a budget of seconds.
 */
export async function waitForProgress(
  status: Locator,
  done: RegExp,
  { stall = 15_000 }: { stall?: number } = {},
): Promise<void> {
  await expect(status).toBeVisible();
  for (;;) {
    const text = (await status.textContent()) ?? '';
    if (done.test(text)) return;
    await expect(status, `progress stood at "${text}"`).not.toHaveText(text, { timeout: stall });
  }
}

/**
 * The terms step after a first login: waits until the page says how many agreements wait, then
 * ticks that many boxes and confirms (reading the boxes before they rendered left one unticked).
 */
export async function acceptTerms(page: Page): Promise<void> {
  const pending = page.getByText(/^\d+ sözleşme onayınızı bekliyor\.$/);
  await expect(pending).toBeVisible();
  const count = Number.parseInt((await pending.textContent()) ?? '', 10);
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(count);
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  const confirm = page.getByRole('button', { name: 'Onayla ve devam et' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
}

/**
 * The refusal sentences a person reads before any step (issue 37), written out here as a person
 * reads them, not imported from the portal, so a changed wording fails the journeys.
 */
export const REFUSAL_TEXTS = {
  page: 'Bu sayfayı görüntüleme yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.',
  request: 'Bu işlem için talep yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.',
  /** What only full authority does: the audit trail, a line's call detail, signing a document. */
  fullAuthorityPage:
    'Bu sayfayı yalnızca tam yetkili kişiler görüntüleyebilir. Yetkili kişilerinizden yetki isteyebilirsiniz.',
  fullAuthorityAction:
    'Bu işlemi yalnızca tam yetkili kişiler yapabilir. Yetkili kişilerinizden yetki isteyebilirsiniz.',
} as const;

/** How many SMS the sandbox has sent to a phone since the last reset (the outbox, newest first). */
export async function smsCount(page: Page, msisdn: string): Promise<number> {
  const outbox = await page.request.get('/sandbox/sms-outbox', { params: { msisdn } });
  expect(outbox.ok()).toBe(true);
  return ((await outbox.json()) as unknown[]).length;
}
