/**
 * Rights before the attempt on the line actions (issue 37): the limited user (kisitli.kullanici)
 * may look at every line page, but an action she may not request is closed with the reason next
 * to it before any step. Her first company grants Talep on line users and secure internet only;
 * her second grants only Görüntüleme, so those two close there. No SMS code is sent for any of it:
 * the outbox holds the login's code only. At 1366 px, and the abroad page at 390 px.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, REFUSAL_TEXTS, resetSandbox, smsCount, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The buttons are closed, each names the reason in its description, and the reason is on the page. */
async function expectRefused(page: Page, refusalId: string, buttons: Locator[]) {
  const reason = page.locator(`#${refusalId}`);
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(REFUSAL_TEXTS.request);
  for (const button of buttons) {
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-describedby', new RegExp(refusalId));
  }
}

async function signIn(page: Page) {
  await loggedInAs(page, USERS.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('in her first company the line actions without Talep are closed with the reason, before any step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);

  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await expectRefused(page, 'abroad-change-refusal', [
    page.getByRole('button', { name: 'Yurt dışı kullanımı aç' }),
    page.getByRole('button', { name: 'Yurt dışı kullanımı kapat' }),
  ]);
  await expectNoAxeViolations(page, 'roaming refused at 1366 px');

  await open(page, '/international-call', 'Yurt Dışı Arama');
  await expectRefused(page, 'abroad-change-refusal', [
    page.getByRole('button', { name: 'Yurt dışı aramayı aç' }),
    page.getByRole('button', { name: 'Yurt dışı aramayı kapat' }),
  ]);

  await open(page, '/extraPacket', 'Ekstra Paket İzinleri');
  await expectRefused(page, 'extra-packet-refusal', [
    page.getByRole('button', { name: 'İzin ver' }),
    page.getByRole('button', { name: 'İzni kaldır' }),
  ]);

  await open(page, '/line-deactivation', 'Hat Kapatma');
  await expectRefused(page, 'line-deactivation-refusal', [
    page.getByRole('button', { name: 'Hatları kontrol et ve devam et' }),
  ]);

  await open(page, '/sim-card', 'SIM Kart Siparişi');
  await expectRefused(page, 'sim-card-refusal', [
    page.getByRole('button', { name: 'Siparişi gözden geçir' }),
  ]);

  await open(page, '/sim-card-matching', 'SIM Kart Eşleştirme');
  await expectRefused(page, 'sim-matching-refusal', [page.getByRole('button', { name: 'Eşleştir' })]);

  // She may request these two here: open, no reason shown.
  await open(page, '/secure-internet', 'Güvenli İnternet');
  await expect(page.getByRole('button', { name: 'Profil değiştir' })).toBeVisible();
  await expect(page.locator('#secure-internet-refusal')).toHaveCount(0);
  await open(page, '/update-product-user', 'Hat Kullanıcı Bilgileri');
  await expect(page.getByRole('button', { name: 'Toplu güncelle' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /hattını düzenle$/ }).first()).toBeEnabled();
  await expect(page.locator('#line-user-refusal')).toHaveCount(0);

  // Nothing reached an SMS step: the outbox holds the login's code only.
  expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
});

test('in her second company, where she only sees, line users and secure internet close too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/corporate-selection');
  await page.getByRole('button', { name: 'Bu şirketle devam et (Anadolu Gıda San. A.Ş.)' }).click();
  await expect(page).not.toHaveURL(/corporate-selection/);

  await open(page, '/secure-internet', 'Güvenli İnternet');
  await expectRefused(page, 'secure-internet-refusal', [
    page.getByRole('button', { name: 'Profil değiştir' }),
  ]);

  await open(page, '/update-product-user', 'Hat Kullanıcı Bilgileri');
  await expectRefused(page, 'line-user-refusal', [
    page.getByRole('button', { name: 'Toplu güncelle' }),
    page.getByRole('button', { name: 'Faturada adı göster' }),
    page.getByRole('button', { name: 'Faturada adı gizle' }),
    page.getByRole('button', { name: /hattını düzenle$/ }).first(),
  ]);
  await expectNoAxeViolations(page, 'line users refused at 1366 px');

  expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
});

test('at 390 px the closed roaming change says why next to its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await open(page, '/roaming', 'Yurt Dışı Kullanım');
  await expectRefused(page, 'abroad-change-refusal', [
    page.getByRole('button', { name: 'Yurt dışı kullanımı aç' }),
    page.getByRole('button', { name: 'Yurt dışı kullanımı kapat' }),
  ]);
  await expectNoAxeViolations(page, 'roaming refused at 390 px');
  expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
});
