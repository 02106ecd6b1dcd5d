/**
 * Approval procedures and documents (issue 3) in Chromium against the built portal and the
 * sandbox, reset to the seed before each test. hizli.kullanici works for Anadolu Gıda San. A.Ş.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

async function signIn(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The rows of the pending-requests table (its spacer rows for scrolling carry no index). */
const pendingRows = (page: Page) =>
  page.getByRole('table', { name: 'Onay bekleyen işlemler' }).locator('tbody tr[data-row-index]');

const approvalBox = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Onay süreçleri', exact: true }) });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('approve a pending approval procedure with the SMS code; the dashboard box follows', async ({
  page,
}) => {
  await signIn(page);
  const box = approvalBox(page);
  await expect(box).toContainText(/\d+\s*işlem onayınızı bekliyor/);
  const before = Number((await box.textContent())?.match(/(\d+)\s*işlem/)?.[1]);

  await page.goto('/pending-requests');
  await expect(page.getByRole('heading', { name: 'Onay Bekleyen İşlemler', level: 1 })).toBeVisible();
  await expect(page.getByText(`${before} işlem onayınızı bekliyor.`)).toBeVisible();
  const items = pendingRows(page);
  await expect(items).toHaveCount(before);
  await expectNoAxeViolations(page, '/pending-requests');

  await items
    .first()
    .getByRole('button', { name: /^İncele/ })
    .click();
  const detail = page.getByRole('region', { name: /(SP|HT|YT)-\d{8}-\d{6}/ });
  await expect(detail).toBeVisible();
  const id = (await detail.getByRole('heading').textContent())?.match(/(SP|HT|YT)-\d{8}-\d{6}/)?.[0];
  await expect(detail).toContainText('Talep eden');
  await detail.getByRole('button', { name: 'Onayla' }).click();

  const dialog = page.getByRole('dialog', { name: 'İşlemi onaylayın' });
  // The dialog's own box is a zero-size wrapper; its panel is what a person sees.
  await expect(dialog.getByRole('heading', { name: 'İşlemi onaylayın' })).toBeVisible();
  await expectNoAxeViolations(page, '/pending-requests (kod)');
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${id} numaralı işlem onaylandı.`)).toBeVisible();
  await expect(items).toHaveCount(before - 1);
  await expect(page.getByText(`${before - 1} işlem onayınızı bekliyor.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Onay bekleyen işlemler' })).not.toContainText(id ?? '-');

  await page.goto('/dashboard');
  await expect(approvalBox(page)).toContainText(`${before - 1}`);
});

test('reject needs a reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/pending-requests');
  const items = pendingRows(page);
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await items
    .first()
    .getByRole('button', { name: /^İncele/ })
    .click();
  await page.getByRole('button', { name: 'Reddet' }).click();
  await page.getByRole('button', { name: 'Reddetmek için kod gönder' }).click();
  await expect(page.getByText('Ret gerekçesi zorunludur.')).toBeVisible();
  await page.getByLabel('Ret gerekçesi').fill('Bütçe onayı alınmadı.');
  await page.getByRole('button', { name: 'Reddetmek için kod gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Reddi onaylayın' })).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(page.getByText(/numaralı işlem reddedildi\./)).toBeVisible();
  await expect(items).toHaveCount(before - 1);
});

test('on a phone each pending request shows its action on the card, and the page is axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/pending-requests');
  const items = pendingRows(page);
  await expect(items.first()).toBeVisible();
  for (const item of await items.all())
    await expect(item.getByRole('button', { name: /^İncele/ })).toBeVisible();
  await expectNoAxeViolations(page, '/pending-requests (390 px)');
  await items
    .first()
    .getByRole('button', { name: /^İncele/ })
    .click();
  await expect(page.getByRole('button', { name: 'Onayla' })).toBeInViewport();
  await expectNoAxeViolations(page, '/pending-requests (390 px, ayrıntı)');
});

test('upload a document on /set-document and see it listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/set-document');
  const circular = page.getByRole('region', { name: 'İmza sirküleri' });
  await expect(circular).toContainText('Eksik');
  await expect(page.getByRole('region', { name: 'Online İşlemler Sözleşmesi' })).toContainText('Onaylandı');
  await expectNoAxeViolations(page, '/set-document');

  await circular.getByLabel(/Dosya ekle/).setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByRole('alert')).toContainText('yalnızca PDF, JPG veya PNG');
  await circular.getByLabel(/Dosya ekle/).setInputFiles({
    name: 'imza-sirkuleri.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% imza sirküleri\n%%EOF\n'),
  });
  const selected = page.getByRole('list', { name: 'Seçilen dosyalar' });
  await expect(selected).toContainText('imza-sirkuleri.pdf');
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  await expect(page.getByText('1 dosya yüklendi; belgeleriniz incelemeye alındı.')).toBeVisible();
  await expect(circular).toContainText('İncelemede');
  await expect(circular.getByRole('list')).toContainText('imza-sirkuleri.pdf');
  await expectNoAxeViolations(page, '/set-document (yüklendi)');
  await page.getByRole('button', { name: 'Tamam' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'İmza sirküleri' })).toContainText('imza-sirkuleri.pdf');
});

test('the limited user sees which file failed and why, without a second message', async ({ page }) => {
  await loggedInAs(page, USERS.limited, '/set-document');
  const survey = page.getByRole('button', { name: 'Daha sonra' });
  if (await survey.isVisible().catch(() => false)) await survey.click();
  await page
    .getByRole('region', { name: 'İmza sirküleri' })
    .getByLabel(/Dosya ekle/)
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  await expect(page.getByText('0 dosya yüklendi, 1 dosya yüklenemedi.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yükleme sonuçları' })).toContainText(
    'Yüklenemedi: Bu işlem için yetkiniz bulunmamaktadır.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const logged = await page.evaluate(() =>
    (window.__portalAnalytics ?? []).some((e) => 'actionType' in e && e.actionType === 'API Request Error'),
  );
  expect(logged).toBe(true);
});

test('sign an order document with the document OTP', async ({ page }) => {
  await signIn(page);
  await page.goto('/order-document');
  await expect(page.getByRole('heading', { name: 'Sipariş Belgeleri', level: 1 })).toBeVisible();
  await expect(page.getByText('2 belge imzanızı bekliyor.')).toBeVisible();
  await expectNoAxeViolations(page, '/order-document');
  const first = page.getByRole('list', { name: 'Sipariş belgeleri' }).getByRole('listitem').first();
  await expect(first).toContainText('İmza bekliyor');
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: /belgesini görüntüle/ }).click();
  const viewer = page.getByRole('region', { name: title });
  await expect(viewer).toContainText('Anadolu Gıda San. A.Ş.');
  await expectNoAxeViolations(page, '/order-document (belge)');
  await viewer.getByRole('button', { name: 'Onayla ve imzala' }).click();
  const dialog = page.getByRole('dialog', { name: 'Belgeyi imzalayın' });
  await expect(dialog.getByRole('heading', { name: 'Belgeyi imzalayın' })).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`“${title}” imzalandı.`)).toBeVisible();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByText('1 belge imzanızı bekliyor.')).toBeVisible();
});
