/**
 * Rights before the attempt on the pages the other rights journeys leave out (issue 37), as the
 * limited user in her first company: the audit trail, which only full authority sees, says so
 * instead of loading (none of its calls is made, so no 403 dialog), as does a line's call detail; an
 * order document opens but its signature is closed with the reason, so no SMS code is sent; a
 * demand's note is closed without the requestSubmitting group's Talep. At 1366 and 390 px, axe clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, REFUSAL_TEXTS, resetSandbox, smsCount, USERS } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Every API path the page asks from now on, to prove a refused page made no call of its own. */
function recordCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the pages and actions only full authority or Talep opens say why before any call`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loggedInAs(page, USERS.limited, '/audit-trail');
    const calls = recordCalls(page);

    // The audit trail: the sentence instead of the page, none of its calls, no §8 dialog.
    await expect(page.getByRole('heading', { name: 'İşlem Geçmişi', level: 1 })).toBeVisible();
    await expect(page.getByText(REFUSAL_TEXTS.fullAuthorityPage)).toBeVisible();
    await expect(page.getByRole('region', { name: 'İşlem kaydı listesi' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, `audit trail refused at ${width} px`);

    // A line's call detail (personal data): here she may not even view the invoices, and that
    // refusal comes first; either way the page asks for no number.
    await page.goto('/invoice-detail-confirm');
    await expect(page.getByRole('heading', { name: 'Fatura Detayı Onayı', level: 1 })).toBeVisible();
    await expect(page.getByText(REFUSAL_TEXTS.page)).toBeVisible();
    await expect(page.getByLabel(/Hat numarası/)).toHaveCount(0);
    expect(calls.filter((path) => /audit-trail|invoice|call-detail/.test(path))).toEqual([]);

    // An order document: she may read it, the signature is closed with the reason beside it.
    await page.goto('/order-document');
    await page
      .getByRole('list', { name: 'Sipariş belgeleri' })
      .getByRole('listitem')
      .filter({ hasText: 'İmza bekliyor' })
      .first()
      .getByRole('button', { name: /belgesini görüntüle$/ })
      .click();
    const sign = page.getByRole('button', { name: 'Onayla ve imzala' });
    await expect(sign).toBeDisabled();
    await expect(sign).toHaveAttribute('aria-describedby', 'document-sign-refusal');
    await expect(page.locator('#document-sign-refusal')).toHaveText(REFUSAL_TEXTS.fullAuthorityAction);
    await expectNoAxeViolations(page, `document signature refused at ${width} px`);

    // A demand: she may read it, a note is closed without the group's Talep.
    await page.goto('/request-submitting');
    await page.getByRole('link', { name: /^TLP-/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Talep TLP-/, level: 1 })).toBeVisible();
    const note = page.getByRole('button', { name: 'Not ekle' });
    await expect(note).toBeDisabled();
    await expect(page.getByText(REFUSAL_TEXTS.request)).toBeVisible();
    await expect(note).toHaveAttribute('aria-describedby', /-refusal$/);
    await expectNoAxeViolations(page, `demand note refused at ${width} px`);

    // Nothing reached an SMS step: the outbox holds the login's code only.
    expect(await smsCount(page, USERS.limited.msisdn)).toBe(1);
  });
}
