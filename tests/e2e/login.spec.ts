/**
 * Login journeys of spec §2, §4 and §8 in Chromium: the built portal, the sandbox over loopback
 * (reset to the seed before each test), codes read from the sandbox's SMS outbox.
 */
import { expect, test } from '@playwright/test';
import {
  closeSurvey,
  expectNoAxeViolations,
  expireSessions,
  firstOtpBox,
  login,
  pasteOtp,
  readLatestCode,
  readLocalStorage,
  resetSandbox,
  submitCredentials,
  USERS,
} from './support';

const KEPT = { adBlockModalcreatedDate: '2026-01-15', toolTipDisplayed: 'true', _n_keep: 'kalsın' };

const atPath = (path: string) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path.replace(/\//g, '\\/')}$`);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('terms, corporate selection and dashboard; logout keeps only the kept keys', async ({ page }) => {
  const { demo } = USERS;

  await page.goto('/dashboard');
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expectNoAxeViolations(page, 'login page');

  await submitCredentials(page, demo.userName, demo.password);
  await expect(page.getByRole('heading', { name: 'SMS doğrulaması' })).toBeVisible();
  await expect(page.getByText('532*****67')).toBeVisible();
  // The code is what the person types next: the caret is in its first box.
  await expect(firstOtpBox(page)).toBeFocused();
  await expectNoAxeViolations(page, 'OTP step');
  const code = await readLatestCode(page.request, demo.msisdn);
  await firstOtpBox(page).click();
  await page.keyboard.type(code);

  await expect(page).toHaveURL(atPath('/terms-approved'));
  await expect(page.getByRole('heading', { name: 'Sözleşme onayı' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Online İşlemler Sözleşmesi' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' }),
  ).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  // An agreement is approved; an information notice is read and understood, not approved.
  await expect(boxes.nth(0)).toHaveAccessibleName('Online İşlemler Sözleşmesi: Okudum ve onaylıyorum.');
  await expect(boxes.nth(1)).toHaveAccessibleName(
    'Kişisel Verilerin Korunması Aydınlatma Metni: Okudum, anladım.',
  );
  const confirm = page.getByRole('button', { name: 'Onayla ve devam et' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'terms page');
  await boxes.nth(0).check();
  await expect(confirm).toBeDisabled();
  await boxes.nth(1).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(atPath('/corporate-selection'));
  await expect(page.getByRole('heading', { name: 'Şirket seçimi' })).toBeVisible();
  const companies = page.getByRole('main').getByRole('listitem');
  await expect(companies).toHaveCount(3);
  await expect(companies.nth(0)).toContainText('Anadolu Lojistik A.Ş.');
  await expect(companies.nth(0)).toContainText('Varsayılan');
  await expect(companies.nth(1)).toContainText('Anadolu Enerji A.Ş.');
  await expect(companies.nth(2)).toContainText('Anadolu Gıda San. A.Ş.');
  await expectNoAxeViolations(page, 'corporate selection');
  const choose = page.getByRole('button', { name: 'Bu şirketle devam et (Anadolu Enerji A.Ş.)' });
  // What the button reads is where its spoken name begins (WCAG 2.5.3, label in name).
  const visible = await choose.evaluate((b) => {
    const copy = b.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
    return copy.textContent?.trim();
  });
  expect(visible).toBe('Bu şirketle devam et');
  await choose.click();

  await expect(page).toHaveURL(atPath('/dashboard'));
  // The survey is a modal over the greeting, which it hides from the accessibility tree.
  await closeSurvey(page);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${demo.fullName}` })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Anadolu Enerji A.Ş.');
  // The referer stored before login has been used and cleared (spec §2), not left for a reload.
  expect(await readLocalStorage(page)).not.toHaveProperty('referer');
  await expectNoAxeViolations(page, 'dashboard');

  await page.evaluate((kept) => {
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
  }, KEPT);
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  expect(await readLocalStorage(page)).toEqual(KEPT);
});

test('a guarded page opened while logged out is the referer: login returns to it', async ({ page }) => {
  await page.goto('/ctt-history');
  await expect(page).toHaveURL(atPath('/login'));
  expect((await readLocalStorage(page)).referer).toBe('/ctt-history');

  await login(page, USERS.fast.userName, USERS.fast.password);

  await expect(page).toHaveURL(atPath('/ctt-history'));
  // The page says its Turkish title, never the raw address.
  await expect(page.getByRole('heading', { name: 'Müşteri Temas Geçmişi', level: 1 })).toBeVisible();
  await expect(page.getByText('/ctt-history')).toHaveCount(0);
  await expect.poll(async () => Object.keys(await readLocalStorage(page))).not.toContain('referer');
  expect((await readLocalStorage(page)).pageToken).toBeTruthy();
});

test('wrong codes count down the tries, the fifth locks the code until a new one', async ({ page }) => {
  const { fast } = USERS;
  await page.goto('/login');
  await submitCredentials(page, fast.userName, fast.password);
  const real = await readLatestCode(page.request, fast.msisdn);
  const wrong = real === '000000' ? '111111' : '000000';

  for (const left of [4, 3, 2, 1]) {
    await pasteOtp(page, wrong);
    await expect(page.getByRole('alert')).toHaveText(
      `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${left}.`,
    );
  }
  await pasteOtp(page, wrong);
  await expect(page.getByRole('alert')).toHaveText(
    'Çok fazla hatalı deneme yaptınız. İşlemi yeniden başlatın.',
  );
  await expect(firstOtpBox(page)).toHaveCount(0);
  // A new code would give the five tries back: only starting again does.
  await expect(page.getByRole('button', { name: 'Yeni kod gönder' })).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/login'));
});

test('wrong password and an empty form are told apart', async ({ page }) => {
  await page.goto('/login');
  const userName = page.getByLabel('Kullanıcı adı', { exact: true });
  const password = page.getByLabel('Şifre', { exact: true });
  const submit = page.getByRole('button', { name: 'Giriş yap' });

  await submit.click();
  await expect(userName).toHaveAccessibleDescription('Kullanıcı adı zorunludur.');
  await expect(password).toHaveAccessibleDescription('Şifre zorunludur.');
  await expect(page.getByText('Kullanıcı adı zorunludur.')).toBeVisible();
  await expect(page.getByText('Şifre zorunludur.')).toBeVisible();

  await userName.fill(USERS.fast.userName);
  await password.fill('Yanlis.2026!');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı.');
  await expect(firstOtpBox(page)).toHaveCount(0);
});

test('an expired session shows the modal and login returns to the page', async ({ page, request }) => {
  const { limited } = USERS;
  await page.goto('/login');
  await login(page, limited.userName, limited.password);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await closeSurvey(page);

  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Şirket seçimi' }).click();
  await expect(page).toHaveURL(atPath('/corporate-selection'));

  await expireSessions(request);
  // The next call of any kind answers body code "419"; a reload makes one (the header's
  // services load), so the test does not race the page's own background calls.
  await page.reload();

  // The dialog element itself has no box (its panel is fixed-positioned): check what it shows.
  const modal = page.getByRole('dialog', { name: 'Oturumunuz sona erdi' });
  await expect(modal.getByRole('heading', { name: 'Oturumunuz sona erdi' })).toBeVisible();
  await expect(modal).toContainText('Uzun süre işlem yapılmadığı için');
  await expectNoAxeViolations(page, 'session-expired modal');
  await modal.getByRole('button', { name: 'Tekrar giriş yap' }).click();

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  const stored = await readLocalStorage(page);
  expect(stored.referer).toBe('/corporate-selection');
  expect(stored).not.toHaveProperty('pageToken');

  await login(page, limited.userName, limited.password);
  await expect(page).toHaveURL(atPath('/corporate-selection'));
  await expect(page.getByRole('heading', { name: 'Şirket seçimi' })).toBeVisible();
});

test('an OZEL_SIFRE_YETKILISI user logs out to the base, not /login', async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.special.userName, USERS.special.password);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await closeSurvey(page);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.special.fullName}` })).toBeVisible();

  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();

  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  expect(await readLocalStorage(page)).toEqual({});
});

/*
 * Not covered here: the 403 modal ("Bu işlem için yetkiniz bulunmamaktadır…", Tamam goes back).
 * Every write the portal can trigger today (terms confirm, company change, default company set
 * and remove, logout) is in authorityExemptRows of server/access.ts, so kisitli.kullanici gets
 * no 403 through the UI yet. Add the journey with the first screen whose write is not exempt.
 */
