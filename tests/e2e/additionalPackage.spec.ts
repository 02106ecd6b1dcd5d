/**
 * Additional packages (issue 15) in Chromium against the built portal and the sandbox, reset to
 * the seed before each test, as hizli.kullanici: buy "Ek 5 GB" for two lines chosen with the line
 * picker (a pasted list), accept the agreement, read the total in TL, confirm with the SMS code
 * from the outbox, then cancel both packages; the dashboard's close-to-end card leads to exactly
 * the lines it counts; the limited user's cancellation is closed before any step, with the reason
 * beside it. The pages are checked with axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs, type Person } from './signedIn';
import { callAsPage, expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

/** "5301234567" → "0530 123 45 67", as the lists print a number. */
const shown = (m: string) => `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;

async function signIn(page: Page, user: Person = USERS.fast) {
  await loggedInAs(page, user);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Two active voice lines of the company that run no "Ek 5 GB" yet. */
async function twoLines(page: Page): Promise<string[]> {
  const lines = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-deactivation/product-selection.json',
    { offset: 0, limit: 60, filter: { productType: 'VOICE', status: 'ACTIVE' } },
  );
  const running = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/additional-package/list.json',
    {
      offerId: 'EK-5GB',
    },
  );
  const busy = new Set(running.items.map((p) => p.msisdn));
  return lines.items
    .map((l) => l.msisdn)
    .filter((m) => !busy.has(m))
    .slice(0, 2);
}

async function buyForTwo(page: Page, label: string): Promise<string[]> {
  const msisdns = await twoLines(page);
  expect(msisdns).toHaveLength(2);
  await page.goto('/additional-package');
  await expect(page.getByRole('heading', { name: 'Ek Paket Satın Al', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Paketler' })).toContainText('Ek 5 GB');
  await expectNoAxeViolations(page, `packages on offer at ${label}`);
  // Narrowed to data packages for voice lines, then opened.
  await page.getByLabel('Paket türü').selectOption('DATA');
  await page.getByLabel('Hat türü').selectOption('VOICE');
  await page.getByRole('button', { name: 'Listele' }).click();
  await expect(page.getByRole('list', { name: 'Paketler' })).not.toContainText('500 Dakika');
  await page.getByRole('link', { name: /^Ayrıntı ve satın al\s?: Ek 5 GB$/ }).click();
  await expect(page.getByRole('heading', { name: 'Ek 5 GB', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Paket ayrıntısı')).toContainText('120,00 TL');

  await page.getByRole('button', { name: 'Hatları seç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hatları seç' });
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByLabel('Numara listesi').fill(msisdns.map((m) => `0${m}`).join('\n'));
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('button', { name: 'Seçimi tamamla' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(page.getByText('2 hat seçildi.')).toBeVisible();
  await expectNoAxeViolations(page, `chosen lines at ${label}`);
  await page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }).click();

  // The agreement must be accepted before the summary.
  await expect(page.getByRole('heading', { name: 'Ek 5 GB Ek Paket Kullanım Sözleşmesi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devam' })).toBeDisabled();
  await expectNoAxeViolations(page, `agreement at ${label}`);
  await page.getByLabel('Ek paket sözleşmesini okudum ve kabul ediyorum.').check();
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(page.getByText('240,00 TL')).toBeVisible();
  await expectNoAxeViolations(page, `summary at ${label}`);
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));

  await expect(page.getByText('2 hatta paket tanımlandı. Toplam tutar: 240,00 TL.')).toBeVisible();
  const results = page.getByRole('table', { name: 'Hat sonuçları' });
  for (const m of msisdns) await expect(results).toContainText(shown(m));
  await expectNoAxeViolations(page, `result at ${label}`);
  return msisdns;
}

/** Cancels the "Ek 5 GB" packages of these lines on the cancellation page. */
async function cancelBoth(page: Page, msisdns: string[], label: string) {
  await page.goto('/additional-package-cancellation');
  await expect(page.getByRole('heading', { name: 'Ek Paket İptali', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Süren ek paketler listesi' });
  for (const m of msisdns) {
    await page.getByLabel('Numara ya da kullanıcı').fill(m);
    await page.getByRole('button', { name: 'Listele' }).click();
    const row = table
      .getByRole('row')
      .filter({ hasText: shown(m) })
      .filter({ hasText: 'Ek 5 GB' });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
  }
  await expectNoAxeViolations(page, `cancellation at ${label}`);
  await page.getByRole('button', { name: /^Seçilenleri iptal et/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Paket iptali' });
  await expect(confirm).toContainText('2 paket hemen sona erecek.');
  await expectNoAxeViolations(page, `cancellation dialog at ${label}`);
  await confirm.getByRole('button', { name: 'Paketleri iptal et' }).click();
  await expect(page.getByText(/^2 paket iptal edildi\./)).toBeVisible();
  const after = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/additional-package/list.json',
    {
      offerId: 'EK-5GB',
    },
  );
  expect(after.items.filter((p) => msisdns.includes(p.msisdn))).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('buys a package for two lines with the SMS code, finds it in history and cancels it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const msisdns = await buyForTwo(page, '1366 px');
  await cancelBoth(page, msisdns, '1366 px');

  await page.goto('/additional-package-history');
  const history = page.getByRole('table', { name: 'Ek paket işlemleri' });
  await expect(history.getByRole('row').nth(1)).toContainText('İptal');
  await expect(history.getByRole('row').nth(2)).toContainText('Satın alma');
  await history
    .getByRole('row')
    .nth(2)
    .getByRole('button', { name: /^Ayrıntı/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'Ek paket işlemi ayrıntısı' });
  for (const m of msisdns) await expect(detail).toContainText(shown(m));
  await expectNoAxeViolations(page, 'history detail at 1366 px');
});

test('the dashboard card counts the lines whose package ends within the week and leads to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/dashboard');
  const card = page.locator('section[data-card="closeToEndPackages"]');
  await expect(card).toContainText('hattın ek paketi 7 gün içinde bitiyor');
  const count = Number((await card.locator('p').first().textContent())?.replace(/\./g, ''));
  expect(count).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'Süresi dolmak üzere olan paketler' }).click();
  await expect(page).toHaveURL(/\/additional-package-cancellation\?bitis=7$/);
  await expect(page.getByText(`7 gün içinde biten paketi olan ${count} hat listeleniyor.`)).toBeVisible();
  const ending = await callAsPage<{ items: { msisdn: string; daysLeft: number }[] }>(
    page,
    '/ccsirest/additional-package/list.json',
    { endingWithinDays: 7 },
  );
  expect(new Set(ending.items.map((p) => p.msisdn)).size).toBe(count);
  expect(ending.items.every((p) => p.daysLeft <= 7)).toBe(true);
  await expectNoAxeViolations(page, 'close-to-end list at 1366 px');
});

test('the limited user sees the packages; the cancellation is closed with the reason beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.limited);
  await page.goto('/additional-package-cancellation');
  const table = page.getByRole('region', { name: 'Süren ek paketler listesi' });
  // She may look and choose (Görüntüleme); cancelling needs Talep, so nothing reaches the dialog.
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  const cancel = page.getByRole('button', { name: /^Seçilenleri iptal et/ });
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAttribute('aria-describedby', 'package-cancel-refusal');
  await expect(page.locator('#package-cancel-refusal')).toHaveText(
    'Bu işlem için talep yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.',
  );
  await expect(page.getByRole('dialog', { name: 'Paket iptali' })).toHaveCount(0);
});

test('the package pages are usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const msisdns = await buyForTwo(page, '390 px');
  await cancelBoth(page, msisdns, '390 px');
  await page.goto('/additional-package-history');
  await expect(page.getByRole('region', { name: 'Ek paket geçmişi listesi' })).toContainText('İptal');
  await expectNoAxeViolations(page, 'history at 390 px');
  await page.goto('/additional-package-confirm');
  await expect(page.getByRole('region', { name: 'Onay bekleyen siparişler listesi' })).toContainText(
    'Ek 20 GB',
  );
  await page
    .getByRole('button', { name: /^Sözleşme/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('ek paket siparişi sözleşmesi');
  await expectNoAxeViolations(page, 'waiting order contract at 390 px');
});
