/**
 * `npm run bench:journey`: the portal as a person meets it, timed in Debian's Chromium against the
 * built portal on the sandbox, over JOURNEY_RUNS fresh browser contexts (default 5, cold cache);
 * then issue 42's interactions (a wizard step change, opening a detail dialog: median of 20 against
 * 100 ms), then the sandbox API's latency for the login and a logged-in call under a bounded
 * loopback load.
 * It prints figures; nothing here is asserted.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { boundedLoad, type Summary, summarise } from './stats';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  dashboardRendered,
  FAST_USER,
  latestCode,
  ms,
  otpBox,
  type Sandbox,
  startSandbox,
  submitCredentials,
  typeCode,
} from './support';

const RUNS = Number(process.env.JOURNEY_RUNS || 5);
/** Issue 42's interactions: the median of 20 each. */
const INTERACTIONS = Number(process.env.INTERACTION_RUNS || 20);
const BUDGETS = { stepChange: 100, dialogOpen: 100 };
const LOAD = {
  total: Number(process.env.LOAD_REQUESTS || 200),
  concurrency: Number(process.env.LOAD_CONCURRENCY || 10),
};

interface JourneyTimes {
  loginReady: number;
  otpToDashboard: number;
  routeChange: number;
}

async function journey(browser: Browser, base: string): Promise<JourneyTimes> {
  const context = await browser.newContext({ locale: 'tr-TR' });
  try {
    const page = await context.newPage();
    let started = performance.now();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Giriş yap' }).waitFor();
    await page.getByLabel('Kullanıcı adı').waitFor();
    const loginReady = performance.now() - started;

    await submitCredentials(page);
    const code = await latestCode(base, FAST_USER.msisdn);
    await otpBox(page).click();
    await page.keyboard.type(code.slice(0, -1));
    // The sixth digit submits the code by itself: the clock starts there.
    started = performance.now();
    await page.keyboard.type(code.slice(-1));
    await dashboardRendered(page);
    const otpToDashboard = performance.now() - started;

    await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
    const link = page.getByRole('menuitem', { name: 'Şirket seçimi' });
    await link.waitFor();
    started = performance.now();
    await link.click();
    await page.getByRole('heading', { name: 'Şirket seçimi' }).waitFor();
    const routeChange = performance.now() - started;
    return { loginReady, otpToDashboard, routeChange };
  } finally {
    await context.close();
  }
}

/**
 * Clicks the button named `button` inside the page and waits, frame by frame, until the page
 * shows what `ready` names; answers the time from the click to that frame (ms, in the page's
 * clock, so Playwright's round trips are not counted).
 */
async function clickToFrame(
  page: Page,
  button: string,
  ready: { step: string; withButton: string } | { dialog: true },
): Promise<number> {
  return page.evaluate(
    async ({ button, ready }) => {
      const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
      const enabled = (scope: string, name: string) =>
        [...document.querySelectorAll<HTMLButtonElement>(scope)].find(
          (b) => (b.textContent?.trim() === name || b.getAttribute('aria-label') === name) && !b.disabled,
        );
      // The interaction starts when the person can click: wait for the button first.
      const waitedSince = performance.now();
      while (!enabled('main button', button) && performance.now() - waitedSince < 15_000) await nextFrame();
      const target = enabled('main button', button);
      if (!target) throw new Error(`No button ${button} at ${location.pathname}`);
      const shown = () => {
        if ('step' in ready) {
          const current = document.querySelector('nav[aria-label="Sipariş adımları"] [aria-current="step"]');
          // The step is there when its own buttons are (a step loading its data shows none).
          return (
            Boolean(current?.textContent?.includes(ready.step)) &&
            Boolean(enabled('main button', ready.withButton))
          );
        }
        return Boolean(document.querySelector('[role="dialog"]')?.textContent?.trim());
      };
      const started = performance.now();
      target.click();
      while (!shown()) await nextFrame();
      // The frame that shows it.
      await nextFrame();
      return performance.now() - started;
    },
    { button, ready },
  );
}

interface InteractionTimes {
  stepForward: number[];
  stepBack: number[];
  dialogOpen: number[];
}

/** A signed-in person steps the new-line wizard back and forth and opens audit entries. */
async function interactions(browser: Browser, base: string): Promise<InteractionTimes> {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1366, height: 900 } });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const times: InteractionTimes = { stepForward: [], stepBack: [], dialogOpen: [] };
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await submitCredentials(page);
    await typeCode(page, base);
    await dashboardRendered(page);

    await page.goto(`${base}/new-line`);
    await page.getByLabel('Ses hattı adedi').fill('1');
    for (let i = 0; i < INTERACTIONS; i += 1) {
      times.stepForward.push(await clickToFrame(page, 'Devam', { step: 'Numaralar', withButton: 'Geri' }));
      times.stepBack.push(await clickToFrame(page, 'Geri', { step: 'Ürün ve tarife', withButton: 'Devam' }));
    }

    await page.goto(`${base}/audit-trail`);
    const first = page.getByRole('button', { name: /ayrıntıları/i }).first();
    await first.waitFor();
    const name = (await first.getAttribute('aria-label')) ?? 'Ayrıntılar';
    for (let i = 0; i < INTERACTIONS; i += 1) {
      times.dialogOpen.push(await clickToFrame(page, name, { dialog: true }));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return times;
  } finally {
    await context.close();
  }
}

/** The double-submit pair the API wants on writes, bound to the session if there is one (server/csrf.ts). */
async function csrfHeaders(base: string, pageToken?: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/dc_ccsi/v1/security/csrf`, {
    headers: pageToken ? { pageToken } : {},
  });
  const token = ((await res.json()) as { content?: { token?: string } }).content?.token;
  if (!token) throw new Error('No anti-forgery token from the sandbox');
  return { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token };
}

async function post(base: string, path: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { content?: Record<string, unknown>; status?: { code?: string } };
  if (!res.ok || !json.content) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json.status)}`);
  return json.content;
}

async function apiLoad(base: string): Promise<{ login: Summary; sessionControl: Summary }> {
  const headers = await csrfHeaders(base);
  const credentials = { userName: FAST_USER.userName, password: FAST_USER.password };
  const login = () => post(base, '/ccsirest/auth/login.json', headers, credentials);

  const challenge = await login();
  const code = await latestCode(base, FAST_USER.msisdn);
  const session = await post(base, '/ccsirest/auth/token.json', headers, {
    transactionId: challenge.transactionId,
    code,
  });
  const pageToken = String(session.token ?? session.pageToken ?? '');
  if (!pageToken) throw new Error(`No pageToken in the login answer: ${Object.keys(session).join(', ')}`);
  const sessionHeaders = await csrfHeaders(base, pageToken);
  const sessionControl = () =>
    post(base, '/ccsirest/auth/session-control.json', { ...sessionHeaders, pageToken }, {});

  // A few calls first, so the figures are not about the first JIT compilation.
  for (let i = 0; i < 10; i += 1) await Promise.all([login(), sessionControl()]);
  const loginTimes = await boundedLoad(LOAD.total, LOAD.concurrency, async () => void (await login()));
  const controlTimes = await boundedLoad(
    LOAD.total,
    LOAD.concurrency,
    async () => void (await sessionControl()),
  );
  return { login: summarise(loginTimes), sessionControl: summarise(controlTimes) };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  for (const line of [header, widths.map((w) => '-'.repeat(w)), ...rows]) {
    console.log(
      line.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
    );
  }
}

async function main(): Promise<void> {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;
  try {
    sandbox = await startSandbox();
    const { base } = sandbox;
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    });
    const runs: JourneyTimes[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Same seed every run: no sessions or codes left over from the one before.
      await fetch(`${base}/sandbox/reset`, { method: 'POST' });
      runs.push(await journey(browser, base));
    }
    console.log(`\nJourney in Chromium ${browser.version()}, ${RUNS} runs, fresh context each (ms)\n`);
    const step = (label: string, pick: (t: JourneyTimes) => number) => {
      const s = summarise(runs.map(pick));
      return [label, ms(s.median), ms(s.min), ms(s.max), ms(s.p90)];
    };
    printTable(
      ['step', 'median', 'min', 'max', 'p90'],
      [
        step('login page ready (goto → form usable)', (t) => t.loginReady),
        step('last OTP digit → dashboard rendered', (t) => t.otpToDashboard),
        step('dashboard → /corporate-selection (user menu)', (t) => t.routeChange),
      ],
    );

    await fetch(`${base}/sandbox/reset`, { method: 'POST' });
    const taken = await interactions(browser, base);
    console.log(
      `\nInteractions, signed in, ${INTERACTIONS} each, click → the frame that shows the result (ms)\n`,
    );
    const interaction = (label: string, values: number[], budget: number) => {
      const s = summarise(values);
      return [label, ms(s.median), ms(s.p90), ms(s.max), String(budget), s.median <= budget ? '✔' : '✖ over'];
    };
    printTable(
      ['interaction', 'median', 'p90', 'max', 'budget (median)', ''],
      [
        interaction(
          'new-line wizard: Devam → numbers step (its list fetched)',
          taken.stepForward,
          BUDGETS.stepChange,
        ),
        interaction('new-line wizard: Geri → product step', taken.stepBack, BUDGETS.stepChange),
        interaction('audit trail: Ayrıntılar → entry dialog', taken.dialogOpen, BUDGETS.dialogOpen),
      ],
    );
    console.log('A filter keystroke on a 10,000-line list: npm run bench:table.');

    await fetch(`${base}/sandbox/reset`, { method: 'POST' });
    const api = await apiLoad(base);
    console.log(
      `\nSandbox API on loopback, ${LOAD.total} requests, ${LOAD.concurrency} at a time, after 10 warm-up (ms)\n`,
    );
    const row = (label: string, s: Summary) => [label, ms(s.median), ms(s.p90), ms(s.p99), ms(s.max)];
    printTable(
      ['call', 'median', 'p90', 'p99', 'max'],
      [
        row('POST /api/ccsirest/auth/login.json', api.login),
        row('POST /api/ccsirest/auth/session-control.json', api.sessionControl),
      ],
    );
  } finally {
    await browser?.close();
    await sandbox?.stop();
  }
}

await main();
