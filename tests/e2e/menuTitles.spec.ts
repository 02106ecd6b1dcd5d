/**
 * Issue 39: a menu entry's label is its page's title, word for word (docs/style-tr.md). Every
 * entry of the side menu is opened as a person would, and the page's heading read.
 */
import { expect, test } from '@playwright/test';
import { login, resetSandbox, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('every menu entry opens a page whose heading is the entry’s label', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await login(page, USERS.fast.userName, USERS.fast.password);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  const labels = (await menu.getByRole('link').allInnerTexts()).map((label) => label.trim());
  // Ana Sayfa greets the person by name instead.
  const entries = labels.filter((label) => label !== 'Ana Sayfa');
  expect(entries.length).toBeGreaterThan(25);
  for (const entry of entries) {
    const link = menu.getByRole('link', { name: entry, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(href));
    // A lazy screen shows its loader first, so the heading is awaited, not read at once; soft,
    // so one run names every entry whose page says something else.
    await expect.soft(page.getByRole('heading', { level: 1 }), `${entry} (${href})`).toHaveText(entry);
  }
});
