/**
 * Extra packet permissions (issue 15) in Chromium against the built portal and the sandbox, reset
 * to the seed before each test: two lines are allowed SMS packets and the table and the history
 * show it; the page and its dialog are axe clean at 1366 and 390 px; the limited user's change is
 * closed with the reason next to it (issue 37).
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs, type Person } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Hatlar ve ek paket izinleri' });
const row = (page: Page, i: number) => table(page).locator(`tr[data-row-index="${i}"]`);
const history = (page: Page) => page.getByRole('region', { name: 'İzin geçmişi' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ek paket izni ver' });
const written = (msisdn: string) =>
  `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;

async function openPage(page: Page, user: Person = USERS.fast) {
  await loggedInAs(page, user, '/extraPacket');
  await expect(page.getByRole('heading', { name: 'Ekstra Paket İzinleri', level: 1 })).toBeVisible();
  await expect(row(page, 0)).toBeVisible();
}

/** The text of a row's cell under the header `name`. */
async function cellOf(page: Page, rowIndex: number, name: string) {
  const headers = await table(page).locator('thead th').allInnerTexts();
  // Headers read in capitals (CSS) and may carry the sort mark after the name.
  const column = headers.findIndex((h) =>
    h.trim().toLocaleUpperCase('tr').startsWith(name.toLocaleUpperCase('tr')),
  );
  expect(column, `column ${name}`).toBeGreaterThan(-1);
  // The number is the row's header cell (th), the others are td: count both, as the header does.
  return (await row(page, rowIndex).locator('td, th').nth(column).innerText()).trim();
}

async function allowSms(page: Page) {
  await page.getByRole('button', { name: 'İzin ver' }).click();
  await dialog(page).getByRole('checkbox', { name: /^SMS/ }).check();
  await dialog(page).getByRole('button', { name: 'Devam' }).click();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('allows SMS packets on two lines and finds the change in the table and the history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page);
  // Two active lines whose users may not buy SMS packets yet.
  const chosen: string[] = [];
  for (let i = 0; chosen.length < 2; i++) {
    if ((await cellOf(page, i, 'Durum')) !== 'Aktif' || (await cellOf(page, i, 'SMS')) !== 'İzinsiz')
      continue;
    await row(page, i).getByRole('checkbox').check();
    chosen.push((await cellOf(page, i, 'Hat numarası')).replace(/\D/g, '').replace(/^0/, ''));
    expect(chosen.at(-1)).toMatch(/^5\d{9}$/);
  }
  await expect(page.getByText('2 hat seçildi.')).toBeVisible();
  await allowSms(page);
  await expect(dialog(page)).toContainText('2 hatta SMS ek paketleri için izin verilecek.');
  await expect(dialog(page)).toContainText('SMS: hat başına ayda en fazla 50,00 TL');
  await expectNoAxeViolations(page, 'extra packet confirmation');
  await dialog(page).getByRole('button', { name: 'Onayla' }).click();

  const result = page.getByRole('region', { name: 'Değişiklik sonucu' });
  await expect(result).toContainText('2 hatta ek paket izni verildi.');
  await expect(result.getByRole('list', { name: 'Hat bazında sonuç' })).toContainText('Değiştirildi (SMS)');
  await expectNoAxeViolations(page, 'extra packet result');

  for (const msisdn of chosen) {
    const line = table(page).locator('tr', { hasText: written(msisdn) });
    await expect(line).toContainText('İzinli');
    await history(page).getByLabel('Hat numarası').fill(`0${msisdn}`);
    await history(page).getByLabel('Ek paket türü').selectOption('SMS');
    await history(page).getByRole('button', { name: 'Listele' }).click();
    const entries = history(page)
      .getByRole('table', { name: 'Ek paket izni değişiklikleri' })
      .locator('tr[data-row-index]');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('İzinsiz → İzinli');
    await expect(entries.first()).toContainText(USERS.fast.fullName);
  }
  // The filtered history is exported as the person sees it.
  const download = page.waitForEvent('download');
  await history(page)
    .getByRole('button', { name: /Dışa aktar/ })
    .click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^ek-paket-izin-gecmisi-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('is usable and axe clean at 390 px, the dialog included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await expectNoAxeViolations(page, 'extra packet at 390 px');
  await row(page, 1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'İzin ver' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: /^İnternet/ })).toBeVisible();
  await expectNoAxeViolations(page, 'extra packet dialog at 390 px');
  // Going on without a type says what is missing next to the choices.
  await dialog(page).getByRole('button', { name: 'Devam' }).click();
  await expect(dialog(page).getByText('En az bir ek paket türü seçin.')).toBeVisible();
});

test('the whole change works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page);
  // Space on a focused row chooses it; the rest are buttons and checkboxes in a focus-trapped dialog.
  await row(page, 0).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
  await page.getByRole('button', { name: 'İzni kaldır' }).focus();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('dialog', { name: 'Ek paket iznini kaldır' });
  await remove.getByRole('checkbox', { name: /^İnternet/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await remove.getByRole('button', { name: 'Devam' }).focus();
  await page.keyboard.press('Enter');
  await expect(remove).toContainText('1 hatta İnternet, Konuşma ek paketleri için izni kaldırılacak.');
  await page.keyboard.press('Escape');
  await expect(remove).toHaveCount(0);
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
});

test('the limited user sees the permissions; the change is closed with the reason before any step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, USERS.limited);
  await row(page, 1).getByRole('checkbox').check();
  await expect(page.getByText('1 hat seçildi.')).toBeVisible();
  // Issue 37: no Talep on the extraPacket group, so both actions are closed with the reason.
  await expect(page.getByRole('button', { name: 'İzin ver' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'İzni kaldır' })).toBeDisabled();
  await expect(
    page.getByText('Bu işlem için talep yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.'),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});
