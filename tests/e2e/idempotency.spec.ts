/**
 * Idempotent writes (issue 38) in Chromium: the network drops the answer of a package order once
 * (the sandbox has done the order, the page never hears of it), the portal sends the order again
 * with the same Idempotency-Key, the sandbox answers the first answer, and My Orders shows one
 * order, not two.
 */
import { expect, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { callAsPage, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a package order whose answer the network lost is sent again and makes one order', async ({ page }) => {
  await loggedInAs(page, USERS.fast);
  await expect(page).not.toHaveURL(/\/login/);

  const lines = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-deactivation/product-selection.json',
    { offset: 0, limit: 5, filter: { productType: 'VOICE', status: 'ACTIVE' } },
  );
  const msisdn = lines.items[0]?.msisdn;
  expect(msisdn).toBeTruthy();

  const packageOrders = async () =>
    (await callAsPage<{ total: number }>(page, '/dc_ccsi/v1/orders?orderType=ADDITIONAL_PACKAGE')).total;
  const before = await packageOrders();

  // The first order's answer is thrown away after the sandbox made it; later sends go through.
  const keys: (string | null)[] = [];
  let firstAnswer: { content?: { orderId?: string | null } } | undefined;
  await page.route('**/api/ccsirest/additional-package/order.json', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length === 1) {
      firstAnswer = await (await route.fetch()).json();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto('/additional-package/EK-5GB');
  await expect(page.getByRole('heading', { name: 'Ek 5 GB', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Hatları seç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hatları seç' });
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByLabel('Numara listesi').fill(`0${msisdn}`);
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('button', { name: 'Seçimi tamamla' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
  await page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }).click();
  await page.getByLabel('Ek paket sözleşmesini okudum ve kabul ediyorum.').check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));

  // The person sees the order done, with the number the sandbox gave the first time.
  await expect(page.getByText(/^1 hatta paket tanımlandı\. Toplam tutar: 120,00\sTL\.$/)).toBeVisible();
  // A package order's number is its ledger entry's (issue 35): the one My Orders shows.
  const orderNo = firstAnswer?.content?.orderId;
  expect(orderNo).toMatch(/^SP-/);
  await expect(page.getByText(`Sipariş numarası: ${orderNo}`)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);

  // One more package order in all, and My Orders lists it once.
  expect(await packageOrders()).toBe(before + 1);
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'Siparişlerim', level: 1 })).toBeVisible();
  await page.getByLabel('Sipariş no, açıklama veya hat numarası').fill(orderNo ?? '');
  await page.keyboard.press('Enter');
  const rows = page
    .getByRole('table', { name: 'Siparişler' })
    .getByRole('row')
    .filter({ hasText: /SP-\d{8}-\d{6}/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ek paket');
});
