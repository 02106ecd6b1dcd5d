/**
 * Usage abroad and international calling (issue 16) in Chromium against the built portal and the
 * sandbox, reset to the seed before each test, as hizli.kullanici (about 600 lines, 145 with
 * roaming open). The journeys close roaming for 50 lines chosen by filter and see the dashboard
 * card follow, open international calling for a pasted list where one number is refused, export
 * the list, and check the pages with axe at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

/** "Hatlar ve yurt dışı kullanımı durumu" / "Hatlar ve yurt dışı arama durumu". */
const rows = (page: Page) =>
  page.getByRole('table', { name: /^Hatlar ve yurt dışı/ }).locator('tr[data-row-index]');
const changeSection = (page: Page) => page.getByRole('region', { name: 'Seçili hatlar için işlem' });
const filters = (page: Page) => page.getByRole('form', { name: 'Hat filtreleri' });

async function signIn(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page).not.toHaveURL(/\/login/);
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The dashboard card's two figures, as the person reads them. */
async function roamingCard(page: Page) {
  await page.goto('/dashboard');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Yurt dışı kullanım (GSM)' }) });
  const figure = async (label: string) =>
    Number(
      (
        await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()
      ).replace(/\./g, ''),
    );
  await expect(card.locator('dd').first()).toBeVisible();
  return { on: await figure('Yurt dışı açık hat'), off: await figure('Yurt dışı kapalı hat') };
}

/** Types the newest SMS code into the open OTP dialog. */
async function confirmWithCode(page: Page) {
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu, 1. hane')).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
}

/** The company's lines matching a filter, from the list row with the page's own session. */
async function companyLines(page: Page, filter: Record<string, unknown>) {
  const list = await callAsPage<{ items: { msisdn: string; productType: string }[] }>(
    page,
    '/ccsirest/usage-abroad/product-list.json',
    { offset: 0, limit: 500, filter },
  );
  return list.items;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('closes roaming for 50 lines chosen by filter with the SMS code; the dashboard card follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const before = await roamingCard(page);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await filters(page).getByLabel('Yurt dışı kullanım').selectOption('on');
  await filters(page).getByLabel('Ürün tipi').selectOption('VOICE');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(page.getByText(/^\d+ kayıt$/)).not.toHaveText(/^600 kayıt$/);
  await expect(rows(page).first()).toContainText('Açık');

  // The first row, then the 50th with Shift: a range of 50 (the 50th is scrolled into the window).
  await rows(page).first().getByRole('checkbox').click();
  const fiftieth = page.locator(`tr[data-row-index="49"]`);
  // Scrolled row by row to the last one drawn, so the window cannot jump past the 50th.
  for (let step = 0; step < 20 && (await fiftieth.count()) === 0; step++) {
    await rows(page).last().scrollIntoViewIfNeeded();
  }
  await fiftieth.getByRole('checkbox').click({ modifiers: ['Shift'] });
  await expect(changeSection(page)).toContainText('50 hat seçildi.');
  await changeSection(page).getByRole('button', { name: 'Yurt dışı kullanımı kapat' }).click();

  await expect(page).toHaveURL(/\/roaming-confirm$/);
  await expect(page.getByText('50 hatta yurt dışı kullanımı kapatılacak.')).toBeVisible();
  await expect(page.getByText('Yurt dışı ücretleri (KDV dahil)')).toBeVisible();
  await expectNoAxeViolations(page, 'roaming confirm');
  await confirmWithCode(page);
  await expect(page.getByText('50 hatta yurt dışı kullanımı kapatıldı.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Hat bazında sonuç' })).toContainText('Yapıldı');
  // A reload shows the results again, not a second confirmation.
  await page.reload();
  await expect(page.getByText('50 hatta yurt dışı kullanımı kapatıldı.')).toBeVisible();

  const after = await roamingCard(page);
  expect(after).toEqual({ on: before.on - 50, off: before.off + 50 });
});

test('opens international calling for a pasted list; the data line is refused with its reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await open(page, '/international-call', 'Yurt Dışı Arama');
  const voice = (await companyLines(page, { callAbroad: false, productType: 'VOICE', status: 'ACTIVE' }))
    .map((l) => l.msisdn)
    .filter((msisdn) => !/(13|37)$/.test(msisdn))
    .slice(0, 2);
  const data = (await companyLines(page, { productType: 'DATA', status: 'ACTIVE' }))[0]!.msisdn;
  // Written as people write them: with 0, with +90, bare.
  const pasted = [`0${voice[0]}`, `+90 ${voice[1]}`, data].join('\n');

  await changeSection(page).getByRole('button', { name: 'Hat listesiyle seç' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Liste yapıştır' }).click();
  await dialog.getByRole('textbox').fill(pasted);
  await dialog
    .getByRole('button', { name: /Listeyi ekle|Ekle/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Seçimi tamamla' }).click();
  await expect(changeSection(page)).toContainText('3 hat seçildi.');
  await changeSection(page).getByRole('button', { name: 'Yurt dışı aramayı aç' }).click();

  await expect(page).toHaveURL(/\/international-call-confirm$/);
  await expect(page.getByText('2 hatta yurt dışı arama açılacak.')).toBeVisible();
  const refused = page.getByRole('list', { name: 'Değiştirilemeyen hatlar' });
  await expect(refused).toContainText('Veri ve M2M hatlarında yurt dışı arama açılamaz.');
  await confirmWithCode(page);
  await expect(page.getByText('2 hatta yurt dışı arama açıldı.')).toBeVisible();

  await page.getByRole('link', { name: 'Yurt dışı arama listesine dön' }).click();
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' }).fill(voice[0]!);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Açık');
});

test('exports the roaming list as CSV and XLSX that read back with the filtered lines', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await filters(page).getByLabel('Yurt dışı kullanım').selectOption('on');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect
    .poll(async () => Number((await page.getByText(/^\d+ kayıt$/).innerText()).replace(/\D/g, '')))
    .toBeLessThan(600);

  async function exportAs(item: RegExp) {
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    return { name: file.suggestedFilename(), path: await file.path() };
  }
  const shown = Number((await page.getByText(/^\d+ kayıt$/).innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  const csv = await exportAs(/CSV/);
  expect(csv.name).toMatch(/^yurt-disi-kullanim-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(csv.path, 'utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Hat numarası;Kullanıcı;Tarife;Ürün tipi;Hat durumu;Yurt dışı kullanım;Yurt dışı arama',
  );
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.split(';')[5] === 'Açık')).toBe(true);
  const xlsx = await exportAs(/XLSX/);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const sheet = await readSheet(xlsx.path);
  expect(sheet).toHaveLength(shown + 1);
});

test('the pages are usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await expectNoAxeViolations(page, 'roaming list at 390 px');
  await rows(page).first().getByRole('checkbox').check();
  await expect(changeSection(page)).toContainText('1 hat seçildi.');
  await changeSection(page).getByRole('button', { name: 'Hat listesiyle seç' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Liste yapıştır' })).toBeVisible();
  await expectNoAxeViolations(page, 'line picker at 390 px');
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).first().click();
  await open(page, '/international-call', 'Yurt Dışı Arama');
  await expectNoAxeViolations(page, 'international call list at 390 px');
});

test('the limited user can look and choose lines, but the change is closed with the reason before any step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.limited);
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await filters(page).getByLabel('Yurt dışı kullanım').selectOption('on');
  await filters(page).getByRole('button', { name: 'Filtrele' }).click();
  await expect(rows(page).first()).toContainText('Açık');
  await rows(page).first().getByRole('checkbox').check();
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
  // Issue 37: no Talep on the usageAbroad group, so the change is closed with the reason beside it.
  await expect(changeSection(page).getByRole('button', { name: 'Yurt dışı kullanımı kapat' })).toBeDisabled();
  await expect(
    changeSection(page).getByText(
      'Bu işlem için talep yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.',
    ),
  ).toBeVisible();
  // No step was reached, so no SMS: the outbox holds only the login's code.
  const outbox = await page.request.get('/sandbox/sms-outbox', { params: { msisdn: USERS.limited.msisdn } });
  expect(((await outbox.json()) as unknown[]).length).toBe(1);
});

test('on a phone the list box says how many lines it takes, and the confirm page adds up to that choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  const box = page.getByRole('checkbox', { name: /^Listedeki [\d.]+ satırın tümünü seç$/ });
  const label =
    (await box.getAttribute('aria-label')) ??
    (await page.getByText(/^Listedeki [\d.]+ satırın tümünü seç$/).innerText());
  const listed = Number(label.match(/Listedeki ([\d.]+)/)?.[1]?.replace(/\./g, ''));
  expect(listed).toBeGreaterThan(0);
  // Every line the filter matches is offered plainly, with its count, before any choice.
  await expect(page.getByRole('button', { name: /^Filtreye uyan tüm [\d.]+ satırı seç$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/roaming-390-select.png' });
  await box.check();
  const chosen = listed.toLocaleString('tr-TR');
  await expect(changeSection(page)).toContainText(`${chosen} hat seçildi.`);
  await changeSection(page).getByRole('button', { name: 'Yurt dışı kullanımı kapat' }).click();
  await expect(page).toHaveURL(/\/roaming-confirm$/);
  await expect(page.getByText(`Seçtiğiniz ${chosen} hat kontrol edildi.`)).toBeVisible();
  const willClose = Number(
    (await page.getByText(/hatta yurt dışı kullanımı kapatılacak\.$/).innerText())
      .match(/^([\d.]+)/)?.[1]
      ?.replace(/\./g, ''),
  );
  const refusedHeading = page.getByRole('heading', { name: /^Değiştirilemeyecek hatlar/ });
  const refused = (await refusedHeading.count())
    ? Number((await refusedHeading.innerText()).match(/\(([\d.]+)\)/)?.[1]?.replace(/\./g, ''))
    : 0;
  expect(willClose + refused).toBe(listed);
  await expectNoAxeViolations(page, 'roaming confirm at 390 px');
});
