import { expect, test } from '@playwright/test';
import { login, resetSandbox, USERS } from './support';

test('the flow atlas draws the session machine and follows a login in another tab', async ({
  context,
  page,
  request,
}) => {
  await resetSandbox(request);
  await context.addInitScript(() => window.localStorage.setItem('_n_flowAtlas', '1'));
  const atlas = await context.newPage();
  await atlas.setViewportSize({ width: 1600, height: 1000 });
  await atlas.goto('/akislar');
  await expect(atlas.getByRole('heading', { name: 'Akış Atlası' })).toBeVisible();
  // Every flow is listed at once; a chart is drawn when its section comes near the window.
  await atlas
    .getByRole('navigation', { name: 'Akışlar' })
    .getByRole('link', { name: 'session', exact: true })
    .click();
  const session = atlas.getByRole('img', { name: 'session durum diyagramı' });
  await expect(session).toBeVisible();
  await expect(session.locator('[data-state-id="session.anonymous"]')).toBeVisible();

  await page.goto('/');
  // The form is the login child's (its own chart); the session router is signing in meanwhile.
  await expect(session.locator('[data-state-path="anonymous.signingIn"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await login(page, USERS.fast.userName, USERS.fast.password);
  await expect(session.locator('[data-state-path="authenticated"]')).toHaveAttribute('data-active', 'true');
  await expect(session.locator('[data-state-path="anonymous"]')).toHaveAttribute('data-active', 'false');
  await expect(atlas.getByRole('list', { name: 'Olaylar' })).toContainText('user.submitCredentials');
  await atlas.locator('#akis-session').screenshot({ path: 'test-results/atlas-session.png' });
});
