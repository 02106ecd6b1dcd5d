/**
 * Line user info (issue 14, /update-product-user) in Chromium against the built portal and the
 * sandbox, reset to the seed before each test. hizli.kullanici's company has the seeded lines
 * (about 2,400); the journeys find one by part of its number, edit its user, export the list as
 * CSV and XLSX and read both files back, and update 500 lines' users from a spreadsheet.
 */

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { formatMsisdn, normalizeMsisdn } from '../../src/lib/msisdn';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, resetSandbox, USERS } from './support';

const lineTable = (page: Page) => page.getByRole('table', { name: 'Hatlar ve kullanıcıları' });
/** The DataTable's body rows carry their index (a few dozen are in the DOM at a time). */
const lineRows = (page: Page) => lineTable(page).locator('tr[data-row-index]');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' });
/** "0532 123 45 67" → "5321234567". */
const national = (written: string) => written.replace(/\D/g, '').replace(/^0/, '');

async function openLineUsers(page: Page) {
  await loggedInAs(page, USERS.fast, '/update-product-user');
  await expect(page.getByRole('heading', { name: 'Hat Kullanıcı Bilgileri', level: 1 })).toBeVisible();
  await expect(lineRows(page).first()).toBeVisible();
}

const WRITTEN_NUMBER = /0?5\d{2} \d{3} \d{2} \d{2}/;

/** A row's number, read off the row as the table shows it ("0532 123 45 67"). */
async function numberOf(row: ReturnType<Page['locator']>): Promise<string> {
  const text = (await row.textContent()) ?? '';
  return national(text.match(WRITTEN_NUMBER)?.[0] ?? '');
}
const firstNumber = (page: Page) => numberOf(lineRows(page).first());

/**
 * The company's numbers from the list row itself, called from the page with the session it holds
 * (its pageToken and the anti-forgery cookie), as the portal calls it.
 */
async function companyNumbers(page: Page, count: number): Promise<string[]> {
  const list = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-user/product-list.json',
    {
      offset: 0,
      limit: count,
      sort: { field: 'msisdn', direction: 'asc' },
    },
  );
  return list.items.map((item) => item.msisdn);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('finds a line by part of its number, edits its user and sees the new user in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openLineUsers(page);
  await expectNoAxeViolations(page, '/update-product-user');

  const msisdn = await firstNumber(page);
  // Part of the number as people write it, with a space: "532 1".
  const partial = `${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)}`;
  await searchBox(page).fill(partial);
  const written = `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;
  const row = lineRows(page).filter({ hasText: written });
  await expect(row).toHaveCount(1);
  // Once the search has applied (after its quiet time), every line shown has those digits.
  const digits = msisdn.slice(0, 6);
  await expect
    .poll(
      async () => {
        // Read in one go: the rows are replaced while the search applies, and a locator of a row
        // that has gone (nth of a longer list) would wait for it until the poll's time ran out.
        const texts = await lineRows(page).evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
        const shown = texts.map((text) => national(text.match(WRITTEN_NUMBER)?.[0] ?? ''));
        return shown.length > 0 && shown.every((n) => n.includes(digits));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expectNoAxeViolations(page, 'numara araması');

  await row.getByRole('button', { name: /hattını düzenle$/ }).click();
  const dialog = page.getByRole('dialog', { name: /hattının kullanıcısı$/ });
  await expect(dialog.getByLabel('Kullanıcı adı soyadı')).toBeVisible();
  await expectNoAxeViolations(page, 'kullanıcı düzenleme');

  // A wrong identity number is refused next to its field, in Turkish.
  await dialog.getByLabel('TC kimlik numarası').fill('10000000147');
  await dialog.getByRole('button', { name: 'Bilgileri kaydet' }).click();
  await expect(dialog.getByText('TC kimlik numarası geçerli değil.')).toBeVisible();

  await dialog.getByLabel('Kullanıcı adı soyadı').fill('Gülşen Ünal');
  await dialog.getByLabel('TC kimlik numarası').fill('10000000146');
  await dialog.getByLabel('E-posta adresi').fill('gulsen.unal@ornek.com.tr');
  await dialog.getByRole('button', { name: 'Bilgileri kaydet' }).click();
  await expect(dialog.getByText('Kullanıcı bilgileri güncellendi.')).toBeVisible();
  await expectNoAxeViolations(page, 'kaydedildi');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);

  await searchBox(page).fill(msisdn);
  await expect(lineRows(page)).toHaveCount(1);
  await expect(lineRows(page).first()).toContainText('Gülşen Ünal');
});

test('exports the list as CSV and XLSX that read back with the same lines', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openLineUsers(page);
  const msisdn = await firstNumber(page);
  await searchBox(page).fill(msisdn);
  await expect(lineRows(page)).toHaveCount(1);

  async function exportAs(item: RegExp) {
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), path };
  }

  const csv = await exportAs(/CSV/);
  expect(csv.name).toMatch(/\.csv$/);
  const text = readFileSync(csv.path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Hat numarası', 'Ürün tipi', 'Tarife']);
  expect(lines).toHaveLength(2);
  // The file writes the number as the screens do (0532 123 45 67).
  const shown = formatMsisdn(normalizeMsisdn(msisdn) ?? msisdn);
  expect(lines[1]?.split(';')[0]).toBe(shown);

  const xlsx = await exportAs(/XLSX/);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const sheet = await readSheet(xlsx.path);
  expect(sheet[0]?.slice(0, 3)).toEqual(['Hat numarası', 'Ürün tipi', 'Tarife']);
  expect(sheet).toHaveLength(2);
  expect(String(sheet[1]?.[0])).toBe(shown);
});

/** A 500-row update of the company's own lines; rows 12, 22 and 32 are bad. */
function importCsv(numbers: readonly string[]): string {
  const rows = numbers.map((msisdn, i) => {
    const line = i + 2;
    const name =
      line === 32
        ? ''
        : `Toplu Kişi ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`;
    const identity = line === 12 ? '10000000147' : '10000000146';
    const email = line === 22 ? 'toplu@' : `toplu${i}@ornek.com.tr`;
    // Numbers written the ways people write them.
    const written =
      i % 3 === 0
        ? `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`
        : i % 3 === 1
          ? `+90${msisdn}`
          : msisdn;
    return `${written};${name};${identity};${email};Satış;MM-${i}`;
  });
  return `\uFEFF${['GSM No;Ad Soyad;TCKN;E-posta;Departman;Masraf merkezi', ...rows].join('\r\n')}\r\n`;
}

test('updates 500 lines from a spreadsheet: bad rows fixed or removed, each row’s result shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openLineUsers(page);
  const numbers = await companyNumbers(page, 500);
  expect(numbers).toHaveLength(500);

  await page.getByRole('button', { name: 'Toplu güncelle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Toplu kullanıcı güncelleme' });
  await expect(dialog.getByLabel(/Dosya seçin/)).toBeVisible();
  await expectNoAxeViolations(page, 'toplu güncelleme');

  await dialog.getByLabel(/Dosya seçin/).setInputFiles({
    name: 'hat-kullanicilari.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(importCsv(numbers), 'utf8'),
  });
  await expect(dialog.getByText('497 satır hazır, 3 satırda hata')).toBeVisible();
  await expect(
    dialog.getByRole('textbox', { name: 'TC kimlik numarası, satır 12' }),
  ).toHaveAccessibleDescription('TC kimlik numarası geçerli değil.');
  await expect(
    dialog.getByRole('textbox', { name: 'Kullanıcı adı soyadı, satır 32' }),
  ).toHaveAccessibleDescription('Bu alan zorunlu.');
  await expectNoAxeViolations(page, 'hatalı satırlar');

  const email = dialog.getByRole('textbox', { name: 'E-posta adresi, satır 22' });
  await email.fill('toplu20@ornek.com.tr');
  await email.press('Enter');
  await expect(dialog.getByText('498 satır hazır, 2 satırda hata')).toBeVisible();
  await dialog.getByRole('button', { name: 'Satırı kaldır' }).first().click();
  await dialog.getByRole('button', { name: 'Satırı kaldır' }).first().click();
  await expect(dialog.getByText('498 satır hazır, 0 satırda hata')).toBeVisible();

  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByText('498 satır kaydedildi.')).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'toplu güncelleme sonucu');
  await dialog.getByRole('button', { name: 'Kapat' }).click();

  // Row 22 (the fixed one) and a row written as "+90…" are in the list with their new users.
  await searchBox(page).fill(numbers[20] ?? '');
  await expect(lineRows(page)).toHaveCount(1);
  await expect(lineRows(page).first()).toContainText('Toplu Kişi UA');
  await expect(lineRows(page).first()).toContainText('toplu20@ornek.com.tr');
  await searchBox(page).fill(numbers[1] ?? '');
  await expect(lineRows(page).first()).toContainText('Toplu Kişi BA');
});

test('the list, the edit dialog and the bulk update are usable and axe clean at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLineUsers(page);
  const [pageWidth, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
  await expectNoAxeViolations(page, '/update-product-user 390 px');

  await page
    .getByRole('button', { name: /hattını düzenle$/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: /hattının kullanıcısı$/ });
  await expect(edit.getByLabel('Kullanıcı adı soyadı')).toBeVisible();
  await expectNoAxeViolations(page, 'düzenleme 390 px');
  // The save buttons are in sight at once: the dialog's body scrolls, its foot stays.
  const save = edit.getByRole('button', { name: 'Bilgileri kaydet' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(edit.getByRole('button', { name: 'Vazgeç' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/line-user-edit-390.png' });
  // The stored TC number is not a placeholder that reads like a value, and need not be typed again.
  const identity = edit.getByLabel('TC kimlik numarası');
  await expect(identity).not.toHaveAttribute('placeholder', /./);
  await expect(identity).toHaveAccessibleDescription(/Kayıtlı numara: \d{2}\*{7}\d{2}.*boş bırakın/);
  await edit.getByLabel('E-posta adresi').fill('duzeltilen.adres@ornek.com.tr');
  await save.click();
  await expect(edit.getByText('Kullanıcı bilgileri güncellendi.')).toBeVisible();
  await edit.getByRole('button', { name: 'Kapat' }).click();
  await expect(edit).toHaveCount(0);

  await page.getByRole('button', { name: 'Toplu güncelle' }).click();
  const bulk = page.getByRole('dialog', { name: 'Toplu kullanıcı güncelleme' });
  await bulk.getByLabel(/Dosya seçin/).setInputFiles({
    name: 'kucuk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Hat numarası;Ad Soyad;TCKN;E-posta\r\n12345;Ali Kaya;10000000146;ali@ornek.com.tr\r\n',
    ),
  });
  await expect(bulk.getByText('0 satır hazır, 1 satırda hata')).toBeVisible();
  await expectNoAxeViolations(page, 'toplu güncelleme 390 px');
});
