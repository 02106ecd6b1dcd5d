/**
 * Rights before the attempt (issue 37): the limited user (kisitli.kullanici, her first company:
 * Görüntüleme on every group but invoices, Talep on line users and secure internet only) sees in
 * the menu which page she may not view, the invoices page says so instead of loading, and the
 * tariff change is closed with the reason next to it, so no SMS code is ever sent for it. At 1366
 * and 390 px, axe clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import {
  callAsPage,
  closeSurvey,
  expectNoAxeViolations,
  REFUSAL_TEXTS,
  resetSandbox,
  smsCount,
  USERS,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function openMenu(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  return page.getByRole('navigation', { name: 'Ana menü' });
}

for (const { width, height, phone } of [
  { width: 1366, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
]) {
  test(`at ${width} px the limited user sees refusals before any step, and no SMS is sent for them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loggedInAs(page, USERS.limited);
    await expect(page).toHaveURL(/\/dashboard$/);
    // She has not seen the survey yet: it opens over the page once its questions arrive (at 390 px
    // it covered the menu button), so she answers "Daha sonra" first, as a person would.
    await closeSurvey(page);

    // The menu: the invoices entry is there, not a link, with the reason.
    const menu = await openMenu(page, phone);
    const invoices = menu.getByText('Fatura Bilgilerim');
    await expect(invoices).toContainText('Görüntüleme yetkiniz yok');
    await expect(menu.getByRole('link', { name: 'Fatura Bilgilerim' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Tarife ve Paket Değişikliği' })).toBeVisible();
    await expectNoAxeViolations(page, `menu with a refusal at ${width} px`);

    // The invoices page says it may not be viewed, instead of loading.
    // A line's tariff page: she may look, but the change is closed with the reason beside it.
    const lines = await callAsPage<{ items: { msisdn: string }[] }>(page, '/ccsirest/tariff/gsm-table.json', {
      offset: 0,
      limit: 1,
      filter: { productType: 'VOICE', status: 'ACTIVE' },
    });
    const msisdn = lines.items[0]?.msisdn;
    if (!msisdn) throw new Error('no active voice line');
    await page.goto(`/tariff-package/line/${msisdn}`);
    await expect(page.getByRole('heading', { name: 'Geçebileceği tarifeler' })).toBeVisible();
    const reason = page.getByText(REFUSAL_TEXTS.request);
    await expect(reason).toBeVisible();
    const choose = page.getByRole('button', { name: 'Bu tarifeyi seç' });
    await expect(choose.first()).toBeVisible();
    for (const button of await choose.all()) {
      await expect(button).toBeDisabled();
      // The reason is read with the closed button.
      await expect(button).toHaveAttribute('aria-describedby', /tariff-change-refusal/);
    }
    await expect(page.locator('#tariff-change-refusal')).toHaveText(REFUSAL_TEXTS.request);
    // Details stay open to a person who may view the group.
    await expect(page.getByRole('button', { name: 'Ayrıntılar ve SSS' }).first()).toBeEnabled();
    await expectNoAxeViolations(page, `tariff change refused at ${width} px`);

    // Nothing reached an SMS step: the outbox holds the login's code only.
    expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);

    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Fatura Bilgilerim' })).toBeVisible();
    await expect(page.getByText(REFUSAL_TEXTS.page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Hat bazında' })).toHaveCount(0);
    await expectNoAxeViolations(page, `invoices refused at ${width} px`);
  });
}
