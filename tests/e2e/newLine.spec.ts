/**
 * The new-line wizard in Chromium against the sandbox: two VOICE lines with new numbers and one
 * M2M line, confirmed with the SMS code, found in My Orders; a reload mid-way resumes the draft.
 */

import { expect, test } from '@playwright/test';
import { formatMsisdn } from '../../src/lib/msisdn';
import { NEW_LINE_DRAFT_KEY } from '../../src/machines/newLine/newLineDraft';
import { loggedInAs } from './signedIn';
import {
  closeSurvey,
  expectNoAxeViolations,
  login,
  pasteOtp,
  readLatestCode,
  resetSandbox,
  USERS,
} from './support';

// A whole order with axe checks on every step takes longer than the default 30 s on this machine.
test.setTimeout(90_000);

test.beforeEach(async ({ page }) => {
  await resetSandbox(page.request);
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
});

const currentStep = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Sipariş adımları' }).locator('[aria-current="step"]');

test('orders two VOICE lines with new numbers and one M2M line, resuming after a reload', async ({
  page,
}) => {
  await page.goto('/new-line');
  await expect(page.getByRole('heading', { name: 'Yeni Hat Siparişi' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Ürün ve tarife');
  await page.getByLabel('Ses hattı adedi').fill('2');
  await page.getByLabel('M2M hattı adedi').fill('1');
  await page.getByLabel('Ses hattı tarifesi').selectOption({ label: 'Kurumsal Süper 10 GB – 389,90 TL/ay' });
  await expectNoAxeViolations(page, 'new line: product');
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(currentStep(page)).toContainText('Numaralar');
  const devam = page.getByRole('button', { name: 'Devam' });
  await expect(devam).toBeDisabled(); // no numbers picked yet
  await page.getByLabel('Ses hattı 1 numarası').selectOption({ index: 1 });
  await page.getByLabel('Ses hattı 2 numarası').selectOption({ index: 2 });
  const first = await page.getByLabel('Ses hattı 1 numarası').inputValue();
  await expect(page.getByText('M2M numaraları sistem tarafından atanır.')).toBeVisible();
  await expectNoAxeViolations(page, 'new line: numbers');
  await devam.click();

  await expect(currentStep(page)).toContainText('SIM kartlar');
  await expect(page.getByRole('timer')).toHaveText(/^(09|10):\d\d$/);
  const legend = `Ses hattı 1 · ${formatMsisdn(first)}`;
  await expect(page.getByText(legend)).toBeVisible();
  await expectNoAxeViolations(page, 'new line: SIM cards');

  // A reload keeps the wizard: the draft is offered and continues at the SIM step with the same numbers.
  await page.reload();
  await page.getByRole('button', { name: 'Kaldığınız yerden devam edin' }).click();
  await expect(currentStep(page)).toContainText('SIM kartlar');
  await expect(page.getByText(legend)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(09|10):\d\d$/);
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(currentStep(page)).toContainText('Bilgiler');
  await page.getByLabel('Yetkili adı soyadı').fill('Can Öztürk');
  await page.getByLabel('Cep telefonu').fill('505765432');
  await page.getByLabel('E-posta', { exact: true }).fill('can@anadolugida.com.tr');
  await page.getByLabel('M2M hatları için iletişim numarası').fill('5057654321');
  await page
    .getByLabel('SIM kart teslimat noktası')
    .selectOption({ label: 'Kadıköy İletişim Bayi (İstanbul)' });
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByText('Cep telefonu okunamadı; numarayı 0532 123 45 67 gibi yazın.')).toBeVisible();
  await page.getByLabel('Cep telefonu').fill('5057654321');
  await expectNoAxeViolations(page, 'new line: details');
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(currentStep(page)).toContainText('Özet ve onay');
  const rows = page.getByRole('table', { name: 'Sipariş edilecek hatlar' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Kurumsal Süper 10 GB');
  await expect(rows.nth(0)).toContainText('389,90 TL');
  await expect(page.getByRole('row', { name: /Aylık toplam/ })).toContainText('819,70 TL');
  await expectNoAxeViolations(page, 'new line: summary');
  await page.getByRole('button', { name: 'Onayla ve sipariş ver' }).click();

  await expect(page.getByRole('heading', { name: 'Yeni hat siparişini onaylayın' })).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const done = page.getByText(/Siparişiniz alındı\. Sipariş numaranız: SP-\d{8}-\d{6}/);
  await expect(done).toBeVisible();
  await expect(currentStep(page)).toContainText('Tamamlandı');
  const orderNo = (await done.textContent())?.match(/SP-\d{8}-\d{6}/)?.[0] ?? '';
  // The demand sent to MARS is the order itself: no second number beside the ledger's.
  await expect(page.getByText(/Talep numaranız/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'new line: done');

  await page.goto('/my-orders');
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('2 ses hattı, 1 M2M hattı');
  await expect(row).toContainText('İşlemde');
});

test('cancelling the OTP keeps the summary, and the draft is not offered after the order', async ({
  page,
}) => {
  await page.goto('/new-line');
  await page.getByLabel('M2M hattı adedi').fill('1');
  await page.getByLabel('Ses hattı adedi').fill('0');
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(currentStep(page)).toContainText('SIM kartlar');
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByLabel('Yetkili adı soyadı').fill('Can Öztürk');
  await page.getByLabel('Cep telefonu').fill('5057654321');
  await page.getByLabel('E-posta', { exact: true }).fill('can@anadolugida.com.tr');
  await page.getByLabel('M2M hatları için iletişim numarası').fill('5057654321');
  await page.getByLabel('SIM kart teslimat noktası').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Onayla ve sipariş ver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(currentStep(page)).toContainText('Özet ve onay');
});

test('opening the wizard and leaving it saves no draft: the dashboard offers nothing', async ({ page }) => {
  await page.goto('/new-line');
  await expect(currentStep(page)).toContainText('Ürün ve tarife');
  await expect(page.getByLabel('Ses hattı adedi')).toBeVisible();
  // A shut Devam says what is missing.
  const devam = page.getByRole('button', { name: 'Devam' });
  await expect(devam).toBeDisabled();
  await expect(devam).toHaveAccessibleDescription('Devam etmek için en az bir hat adedi yazın.');
  await expectNoAxeViolations(page, 'new line: nothing chosen yet');
  await page.getByLabel('Ses hattı adedi').fill('1');
  await expect(devam).toBeEnabled();
  await expect(page.getByText('Devam etmek için en az bir hat adedi yazın.')).toHaveCount(0);
  await page.getByLabel('Ses hattı adedi').fill('');
  expect(await page.evaluate((key) => localStorage.getItem(key), NEW_LINE_DRAFT_KEY)).toBeNull();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Hoş geldiniz/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yarım kalan sipariş' })).toHaveCount(0);
  // What the banner would read is not there either (the banner itself loads when the page idles).
  expect(await page.evaluate((key) => localStorage.getItem(key), NEW_LINE_DRAFT_KEY)).toBeNull();
});

test('after logging out and in again the dashboard offers the draft, only to its owner', async ({ page }) => {
  await page.goto('/new-line');
  await page.getByLabel('Ses hattı adedi').fill('1');
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByLabel('Ses hattı 1 numarası').selectOption({ index: 1 });
  const picked = await page.getByLabel('Ses hattı 1 numarası').inputValue();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(currentStep(page)).toContainText('SIM kartlar');

  const logout = async () => {
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };

  // Another person on the same browser is not offered someone else's order.
  await logout();
  await login(page, USERS.limited.userName, USERS.limited.password);
  await closeSurvey(page); // this person has not seen the one-time survey yet
  await expect(page.getByRole('heading', { name: /Hoş geldiniz/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yarım kalan sipariş' })).toHaveCount(0);

  await logout();
  await login(page, USERS.fast.userName, USERS.fast.password);
  const banner = page.getByRole('region', { name: 'Yarım kalan sipariş' });
  await expect(banner).toContainText('Yarım kalan bir yeni hat siparişiniz var (1 hat)');
  await expectNoAxeViolations(page, 'dashboard with a draft');
  await banner.getByRole('link', { name: 'Siparişe devam et' }).click();
  await page.getByRole('button', { name: 'Kaldığınız yerden devam edin' }).click();
  await expect(currentStep(page)).toContainText('SIM kartlar');
  const spaced = formatMsisdn(picked);
  await expect(page.getByText(`Ses hattı 1 · ${spaced}`)).toBeVisible();
});

test('a draft saved by an older portal version is dropped with a message, not a crash', async ({ page }) => {
  await page.goto('/new-line');
  await page.getByLabel('Ses hattı adedi').fill('1');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(currentStep(page)).toContainText('Numaralar');
  // The draft is written once the numbers have arrived (the step's list shows); rewriting it
  // before would be overwritten by that save. Wait for what the page shows and what it stored.
  await expect(page.getByLabel('Ses hattı 1 numarası')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.step ?? null,
        NEW_LINE_DRAFT_KEY,
      ),
    )
    .toBe('numbers');
  // The stored draft as an older release wrote it: the format's version is behind.
  await page.evaluate((key) => {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null');
    localStorage.setItem(key, JSON.stringify({ ...draft, version: 0 }));
  }, NEW_LINE_DRAFT_KEY);
  await page.reload();
  await expect(page.getByText(/portalın yeni sürümünde açılamadığı için silindi/)).toBeVisible();
  await expect(currentStep(page)).toContainText('Ürün ve tarife');
  await expect(page.getByRole('button', { name: 'Kaldığınız yerden devam edin' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'new line after a dropped draft');
});
