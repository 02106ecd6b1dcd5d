/**
 * Contracts (issue 3) in Chromium against the built portal and the sandbox, reset to the seed
 * before each test. hizli.kullanici works for Anadolu Gıda San. A.Ş.; in the seed every second
 * pending contract needs an SMS code to download, the first one of each list among them.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readPdfText } from '../../server/pdf/readPdfText';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const otpDialog = (page: Page) => page.getByRole('dialog', { name: /SMS/ });

async function openContracts(page: Page) {
  await loggedInAs(page, USERS.fast, '/contracts');
  await expect(page.getByRole('heading', { name: 'Sözleşmeler', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** Opens the first pending contract and asks to approve it; answers its number. */
async function startApproval(page: Page): Promise<string> {
  const number = (await rows(page).first().locator('td').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `${number} numaralı sözleşmeyi incele` }).click();
  await expect(page.getByRole('article', { name: 'Sözleşme metni' })).toBeVisible();
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(otpDialog(page).getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  return number;
}

const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('approve a pending contract with the SMS code; it moves to the history', async ({ page }) => {
  await openContracts(page);
  await expect(page.getByRole('tab', { name: /Onay bekleyenler\s*6/ })).toBeVisible();
  await expectNoAxeViolations(page, '/contracts');
  const number = await startApproval(page);
  await expectNoAxeViolations(page, '/contracts (OTP)');
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(page.getByText(`${number} numaralı sözleşme onaylandı.`)).toBeVisible();
  await expect(otpDialog(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Onay bekleyenler\s*5/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: number })).toHaveCount(0);

  await page.getByRole('tab', { name: /Sözleşme geçmişi/ }).click();
  const row = rows(page).filter({ has: page.getByRole('cell', { name: number }) });
  await expect(row).toContainText('Onaylandı');
  await expectNoAxeViolations(page, '/contracts (history)');
});

test('reject needs a reason; the panel can report an error in the text', async ({ page }) => {
  await openContracts(page);
  await page
    .getByRole('button', { name: /incele$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Reddet', exact: true }).click();
  await page.getByRole('button', { name: 'Reddet ve SMS kodu gönder' }).click();
  await expect(page.getByText('Lütfen ret gerekçesini yazın.')).toBeVisible();
  await page.getByRole('button', { name: 'Vazgeç' }).click();
  await page.getByRole('button', { name: 'Hata bildir' }).click();
  await page.getByLabel('Sözleşmede gördüğünüz hata').fill('Kapsanan hat numarası eksik yazılmış.');
  await page.getByRole('button', { name: 'Bildir' }).click();
  await expect(page.getByText(/Bildiriminiz alındı\. Kayıt numarası: HB-\d{6}/)).toBeVisible();
  await expectNoAxeViolations(page, '/contracts (report)');
});

test('download a contract that needs OTP: the saved file is its PDF', async ({ page }) => {
  await openContracts(page);
  const first = rows(page).first();
  await expect(first).toContainText('İndirmek için SMS doğrulaması gerekir');
  const number = (await first.locator('td').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `${number} numaralı sözleşmeyi indir` }).click();
  await expect(otpDialog(page).getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  const download = page.waitForEvent('download');
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sozlesme-${number}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path()) ?? ''));
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  // Read back as a viewer shows it: the text is set in an embedded font (server/pdf).
  const { text } = await readPdfText(bytes);
  expect(text).toMatch(new RegExp(`Sözleşme no\\s+${number}`));
  expect(text).toContain('Sözleşmenin konusu');
  await expect(page.getByText(`sozlesme-${number}.pdf indirildi.`)).toBeVisible();
});

test('a wrong code five times locks it with a clear Turkish message', async ({ page }) => {
  await openContracts(page);
  await startApproval(page);
  const code = await readLatestCode(page.request, USERS.fast.msisdn);
  for (let left = 4; left >= 1; left--) {
    await pasteOtp(page, wrong(code));
    await expect(otpDialog(page).getByRole('alert')).toContainText(`Kalan deneme hakkınız: ${left}.`);
  }
  await pasteOtp(page, wrong(code));
  await expect(otpDialog(page).getByRole('alert')).toHaveText(
    'Çok fazla hatalı deneme yaptınız. İşlemi yeniden başlatın.',
  );
  await expect(otpDialog(page).getByLabel('Doğrulama kodu, 1. hane')).toHaveCount(0);
  // A new code would give the five tries back: only starting again does.
  await expect(otpDialog(page).getByRole('button', { name: 'Yeni kod gönder' })).toHaveCount(0);
});

test('an expired code offers a new one, which then confirms the approval', async ({ page }) => {
  await openContracts(page);
  const number = await startApproval(page);
  const stale = await readLatestCode(page.request, USERS.fast.msisdn);
  const expired = await page.request.post('/sandbox/otp/expire');
  expect(expired.ok()).toBe(true);
  await pasteOtp(page, stale);
  await expect(otpDialog(page).getByRole('alert')).toContainText('Doğrulama kodunun süresi doldu');
  await otpDialog(page).getByRole('button', { name: 'Yeni kod gönder' }).click();
  await expect(otpDialog(page).getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  const fresh = await readLatestCode(page.request, USERS.fast.msisdn);
  expect(fresh).not.toBe('');
  await pasteOtp(page, fresh);
  await expect(page.getByText(`${number} numaralı sözleşme onaylandı.`)).toBeVisible();
});
