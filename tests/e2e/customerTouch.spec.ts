/**
 * Customer-touch history (issue 18) in Chromium against the built portal and the sandbox: the
 * company's contacts, filtered by channel and month, exported as CSV; axe at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Müşteri temas kayıtları' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openHistory(page: Page) {
  await loggedInAs(page, USERS.fast, '/ctt-history');
  await expect(page.getByRole('heading', { name: 'Müşteri Temas Geçmişi', level: 1 })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('filter the contacts by channel and month, then export what is shown', async ({ page }) => {
  await openHistory(page);
  await expectNoAxeViolations(page, '/ctt-history');
  const form = page.getByRole('form', { name: 'Temas geçmişi filtreleri' });
  await form.getByLabel('Kanal').selectOption({ label: 'Ziyaret' });
  await form.getByRole('button', { name: 'Listele' }).click();
  await expect(bodyRows(page).first()).toContainText('Ziyaret');
  const visits = await bodyRows(page).count();
  for (let i = 0; i < visits; i++) await expect(bodyRows(page).nth(i)).toContainText('Ziyaret');

  // One month of every channel: each row's date is in that month.
  await form.getByLabel('Kanal').selectOption({ label: 'Tüm kanallar' });
  const label = (await form.getByLabel('Dönem').locator('option').nth(2).textContent()) ?? '';
  await form.getByLabel('Dönem').selectOption({ label });
  await form.getByRole('button', { name: 'Listele' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  const [name, year] = label.split(' ');
  const months = [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ];
  const month = String(months.indexOf(name ?? '') + 1).padStart(2, '0');
  expect(month).not.toBe('00');
  const dates = await table(page).locator('tbody tr td:first-child').allInnerTexts();
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(new RegExp(`^\\d{2}\\.${month}\\.${year} \\d{2}:\\d{2}$`));

  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^musteri-temas-gecmisi-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path()) ?? '', 'utf8')
    .slice(1)
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Tarih;Kanal;Konu;Sonuç;Temsilci;Kayıt no');
  expect(lines).toHaveLength(dates.length + 1);
});

test('the export can go by e-mail instead', async ({ page }) => {
  await openHistory(page);
  await page.getByLabel('E-posta ile gönder').check();
  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  await page
    .getByRole('menuitem', { name: /XLSX|Excel/ })
    .first()
    .click();
  await expect(page.getByText('Dosya e-posta adresinize gönderildi.')).toBeVisible();
});

test('the history reads on a phone: axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHistory(page);
  await expectNoAxeViolations(page, '/ctt-history at 390px');
});
