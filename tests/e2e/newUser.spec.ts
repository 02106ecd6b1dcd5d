/**
 * What a new user tripped over (issue 24), each checked as that person meets it in Chromium.
 */
import { expect, test } from '@playwright/test';
import { login, resetSandbox, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("the limited user's dashboard loads every box: reads are theirs, no box shows a refusal", async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, USERS.limited.userName, USERS.limited.password);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.limited.fullName}` })).toBeVisible();
  const boxes = page.locator('main section');
  await expect(boxes).toHaveCount(15);
  await expect(boxes.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Bilgiler yüklenemedi.')).toHaveCount(0);
  await expect(page.locator('main').getByText(/yetkiniz/i)).toHaveCount(0);
});

test('after a wrong password, editing the form takes the old refusal away', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Kullanıcı adı').fill(USERS.fast.userName);
  await page.getByLabel('Şifre').fill('Yanlis.2026!');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();

  await page.getByLabel('Kullanıcı adı').fill('a'.repeat(500));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByText('Kullanıcı adı en fazla 64 karakter olabilir.')).toBeVisible();
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toHaveCount(0);
});
