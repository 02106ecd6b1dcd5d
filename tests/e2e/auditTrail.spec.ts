/**
 * The audit trail (issue 22) in Chromium against the built portal and the sandbox: a tariff change
 * made in the portal appears in "İşlem Geçmişi" with its person and result, is found by its line
 * number, opens in full and links to the line's tariff page; a person without full authority is
 * refused with the §8 sentence; the page is axe clean at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  callAsPage,
  expectNoAxeViolations,
  login,
  pasteOtp,
  readLatestCode,
  resetSandbox,
  USERS,
} from './support';

const formatted = (m: string) => `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;
const trailRows = (page: Page) =>
  page.getByRole('region', { name: 'İşlem kaydı listesi' }).locator('tr[data-row-index]');
const filters = (page: Page) => page.getByRole('form', { name: 'İşlem kaydı filtreleri' });

async function signIn(page: Page, user: { userName: string; password: string }) {
  await page.goto('/');
  await login(page, user.userName, user.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** An active voice line of the company on Kurumsal Süper 10 GB. */
async function superLine(page: Page): Promise<string> {
  const found = await callAsPage<{ items: { msisdn: string }[] }>(page, '/ccsirest/tariff/gsm-table.json', {
    offset: 0,
    limit: 1,
    filter: { productType: 'VOICE', status: 'ACTIVE', tariffName: 'Kurumsal Süper 10 GB' },
  });
  const msisdn = found.items[0]?.msisdn;
  if (!msisdn) throw new Error('no active line on Kurumsal Süper 10 GB');
  return msisdn;
}

/** Changes one line to Kurumsal Sınırsız Plus on its tariff page, confirmed with the SMS code. */
async function changeTariff(page: Page, msisdn: string) {
  await page.goto(`/tariff-package/line/${msisdn}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(formatted(msisdn));
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' }) });
  await offer.getByRole('button', { name: 'Bu tarifeyi seç' }).click();
  await page.getByRole('radio', { name: /^12 ay taahhütlü/ }).check();
  // The 12-month commitment comes with two gifts to choose.
  await page.getByRole('checkbox', { name: /^Sosyal Medya Paketi/ }).check();
  await page.getByRole('checkbox', { name: /^Video Konferans Paketi/ }).check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(
    page.getByText(/hattının tarifesi Kurumsal Sınırsız Plus olarak değiştirildi\./),
  ).toBeVisible();
}

async function openTrail(page: Page) {
  await page.goto('/audit-trail');
  await expect(page.getByRole('heading', { name: 'İşlem Geçmişi', level: 1 })).toBeVisible();
  await expect(trailRows(page).first()).toBeVisible();
}

/** Opens the filter fold when it is folded (on a phone). */
async function showFilters(page: Page) {
  if (!(await filters(page).isVisible())) await page.getByRole('button', { name: /^Filtreler/ }).click();
  await expect(filters(page)).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a tariff change made in the portal is in the trail with its person and result, found by its line, opened and followed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.fast);
  const msisdn = await superLine(page);
  await changeTariff(page, msisdn);

  await openTrail(page);
  await showFilters(page);
  await filters(page).getByLabel('Hat numarası').fill(formatted(msisdn));
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  const first = trailRows(page).first();
  await expect(first).toContainText('Tarife değişikliği');
  await expect(first).toContainText(USERS.fast.fullName);
  await expect(first).toContainText('Başarılı');
  await expect(first).toContainText(formatted(msisdn));
  await expectNoAxeViolations(page, 'audit trail at 1366 px');

  await first.getByRole('button', { name: /numaralı kaydın ayrıntıları$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^İşlem kaydı \d+$/ });
  await expect(dialog).toContainText('Tarife değişikliği · Tarife ve paketler');
  await expect(dialog).toContainText(USERS.fast.fullName);
  await expect(dialog).toContainText('SIRKETIM_WEB · SIRKETIM · WEB');
  await expectNoAxeViolations(page, 'audit entry at 1366 px');
  // The change's number in the operations ledger is one of its objects, as My Orders shows it.
  await expect(dialog).toContainText(/SP-\d{8}-\d{6}/);
  // The §3 event of opening it: success, with how many objects the entry names (the line, its order).
  const events = await page.evaluate(
    () => (window as { __portalAnalytics?: unknown[] }).__portalAnalytics ?? [],
  );
  expect(events).toContainEqual(
    expect.objectContaining({ actionType: 'AUDIT_TRAIL_ENTRY', actionStatus: 'SUCCESS', productCount: 2 }),
  );
  await dialog.getByRole('link', { name: formatted(msisdn) }).click();
  await expect(page).toHaveURL(new RegExp(`/tariff-package/line/${msisdn}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(formatted(msisdn));
});

test('a refused change is recorded with its Turkish reason; the page works at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, USERS.fast);
  // A change the sandbox refuses (no such validation): recorded as failed with its message.
  await page.evaluate(async () => {
    const raw = localStorage.getItem('pageToken') ?? '';
    const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    await fetch('/api/dc_ccsi/v1/usage-abroad/open', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', pageToken: token, 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ validationId: 'yok', transactionId: 'yok' }),
    });
  });
  await openTrail(page);
  await showFilters(page);
  await filters(page).getByLabel('Sonuç').selectOption('ERROR');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(trailRows(page).first()).toContainText('Yurt dışı kullanımı açma');
  await expect(trailRows(page).first()).toContainText('Başarısız');
  await expectNoAxeViolations(page, 'audit trail at 390 px');
  await trailRows(page)
    .first()
    .getByRole('button', { name: /numaralı kaydın ayrıntıları$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^İşlem kaydı \d+$/ });
  await expect(dialog).toContainText('Başarısız');
  await expect(dialog).toContainText(/\(kod \S+\)/);
  await expectNoAxeViolations(page, 'audit entry at 390 px');
});

test('a person without full authority is refused with the §8 sentence', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.limited);
  await page.goto('/audit-trail');
  await expect(page.getByRole('dialog')).toContainText('Bu işlem için yetkiniz bulunmamaktadır.');
});
