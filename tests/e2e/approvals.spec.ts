/**
 * One approval queue (issue 35) in Chromium against the built portal and the sandbox, reset to the
 * seed before the test. Can Öztürk (hizli.kullanici, full authority in Anadolu Gıda) orders "Ek 20
 * GB" for more lines than the approval limit allows: the order waits under its SP number on
 * /additional-package-confirm, and not on his own pending approvals (nobody approves their own
 * order). Ayşe Yılmaz (demo.yonetici, full authority there too) sees the same number on both pages,
 * approves it on /pending-requests with her SMS code, and it leaves both.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import {
  acceptTerms,
  callAsPage,
  expectNoAxeViolations,
  pasteOtp,
  readLatestCode,
  resetSandbox,
  USERS,
} from './support';

const COMPANY = 'Anadolu Gıda San. A.Ş.';
/** 24 lines × 325 TL is well above the 5.000 TL limit, even if a line or two were refused. */
const LINE_COUNT = 24;

const confirmList = (page: Page) => page.getByRole('region', { name: 'Onay bekleyen siparişler listesi' });
const pendingTable = (page: Page) => page.getByRole('table', { name: 'Onay bekleyen işlemler' });

/** Active voice lines of the company that run no "Ek 20 GB" yet. */
async function freeLines(page: Page): Promise<string[]> {
  const lines = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-deactivation/product-selection.json',
    { offset: 0, limit: 100, filter: { productType: 'VOICE', status: 'ACTIVE' } },
  );
  const running = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/additional-package/list.json',
    { offerId: 'EK-20GB' },
  );
  const busy = new Set(running.items.map((p) => p.msisdn));
  return lines.items
    .map((l) => l.msisdn)
    .filter((m) => !busy.has(m))
    .slice(0, LINE_COUNT);
}

/** Orders "Ek 20 GB" for the lines and answers the waiting order's number. */
async function orderAboveTheLimit(page: Page): Promise<string> {
  const msisdns = await freeLines(page);
  expect(msisdns).toHaveLength(LINE_COUNT);
  await page.goto('/additional-package');
  await expect(page.getByRole('list', { name: 'Paketler' })).toContainText('Ek 20 GB');
  await page.getByRole('link', { name: /^Ayrıntı ve satın al\s?: Ek 20 GB$/ }).click();
  await expect(page.getByRole('heading', { name: 'Ek 20 GB', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Hatları seç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hatları seç' });
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByLabel('Numara listesi').fill(msisdns.map((m) => `0${m}`).join('\n'));
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('button', { name: 'Seçimi tamamla' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(page.getByText(`${LINE_COUNT} hat seçildi.`)).toBeVisible();
  await page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }).click();
  await page.getByLabel('Ek paket sözleşmesini okudum ve kabul ediyorum.').check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByText(/onay yetkisi olan bir kişinin onayından sonra tanımlanır/)).toBeVisible();
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const sent = page.getByText(/^Sipariş SP-\d{8}-\d{6} onaya gönderildi\./);
  await expect(sent).toBeVisible();
  const orderNo = (await sent.textContent())?.match(/SP-\d{8}-\d{6}/)?.[0];
  expect(orderNo).toBeDefined();
  return orderNo ?? '';
}

/** The pending approvals once loaded: the page says how many wait before the table is read. */
async function openPendingRequests(page: Page) {
  await page.goto('/pending-requests');
  await expect(page.getByRole('heading', { name: 'Onay Bekleyen İşlemler', level: 1 })).toBeVisible();
  await expect(page.getByText(/işlem onayınızı bekliyor\.$|^Onayınızı bekleyen işlem yok\.$/)).toBeVisible();
}

async function openConfirmList(page: Page) {
  await page.goto('/additional-package-confirm');
  await expect(page.getByRole('heading', { name: 'Onay Bekleyen Ek Paketler', level: 1 })).toBeVisible();
  // The seed's own waiting orders are there once the list has loaded.
  await expect(confirmList(page)).toContainText('1000 Dakika');
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a package order waiting for approval is on both pages under one number until it is approved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
  const orderNo = await orderAboveTheLimit(page);

  await openConfirmList(page);
  await expect(confirmList(page)).toContainText(orderNo);
  await expectNoAxeViolations(page, '/additional-package-confirm');
  // The one who ordered does not approve it.
  await openPendingRequests(page);
  await expect(pendingTable(page)).not.toContainText(orderNo);

  // Ayşe Yılmaz, in the same company.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loggedInAs(page, USERS.demo);
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/corporate-selection$/);
  await page.getByRole('button', { name: `Bu şirketle devam et (${COMPANY})` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openConfirmList(page);
  await expect(confirmList(page)).toContainText(orderNo);
  await openPendingRequests(page);
  const row = pendingTable(page).locator('tbody tr[data-row-index]').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Can Öztürk');
  await row.getByRole('button', { name: /^İncele/ }).click();
  const detail = page.getByRole('region', { name: new RegExp(orderNo) });
  await expect(detail).toContainText('Toplu paket siparişi');
  await detail.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByRole('heading', { name: 'İşlemi onaylayın' })).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.demo.msisdn));
  await expect(page.getByText(`${orderNo} numaralı işlem onaylandı.`)).toBeVisible();
  await expect(pendingTable(page)).not.toContainText(orderNo);

  await openConfirmList(page);
  await expect(confirmList(page)).not.toContainText(orderNo);
  // Approved, the packages run: the history says the order completed.
  await page.goto('/additional-package-history');
  const history = page.getByRole('region', { name: 'Ek paket geçmişi listesi' });
  await expect(history.getByRole('row').filter({ hasText: orderNo })).toContainText(/Tamamlandı/);
});
