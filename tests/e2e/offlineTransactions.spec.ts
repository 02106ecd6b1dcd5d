/**
 * Offline transactions (issue 21) in Chromium against the built portal and the sandbox, reset to
 * the seed before each test, as hizli.kullanici (320 seeded results): the table the served
 * template describes, the announcement, filters, export, and a transaction's detail page; axe
 * at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, resetSandbox, USERS } from './support';

const PAGE = '/offline-transactions';
const table = (page: Page) => page.getByRole('table', { name: 'Çevrim dışı işlemler' });
const rows = (page: Page) => table(page).locator('tr[data-row-index]');
const filters = (page: Page) => page.getByRole('form', { name: 'Çevrim dışı işlem filtreleri' });
const count = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^[\d.]+ kayıt$/)
        .first()
        .innerText()
    ).replace(/\D/g, ''),
  );

async function open(page: Page) {
  await loggedInAs(page, USERS.fast, PAGE);
  await expect(page.getByRole('heading', { name: 'Çevrim Dışı İşlemler', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

const serverTotal = async (page: Page, body: Record<string, unknown>) =>
  (
    await callAsPage<{ totalCount: number }>(page, '/ccsirest/offline-transaction/results.json', {
      offset: 0,
      limit: 1,
      ...body,
    })
  ).totalCount;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('lists the results in the served template’s columns, filters them and exports the filtered list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  await expect(page.getByText('Çevrim dışı işlemler hakkında')).toBeVisible();
  for (const title of ['Sorgu no', 'İşlem tarihi', 'İşlem türü', 'Hat numarası', 'Tutar', 'Durum'])
    await expect(table(page).getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
  await expect.poll(() => count(page)).toBe(await serverTotal(page, {}));
  // Money in Turkish format in the amount column.
  await expect(
    table(page)
      .getByText(/^-?[\d.]+,\d{2}\sTL$/)
      .first(),
  ).toBeVisible();

  await filters(page).getByLabel('İşlem türü').selectOption({ label: 'SIM kart değişikliği' });
  await filters(page).getByLabel('Durum').selectOption({ label: 'Tamamlandı' });
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  const sims = await serverTotal(page, { type: 'SIM_CHANGE', status: 'COMPLETED' });
  expect(sims).toBeGreaterThan(0);
  await expect.poll(() => count(page)).toBe(sims);
  await expect(rows(page).first()).toContainText('SIM kart değişikliği');
  await expect(rows(page).first()).toContainText('Tamamlandı');

  // A line number that is not one is said next to the field, in Turkish, before anything is sent.
  await filters(page).getByLabel('Hat numarası').fill('53x');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(filters(page).getByText('Hat numarası yalnızca rakam içermelidir.')).toBeVisible();
  await filters(page).getByLabel('Hat numarası').fill('');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();

  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cevrim-disi-islemler-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Sorgu no;İşlem tarihi;İşlem türü;Hat numarası;İşlem kanalı;Tutar (TL);Durum;Açıklama',
  );
  // The whole filtered list, not the page on screen.
  expect(lines).toHaveLength(sims + 1);
  expect(
    lines.slice(1).every((line) => line.includes(';SIM kart değişikliği;') && line.includes(';Tamamlandı;')),
  ).toBe(true);
  await expectNoAxeViolations(page, 'offline transactions 1366');
});

test('opens a transaction’s detail from the list, and at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  const first = await rows(page).first().locator('th, td').first().innerText();
  await page.getByRole('link', { name: `${first.trim()} işleminin ayrıntıları` }).click();
  await expect(page).toHaveURL(new RegExp(`/offline-transactions/${first.trim()}$`));
  await expect(page.getByRole('heading', { name: `İşlem ${first.trim()}`, level: 1 })).toBeVisible();
  await expect(page.getByText('İşlem bilgileri')).toBeVisible();
  await expect(page.getByText('İşlem kaydedildi.')).toBeVisible();
  await expectNoAxeViolations(page, 'offline transaction detail 1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: `İşlem ${first.trim()}`, level: 1 })).toBeVisible();
  await expect(page.getByText('İşlem kaydedildi.')).toBeVisible();
  await expectNoAxeViolations(page, 'offline transaction detail 390');
  await page.getByRole('link', { name: 'Çevrim Dışı İşlemler' }).click();
  await expect(page.getByRole('heading', { name: 'Çevrim Dışı İşlemler', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtreler/ })).toBeVisible();
  await expectNoAxeViolations(page, 'offline transactions 390');

  // Another company's query number is not found, said in Turkish.
  await page.goto('/offline-transactions/OT00000001');
  await expect(
    page.getByText('Bu sorgu numarasıyla şirketinize ait bir çevrim dışı işlem bulunamadı.').first(),
  ).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`a query number in the wrong format offers no retry, and no notice covers Yenile (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await loggedInAs(page, USERS.fast, '/offline-transactions/OT-1');
    await expect(page.getByRole('heading', { name: 'İşlem OT-1', level: 1 })).toBeVisible();
    const why = page.getByText('Sorgu numarası OT ile başlayan 10 karakter olmalıdır.');
    await expect(why.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
    const refresh = page.getByRole('button', { name: 'Yenile' });
    const box = await refresh.boundingBox();
    const notices = page.locator('[aria-live="assertive"] > div');
    for (const notice of await notices.all()) {
      const n = await notice.boundingBox();
      if (!box || !n) continue;
      const apart =
        n.x + n.width <= box.x ||
        box.x + box.width <= n.x ||
        n.y + n.height <= box.y ||
        box.y + box.height <= n.y;
      expect(apart, 'a notice covers Yenile').toBe(true);
    }
    await page.screenshot({ path: `test-results/offline-ot1-${width}.png` });
    await expectNoAxeViolations(page, `offline transaction OT-1 at ${width} px`);
  });
}
