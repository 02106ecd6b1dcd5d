/**
 * Issue 39, layout facts read off the page by bounding boxes, never by time: a table sits right
 * under its toolbar (no empty strip where the selection bar waits for a first choice), and an
 * amount and its "TL" stay on one line at 390 and at 1366 (docs/style-tr.md, formatMoney).
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { resetSandbox, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function signIn(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
}

/** Pixels between the bottom of a table's search box and the top of the table. */
async function gapUnderSearch(page: Page, search: string, table: string): Promise<number> {
  const box = await page.getByLabel(search, { exact: true }).boundingBox();
  const grid = await page.getByRole('table', { name: table }).boundingBox();
  if (!box || !grid) throw new Error(`${search} or ${table} is not on the page`);
  return grid.y - (box.y + box.height);
}

test('a selectable table starts right under its toolbar before anything is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  for (const { path, table } of [
    { path: '/extraPacket', table: 'Hatlar ve ek paket izinleri' },
    { path: '/secure-internet', table: 'Hatlar ve güvenli internet profilleri' },
  ]) {
    await page.goto(path);
    const search = 'Numara veya kullanıcı adıyla ara';
    await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
    // One spacing step (12 px) and the toolbar's own alignment; the empty selection strip added 36 px.
    expect(await gapUnderSearch(page, search, table), path).toBeLessThanOrEqual(20);
    // Once a row is chosen the bar has something to say, and only then takes room.
    await page.getByRole('table', { name: table }).getByRole('checkbox').nth(1).check();
    await expect(page.getByText('1 satır seçildi')).toBeVisible();
    expect(await gapUnderSearch(page, search, table), `${path}, one row chosen`).toBeGreaterThan(20);
  }
});

/** Every amount ("30,00 TL") in the main area, with the number of lines its text takes. */
function amountLines(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/\d\s?TL\b/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      found.push({ text, lines: tops.size });
    }
    return found;
  });
}

for (const width of [390, 1366]) {
  test(`an amount and its TL stay on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page);
    for (const path of ['/additional-package-history', '/invoices']) {
      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .getByText(/\d\s?TL$/)
          .first(),
      ).toBeVisible();
      const amounts = await amountLines(page);
      expect(amounts.length, path).toBeGreaterThan(3);
      const broken = amounts.filter((a) => /^-?[\d.,]+\sTL$/.test(a.text.trim()) && a.lines > 1);
      expect(broken, `${path}: amounts broken over two lines`).toEqual([]);
    }
  });
}
