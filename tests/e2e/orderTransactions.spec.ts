/**
 * The line operations request history (issue 17) in Chromium against the built portal and the
 * sandbox, reset to the seed before each test, as hizli.kullanici (120 seeded requests). The
 * journeys filter the history (family, status, period, a line number, the open-demand count),
 * open a partly done request and read each line's result and reason, export the filtered list
 * as CSV and XLSX (and mailed), and check the page and the dialog with axe at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, resetSandbox, USERS } from './support';

const PAGE = '/line-operations-request-history';
const table = (page: Page) => page.getByRole('table', { name: 'Hat işlemi talepleri' });
const rows = (page: Page) => table(page).locator('tr[data-row-index]');
const filters = (page: Page) => page.getByRole('form', { name: 'Talep filtreleri' });
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
  await expect(page.getByRole('heading', { name: 'Hat İşlemleri Talep Geçmişi', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The list row's total for a query, with the page's own session (what the server says). */
async function serverTotal(page: Page, query: Record<string, string>) {
  const page1 = await callAsPage<{ total: number }>(
    page,
    `/dc_ccsi/v1/order-transactions?${new URLSearchParams({ ...query, limit: '1' })}`,
  );
  return page1.total;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('filters the history by family, status, period and line number, and by the open-demand count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  // The seed's 120 requests of other channels and the portal's own (package orders, approvals …).
  await expect.poll(() => count(page)).toBeGreaterThanOrEqual(120);
  const all = await count(page);

  await filters(page).getByLabel('Talep türü').selectOption({ label: 'SIM kart' });
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  const sim = await serverTotal(page, { documentType: 'SIM' });
  await expect.poll(() => count(page)).toBe(sim);
  expect(sim).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText(/SIM/);

  // A period that ends before it starts is said next to the dates, and nothing is asked.
  await filters(page).getByLabel('Başlangıç tarihi').fill('2026-06-10');
  await filters(page).getByLabel('Bitiş tarihi').fill('2026-06-01');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(filters(page).getByText('Başlangıç tarihi bitiş tarihinden sonra olamaz.')).toBeVisible();
  await expect(filters(page).getByLabel('Bitiş tarihi')).toHaveAttribute('aria-invalid', 'true');
  await filters(page).getByRole('button', { name: 'Temizle' }).click();
  await expect.poll(() => count(page)).toBe(all);

  // A line of the first request, written the way people write it.
  await rows(page)
    .first()
    .getByRole('button', { name: /ayrıntıları$/ })
    .click();
  const dialog = page.getByRole('dialog');
  const firstLine = (
    await dialog.locator('tr[data-row-index="0"]').locator('th, td').first().innerText()
  ).trim();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await filters(page).getByLabel('Hat numarası').fill(firstLine);
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  const byLine = await serverTotal(page, { msisdn: firstLine });
  await expect.poll(() => count(page)).toBe(byLine);
  expect(byLine).toBeGreaterThan(0);

  // The open-demand figure opens the list it counts.
  const counts = page.getByRole('region', { name: 'Açık talepler ve siparişler' });
  const openCount = Number(
    await counts
      .locator('dt', { hasText: 'Sonuçlanmamış talep' })
      .locator('xpath=following-sibling::dd[1]')
      .innerText(),
  );
  await counts.getByRole('button', { name: 'Talepleri göster' }).click();
  await expect(filters(page).getByLabel('Durum')).toHaveValue('OPEN');
  await expect(filters(page).getByLabel('Hat numarası')).toHaveValue('');
  await expect.poll(() => count(page)).toBe(openCount);
  for (const row of await rows(page).all()) await expect(row).toContainText(/Onay bekliyor|Alındı|İşlemde/);
});

test('opens a partly done request and reads each line’s result and reason', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  await filters(page).getByLabel('Durum').selectOption({ label: 'Kısmen tamamlandı' });
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(rows(page).first()).toContainText('Kısmen tamamlandı');
  const orderId = (await rows(page).first().locator('th, td').first().innerText()).trim();
  await rows(page)
    .first()
    .getByRole('button', { name: `${orderId} talebinin ayrıntıları` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Talep ${orderId}` });
  await expect(dialog.getByText('Talep eden')).toBeVisible();
  const lines = dialog.getByRole('table', { name: 'Talebin hatları' });
  const failed = lines.locator('tr[data-row-index]').filter({ hasText: 'Yapılamadı' });
  await expect(failed.first()).toBeVisible();
  // Each failed line says why, in a sentence.
  await expect(
    failed
      .first()
      .locator('td')
      .filter({ hasText: /^[A-ZÇĞİÖŞÜ].*[a-zçğıöşü]\.$/ }),
  ).toHaveCount(1);
  await expect(lines.locator('tr[data-row-index]').filter({ hasText: 'Yapıldı' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'request detail at 1366 px');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page, 'request history at 1366 px');
});

test('exports the filtered history as CSV and XLSX that read back, or mails it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  await filters(page).getByLabel('Talep türü').selectOption({ label: 'Tarife ve paket' });
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  const shown = await serverTotal(page, { documentType: 'TARIFF' });
  await expect.poll(() => count(page)).toBe(shown);

  async function exportAs(item: RegExp) {
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    return { name: file.suggestedFilename(), path: await file.path() };
  }
  const csv = await exportAs(/CSV/);
  expect(csv.name).toMatch(/^hat-islemleri-talepleri-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(csv.path, 'utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Talep no;Talep türü;İşlem;Durum;Talep tarihi;Sonuç tarihi;Talep eden;Kanal;Hat sayısı;Yapılan;Yapılamayan',
  );
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.split(';')[1] === 'Tarife ve paket')).toBe(true);
  const xlsx = await exportAs(/XLSX/);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(await readSheet(xlsx.path)).toHaveLength(shown + 1);

  await page.getByLabel('E-posta ile gönder').check();
  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  await expect(page.getByText('Dosya e-posta adresinize gönderildi.')).toBeVisible();
});

test('the history and a request are usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await expectNoAxeViolations(page, 'request history at 390 px');
  await page.getByRole('button', { name: /^Filtreler/ }).click();
  await filters(page).getByLabel('Talep türü').selectOption({ label: 'Yurt dışı' });
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(page.getByRole('button', { name: 'Filtreler (1 etkin)' })).toBeVisible();
  await expect(rows(page).first()).toContainText('Yurt dışı');
  await rows(page)
    .first()
    .getByRole('button', { name: /ayrıntıları$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('table', { name: 'Talebin hatları' }).locator('tr[data-row-index]').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'request detail at 390 px');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);
});
