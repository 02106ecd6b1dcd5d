/**
 * Ways in besides the login form (spec §2): the fast-login popup of 600 × 700 pixels and its
 * blocked fallback, a seamless-login token that works once, and `/ext` with a target page. The
 * new pages are checked with axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, firstOtpBox, readLatestCode, resetSandbox, USERS } from './support';

const atPath = (path: string) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path.replace(/[/?]/g, '\\$&')}$`);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function mintToken(page: Page, userName: string): Promise<string> {
  const res = await page.request.post('/sandbox/entry/seamlessToken', { data: { userName } });
  expect(res.status(), 'POST /sandbox/entry/seamlessToken').toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Credentials, then the code from the outbox, on a page that shows the login form. */
async function signIn(page: Page, user: (typeof USERS)[keyof typeof USERS]) {
  await page.getByLabel('Kullanıcı adı').fill(user.userName);
  await page.getByLabel('Şifre').fill(user.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(firstOtpBox(page)).toBeVisible();
  const code = await readLatestCode(page.request, user.msisdn);
  await firstOtpBox(page).click();
  // The last digit submits the code; a fast-login popup then closes itself, which may happen
  // before Playwright's typing call returns (a busy host): that close is the expected outcome,
  // and the caller checks what follows it.
  await page.keyboard.type(code).catch((error: unknown) => {
    if (!page.isClosed()) throw error;
  });
}

test.describe('fast login', () => {
  // A screen larger than the popup, so nothing clamps the size window.open asked for.
  test.use({ viewport: { width: 1366, height: 900 }, screen: { width: 1920, height: 1080 } });

  test('opens a 600 × 700 popup whose login the opener adopts; the popup closes', async ({ page }) => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { openedWith: unknown[] }).openedWith = args;
        return open(...args);
      };
    });
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Hızlı giriş' }).click();
    const popup = await popupOpened;
    expect(await page.evaluate(() => (window as unknown as { openedWith: unknown[] }).openedWith[2])).toBe(
      'width=600,height=700',
    );
    await expect(popup).toHaveURL(atPath('/login/fast'));
    // Playwright sizes a popup from its window.open features (the context's viewport otherwise).
    expect(
      await popup.evaluate(() => [
        window.innerWidth,
        window.innerHeight,
        window.outerWidth,
        window.outerHeight,
      ]),
    ).toEqual([600, 700, 600, 700]);
    await expect(popup.getByRole('heading', { name: 'Hızlı giriş', level: 1 })).toBeVisible();
    await expect(page.getByText('Giriş açılan pencerede sürüyor.')).toBeVisible();

    const closed = popup.waitForEvent('close');
    await signIn(popup, USERS.fast);
    await closed;
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expect(page.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible();
    // The opener holds the session: a reload stays logged in.
    await page.reload();
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('a blocked popup leaves the normal login page with a Turkish notice', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Hızlı giriş' }).click();
    await expect(page.getByRole('alert')).toContainText('Hızlı giriş penceresi açılamadı');
    await expectNoAxeViolations(page, 'login page with the blocked-popup notice');
    await page.getByRole('button', { name: 'Uyarıyı kapat' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The ordinary form still signs in here.
    await signIn(page, USERS.fast);
    await expect(page).toHaveURL(atPath('/dashboard'));
  });
});

test('a seamless-login token works once; the second use gets the Turkish page', async ({ page }) => {
  const token = await mintToken(page, USERS.fast.userName);
  await page.goto(`/seamless-login?token=${token}`);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expect(page.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible();

  // Logged out again (a fresh browser), the same link is refused.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/seamless-login?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Bu bağlantıyla giriş yapılamadı' })).toBeVisible();
  await expect(page.getByText('Bu giriş bağlantısı kullanılmış ya da süresi dolmuş.')).toBeVisible();
  await expectNoAxeViolations(page, 'refused seamless login at 1366 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'refused seamless login at 390 px');
  await page.getByRole('link', { name: 'Kullanıcı adı ve şifreyle giriş yap' }).click();
  await expect(page).toHaveURL(atPath('/login'));
});

test('an expired seamless-login token gets the same page', async ({ page }) => {
  const token = await mintToken(page, USERS.fast.userName);
  await page.request.post('/sandbox/entry/expireSeamlessTokens');
  await page.goto(`/seamless-login?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Bu bağlantıyla giriş yapılamadı' })).toBeVisible();
});

test('/ext lands on its target after the login, and straight away when logged in', async ({ page }) => {
  await page.goto('/ext?target=%2Fmy-orders');
  await expect(page).toHaveURL(atPath('/login'));
  await signIn(page, USERS.fast);
  await expect(page).toHaveURL(atPath('/my-orders'));
  await expect(page.getByRole('heading', { name: 'Siparişlerim', level: 1 })).toBeVisible();

  await page.goto('/ext?target=/invoices');
  await expect(page).toHaveURL(atPath('/invoices'));
});

test('/ext refuses an outside target: after the login, the dashboard', async ({ page }) => {
  await page.goto('/ext?target=https%3A%2F%2Fevil.example%2Fdashboard');
  await expect(page).toHaveURL(atPath('/login'));
  await expectNoAxeViolations(page, 'login page at 1366 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Hızlı giriş' })).toBeVisible();
  await expectNoAxeViolations(page, 'login page at 390 px');
  await signIn(page, USERS.fast);
  await expect(page).toHaveURL(atPath('/dashboard'));
  expect(page.url()).not.toContain('evil');

  await page.goto('/ext?target=//evil.example');
  await expect(page).toHaveURL(atPath('/dashboard'));
});
