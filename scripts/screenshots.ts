/**
 * A screenshot pass over every route (issue 39): signs the demo user in, visits each route of
 * the route table (each feature's screens.ts) and one page below each list (an order, an offline
 * transaction, a request form…) at 1366 and 390 px, and saves full-page PNGs plus contact sheets, so a person can look
 * at the whole portal in a few pictures. Not a test: nothing here passes or fails on looks.
 *
 *   node_modules/.bin/vite build --logLevel warn
 *   npx tsx scripts/screenshots.ts [outDir]          # default /tmp/shots-b
 *   SHOTS_ONLY=/extraPacket,/my-orders npx tsx scripts/screenshots.ts   # those routes (and below) only
 *
 * It starts its own sandbox on E2E_PORT (default 6202) with a throw-away database, the way
 * playwright.config.ts does, or uses SHOTS_URL when a portal already runs. Each picture's page
 * also reports horizontal overflow and bare 10-digit numbers in the console summary, the two
 * defects a picture shows least well.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { readRoutes } from './readRoutes';

const OUT = resolve(process.argv[2] ?? '/tmp/shots-b');
const PORT = Number(process.env.E2E_PORT ?? 6202);
const BASE = process.env.SHOTS_URL ?? `http://127.0.0.1:${PORT}`;
const WIDTHS = [1366, 390] as const;
/** Comma-separated path prefixes: a second look at a few routes after a fix, without the rest. */
const ONLY = (process.env.SHOTS_ONLY ?? '').split(',').filter(Boolean);
const wanted = (path: string) => ONLY.length === 0 || ONLY.some((prefix) => path.startsWith(prefix));
const DEMO = { userName: 'demo.yonetici', password: 'Demo.2026!', msisdn: '5321234567' };
/** Where a parameterised route is visited when no list on the way links to one. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  '/p/:page': '/p/hakkimizda',
  '/csi/:page': '/csi/hizmet-kalitesi',
  '/offline-transactions/:queryId': '/offline-transactions/OT00000001',
};
/** Public pages that need a key nobody has here; the logged-out pages are shot before login. */
const SKIPPED = new Set(['/showinvoicepdf/:secretKey', '/showinvoicepdf/gib/:secretKey']);

interface Shot {
  name: string;
  path: string;
  width: number;
  file: string;
  overflow: number;
  note: string;
}

function startSandbox(): ChildProcess | undefined {
  if (process.env.SHOTS_URL) return undefined;
  return spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DB_PATH: ':memory:',
      SANDBOX_TEST_HOOKS: '1',
      SANDBOX_RELAXED_LIMITS: '1',
      BASE_PATH: '/',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForServer(): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    try {
      const res = await fetch(`${BASE}/`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`Sandbox did not answer at ${BASE}`);
}

async function latestCode(): Promise<string> {
  const res = await fetch(`${BASE}/sandbox/sms-outbox?msisdn=${DEMO.msisdn}`);
  const messages = (await res.json()) as { code: string }[];
  const code = messages[0]?.code;
  if (!code) throw new Error('No SMS code in the outbox');
  return code;
}

/** The demo user's whole entry: password, SMS code, terms, company; ends on the dashboard. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Kullanıcı adı').fill(DEMO.userName);
  await page.getByLabel('Şifre').fill(DEMO.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  const first = page.getByLabel('Doğrulama kodu, 1. hane');
  await first.waitFor();
  await first.click();
  await page.keyboard.type(await latestCode());
  await page.waitForURL(/terms-approved|corporate-selection|dashboard/);
  if (page.url().includes('terms-approved')) {
    await shoot(page, 'terms-approved', '/terms-approved');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
    await page.waitForURL(/corporate-selection/);
  }
  if (page.url().includes('corporate-selection')) {
    await shoot(page, 'corporate-selection', '/corporate-selection');
    await page
      .getByRole('button', { name: /^Bu şirketle devam et/ })
      .first()
      .click();
  }
  await page.waitForURL(/dashboard/);
  const later = page.getByRole('button', { name: 'Daha sonra' });
  await later.waitFor({ timeout: 15_000 }).catch(() => undefined);
  if (await later.isVisible()) await later.click();
}

const shots: Shot[] = [];

/** Waits until no spinner or skeleton is left (or gives up after a while: a picture is still useful). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('[role="progressbar"], .animate-spin, .animate-pulse'),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}

async function shoot(page: Page, name: string, path: string): Promise<void> {
  const current = page.viewportSize()?.width ?? 1366;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await settle(page);
    const file = join(OUT, `${name}@${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const facts = await page.evaluate(() => {
      const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      const bare = document.body.innerText.match(/(?<![\d.,])0?5\d{9}(?![\d.,])/g) ?? [];
      return { overflow, bare };
    });
    const note = facts.bare.length ? `bare numbers: ${facts.bare.slice(0, 3).join(', ')}` : '';
    shots.push({ name, path, width, file, overflow: facts.overflow, note });
  }
  await page.setViewportSize({ width: current, height: 900 });
}

const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[/:*?]+/g, '_')
    .replace(/_+$/, '') || 'root';

async function visit(page: Page, path: string): Promise<void> {
  if (!wanted(path)) return;
  await page.goto(`${BASE}${path}`);
  await settle(page);
  await shoot(page, slug(path), path);
}

/** Links inside the page's main area that lead below `prefix`: one detail of each kind. */
async function subLinks(page: Page, prefix: string, max: number): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const below = hrefs.filter((href) => href.startsWith(`${prefix}/`) && href !== `${prefix}/`);
  return [...new Set(below)].slice(0, max);
}

/** Contact sheets: a few routes a sheet, both widths side by side, drawn by the browser itself. */
async function contactSheets(browser: Browser): Promise<string[]> {
  const names = [...new Set(shots.map((s) => s.name))];
  const perSheet = 4;
  const sheets: string[] = [];
  const page = await browser.newPage({ viewport: { width: 1800, height: 1000 } });
  for (let i = 0; i < names.length; i += perSheet) {
    const group = names.slice(i, i + perSheet);
    const cells = group
      .map((name) => {
        const [wide, narrow] = WIDTHS.map((w) => shots.find((s) => s.name === name && s.width === w));
        const img = (s: Shot | undefined, width: number) =>
          s ? `<img src="${pathToFileURL(s.file).href}" style="width:${width}px">` : '';
        return `<div class="cell"><h2>${name}</h2><div class="pair">${img(wide, 300)}${img(narrow, 130)}</div></div>`;
      })
      .join('');
    const html = `<!doctype html><style>body{margin:0;font:14px sans-serif;display:flex;gap:8px;align-items:flex-start}
      .cell{width:440px}.pair{display:flex;gap:6px;align-items:flex-start}img{border:1px solid #999}
      h2{font-size:13px;margin:4px 0}</style>${cells}`;
    const htmlFile = join(OUT, `sheet-${String(i / perSheet + 1).padStart(2, '0')}.html`);
    writeFileSync(htmlFile, html);
    await page.goto(pathToFileURL(htmlFile).href);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const png = htmlFile.replace(/\.html$/, '.png');
    await page.screenshot({ path: png, fullPage: true });
    sheets.push(png);
  }
  await page.close();
  return sheets;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = startSandbox();
  try {
    await waitForServer();
    await fetch(`${BASE}/sandbox/reset`, { method: 'POST' });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const ROUTES = await readRoutes(resolve(import.meta.dirname, '..'));

    // Logged out first: the login page, the manager login and the logged-out-only pages.
    for (const route of ROUTES.filter((r) => r.access !== 'private' && !SKIPPED.has(r.pattern))) {
      const path = route.pattern.replace('/*', '');
      if (path === '/customer-manager/portfolio' || path === '/seamless-login' || path === '/ext') continue;
      await visit(page, path);
    }

    await signIn(page);
    await shoot(page, 'dashboard', '/dashboard');
    for (const route of ROUTES.filter((r) => r.access === 'private')) {
      if (['/dashboard', '/terms-approved', '/corporate-selection'].includes(route.pattern)) continue;
      const wildcard = route.pattern.endsWith('/*');
      const base = route.pattern.replace('/*', '');
      if (base.includes(':')) {
        // Parameterised: shot from the list that links to it, or from a known sample.
        const sample = SAMPLE_PARAMS[base];
        if (sample) await visit(page, sample);
        continue;
      }
      if (!wanted(base)) continue;
      await visit(page, base);
      for (const sub of await subLinks(page, base, wildcard ? 4 : 1)) await visit(page, sub);
    }
    await visit(page, '/bu-sayfa-yok');

    const sheets = await contactSheets(browser);
    await browser.close();
    for (const s of shots) {
      const flags = [s.overflow > 0 ? `HORIZONTAL SCROLL ${s.overflow}px` : '', s.note].filter(Boolean);
      console.log(`${s.width}\t${s.path}\t${flags.join('; ')}`);
    }
    console.log(`\n${shots.length} pictures and ${sheets.length} sheets in ${OUT}`);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
