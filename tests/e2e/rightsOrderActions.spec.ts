/**
 * Rights on the ordering actions (issue 37) as the limited user (kisitli.kullanici): in her first
 * company she sees every group but the invoices and may ask only for line-user and secure-internet
 * changes; in her second she only sees. So a new line order, a take-over, a re-contract, a
 * contract's approval, a request and a package cancellation are each closed where they start, with
 * the reason beside the closed button (and named in its aria-describedby); her approval queue is
 * empty (she approves nothing). At the end the outbox holds her login code only: no refused action
 * reached an SMS step. At 1366 px, and one page at 390 px.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { closeSurvey, expectNoAxeViolations, REFUSAL_TEXTS, resetSandbox, smsCount, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The button is closed and says why: the note beside it, read with it by a screen reader. */
async function expectRefused(page: Page, button: Locator, noteId: string) {
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-describedby', new RegExp(`(^| )${noteId}( |$)`));
  await expect(page.locator(`#${noteId}`)).toHaveText(REFUSAL_TEXTS.request);
  await expect(page.locator(`#${noteId}`)).toBeVisible();
}

async function signIn(page: Page) {
  await loggedInAs(page, USERS.limited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await closeSurvey(page);
}

async function switchCompany(page: Page, name: string) {
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Şirket seçimi' }).click();
  await expect(page.getByRole('heading', { name: 'Şirket seçimi' })).toBeVisible();
  await page.getByRole('button', { name: `Bu şirketle devam et (${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(name);
}

async function newLine(page: Page) {
  await page.goto('/new-line');
  await expect(page.getByLabel('Ses hattı adedi')).toBeVisible();
  await page.getByLabel('Ses hattı adedi').fill('1');
  await expectRefused(page, page.getByRole('button', { name: 'Devam' }), 'new-line-refusal');
}

async function takeOver(page: Page) {
  await page.goto('/take-over');
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Kontrol et ve onay iste' }),
    'take-over-refusal',
  );
}

async function reContract(page: Page) {
  await page.goto('/recontracts');
  await expectRefused(page, page.getByRole('button', { name: 'Teklifleri gör' }), 're-contract-refusal');
}

async function contracts(page: Page) {
  await page.goto('/contracts');
  await expect(page.getByRole('heading', { name: 'Sözleşmeler', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /numaralı sözleşmeyi incele$/ })
    .first()
    .click();
  await expect(page.getByRole('article', { name: 'Sözleşme metni' })).toBeVisible();
  await expectRefused(page, page.getByRole('button', { name: 'Onayla' }), 'contract-decision-refusal');
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Reddet', exact: true }),
    'contract-decision-refusal',
  );
  // Reading a contract and reporting an error in it need no Talep.
  await expect(page.getByRole('button', { name: 'Hata bildir' })).toBeEnabled();
}

async function requestSubmitting(page: Page) {
  await page.goto('/request-submitting');
  await page.getByRole('link', { name: 'Şirket unvanı değişikliği' }).click();
  await expect(page.getByRole('heading', { name: 'Şirket unvanı değişikliği', level: 1 })).toBeVisible();
  await expectRefused(page, page.getByRole('button', { name: 'Talebi gönder' }), 'request-submit-refusal');
}

async function packageCancellation(page: Page) {
  await page.goto('/additional-package-cancellation');
  const table = page.getByRole('region', { name: 'Süren ek paketler listesi' });
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await expectRefused(
    page,
    page.getByRole('button', { name: /^Seçilenleri iptal et/ }),
    'package-cancel-refusal',
  );
}

test('at 1366 px every ordering action is closed before any step in both her companies; no SMS is sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('banner')).toContainText('Anadolu Lojistik A.Ş.');

  await newLine(page);
  await expectNoAxeViolations(page, 'new line refused at 1366 px');
  await takeOver(page);
  await reContract(page);
  await contracts(page);
  await expectNoAxeViolations(page, 'contract decision refused at 1366 px');
  await requestSubmitting(page);
  await packageCancellation(page);

  // She approves nothing, so no colleague's request waits for her decision.
  await page.goto('/pending-requests');
  await expect(page.getByText('Onayınızı bekleyen işlem yok.')).toBeVisible();

  // Her second company: she only sees, so the same actions stay closed there too.
  await switchCompany(page, 'Anadolu Gıda San. A.Ş.');
  await newLine(page);
  await takeOver(page);
  await requestSubmitting(page);
  await packageCancellation(page);

  // Nothing reached an SMS step: the outbox holds the login's code only.
  expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
});

test('at 390 px the closed new line order says why beside its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await newLine(page);
  await takeOver(page);
  await expectNoAxeViolations(page, 'take-over refused at 390 px');
  expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
});
