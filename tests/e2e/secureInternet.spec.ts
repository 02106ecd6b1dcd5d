/**
 * Secure internet (issue 16) in Chromium against the built portal and the sandbox, reset to the
 * seed before each test: three lines get the child profile and are found in the history; the
 * page is axe clean at 1366 and 390 px; the limited user's change is closed with the reason where she may not request it.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs, type Person } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Hatlar ve güvenli internet profilleri' });
const row = (page: Page, i: number) => table(page).locator(`tr[data-row-index="${i}"]`);
const history = (page: Page) => page.getByRole('region', { name: 'Değişiklik geçmişi' });
const national = (written: string) => written.replace(/\D/g, '').replace(/^0/, '');

async function openPage(page: Page, user: Person = USERS.fast) {
  await loggedInAs(page, user, '/secure-internet');
  await expect(page.getByRole('heading', { name: 'Güvenli İnternet', level: 1 })).toBeVisible();
  await expect(row(page, 0)).toBeVisible();
}

async function saveChild(page: Page) {
  await page.getByRole('button', { name: 'Profil değiştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Güvenli internet profilini değiştir' });
  await dialog.getByRole('radio', { name: /^Çocuk/ }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('changes the profile of three lines and finds them in the history', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page);
  // Three active lines whose profile is not child yet (the note column is empty for changeable ones).
  const chosen: string[] = [];
  for (let i = 0; chosen.length < 3; i++) {
    const text = (await row(page, i).innerText()).trim();
    if (/Çocuk|askıda/.test(text)) continue;
    await row(page, i).getByRole('checkbox').check();
    chosen.push(national(text.match(/0?5\d{2} \d{3} \d{2} \d{2}/)?.[0] ?? ''));
  }
  await expect(page.getByText('3 hat seçildi.')).toBeVisible();
  await expectNoAxeViolations(page, 'secure internet with a selection');
  await saveChild(page);
  const result = page.getByRole('region', { name: 'Kaydetme sonucu' });
  await expect(result).toContainText('3 hattın profili Çocuk olarak değiştirildi.');

  for (const msisdn of chosen) {
    await history(page).getByLabel('Hat numarası').fill(`0${msisdn}`);
    await history(page).getByRole('button', { name: 'Listele' }).click();
    const entries = history(page)
      .getByRole('table', { name: 'Profil değişiklikleri' })
      .locator('tr[data-row-index]');
    await expect(entries.first()).toContainText('→ Çocuk');
    await expect(entries.first()).toContainText(USERS.fast.fullName);
    const written = `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;
    await expect(table(page).locator('tr', { hasText: written })).toContainText('Çocuk');
  }
  // A period that ends before it starts is said next to the dates and asks nothing.
  await history(page).getByLabel('Başlangıç tarihi').fill('2026-02-01');
  await history(page).getByLabel('Bitiş tarihi').fill('2026-01-01');
  await history(page).getByRole('button', { name: 'Listele' }).click();
  await expect(history(page).getByText('Başlangıç tarihi bitiş tarihinden sonra olamaz.')).toBeVisible();
});

test('is usable and axe clean at 390 px, the dialog included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await expectNoAxeViolations(page, 'secure internet at 390 px');
  await row(page, 1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Profil değiştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Güvenli internet profilini değiştir' });
  await expect(dialog.getByRole('radio', { name: /^Çocuk/ })).toBeVisible();
  await expectNoAxeViolations(page, 'profile dialog at 390 px');
});

test('the limited user sees the profiles; in her second company the change is closed with the reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Issue 37: she may request secure-internet changes in her first company, so the refusal is in
  // her second, where she only sees (the seed's grants).
  await loggedInAs(page, USERS.limited, '/corporate-selection');
  await page.getByRole('button', { name: 'Bu şirketle devam et (Anadolu Gıda San. A.Ş.)' }).click();
  await expect(page).not.toHaveURL(/corporate-selection/);
  await page.goto('/secure-internet');
  await expect(row(page, 0)).toBeVisible();
  await row(page, 1).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Profil değiştir' })).toBeDisabled();
  await expect(
    page.getByText('Bu işlem için talep yetkiniz yok. Yetkili kişilerinizden yetki isteyebilirsiniz.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
