/**
 * Tariff change (issue 15) in Chromium against the built portal and the sandbox, reset to the
 * seed before each test. hizli.kullanici opens a line from the GSM table, reads its usage, moves
 * it to another tariff with the commitment and gift choices, reads the monthly difference,
 * confirms with the SMS code from the outbox and finds the change in the line's and the
 * company's history; the limited user's confirmation is refused with §8's 403 sentence; the pages
 * are checked with axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs, type Person } from './signedIn';
import { callAsPage, expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

const formatMsisdnForTest = (m: string) =>
  `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;

/** An active voice line of the company on Kurumsal Süper 10 GB. */
async function superLine(page: Page): Promise<string> {
  const page1 = await callAsPage<{ items: { msisdn: string }[] }>(page, '/ccsirest/tariff/gsm-table.json', {
    offset: 0,
    limit: 1,
    filter: { productType: 'VOICE', status: 'ACTIVE', tariffName: 'Kurumsal Süper 10 GB' },
  });
  const msisdn = page1.items[0]?.msisdn;
  if (!msisdn) throw new Error('no active line on Kurumsal Süper 10 GB');
  return msisdn;
}

async function openLine(page: Page, user: Person) {
  await loggedInAs(page, user, '/tariff-package');
  await expect(page.getByRole('heading', { name: 'Tarife ve Paket Değişikliği', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Hat listesi' });
  await expect(table.locator('tr[data-row-index]').first()).toBeVisible();
  const msisdn = await superLine(page);
  await page.getByLabel('Numara veya kullanıcı adıyla ara').fill(msisdn);
  await table.getByRole('link', { name: formatMsisdnForTest(msisdn) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(formatMsisdnForTest(msisdn));
  await expect(page.getByRole('progressbar', { name: 'İnternet kullanımı' })).toBeVisible();
  return msisdn;
}

/** Chooses Kurumsal Sınırsız Plus with 12 months and two gifts, and reaches the summary. */
async function chooseSinirsiz(page: Page, label: string) {
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' }) });
  await offer.getByRole('button', { name: 'Ayrıntılar ve SSS' }).click();
  const info = page.getByRole('dialog', { name: 'Kurumsal Sınırsız Plus: ayrıntılar' });
  await expect(info).toContainText('Sıkça sorulan sorular');
  await expectNoAxeViolations(page, `tariff details at ${label}`);
  await info.getByRole('button', { name: 'Kapat' }).click();
  await offer.getByRole('button', { name: 'Bu tarifeyi seç' }).click();
  await expect(page.getByRole('button', { name: 'Devam' })).toBeDisabled();
  await page.getByRole('radio', { name: /^12 ay taahhütlü/ }).check();
  await page.getByRole('checkbox', { name: /^Sosyal Medya Paketi/ }).check();
  await page.getByRole('checkbox', { name: /^Video Konferans Paketi/ }).check();
  await expectNoAxeViolations(page, `tariff options at ${label}`);
  await page.getByRole('button', { name: 'Devam' }).click();
  // 649,90 TL × 1,1 = 714,89 TL against 389,90 TL.
  await expect(page.getByText('+324,99 TL')).toBeVisible();
  await expectNoAxeViolations(page, `tariff summary at ${label}`);
}

async function changeOne(page: Page, label: string) {
  await expectNoAxeViolations(page, `line page at ${label}`);
  await chooseSinirsiz(page, label);
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await expectNoAxeViolations(page, `SMS code at ${label}`);
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(
    page.getByText(/hattının tarifesi Kurumsal Sınırsız Plus olarak değiştirildi\./),
  ).toBeVisible();
  // Without a reload, the line shows its new tariff and that tariff's usage.
  await expect(
    page.locator('dt', { hasText: 'Mevcut tarife' }).locator('xpath=following-sibling::dd[1]'),
  ).toContainText('Kurumsal Sınırsız Plus');
  await expect(page.getByText(/dönemi, Kurumsal Sınırsız Plus$/)).toBeVisible();
  await expectNoAxeViolations(page, `result at ${label}`);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('changes one line’s tariff with the SMS code and finds it in the line and company history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const msisdn = await openLine(page, USERS.fast);
  await changeOne(page, '1366 px');
  const lineHistory = page.getByRole('region', { name: 'Tarife değişiklikleri listesi' });
  await expect(lineHistory.locator('tr[data-row-index="0"]')).toContainText('Kurumsal Sınırsız Plus');
  await expect(lineHistory.locator('tr[data-row-index="0"]')).toContainText('Tek hat');

  await page.getByRole('button', { name: 'Tarifelere dön' }).click();
  await expect(page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' })).toContainText('mevcut tarife');

  await page.goto('/tariff-package/history');
  await expect(page.getByRole('heading', { name: 'Tarife Değişikliği Geçmişi', level: 1 })).toBeVisible();
  await page.getByLabel('Hat numarası').fill(msisdn.slice(-7));
  await page.getByRole('button', { name: 'Listele' }).click();
  const history = page.getByRole('region', { name: 'Tarife değişiklikleri listesi' });
  await expect(history.locator('tr[data-row-index="0"]')).toContainText(formatMsisdnForTest(msisdn));
  await expect(history.locator('tr[data-row-index="0"]')).toContainText('+324,99 TL');
  await expectNoAxeViolations(page, 'company history at 1366 px');
});

test('the tariff pages are usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLine(page, USERS.fast);
  await changeOne(page, '390 px');
  await page.goto('/tariff-package');
  await expect(
    page.getByRole('region', { name: 'Hat listesi' }).locator('[data-row-index]').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'lines at 390 px');
  await page.goto('/tariff-package/history');
  await expect(page.getByRole('region', { name: 'Tarife değişiklikleri listesi' })).toContainText('Kurumsal');
  await expectNoAxeViolations(page, 'history at 390 px');
  await page.goto('/tariff-package/bulk');
  await expect(page.getByLabel(/Dosya seçin/)).toBeVisible();
  await expectNoAxeViolations(page, 'bulk page at 390 px');
});

test('the limited user sees the tariffs; choosing one is closed with the reason before any step (issue 37)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openLine(page, USERS.limited);
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' }) });
  await expect(offer.getByRole('button', { name: 'Bu tarifeyi seç' })).toBeDisabled();
  await expect(page.getByText('Bu işlem için talep yetkiniz yok.')).toBeVisible();
  const outbox = await page.request.get('/sandbox/sms-outbox', { params: { msisdn: USERS.limited.msisdn } });
  expect(((await outbox.json()) as unknown[]).length).toBe(1);
});

type GsmPage = { items: { msisdn: string; status: string; tariffName: string }[] };
const gsm = (page: Page, filter: Record<string, string>) =>
  callAsPage<GsmPage>(page, '/ccsirest/tariff/gsm-table.json', { offset: 0, limit: 500, filter });

test('changes 300 lines from a spreadsheet with two refused lines, followed to the end on the progress view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast, '/tariff-package/bulk');
  await expect(page.getByRole('heading', { name: 'Toplu Tarife Değişikliği', level: 1 })).toBeVisible();

  const voice = (await gsm(page, { productType: 'VOICE', status: 'ACTIVE' })).items
    .filter((l) => l.tariffName !== 'Kurumsal Ekonomik 5 GB')
    .slice(0, 298)
    .map((l) => l.msisdn);
  const suspended = (await gsm(page, { productType: 'VOICE', status: 'SUSPENDED' })).items[0]?.msisdn ?? '';
  const data = (await gsm(page, { productType: 'DATA', status: 'ACTIVE' })).items[0]?.msisdn ?? '';
  expect(voice).toHaveLength(298);
  const numbers = [...voice.slice(0, 100), suspended, ...voice.slice(100, 200), data, ...voice.slice(200)];
  const csv = `\uFEFF${['Hat numarası;Yeni tarife', ...numbers.map((m) => `0${m};Kurumsal Ekonomik 5 GB`)].join('\r\n')}\r\n`;
  await expectNoAxeViolations(page, 'bulk page');

  await page.getByLabel(/Dosya seçin/).setInputFiles({
    name: 'toplu-tarife.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('300 satır hazır, 0 satırda hata')).toBeVisible();
  await page.getByRole('button', { name: 'Gönder' }).click();

  const summary = page.getByRole('region', { name: 'Özet ve onay' });
  await expect(summary.getByText('Değişecek hat').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '298',
  );
  const refused = page.getByRole('region', { name: 'Değiştirilemeyecek hatlar listesi' });
  await expect(refused).toContainText('Askıdaki hattın tarifesi değiştirilemez.');
  await expect(refused).toContainText('bu tarife yalnızca ses hatlar içindir');
  await expectNoAxeViolations(page, 'bulk summary');
  await summary.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));

  await expect(page).toHaveURL(/\/tariff-package\/bulk\/[\w-]+$/);
  const jobUrl = page.url();
  await expect(page.getByRole('progressbar', { name: 'Toplu değişiklik ilerlemesi' })).toBeVisible();
  await expectNoAxeViolations(page, 'bulk progress');
  // The person leaves and comes back: the job went on meanwhile.
  await page.goto('/tariff-package/bulk');
  await page.getByRole('region', { name: 'Toplu değişiklikler listesi' }).getByRole('link').first().click();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByRole('heading', { name: 'Değişiklik tamamlandı' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('300 / 300 hat işlendi: 298 değişti, 2 değişmedi.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Hatların sonuçları listesi' });
  await expect(results).toContainText('Değişti');
  await expectNoAxeViolations(page, 'bulk done');

  await page.goto('/tariff-package/history');
  await page.getByLabel('Hat numarası').fill(voice[0] ?? '');
  await page.getByRole('button', { name: 'Listele' }).click();
  const history = page.getByRole('region', { name: 'Tarife değişiklikleri listesi' });
  await expect(history.locator('tr[data-row-index="0"]')).toContainText('Toplu değişiklik');
});

test('asks the account manager for an offer on a tariff (MARS) and gets its reference', async ({ page }) => {
  await openLine(page, USERS.fast);
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' }) });
  await offer.getByRole('button', { name: 'Temsilcimden teklif iste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Temsilcimden teklif iste' });
  await expect(dialog).toContainText('Hattınızın tarifesi şimdi değişmez');
  await dialog.getByLabel('Temsilcinize notunuz (isteğe bağlı)').fill('Elli hat için teklif rica ederiz.');
  await expectNoAxeViolations(page, 'tariff offer request');
  await dialog.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    /Kurumsal Sınırsız Plus için teklif talebiniz .* MRS-\d{8}-\d{6}/,
  );
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toHaveCount(0);
});
