/**
 * The portal under a path prefix (spec §1): a build made with VITE_BASE_PATH=/sirketim/, served by
 * a sandbox with BASE_PATH=/sirketim/ (the "prefix" project of playwright.config.ts). Routes,
 * files, API calls, the login-to-dashboard path and the logout rule all stay below the prefix.
 */
import { expect, test } from '@playwright/test';
import { acceptTerms, closeSurvey, expectNoAxeViolations, login, resetSandbox, USERS } from './support';

const at = (path: string) =>
  new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sirketim${path.replace(/\//g, '\\/')}$`);

test('login to dashboard, reload and logout, all below /sirketim/', async ({ page }) => {
  await resetSandbox(page.request);
  const outside: string[] = [];
  page.on('request', (request) => {
    const { host, pathname } = new URL(request.url());
    if (host.startsWith('127.0.0.1') && !pathname.startsWith('/sirketim/')) outside.push(pathname);
  });

  // A guarded page asks for the login first, and is where the login leads.
  const res = await page.goto('dashboard');
  expect(res?.status(), 'dist-prefix/ built? (scripts/test.mjs)').toBe(200);
  await expect(page).toHaveURL(at('/login'));
  await expectNoAxeViolations(page, 'prefixed login page');
  await login(page, USERS.demo.userName, USERS.demo.password);
  await expect(page).toHaveURL(at('/terms-approved'));
  await acceptTerms(page);
  await expect(page).toHaveURL(at('/corporate-selection'));
  await page
    .getByRole('button', { name: /^Bu şirketle devam et \(/ })
    .first()
    .click();
  await expect(page).toHaveURL(at('/dashboard'));
  await closeSurvey(page);

  // A reload of a deep address is served the portal under the prefix.
  await page.reload();
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(page.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible();

  // Logout (spec §2): the login page of the login application, here the portal's own below the prefix.
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(at('/login'));
  expect(outside, 'requests outside the prefix').toEqual([]);
});
