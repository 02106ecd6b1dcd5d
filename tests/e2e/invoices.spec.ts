/**
 * Invoices (issue 18) in Chromium against the built portal and the sandbox, reset to the seed
 * before each test. hizli.kullanici opens "Fatura Bilgilerim" from the side menu, reads the
 * current invoice and the sixteen months, opens an invoice's layout, exports the by-line table,
 * drills into one line's call detail through the SMS confirmation (/invoice-detail-confirm);
 * the limited user reads invoices but is refused the call detail. axe at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs, type Person } from './signedIn';
import {
  callAsPage,
  expectNoAxeViolations,
  firstOtpBox,
  pasteOtp,
  REFUSAL_TEXTS,
  readLatestCode,
  resetSandbox,
  USERS,
} from './support';

const TL = /^\d{1,3}(\.\d{3})*,\d{2}\sTL$/;

async function openInvoices(page: Page, user: Person = USERS.fast) {
  await loggedInAs(page, user, '/invoices');
  await expect(page.getByRole('heading', { name: 'Fatura Bilgilerim', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Güncel fatura: / })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const width of [1366, 390]) {
  test(`current invoice, sixteen months, layout and by-line export at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loggedInAs(page, USERS.fast);
    // The side menu's "Fatura Bilgilerim" leads here.
    if (width === 1366) {
      await page.getByRole('link', { name: 'Fatura Bilgilerim' }).first().click();
    } else {
      await page.goto('/invoices');
    }
    await expect(page).toHaveURL(/\/invoices$/);
    const current = await callAsPage<{ period: string; totalKurus: number }>(
      page,
      '/dc_ccsi/v1/invoices/current',
    );
    const card = page.getByRole('region', { name: /^Güncel fatura: / });
    await expect(card.getByText('Toplam tutar')).toBeVisible();
    const total = (await card.locator('dd').first().textContent()) ?? '';
    expect(total).toMatch(TL);
    expect(Number(total.replace(/\sTL$/, '').replace(/\./g, '').replace(',', '.'))).toBeCloseTo(
      current.totalKurus / 100,
      2,
    );

    const months = page.getByRole('table', { name: 'Aylara göre fatura toplamları' });
    await expect(months.getByRole('row')).toHaveCount(17);
    // The chart and its library load as it comes near the screen (below the fold on a phone).
    await page.getByRole('heading', { name: /ayın faturaları$/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Aylara göre fatura toplamları grafiği' })).toBeVisible();
    await expectNoAxeViolations(page, `invoices at ${width}`);

    // One invoice's layout: the sections, taxes and total.
    await card
      .getByRole('button', { name: /^Fatura dökümü: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Fatura dökümü: F/ });
    await expect(dialog.getByRole('row', { name: /Genel toplam/ })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /KDV \(%20\)/ })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /ÖİV \(%10\)/ })).toBeVisible();
    await expectNoAxeViolations(page, `invoice layout at ${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // By line: sorted by amount, exported as CSV with the period in its name.
    await page.getByRole('tab', { name: 'Hat bazında' }).click();
    const lines = page.getByRole('region', { name: 'Hat bazında fatura listesi' });
    await expect(lines.getByRole('link', { name: /görüşme detayı/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, `invoice lines at ${width}`);
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (Excel, ;)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^hat-bazinda-fatura-${current.period}-.*\\.csv$`));
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text).toContain('Hat numarası;Kullanıcı;Ürün tipi;Tarife;Fatura hesabı (KTF)');
    expect(text).toMatch(/;\d{1,3}(\.\d{3})*,\d{2}\sTL\r\n/);
  });
}

test('drills into one line’s call detail through the SMS confirmation', async ({ page }) => {
  await openInvoices(page);
  await page.getByRole('tab', { name: 'Hat bazında' }).click();
  const link = page.getByRole('link', { name: /görüşme detayı/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/invoice-detail-confirm\?msisdn=5\d{9}&period=\d{4}-\d{2}$/);
  await expect(page.getByText('Görüşme detayını onaylayın')).toBeVisible();
  await expect(firstOtpBox(page)).toBeVisible();
  await expectNoAxeViolations(page, 'call detail confirmation');
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const records = page.getByRole('region', { name: 'Görüşme kayıtları listesi' });
  await expect(records.getByText(/Yurt içi|Mobil internet/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'call detail');
  // Another billed period of the same line opens on the same confirmation: no new SMS.
  const select = page.getByLabel('Fatura dönemi');
  const options = await select.locator('option').allTextContents();
  await select.selectOption({ label: options[2] ?? '' });
  await expect(page.getByRole('heading', { name: new RegExp(options[2] ?? '') })).toBeVisible();
  await expect(records.getByText(/Yurt içi|Mobil internet/).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page, 'call detail at 390');
});

test('a number that is not the company’s gets a Turkish answer next to the field', async ({ page }) => {
  await loggedInAs(page, USERS.fast, '/invoice-detail-confirm');
  await page.getByLabel('Hat numarası').fill('12345');
  await page.getByRole('button', { name: 'SMS ile onayla' }).click();
  await expect(page.getByText('Hat numarası okunamadı; numarayı 0532 123 45 67 gibi yazın.')).toBeVisible();
  await page.getByLabel('Hat numarası').fill('0555 000 00 00');
  await page.getByRole('button', { name: 'SMS ile onayla' }).click();
  await expect(page.getByText('Bu numara şirketinize ait bir hat değil.')).toBeVisible();
  await expectNoAxeViolations(page, 'call detail number');
});

test('the limited user reads invoices but not a line’s call detail', async ({ page }) => {
  // Issue 37: she sees the invoices in her second company only (the seed's grants).
  await loggedInAs(page, USERS.limited, '/corporate-selection');
  await page.getByRole('button', { name: 'Bu şirketle devam et (Anadolu Gıda San. A.Ş.)' }).click();
  await expect(page).not.toHaveURL(/corporate-selection/);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: /^Güncel fatura: / })).toBeVisible();
  await page.getByRole('tab', { name: 'Hat bazında' }).click();
  await page
    .getByRole('link', { name: /görüşme detayı/ })
    .first()
    .click();
  // A line's call detail is personal data only full authority sees (issue 37): the page says so
  // instead of asking for a number, so no SMS code is ever sent for it.
  await expect(page.getByRole('heading', { name: 'Görüşme Detayı', level: 1 })).toBeVisible();
  await expect(page.getByText(REFUSAL_TEXTS.fullAuthorityPage)).toBeVisible();
  await expect(page.getByLabel(/Hat numarası/)).toHaveCount(0);
});
