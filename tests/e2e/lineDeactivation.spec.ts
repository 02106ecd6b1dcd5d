/**
 * Line deactivation (issue 17) in Chromium against the built portal and the sandbox, reset to the
 * seed before each test, as hizli.kullanici. The journey closes two lines chosen with the line
 * picker (a pasted list) for a reason that needs a document, uploads it, reads the commitment
 * costs, confirms with the SMS code from the outbox and finds both lines in the history; the
 * pages are checked with axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

/** "5301234567" → "0530 123 45 67", as the lists print a number. */
const formatMsisdnForTest = (m: string) =>
  `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;

const CODE_LINES = new Set<string>(Object.values(USERS).map((u) => u.msisdn));

/** Two voice lines of the company that can be closed (not porting: not ending in 44; no one's code line). */
async function closableLines(page: Page): Promise<string[]> {
  const list = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-deactivation/product-selection.json',
    { offset: 0, limit: 50, filter: { productType: 'VOICE' } },
  );
  return list.items
    .map((line) => line.msisdn)
    .filter((m) => !m.endsWith('44') && !CODE_LINES.has(m))
    .slice(0, 2);
}

async function openPage(page: Page) {
  await loggedInAs(page, USERS.fast, '/line-deactivation');
  await expect(page.getByRole('heading', { name: 'Hat Kapatma', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kapatılacak hatları seç' })).toBeVisible();
}

/** Chooses two closable lines, checks them and picks the reason that needs a death certificate. */
async function toDocuments(page: Page, label: string) {
  const msisdns = await closableLines(page);
  expect(msisdns).toHaveLength(2);
  await expectNoAxeViolations(page, `line deactivation at ${label}`);

  await page.getByRole('button', { name: 'Kapatılacak hatları seç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kapatılacak hatları seç' });
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByLabel('Numara listesi').fill(msisdns.map((m) => `0${m}`).join('\n'));
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('button', { name: 'Seçimi tamamla' })).toBeEnabled();
  await expectNoAxeViolations(page, `line picker at ${label}`);
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(page.getByText('2 hat seçildi.')).toBeVisible();
  await page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }).click();

  await expect(page.getByText('2 hat kapatılabilir.')).toBeVisible();
  await page.getByRole('radio', { name: /Hat kullanıcısı vefat etti/ }).check();
  // The reason needs its document before the summary.
  await expect(page.getByRole('button', { name: 'Devam' })).toBeDisabled();
  return msisdns;
}

/** Closes the two lines with a death certificate, checking each step with axe. */
async function deactivateTwo(page: Page, label: string) {
  const msisdns = await toDocuments(page, label);
  await page.getByLabel('Ölüm belgesi yükle').setInputFiles({
    name: 'ölüm belgesi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% e-Devlet ölüm kaydı\n%%EOF\n'),
  });
  await expect(page.getByRole('list', { name: 'Yüklenen belgeler' })).toContainText('ölüm belgesi.pdf');
  await expectNoAxeViolations(page, `reason and documents at ${label}`);
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(page.getByText('Toplam cayma bedeli')).toBeVisible();
  await expectNoAxeViolations(page, `summary at ${label}`);
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await expectNoAxeViolations(page, `SMS code at ${label}`);
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));

  await expect(page.getByText(/^2 hat kapatıldı\./)).toBeVisible();
  await expectNoAxeViolations(page, `result at ${label}`);
  return msisdns;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('closes two lines with a reason and a document, confirmed by SMS code, and finds them in history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page);
  const msisdns = await deactivateTwo(page, '1366 px');

  const history = page.getByRole('table', { name: 'Kapatılan hatlar geçmişi' });
  for (const msisdn of msisdns) await expect(history).toContainText(formatMsisdnForTest(msisdn));
  await expect(history).toContainText('Hat kullanıcısı vefat etti');

  // Found by part of one number, and its detail names both lines and the document.
  await page.getByLabel('Hat numarası').fill(msisdns[1]!.slice(-7));
  await page.getByRole('button', { name: 'Listele' }).click();
  await expect(history.locator('tr[data-row-index]')).toHaveCount(1);
  await history.getByRole('button', { name: /^Ayrıntı/ }).click();
  const detail = page.getByRole('dialog', { name: 'Hat kapatma ayrıntısı' });
  await expect(
    detail.getByRole('list', { name: 'Bu işlemde kapatılan hatlar' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(detail).toContainText('ölüm belgesi.pdf');
  await expectNoAxeViolations(page, 'history detail at 1366 px');
  await detail.getByRole('button', { name: 'Kapat' }).click();
});

test('the page is usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  const msisdns = await deactivateTwo(page, '390 px');
  const history = page.getByRole('region', { name: 'Kapatma geçmişi listesi' });
  for (const msisdn of msisdns) await expect(history).toContainText(formatMsisdnForTest(msisdn));
  await expectNoAxeViolations(page, 'history at 390 px');
});

test('at 390 px a slow upload shows its percent and its stop button; cancelled, the same file is sent again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await toDocuments(page, '390 px');
  // Chromium's own throttling: the file leaves slowly enough for the page to show it going.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(16 * 1024);
  await page.getByLabel('Ölüm belgesi yükle').setInputFiles({
    name: 'ölüm belgesi taraması.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(600 * 1024, 0x41),
      Buffer.from('\n%%EOF\n'),
    ]),
  });
  const bar = page.getByRole('progressbar', { name: 'Ölüm belgesi yükleniyor' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(page.getByText(/^%[1-9]\d?$/)).toBeVisible();
  await expectNoAxeViolations(page, 'upload under way at 390 px');
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/line-upload-progress-390.png' }).catch(() => {});

  await page.getByRole('button', { name: 'Yüklemeyi durdur' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Yükleme iptal edildi.' })).toContainText(
    'ölüm belgesi taraması.pdf gönderilmedi.',
  );
  await expect(bar).toBeHidden();
  // Nothing lost: the reason is still chosen, and nothing half-sent is listed.
  await expect(page.getByRole('radio', { name: /Hat kullanıcısı vefat etti/ })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Yüklenen belgeler' })).toBeHidden();
  await expectNoAxeViolations(page, 'upload cancelled at 390 px');
  await page.screenshot({ path: 'test-results/line-upload-cancelled-390.png' }).catch(() => {});

  await throttle(-1);
  await page.getByRole('button', { name: 'Yeniden yükle: ölüm belgesi taraması.pdf' }).click();
  await expect(page.getByRole('list', { name: 'Yüklenen belgeler' })).toContainText(
    'ölüm belgesi taraması.pdf',
  );
  await expect(page.getByRole('button', { name: 'Devam' })).toBeEnabled();
});
