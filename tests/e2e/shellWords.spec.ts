/**
 * Issue 39, the shell's words: a menu entry's label is its page's title, word for word
 * (docs/style-tr.md), every entry opened as a person would and its heading read; one "page not
 * found" inside the shell for a signed-in person and outside it for everyone else; the login
 * pages link each other and the terms of use with the KVKK notice.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

const NOT_FOUND_SENTENCE = 'Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir.';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SENTENCE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana sayfaya dönün' })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('every menu entry opens a page whose heading is the entry’s label', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast);
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

test('a signed-in person’s unknown address keeps the header and the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
  await page.goto('/boyle-bir-sayfa-yok');
  await expectNotFound(page);
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible();
  await expectNoAxeViolations(page, '404 içeride, 1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeVisible();
  await expectNoAxeViolations(page, '404 içeride, 390');
  await page.getByRole('link', { name: 'Ana sayfaya dönün' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logged out: the same not-found words, and the login pages link each other and the terms', async ({
  page,
}) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expectNotFound(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Kullanım Koşulları ve KVKK Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/terms-of-use-agreement$/);
  await expect(
    page.getByRole('heading', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' }),
  ).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Müşteri yöneticisi girişi' }).click();
  await expect(page.getByRole('heading', { name: 'Müşteri yöneticisi girişi', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Kurumsal kullanıcı girişine dön' }).click();
  await expect(page.getByLabel('Kullanıcı adı')).toBeVisible();
  await expectNoAxeViolations(page, 'giriş sayfası');
});
