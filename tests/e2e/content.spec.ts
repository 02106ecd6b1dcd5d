/**
 * Content pages, terms of use and the open-source list (issue 21) in Chromium against the built
 * portal and the sandbox: a hostile CMS page shows its text without running anything, internal
 * links stay in the app and external ones open a new tab, an unknown name gets the Turkish
 * not-found page, the open-source list lists react with its licence (written by the build), and
 * the logged-out pages redirect to / once logged in; axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

async function signIn(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page).not.toHaveURL(/\/login/);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a hostile content page shows its text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/p/guvenlik-duyurusu');
  await expect(page.getByRole('heading', { name: 'Güvenlik Duyurusu', level: 1 })).toBeVisible();
  await expect(page.getByText(/Şüpheli bir arama veya mesaj alırsanız/)).toBeVisible();
  await page.getByText('buraya tıklamayınız').click();
  await page.getByText(/Şüpheli bir arama/).click();
  expect(await page.evaluate(() => (window as { __hacked?: unknown }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const article = page.locator('article');
  await expect(
    article.locator('script, iframe, style, [onerror], [onclick], a[href^="javascript"]'),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'hostile content page');
});

test('content pages keep internal links in the portal, open external ones in a new tab, and say an unknown name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/p/hakkimizda');
  await expect(page.getByRole('heading', { name: 'Hakkımızda', level: 1 })).toBeVisible();
  const external = page.getByRole('link', { name: 'kurumsal web sitemizden' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page, 'content page 1366');
  // An internal link moves within the app: the session stays, no new page load.
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
  await page.locator('article').getByRole('link', { name: 'Siparişlerim' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  await page.goto('/csi/hizmet-kalitesi');
  await expect(
    page.getByRole('heading', { name: 'Müşteri Memnuniyeti ve Hizmet Kalitesi', level: 1 }),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/p/kampanyalar');
  await expect(page.getByRole('heading', { name: 'Kampanyalar', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '349,90 TL' })).toBeVisible();
  await expectNoAxeViolations(page, 'content page 390');

  await page.goto('/p/yok-boyle-bir-sayfa');
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'content not found 390');
});

test('the open-source page lists react with its licence, logged in and out', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/open-source-documents');
  await expect(page.getByRole('heading', { name: 'Açık Kaynak Lisansları', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Açık kaynak paketleri' });
  const react = list.getByRole('listitem').filter({ has: page.getByText('react', { exact: true }) });
  await expect(react).toContainText('MIT');
  await react.getByText('react', { exact: true }).click();
  await expect(react.locator('pre')).toContainText('Permission is hereby granted');
  await expectNoAxeViolations(page, 'open source logged out 1366');

  await page.goto('/terms-of-use-agreement');
  await expect(page.getByRole('heading', { name: 'Kullanım Koşulları', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Online İşlemler Sözleşmesi' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'terms logged out 390');

  await signIn(page);
  await page.goto('/open-source');
  await expect(page.getByRole('heading', { name: 'Açık Kaynak Lisansları', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Açık kaynak paketleri' }).getByText('react', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'open source 390');
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { name: 'Online İşlemler Sözleşmesi' })).toBeVisible();
});

test('the logged-out pages redirect to / when logged in', async ({ page }) => {
  await signIn(page);
  for (const path of ['/open-source-documents', '/terms-of-use-agreement']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: 'Açık Kaynak Lisansları' })).toHaveCount(0);
  }
});
