/**
 * The header's company switcher (spec §2): a change leads on in the new company; a refused change
 * brings the person's page back in the same company with the reason above it (before, the page
 * stayed behind the loader). The refusal is the server failing the change, played by the browser's
 * route (a 401/403 there ends the session, as on every call: session.leaving.test.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { runAxe } from './axe';
import { loggedInAs } from './signedIn';
import { resetSandbox, USERS } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The header's switcher once its real menu has replaced the look-alike. */
async function openSwitcher(page: Page) {
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: /Aktif şirket/ });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  const current = (await button.textContent())?.replace('Aktif şirket:', '').replace('▾', '').trim() ?? '';
  await button.click();
  return { button, current };
}

for (const width of [1366, 390]) {
  test(`a refused switch keeps the page and the company, saying why (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/ccsirest/customer/change-corporate.json', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: '500' } }),
      }),
    );
    await loggedInAs(page, USERS.limited, '/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Sözleşmeler' })).toBeVisible();
    const { button, current } = await openSwitcher(page);
    const other = page.getByRole('menuitem').filter({ hasNotText: '(aktif)' }).first();
    await other.click();

    const alert = page.getByRole('alert').filter({ hasText: 'Şirket değiştirilemedi.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('İşleminizi şu an gerçekleştiremiyoruz.');
    await expect(alert).toContainText('Aktif şirketiniz değişmedi.');
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sözleşmeler' })).toBeVisible();
    await expect(button).toContainText(current);
    // Nothing of the page runs wider than the screen with the sentence above it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await runAxe(page);
    await page.screenshot({ path: test.info().outputPath(`refused-${width}.png`) });

    await page.getByRole('button', { name: 'Kapat', exact: true }).click();
    await expect(alert).toHaveCount(0);
  });
}

test('a switch from the header leads on in the other company', async ({ page }) => {
  await loggedInAs(page, USERS.limited, '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Sözleşmeler' })).toBeVisible();
  const { button, current } = await openSwitcher(page);
  const other = page.getByRole('menuitem').filter({ hasNotText: '(aktif)' }).first();
  const name = (await other.textContent())?.trim() ?? '';
  await other.click();
  await expect(button).toContainText(name);
  await expect(button).not.toContainText(current);
  await expect(page.getByRole('alert').filter({ hasText: 'Şirket değiştirilemedi.' })).toHaveCount(0);
});
