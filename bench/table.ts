/**
 * `npm run bench:table`: the line-user list (/update-product-user) at 10,000 and 100,000 lines,
 * in Debian's Chromium against the built portal on the sandbox (SANDBOX_BULK_LINES tops the demo
 * company up to that many lines). Prints: first table render, DOM rows at several scroll
 * positions, frame times while scrolling, a filter keystroke to the next paint and to the new
 * rows, and a 10,000 / 100,000-row spreadsheet import (parse and validate in the worker, long
 * tasks on the main thread). Figures only; nothing here is asserted.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { median, percentile } from './stats';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  dashboardRendered,
  ms,
  type Sandbox,
  startSandbox,
  submitCredentials,
  typeCode,
} from './support';

const SIZES = (process.env.TABLE_SIZES || '10000,100000').split(',').map(Number);
const IMPORT_SIZES = (process.env.IMPORT_SIZES || '10000,100000').split(',').map(Number);
const TABLE = 'Hatlar ve kullanıcıları';
/** The DataTable's body rows carry their index; its scroll region is the section around the table. */
const ROW = 'tr[data-row-index]';
const SEARCH = 'Numara veya kullanıcı adıyla ara';

const REGION = '[data-bench-scroll]';

/** Marks the scroll region of the table captioned TABLE (the DataTable's section) for the page scripts. */
async function markRegion(page: Page): Promise<void> {
  await page.evaluate((table) => {
    for (const old of document.querySelectorAll('[data-bench-scroll]'))
      old.removeAttribute('data-bench-scroll');
    const caption = [...document.querySelectorAll('caption')].find((c) => c.textContent === table);
    caption?.closest('section')?.setAttribute('data-bench-scroll', '');
  }, TABLE);
}

async function signedIn(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1366, height: 900 } });
  // tsx keeps function names with an `__name(fn, "name")` helper, which the page functions below
  // carry into the browser; the page gets a no-op one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await submitCredentials(page);
  await typeCode(page, base);
  await dashboardRendered(page);
  return page;
}

/**
 * From the menu link's click to the frame after the first row is in the DOM; without a menu link
 * (the entry is elsewhere), from the navigation's start of a direct load of the page.
 */
async function firstRender(page: Page, base: string): Promise<{ ms: number; from: string }> {
  const link = page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Hat Kullanıcı Bilgileri' });
  const watch = (selector: string) => {
    const w = window as unknown as { benchStart: number; benchPainted: Promise<number> };
    w.benchStart = 0;
    w.benchPainted = new Promise((done) => {
      const painted = () =>
        requestAnimationFrame(() => setTimeout(() => done(performance.now() - w.benchStart)));
      if (document.querySelector(selector)) return painted();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    });
    document.addEventListener('click', () => (w.benchStart = performance.now()), {
      capture: true,
      once: true,
    });
  };
  if ((await link.count()) > 0) {
    await page.evaluate(watch, ROW);
    await link.first().click();
    return {
      ms: await page.evaluate(() => (window as unknown as { benchPainted: Promise<number> }).benchPainted),
      from: 'menü tıklamasından',
    };
  }
  await page.addInitScript(watch, ROW);
  await page.goto(`${base}/update-product-user`);
  return {
    ms: await page.evaluate(() => (window as unknown as { benchPainted: Promise<number> }).benchPainted),
    from: 'sayfa yüklemesinden',
  };
}

const domRows = (page: Page) => page.locator(ROW).count();

/** Scrolls the table's body to fractions of its height, counting rows each time. */
async function rowsWhileScrolling(page: Page): Promise<number[]> {
  const counts: number[] = [];
  for (const at of [0, 0.1, 0.5, 0.9, 1]) {
    await page.evaluate(
      ([fraction, region]) => {
        const body = document.querySelector<HTMLElement>(region);
        if (body) body.scrollTop = (body.scrollHeight - body.clientHeight) * fraction;
      },
      [at, REGION] as const,
    );
    await page.waitForTimeout(150);
    counts.push(await domRows(page));
  }
  return counts;
}

/** Frame times over two seconds of steady scrolling (40 px per frame). */
async function frameTimes(page: Page): Promise<number[]> {
  return page.evaluate(
    (region) =>
      new Promise<number[]>((done) => {
        const body = document.querySelector<HTMLElement>(region);
        if (!body) return done([]);
        body.scrollTop = 0;
        const times: number[] = [];
        let last = performance.now();
        const end = last + 2000;
        const step = (now: number) => {
          times.push(now - last);
          last = now;
          body.scrollTop += 40;
          if (now < end) requestAnimationFrame(step);
          else done(times.slice(1));
        };
        requestAnimationFrame(step);
      }),
    REGION,
  );
}

/** One keystroke in the table's search: to the next painted frame, and to the filtered rows. */
async function filterKeystroke(page: Page, key: string): Promise<{ paint: number; rows: number }> {
  const box = page.getByRole('searchbox', { name: SEARCH });
  await box.focus();
  await page.evaluate((region) => {
    const w = window as unknown as { benchKey: Promise<{ paint: number; rows: number }> };
    const table = document.querySelector<HTMLElement>(region);
    w.benchKey = new Promise((done) => {
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          let paint = 0;
          requestAnimationFrame(() => setTimeout(() => (paint = performance.now() - start)));
          const before = table?.textContent;
          // A key that keeps the same rows ("5" when every number starts with 5) only shows as a
          // busy spell of the list; a key that changes nothing at all is capped at 3 s.
          // The region is looked up afresh: while the new query loads, the table may give way to
          // its loading state and come back as a new element.
          let sawBusy = false;
          const check = () => {
            const now = document.querySelector<HTMLElement>(region);
            const busy = !now || now.querySelector('[aria-busy="true"]') !== null;
            sawBusy ||= busy;
            const settled = !busy && (now?.textContent !== before || sawBusy);
            if (settled || performance.now() - start > 3000)
              requestAnimationFrame(() => done({ paint, rows: performance.now() - start }));
            else setTimeout(check, 5);
          };
          check();
        },
        { capture: true, once: true },
      );
    });
  }, REGION);
  await page.keyboard.type(key);
  return page.evaluate(
    () => (window as unknown as { benchKey: Promise<{ paint: number; rows: number }> }).benchKey,
  );
}

/** A run that hit the 3 s cap saw no change it could tell: that is no figure, and says so. */
const rowsFigure = (times: number[]) =>
  times.some((t) => t >= 3000)
    ? 'ölçülemedi (değişiklik 3 sn içinde görülmedi)'
    : `medyan ${ms(median(times))} ms`;

async function tableBench(browser: Browser, size: number) {
  process.env.SANDBOX_BULK_LINES = String(size);
  const sandbox: Sandbox = await startSandbox();
  try {
    const page = await signedIn(browser, sandbox.base);
    console.error(`[${size}] sandbox up, signed in`);
    const first = await firstRender(page, sandbox.base);
    console.error(`[${size}] first render ${ms(first.ms)} ms`);
    await markRegion(page);
    const rows = await rowsWhileScrolling(page);
    const frames = await frameTimes(page);
    const keys: { paint: number; rows: number }[] = [];
    for (const key of ['9', '9', '9']) keys.push(await filterKeystroke(page, key));
    console.log(`\n${size.toLocaleString('tr-TR')} hat`);
    console.log(`  ilk tablo çizimi (${first.from}): ${ms(first.ms)} ms`);
    console.log(`  DOM satırları (kaydırma konumlarında): ${rows.join(', ')} → en çok ${Math.max(...rows)}`);
    const fps = 1000 / median(frames);
    console.log(
      `  kaydırma kare süresi: medyan ${median(frames).toFixed(1)} ms (${fps.toFixed(0)} fps), p95 ${percentile(frames, 95).toFixed(1)} ms, 25 ms üstü ${frames.filter((t) => t > 25).length}/${frames.length} kare`,
    );
    console.log(
      `  arama tuşu → sonraki kare: medyan ${ms(median(keys.map((k) => k.paint)))} ms; → süzülmüş satırlar: ${rowsFigure(keys.map((k) => k.rows))}`,
    );
    await page.context().close();
  } finally {
    await sandbox.stop();
  }
}

/** A name part made of letters only (a user name may not hold digits): 0 → A, 25 → Z, 26 → BA. */
function lettersOf(n: number): string {
  const letters = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ';
  let out = '';
  let rest = n;
  do {
    out = letters[rest % letters.length] + out;
    rest = Math.floor(rest / letters.length);
  } while (rest > 0);
  return out;
}

/** A line-user import file with `size` rows, three of them bad. */
function importFile(size: number): string {
  const lines = ['GSM No;Kullanıcı Adı Soyadı;T.C. Kimlik No;E-posta;Departman;Masraf Merkezi'];
  for (let i = 0; i < size; i += 1) {
    const msisdn = `5${String(300000000 + i).padStart(9, '0')}`;
    // Rows 10, 20 and 30 are bad: a wrong identity number, an e-mail without a domain, no name.
    const identity = i === 10 ? '10000000147' : '10000000146';
    const email = i === 20 ? `kisi${i}@` : `kisi${i}@ornek.com.tr`;
    const name = i === 30 ? '' : `Deneme ${lettersOf(i)}`;
    lines.push(`${msisdn};${name};${identity};${email};Satış;MM-100`);
  }
  return lines.join('\r\n');
}

async function importBench(browser: Browser, size: number) {
  process.env.SANDBOX_BULK_LINES = '';
  const sandbox = await startSandbox();
  try {
    const page = await signedIn(browser, sandbox.base);
    await page.goto(`${sandbox.base}/update-product-user`);
    await page.getByRole('button', { name: 'Toplu güncelle' }).click();
    const file = join(tmpdir(), `bench-import-${size}.csv`);
    writeFileSync(file, `\uFEFF${importFile(size)}`);
    await page.evaluate(() => {
      const w = window as unknown as { benchLong: number[] };
      w.benchLong = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLong.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = performance.now();
    await page.getByLabel('Dosya seçin').setInputFiles(file);
    await page.getByText(/satır hazır/).waitFor({ timeout: 600_000 });
    const elapsed = performance.now() - started;
    const summary = await page.getByText(/satır hazır/).textContent();
    const long = await page.evaluate(() => (window as unknown as { benchLong: number[] }).benchLong);
    console.log(
      `\nİçe aktarma, ${size.toLocaleString('tr-TR')} satır: okuma ve doğrulama ${ms(elapsed)} ms; ana iş parçacığında 50 ms üstü görev: ${long.length}${long.length ? ` (en uzun ${ms(Math.max(...long))} ms)` : ''} — ${summary}`,
    );
    await page.context().close();
  } finally {
    await sandbox.stop();
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  for (const size of SIZES) await tableBench(browser, size);
  for (const size of IMPORT_SIZES) await importBench(browser, size);
} finally {
  await browser.close();
}
