/**
 * Search everything from the header (issue 40): Ctrl+K from the dashboard, an order number as My
 * Orders shows it, Enter on the hit, and the order's own page; on a phone (390 px) the same key
 * opens the box on its own row, groups show their counts, the arrow keys move through the hits,
 * and axe finds nothing to fix.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
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

/** Ctrl+K, the text, then the arrow keys down to `hit` and Enter: what a person does with the keyboard. */
async function openHit(page: Page, text: string, hit: RegExp) {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(text);
  const option = page.getByRole('option', { name: hit }).first();
  await expect(option).toBeVisible();
  const name = ((await option.textContent()) ?? '').trim();
  // One key at a time, looking between keys: a key pressed while the list was still opening may
  // only open it, so the walk goes on until the hit has the focus.
  await expect(async () => {
    if ((await option.getAttribute('data-focus')) === null) await page.keyboard.press('ArrowDown');
    expect(await option.getAttribute('data-focus')).toBe('');
  }).toPass({ intervals: [250, 500, 1_000] });
  await page.keyboard.press('Enter');
  return name;
}

test('an invoice, a contract and a demand found with Ctrl+K open as themselves, not as their lists', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast, '/invoices');
  // An invoice number as its layout shows it.
  await page
    .getByRole('button', { name: /^Fatura dökümü: / })
    .first()
    .click();
  const layout = page.getByRole('dialog', { name: /^Fatura dökümü: / });
  const title = await layout.getByRole('heading', { name: /^Fatura dökümü: / }).textContent();
  const invoiceNo = (title ?? '').replace('Fatura dökümü: ', '').trim();
  expect(invoiceNo).toMatch(/^F\d+$/);
  await page.keyboard.press('Escape');
  await expect(layout).toHaveCount(0);
  await page.getByRole('link', { name: /Kurumsal\s*Portal/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openHit(page, invoiceNo, new RegExp(`Fatura ${invoiceNo}`));
  await expect(page).toHaveURL(new RegExp(`/invoices\\?fatura=${invoiceNo}$`));
  const opened = page.getByRole('dialog', { name: `Fatura dökümü: ${invoiceNo}` });
  // The dialog's own wrapper has no size of its own: its title and body are what shows.
  await expect(opened.getByRole('heading', { name: `Fatura dökümü: ${invoiceNo}` })).toBeVisible();
  await expect(opened.getByText('Genel toplam')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);

  // A contract by a word of its title: the hit names its number, the opened panel shows it.
  const contractHit = await openHit(page, 'sözleşme', /Sözleşme no \d{10}/);
  const contractNo = /Sözleşme no (\d{10})/.exec(contractHit)?.[1] ?? '';
  await expect(page).toHaveURL(new RegExp(`/contracts\\?sozlesme=${contractNo}$`));
  const panel = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Kapat' }) });
  await expect(panel.getByText(`Sözleşme no ${contractNo}`)).toBeVisible();

  // A demand by its numbering: its own page, with its number in the heading.
  const demandNo = (await openHit(page, 'TLP', /^TLP-\d{8}-\d{6}/)).match(/TLP-\d{8}-\d{6}/)?.[0] ?? '';
  await expect(page).toHaveURL(new RegExp(`/request-submitting/history/${demandNo}$`));
  await expect(page.getByRole('heading', { name: `Talep ${demandNo}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Durum geçmişi' })).toBeVisible();
});
