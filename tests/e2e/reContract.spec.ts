/**
 * The re-contract wizard in Chromium against the sandbox: from the dashboard's out-of-contract
 * card, two voice lines re-contracted with the best offer and an add-on, confirmed by SMS code,
 * the document accepted and the order found in My Orders; the line list sorted and searched on
 * the server; a reload at the offers step resumes there; a campaign that ends before the submit
 * sends the person back to the offers; axe clean at 1366 and 390 px.
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
const lineTable = (page: Page) => page.getByRole('table', { name: 'Yeniden taahhüde uygun hatlar' });
const rowChecks = (page: Page) => page.getByRole('checkbox', { name: /satırını seç$/ });

/** Narrows the list to voice lines and chooses the first `count` of them. */
async function chooseVoiceLines(page: Page, count: number) {
  await expect(page.getByRole('heading', { name: 'Yeniden taahhüde uygun hatlar' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Hat filtreleri' });
  // On a phone the filters fold behind a button.
  if ((page.viewportSize()?.width ?? 1366) < 768)
    await page.getByRole('button', { name: /^Filtreler/ }).click();
  await form.getByLabel('Ürün tipi').selectOption('VOICE');
  const asked = page.waitForResponse((r) => r.url().includes('productType=VOICE'));
  await form.getByRole('button', { name: 'Filtrele' }).click();
  await asked;
  await expect(rowChecks(page).first()).toBeVisible();
  for (let i = 0; i < count; i += 1) await rowChecks(page).nth(i).check();
  await expect(page.getByText(`${count} hat seçildi.`)).toBeVisible();
}

async function toOffers(page: Page) {
  await page.getByRole('button', { name: 'Teklifleri gör' }).click();
  await expect(currentStep(page)).toContainText('Teklifler');
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
}

test('re-contracts two lines from the dashboard card with the best offer and an add-on', async ({ page }) => {
  const card = page.locator('[data-card="outOfContract"]');
  await card.getByRole('link', { name: 'Taahhüt dışı hatlar' }).click();
  await expect(page).toHaveURL(/\/recontracts\?commitmentStatus=ENDED$/);
  await expect(page.getByRole('heading', { name: 'Yeniden Taahhüt', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Taahhüt durumu')).toHaveValue('ENDED');
  await expectNoAxeViolations(page, 're-contract: lines');
  await chooseVoiceLines(page, 2);
  await toOffers(page);

  // The best offer is marked with its reason, and chosen to begin with.
  const best = page.getByRole('radio', { name: /En uygun teklif/ });
  await expect(best).toBeChecked();
  await expect(page.getByText(/bu teklif/).first()).toBeVisible();
  await page.getByLabel(/Ek 5 GB/).check();
  await expectNoAxeViolations(page, 're-contract: offers');
  await page.getByRole('button', { name: 'Özete geç' }).click();

  await expect(currentStep(page)).toContainText('Özet ve onay');
  const rows = page.getByRole('table', { name: 'Hatlar ve aylık ücretleri' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Aylık toplam/ })).toContainText(/\d+,\d\d\sTL/);
  await expect(page.getByRole('definition').filter({ hasText: '24 ay' })).toBeVisible();
  await expectNoAxeViolations(page, 're-contract: summary');
  await page.getByRole('button', { name: 'Onayla ve gönder' }).click();
  await expect(page.getByText(/numaralı telefonunuza gönderilen/)).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));

  await expect(currentStep(page)).toContainText('Sözleşme');
  await expect(page.getByRole('heading', { name: 'Yeniden Taahhüt Sözleşmesi' })).toBeVisible();
  await expectNoAxeViolations(page, 're-contract: document');
  const accept = page.getByRole('button', { name: 'Sözleşmeyi onayla' });
  await expect(accept).toBeDisabled();
  await page.getByLabel('Yeniden taahhüt sözleşmesini okudum ve kabul ediyorum.').check();
  await accept.click();

  const done = page.getByText(/Yeniden taahhüt siparişiniz onaylandı\. Sipariş numaranız: \S+/);
  await expect(done).toBeVisible();
  await expect(currentStep(page)).toContainText('Tamamlandı');
  const orderNo = (await done.locator('strong').textContent()) ?? '';
  await expectNoAxeViolations(page, 're-contract: done');
  const events = await page.evaluate(() =>
    (window.__portalAnalytics ?? []).filter(
      (e) => e.kind === 'action' && e.actionType.startsWith('RE_CONTRACT'),
    ),
  );
  expect(events[0]).toMatchObject({
    actionType: 'RE_CONTRACT',
    actionStatus: 'SUCCESS',
    orderId: orderNo,
    contractCount: 2,
    addonCount: 1,
    bestOffer: true,
    campaignStatus: 'OPEN',
  });
  expect((events[0] as { offerCount: number }).offerCount).toBeGreaterThan(0);

  await page.getByRole('link', { name: /Siparişlerim'de görüntüle/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderNo}$`));
  await page.goto('/my-orders');
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('Yeniden taahhüt işlemde');
});

test('the line list sorts and searches on the server', async ({ page }) => {
  await page.goto('/recontracts');
  await expect(lineTable(page)).toBeVisible();
  const sorted = page.waitForResponse((r) => /sortFieldName=userName&sortOrder=ASC/.test(r.url()));
  await lineTable(page).getByRole('button', { name: 'Kullanıcı', exact: true }).click();
  await sorted;
  const names = lineTable(page).locator('tbody tr td:nth-child(3)');
  await expect(names.first()).not.toBeEmpty();
  const shown = (await names.allTextContents()).slice(0, 8);
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'tr')));

  const first = (await lineTable(page).locator('tbody tr').first().textContent()) ?? '';
  const digits = (first.match(/0(5\d\d) (\d\d\d)/) ?? []).slice(1).join('');
  expect(digits).toHaveLength(6);
  const searched = page.waitForResponse((r) => r.url().includes(`searchParameter=${digits}`));
  await page.getByRole('searchbox', { name: 'Numara veya kullanıcı adıyla ara' }).fill(digits);
  await searched;
  const found = lineTable(page).locator('tbody tr');
  await expect(found.first()).toContainText(`${digits.slice(0, 3)} ${digits.slice(3)}`);
  for (const row of await found.all())
    await expect(row).toContainText(`${digits.slice(0, 3)} ${digits.slice(3)}`);
});

test('a reload at the offers step resumes there with the same lines', async ({ page }) => {
  await page.goto('/recontracts?commitmentStatus=ENDED');
  await chooseVoiceLines(page, 2);
  await toOffers(page);
  const lines = await page.getByText(/^Seçilen 2 hat:/).textContent();
  await page.reload();
  await page.getByRole('button', { name: 'Kaldığınız yerden devam edin' }).click();
  await expect(currentStep(page)).toContainText('Teklifler');
  await expect(page.getByText(/^Seçilen 2 hat:/)).toHaveText(lines ?? '');
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
});

test('a campaign that ends before the submit sends the person back to the offers', async ({ page }) => {
  await page.goto('/recontracts?commitmentStatus=ENDING');
  await chooseVoiceLines(page, 1);
  await toOffers(page);
  await page.getByRole('button', { name: 'Özete geç' }).click();
  await expect(currentStep(page)).toContainText('Özet ve onay');
  expect((await page.request.post('/sandbox/reContract/endCampaign')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Onayla ve gönder' }).click();
  // The code is read once it was sent (the dialog says where), not an earlier journey's code.
  await expect(page.getByText(/numaralı telefonunuza gönderilen/)).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  // The §8 modal says why; closed, the offers step says the campaign ended.
  const modal = page.getByRole('dialog', { name: 'Bilgilendirme' });
  await expect(modal).toContainText(/sona erdi/);
  await modal.getByRole('button', { name: 'Tamam' }).click();
  await expect(currentStep(page)).toContainText('Teklifler');
  await expect(page.getByRole('alert').filter({ hasText: /Kampanya .* sona erdi/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lines and offers are usable and axe clean at 390 px', async ({ page }) => {
    await page.goto('/recontracts?commitmentStatus=ENDED');
    await expect(page.getByRole('heading', { name: 'Yeniden taahhüde uygun hatlar' })).toBeVisible();
    await expectNoAxeViolations(page, 're-contract at 390 px: lines');
    await chooseVoiceLines(page, 1);
    await toOffers(page);
    await expectNoAxeViolations(page, 're-contract at 390 px: offers');
  });
});
