/**
 * Search everything from the header (issue 40): Ctrl+K from the dashboard, an order number as My
 * Orders shows it, Enter on the hit, and the order's own page; on a phone (390 px) the same key
 * opens the box on its own row, groups show their counts, the arrow keys move through the hits,
 * and axe finds nothing to fix.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, login, resetSandbox, USERS } from './support';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Portalda ara' });

async function signIn(page: Page) {
  await page.goto('/');
  await login(page, USERS.fast.userName, USERS.fast.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // This person has answered the survey (the seed), so nothing covers the dashboard.
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('Ctrl+K on the dashboard finds an order by its number as My Orders shows it and opens its detail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  // The number exactly as My Orders writes it.
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Siparişlerim' })
    .click();
  const firstOrder = page
    .getByRole('table', { name: 'Siparişler' })
    .getByRole('link', { name: /^SP-\d{8}-\d{6}$/ })
    .first();
  const orderNo = ((await firstOrder.textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^SP-\d{8}-\d{6}$/);
  await page.getByRole('link', { name: /Kurumsal\s*Portal/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially(orderNo);
  const hit = page.getByRole('option', { name: new RegExp(orderNo) });
  await expect(hit).toBeVisible();
  await expect(page.getByRole('listbox').getByText('Siparişler', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(hit).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderNo}$`));
  await expect(page.getByRole('heading', { name: `Sipariş ${orderNo}` })).toBeVisible();
});

test('on a phone Ctrl+K opens the search row; hits come in groups with counts, keyboard and axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);

  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  // One character asks for more, in Turkish, without a search.
  await searchBox(page).pressSequentially('5');
  await expect(page.getByText('Aramak için en az 2 karakter yazınız.')).toBeVisible();
  // "SP" starts every order's number: the orders' group says how many there are and shows five.
  await searchBox(page).fill('SP');
  await expect(page.getByRole('listbox').getByText('Siparişler', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ sonuçtan 5 tanesi$/).first()).toBeVisible();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // The arrow keys go through every hit of every group in turn.
  const count = await options.count();
  for (let i = 0; i < count; i++) await page.keyboard.press('ArrowDown');
  await expect(options.last()).toHaveAttribute('data-focus', '');
  // The list fits the phone's width.
  const box = await page.getByRole('listbox').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolations(page, 'arama (390 px)');
});
