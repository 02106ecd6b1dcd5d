/**
 * One operations ledger (issue 35) in Chromium against the built portal and the sandbox, reset to
 * the seed first, as hizli.kullanici: on one line a tariff change, a package order and a SIM card
 * order are made through the portal's own screens (SMS codes read from the outbox); then My Orders
 * and the line-operations request history, each filtered by that line, list them under the same
 * numbers.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

/** "5301234567" → "0530 123 45 67", as the lists print a number. */
const shown = (m: string) => `0${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;
const NUMBER = /(SP|HT)-\d{8}-\d{6}/;

/** An active voice line on Kurumsal Süper 10 GB with no "Ek 5 GB" running. */
async function oneLine(page: Page): Promise<string> {
  const lines = await callAsPage<{ items: { msisdn: string }[] }>(page, '/ccsirest/tariff/gsm-table.json', {
    offset: 0,
    limit: 50,
    filter: { productType: 'VOICE', status: 'ACTIVE', tariffName: 'Kurumsal Süper 10 GB' },
  });
  const running = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/additional-package/list.json',
    {
      offerId: 'EK-5GB',
    },
  );
  const busy = new Set(running.items.map((p) => p.msisdn));
  const msisdn = lines.items.map((l) => l.msisdn).find((m) => !busy.has(m));
  if (!msisdn) throw new Error('no free line on Kurumsal Süper 10 GB');
  return msisdn;
}

async function changeTariff(page: Page, msisdn: string) {
  await page.goto('/tariff-package');
  const table = page.getByRole('region', { name: 'Hat listesi' });
  await expect(table.locator('tr[data-row-index]').first()).toBeVisible();
  await page.getByLabel('Numara veya kullanıcı adıyla ara').fill(msisdn);
  await table.getByRole('link', { name: shown(msisdn) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shown(msisdn));
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kurumsal Sınırsız Plus' }) });
  await offer.getByRole('button', { name: 'Bu tarifeyi seç' }).click();
  await page.getByRole('radio', { name: /^12 ay taahhütlü/ }).check();
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

async function orderPackage(page: Page, msisdn: string) {
  await page.goto('/additional-package');
  await expect(page.getByRole('list', { name: 'Paketler' })).toContainText('Ek 5 GB');
  await page.getByRole('link', { name: /^Ayrıntı ve satın al\s?: Ek 5 GB$/ }).click();
  await expect(page.getByRole('heading', { name: 'Ek 5 GB', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Hatları seç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hatları seç' });
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByLabel('Numara listesi').fill(`0${msisdn}`);
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
  await page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }).click();
  await page.getByLabel('Ek paket sözleşmesini okudum ve kabul ediyorum.').check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(page.getByText(/^1 hatta paket tanımlandı\./)).toBeVisible();
}

async function orderSimCard(page: Page, msisdn: string): Promise<string> {
  await page.goto('/sim-card');
  await expect(page.getByRole('heading', { name: /^SIM kart limiti/ })).toBeVisible();
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sim-'));
  const file = join(dir, 'sim-kartlar.csv');
  writeFileSync(
    file,
    [
      ['Hat numarası', 'SIM kart ürünü', 'Değişiklik nedeni'],
      [shown(msisdn), 'Üçlü kesim SIM kart', 'Kayıp'],
    ]
      .map((r) => r.join(';'))
      .join('\r\n'),
    'utf8',
  );
  const fromFile = page.getByRole('region', { name: 'Dosyadan yükleyin' });
  await fromFile.getByLabel(/Dosya seçin/).setInputFiles(file);
  await expect(fromFile.getByText('1 satır hazır, 0 satırda hata')).toBeVisible();
  await fromFile.getByRole('button', { name: 'Gönder' }).click();
  await expect(fromFile.getByText(/^1 satır siparişe eklendi/)).toBeVisible();
  await page.getByRole('button', { name: 'Siparişi gözden geçir' }).click();
  const confirm = page.getByRole('form', { name: 'Siparişi onaylayın' });
  await confirm.getByLabel('Teslim alacak kişi').fill('Can Öztürk');
  await confirm.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const result = page.getByRole('region', { name: 'Sipariş sonucu' });
  await expect(result).toContainText('1 hat için SIM kart siparişiniz alındı.');
  return (await result.locator('strong').innerText()).trim();
}

/** My Orders filtered by the line: each row's number and type. */
async function myOrdersOf(page: Page, msisdn: string): Promise<Map<string, string>> {
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'Siparişlerim', level: 1 })).toBeVisible();
  await page.getByLabel('Sipariş no, açıklama veya hat numarası').fill(shown(msisdn));
  await page.getByRole('button', { name: 'Ara' }).click();
  const rows = page
    .getByRole('table', { name: 'Siparişler' })
    .getByRole('row')
    .filter({ hasText: /SP-\d{8}-\d{6}/ });
  // The search is the server's: wait until every row listed has the line (the unfiltered list goes).
  await expect.poll(async () => (await rows.count()) > 0 && (await rows.count()) < 10).toBe(true);
  const found = new Map<string, string>();
  for (const row of await rows.all()) {
    const text = await row.innerText();
    found.set(text.match(NUMBER)?.[0] ?? '', text);
  }
  return found;
}

/** The request history filtered by the line: each row's number and text. */
async function historyOf(page: Page, msisdn: string): Promise<Map<string, string>> {
  await page.goto('/line-operations-request-history');
  await expect(page.getByRole('heading', { name: 'Hat İşlemleri Talep Geçmişi', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Talep filtreleri' });
  await filters.getByLabel('Hat numarası').fill(msisdn);
  await filters.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page.getByText(/^[1-9]\d? kayıt$/).first()).toBeVisible();
  const rows = page.getByRole('table', { name: 'Hat işlemi talepleri' }).locator('tr[data-row-index]');
  const found = new Map<string, string>();
  for (const row of await rows.all()) {
    const text = await row.innerText();
    found.set(text.match(NUMBER)?.[0] ?? '', text);
  }
  await expectNoAxeViolations(page, 'request history filtered by the line');
  return found;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a tariff change, a package and a SIM order on one line are one set of numbers in My Orders and the request history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast);
  await expect(page).not.toHaveURL(/\/login/);
  const msisdn = await oneLine(page);

  await changeTariff(page, msisdn);
  await orderPackage(page, msisdn);
  const simOrderNo = await orderSimCard(page, msisdn);
  expect(simOrderNo).toMatch(/^SP-\d{8}-\d{6}$/);

  const orders = await myOrdersOf(page, msisdn);
  const tariffOrderNo = [...orders].find(([, text]) => text.includes('Tarife değişikliği'))?.[0] ?? '';
  expect(tariffOrderNo).toMatch(/^SP-\d{8}-\d{6}$/);
  expect(orders.get(simOrderNo)).toContain('SIM kart');

  const history = await historyOf(page, msisdn);
  // The same numbers, and the operation each one is.
  expect(history.get(tariffOrderNo)).toContain('Tarife değişikliği');
  expect(history.get(simOrderNo)).toContain('SIM kart değişikliği');
  // The package order too: its number in the history is the SP number My Orders shows for it.
  const packageOrderNo = [...orders].find(([, text]) => /Ek paket/i.test(text))?.[0] ?? '';
  expect(packageOrderNo).toMatch(/^SP-\d{8}-\d{6}$/);
  expect(history.get(packageOrderNo)).toContain('Ek paket tanımlama');
});
