/**
 * Dashboard, header search and express menu journeys (issue 6) in Chromium against the built
 * portal and the sandbox, reset to the seed before each test. hizli.kullanici goes straight to
 * the dashboard of Anadolu Gıda San. A.Ş. (420 voice and 180 data lines).
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, resetSandbox, seededDates, USERS } from './support';

const CARD_TITLES = [
  'Ödenmemiş faturalar',
  'Yurt dışı kullanım (GSM)',
  'GSM işlemleri',
  'Süresi dolmak üzere olan paketler',
  'Mobil ödeme talimatı',
  'Taahhüt dışı hatlar',
  'Fatura ödeme talimatı',
  'Onay süreçleri',
  'Fatura bilgileri',
  'Ürün tipine göre hatlar',
  'Taahhüdü bitmek üzere olanlar',
  'Hoş geldin hediyesi',
  'Duyuru',
  'Kampanya',
  'Döviz kurları',
];

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openDashboard(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('every card shows its figures in Turkish format and its title opens the screen to act on', async ({
  page,
}) => {
  await openDashboard(page);
  for (const title of CARD_TITLES) {
    await expect(card(page, title), title).toHaveCount(1);
    await expect(card(page, title).getByTestId('skeleton'), title).toHaveCount(0);
    await expect(card(page, title).getByRole('alert'), title).toHaveCount(0);
  }
  // Money: dot thousands, comma decimals, TL.
  await expect(card(page, 'Ödenmemiş faturalar').getByText(/^\d{1,3}(\.\d{3})*,\d{2}\sTL$/)).toBeVisible();
  await expect(card(page, 'Ödenmemiş faturalar')).toContainText(/\d+ adet ödenmemiş fatura/);
  const billing = card(page, 'Fatura bilgileri');
  await expect(billing).toContainText(seededDates().lastPeriod);
  await expect(billing).toContainText(seededDates().dueDate);
  await expect(billing.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\sTL$/)).toBeVisible();
  const products = card(page, 'Ürün tipine göre hatlar');
  await expect(products).toContainText('Ses420');
  await expect(products).toContainText('Veri180');
  await expect(card(page, 'GSM işlemleri')).toContainText('Toplam hat600');
  await expect(card(page, 'Döviz kurları')).toContainText('41,8452 / 41,9206');
  await expect(card(page, 'Döviz kurları')).toContainText(`${seededDates().today} tarihli kurlar`);

  // Boxes complete in themselves have no title link (issue 39: they opened call detail and
  // international calls); the campaign box opens the campaigns page.
  await expect(card(page, 'Duyuru').getByRole('link')).toHaveCount(0);
  await expect(card(page, 'Döviz kurları').getByRole('link')).toHaveCount(0);
  await expect(card(page, 'Kampanya').getByRole('link', { name: 'Kampanya' })).toHaveAttribute(
    'href',
    '/p/kampanyalar',
  );
  await card(page, 'Ödenmemiş faturalar').getByRole('link', { name: 'Ödenmemiş faturalar' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Fatura Bilgilerim', level: 1 })).toBeVisible();
});

test('a card whose call fails shows its own error and retry while the others stay', async ({ page }) => {
  let failing = true;
  await page.route('**/api/ccsirest/dashboard/unpaid-invoices.json', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":{"code":"500"}}' })
      : route.continue(),
  );
  await openDashboard(page);
  const unpaid = card(page, 'Ödenmemiş faturalar');
  await expect(unpaid.getByRole('alert')).toBeVisible();
  await expect(unpaid.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
  // The other boxes are untouched and no page-wide notification covers them.
  await expect(card(page, 'Fatura bilgileri')).toContainText(seededDates().lastPeriod);
  await expect(card(page, 'Ürün tipine göre hatlar')).toContainText('Ses420');
  await expect(page.getByRole('alert')).toHaveCount(1);

  failing = false;
  await unpaid.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(unpaid.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\sTL$/)).toBeVisible();
  await expect(unpaid.getByRole('alert')).toHaveCount(0);
});

test('the header search finds a line by part of its number', async ({ page }) => {
  await openDashboard(page);
  const box = page.getByRole('combobox', { name: 'Portalda ara' });
  await box.click();
  await box.pressSequentially('02235');
  const option = page.getByRole('option', { name: /0532 022 35 40/ });
  await expect(option).toBeVisible();
  // Its group's heading (issue 40: hits come in groups by kind).
  await expect(page.getByRole('listbox').getByText('Hatlar', { exact: true })).toBeVisible();
  await box.fill('');
  await box.pressSequentially('qqqq');
  await expect(page.getByText('Sonuç bulunamadı.')).toBeVisible();
  // Keyboard: back to a number, arrow to the first hit, Enter opens its screen.
  await box.fill('');
  await box.pressSequentially('02235');
  await expect(option).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/update-product-user\?msisdn=5320223540$/);
});

test('a deleted recent search stays gone after a reload', async ({ page }) => {
  await openDashboard(page);
  const box = page.getByRole('combobox', { name: 'Portalda ara' });
  await box.click();
  await expect(page.getByText('Son aramalar')).toBeVisible();
  await expect(page.getByRole('option', { name: /SIM Kart Siparişi/ })).toBeVisible();
  await page.getByRole('button', { name: 'SIM Kart Siparişi aramasını sil' }).click();
  await expect(page.getByRole('button', { name: 'SIM Kart Siparişi aramasını sil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Faturalarım aramasını sil' })).toBeVisible();

  await page.reload();
  await page.getByRole('combobox', { name: 'Portalda ara' }).click();
  await expect(page.getByRole('button', { name: 'Faturalarım aramasını sil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SIM Kart Siparişi aramasını sil' })).toHaveCount(0);
});

test('the express menu adds an entry from the keyboard and keeps it after a reload', async ({ page }) => {
  await openDashboard(page);
  const trigger = page.getByRole('button', { name: /Hızlı işlemler/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: 'Ekle: Yurt dışı kullanım' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Yurt dışı kullanım', exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Hızlı işlemler/ }).click();
  await expect(page.getByRole('link', { name: 'Yurt dışı kullanım', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Faturalarım hızlı işlemini kaldır' }).click();
  await expect(page.getByRole('link', { name: 'Faturalarım', exact: true })).toHaveCount(0);
});

test('axe finds no violations on the dashboard', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard');
});

test('the customer advisors page lists the advisors', async ({ page }) => {
  await openDashboard(page);
  await page.goto('/customer-representative');
  await expect(page.getByRole('heading', { name: 'Müşteri temsilcilerim' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Derya Aksoy' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0212 555 01 10' })).toHaveAttribute('href', 'tel:02125550110');
  await expectNoAxeViolations(page, 'customer-representative');
});

test('the search box takes what is typed before its code has arrived, and keeps the keyboard', async ({
  page,
}) => {
  // Hold the search's own chunk back: the header shows a plain box in its place meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/HeaderSearch-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await openDashboard(page);
  await page.getByRole('textbox', { name: 'Portalda ara' }).focus();
  await page.keyboard.type('02235');
  release();
  const box = page.getByRole('combobox', { name: 'Portalda ara' });
  await expect(box).toHaveValue('02235');
  await expect(box).toBeFocused();
  await expect(page.getByRole('option', { name: /0532 022 35 40/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/update-product-user\?msisdn=5320223540$/);
});

test('a header menu pressed before it has mounted opens, keeps the focus, and closes with Escape', async ({
  page,
}) => {
  await openDashboard(page);
  // The browser never idles here, so the header menus stay look-alikes until they are pressed.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.reload();
  for (const press of ['pointer', 'keyboard'] as const) {
    const button = page.getByRole('button', { name: /^Kullanıcı menüsü/ });
    await expect(button).not.toHaveAttribute('aria-haspopup');
    if (press === 'pointer') await button.click();
    else {
      await button.focus();
      await page.keyboard.press('Enter');
    }
    const logout = page.getByRole('menuitem', { name: 'Çıkış yap' });
    await expect(logout).toBeVisible();
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
    await expect(page.getByRole('button', { name: /^Kullanıcı menüsü/ })).toBeFocused();
    await page.reload();
  }
});

test('on a phone the side menu is built when it is opened, and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Sözleşmeler' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('heading', { name: 'Sözleşmeler', level: 1 })).toBeVisible();
  // Chosen from the menu, the menu closes again; on a wide screen it is always there.
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(menu).toBeVisible();
});

test('while the code loads, a visitor sees the login card and a logged-in person the portal frame', async ({
  page,
}) => {
  const holdScripts = () => page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const splash = (frame: 'login' | 'portal') => page.locator(`#boot-splash [data-splash="${frame}"]`);
  await holdScripts();
  await page.goto('/login');
  await expect(splash('login')).toBeVisible();
  await expect(splash('portal')).toBeHidden();
  await page.unrouteAll();
  await openDashboard(page);
  await holdScripts();
  await page.reload();
  await expect(splash('portal')).toBeVisible();
  await expect(splash('login')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'dashboard');
});
