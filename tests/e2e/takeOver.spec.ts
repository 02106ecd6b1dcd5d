/**
 * The take-over wizard in Chromium against the sandbox: three lines of a person who approved
 * beforehand, taken over end to end with the SMS code and found in My Orders; a line that cannot
 * be taken over is refused with its reason; a reload at the tariff step resumes there; a pending
 * order is cancelled from the orders list.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, pasteOtp, readLatestCode, resetSandbox, USERS } from './support';

test.setTimeout(90_000);

test.beforeEach(async ({ page }) => {
  await resetSandbox(page.request);
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
});

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Sipariş adımları' }).locator('[aria-current="step"]');

/** Zeynep Aksoy approved in a shop beforehand: her answer is there at once. */
const AKSOY = { phone: '5441000011', lines: ['5441000011', '5441000013', '5441000014'] };

async function askForLines(page: Page, lines: readonly string[], phone: string) {
  await page.goto('/take-over');
  await expect(currentStep(page)).toContainText('Hatlar');
  await page.getByLabel('Devralınacak hat numaraları').fill(lines.join('\n'));
  await page.getByLabel('Devreden kişinin kayıtlı cep telefonu').fill(phone);
  await page.getByRole('button', { name: 'Kontrol et ve onay iste' }).click();
}

async function fillSubscription(page: Page) {
  await expect(currentStep(page)).toContainText('Abonelik bilgileri');
  await page.getByLabel('Şirket bilgilerinin doğru olduğunu onaylıyorum.').check();
  await page.getByLabel('Yetkili adı soyadı').fill('Can Öztürk');
  await page.getByLabel('Yetkili cep telefonu').fill('0505 765 43 21');
  await page.getByLabel('E-posta').fill('can@anadolugida.com.tr');
  await page.getByLabel('Fatura adresi').fill('Kazımdirik Mah. 372. Sok. No: 4, Bornova / İzmir');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(currentStep(page)).toContainText('Tarifeler');
}

async function chooseTariffs(page: Page, lines: readonly string[]) {
  for (const msisdn of lines) {
    const spaced = `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;
    await page.getByLabel(`${spaced} için tarife`).selectOption({ index: 1 });
  }
}

test('takes over three lines with the SMS code and finds the order in My Orders', async ({ page }) => {
  await askForLines(page, AKSOY.lines, AKSOY.phone);
  await fillSubscription(page);
  await expectNoAxeViolations(page, 'take-over: tariffs');
  await chooseTariffs(page, AKSOY.lines);
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(currentStep(page)).toContainText('Tercihler');
  await expectNoAxeViolations(page, 'take-over: preferences');
  await page.getByRole('button', { name: 'Devam' }).click();

  await expect(currentStep(page)).toContainText('Özet ve onay');
  const rows = page.getByRole('table', { name: 'Devralınacak hatlar' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Aylık toplam/ })).toContainText('TL');
  await expectNoAxeViolations(page, 'take-over: summary');
  await page.getByRole('button', { name: 'Onayla ve devral' }).click();

  await expect(page.getByRole('heading', { name: 'Hat devralma siparişini onaylayın' })).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  const done = page.getByText(/Devir siparişiniz alındı\. Sipariş numaranız: \S+/);
  await expect(done).toBeVisible();
  await expect(currentStep(page)).toContainText('Tamamlandı');
  const orderNo = (await done.locator('strong').textContent()) ?? '';
  await expectNoAxeViolations(page, 'take-over: done');

  await page.goto('/my-orders');
  // Listed with its take-over status, not only the shared one.
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('Devir işlemde');
});

test('a line that cannot be taken over is refused with its reason', async ({ page }) => {
  await askForLines(page, ['5445000010'], '5445000001');
  const check = page.getByRole('list', { name: 'Hat kontrolü' });
  await expect(check).toContainText('Devralınamaz');
  await expect(check).toContainText(/borç/i);
  await expect(currentStep(page)).toContainText('Hatlar');
  await expectNoAxeViolations(page, 'take-over: refused line');
});

test('the form says what is wrong next to the field', async ({ page }) => {
  await page.goto('/take-over');
  await page.getByLabel('Devralınacak hat numaraları').fill('5441000011\n12345');
  await page.getByLabel('Devreden kişinin kayıtlı cep telefonu').fill('55');
  await page.getByRole('button', { name: 'Kontrol et ve onay iste' }).click();
  await expect(page.getByText('Geçerli bir cep telefonu numarası değil: 12345')).toBeVisible();
  await expect(
    page.getByText('Devreden kişinin cep telefonu okunamadı; numarayı 0532 123 45 67 gibi yazın.'),
  ).toBeVisible();
  await expect(currentStep(page)).toContainText('Hatlar');
});

test('a reload at the tariff step resumes there', async ({ page }) => {
  await askForLines(page, AKSOY.lines.slice(0, 2), AKSOY.phone);
  await fillSubscription(page);
  await page.reload();
  await page.getByRole('button', { name: 'Kaldığınız yerden devam edin' }).click();
  await expect(currentStep(page)).toContainText('Tarifeler');
  await expect(page.getByLabel(/için tarife$/)).toHaveCount(2);
});

test('cancels a take-over order that waits for the transferring party', async ({ page }) => {
  // Mehmet Yılmaz answers after a while: the order waits for him.
  await askForLines(page, ['5441000001'], '5441000001');
  await expect(currentStep(page)).toContainText('Devreden onayı');
  await expect(page.getByRole('status').filter({ hasText: /bekleniyor/i })).toBeVisible();
  await expectNoAxeViolations(page, 'take-over: waiting for approval');

  await page.getByRole('link', { name: 'Devir siparişlerim' }).click();
  await expect(page).toHaveURL(/\/take-over\/orders$/);
  const row = page.getByRole('row').filter({ hasText: 'Onay bekliyor' }).first();
  await row.getByRole('button', { name: /iptal et$/ }).click();
  await expect(page.getByRole('dialog')).toContainText('geri alınamaz');
  await page.getByRole('dialog').getByRole('button', { name: 'Siparişi iptal et' }).click();
  await expect(page.getByText('Devir siparişi iptal edildi.')).toBeVisible();
  await expectNoAxeViolations(page, 'take-over: orders');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the wizard and the orders list are usable and axe clean at 390 px', async ({ page }) => {
    await askForLines(page, AKSOY.lines.slice(0, 1), AKSOY.phone);
    await fillSubscription(page);
    await expectNoAxeViolations(page, 'take-over at 390 px: tariffs');
    await page.goto('/take-over/orders');
    await expect(page.getByRole('heading', { name: 'Devir siparişlerim' })).toBeVisible();
    await expectNoAxeViolations(page, 'take-over orders at 390 px');
  });
});
