/**
 * Customer managers (issue 23) in Chromium against the built portal and the sandbox: the manager
 * signs in with the captcha (a wrong answer is refused and a new captcha drawn; a written
 * question instead of the image on request) and the SMS code to the registered phone (issue 37:
 * a wrong code is counted, the right one opens the portfolio), filters the
 * portfolio, opens a company's authorized persons, logs in on Can Öztürk's behalf, sees on whose
 * behalf the header says they work, changes a line's user, and returns to the portfolio with the
 * manager's session kept. Axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  captchaAnswer,
  captchaImage,
  MANAGERS,
  managerCodeStep,
  managerPasswordStep,
  managerSignIn,
} from './managerLogin';
import {
  closeSurvey,
  expectNoAxeViolations,
  firstOtpBox,
  pasteOtp,
  readLatestCode,
  resetSandbox,
} from './support';

const MANAGER = MANAGERS.selim;

const companies = (page: Page) => page.getByRole('region', { name: 'Şirketler' }).getByRole('listitem');

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a wrong captcha is refused in Turkish and a new one is drawn; refresh draws another', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The normal login page links to the managers' own login.
  await page.goto('/login');
  await expectNoAxeViolations(page, 'giriş sayfası ve yönetici bağlantısı');
  await page.getByRole('link', { name: 'Müşteri yöneticisi girişi' }).click();
  await expect(page).toHaveURL(/\/customer-manager\/login$/);
  const image = captchaImage(page);
  await expect(image).toBeVisible();
  await expectNoAxeViolations(page, 'müşteri yöneticisi girişi');
  const first = await image.getAttribute('src');
  await page.getByRole('button', { name: 'Yeni kod' }).click();
  await expect(image).not.toHaveAttribute('src', first ?? '');
  const second = await image.getAttribute('src');

  await page.getByLabel('Kullanıcı adı').fill(MANAGER.userName);
  await page.getByLabel('Şifre').fill(MANAGER.password);
  const wrong = String(Number(await captchaAnswer(page)) + 1);
  await page.getByLabel('Güvenlik kodunun sonucu').fill(wrong);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Güvenlik kodu hatalı ya da süresi doldu. Lütfen yeni güvenlik kodunu girin.',
  );
  await expect(image).toBeVisible();
  await expect(image).not.toHaveAttribute('src', second ?? '');
  await expect(page).toHaveURL(/\/customer-manager\/login$/);

  // The image's text names the task, never the sum: nothing on the page gives the answer away.
  await expect(page.locator('body')).not.toContainText(/artı|kaç eder/);

  // Who cannot see the image asks for the written question instead, and answers it.
  await page.getByRole('button', { name: 'Görseli göremiyorum, yazılı soru istiyorum' }).click();
  const question = page.getByText(/^Şu kelimelerden kaçı bir \S+: .+\?$/);
  await expect(question).toBeVisible();
  await expect(image).toHaveCount(0);
  await expect(page.getByText('Sorunun cevabını rakamla yazın.')).toBeVisible();
  await expectNoAxeViolations(page, 'yazılı güvenlik sorusu');
  await page.getByLabel('Şifre').fill(MANAGER.password);
  await page.getByLabel('Güvenlik kodunun sonucu').fill(await captchaAnswer(page));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(managerCodeStep(page)).toContainText(MANAGER.masked);
  await expect(page).toHaveURL(/\/customer-manager\/login$/);

  // Without a manager session the portfolio sends the visitor to the manager login.
  await page.goto('/customer-manager/portfolio');
  await expect(page).toHaveURL(/\/customer-manager\/login$/);
});

/** The SMS messages the manager's phone has received so far. */
async function smsTo(page: Page, msisdn: string): Promise<number> {
  const res = await page.request.get('/sandbox/sms-outbox', { params: { msisdn } });
  return ((await res.json()) as unknown[]).length;
}

test('password and captcha are not enough: the SMS code to the registered phone opens the portfolio', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await smsTo(page, MANAGER.msisdn)).toBe(0);
  await managerPasswordStep(page);
  expect(await smsTo(page, MANAGER.msisdn)).toBe(1);
  await expectNoAxeViolations(page, 'yönetici SMS kodu');
  // No manager session yet: the portfolio still sends to the login.
  expect(await page.evaluate(() => sessionStorage.getItem('customerManagerSession'))).toBeNull();

  const code = await readLatestCode(page.request, MANAGER.msisdn);
  const wrong = code === '000000' ? '111111' : '000000';
  await pasteOtp(page, wrong);
  await expect(managerCodeStep(page).getByRole('alert')).toHaveText(
    'Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.',
  );
  await expect(page).toHaveURL(/\/customer-manager\/login$/);

  // Giving the step up means password and a new captcha again.
  await managerCodeStep(page).getByRole('button', { name: 'Geri dön' }).click();
  await expect(managerCodeStep(page)).toHaveCount(0);
  await expect(captchaImage(page)).toBeVisible();

  await managerPasswordStep(page);
  await pasteOtp(page, await readLatestCode(page.request, MANAGER.msisdn));
  await expect(page).toHaveURL(/\/customer-manager\/portfolio$/);
  await expect(page.getByText(MANAGER.name)).toBeVisible();
  await expect(firstOtpBox(page)).toHaveCount(0);
});

test('a manager filters the portfolio, works on a person’s behalf and returns to the portfolio', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await managerSignIn(page);
  await expect(page.getByText(MANAGER.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Birincil portföy (2)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(companies(page)).toHaveCount(2);
  await expectNoAxeViolations(page, 'portföy');

  await page.getByRole('button', { name: 'İkincil portföy (1)' }).click();
  await expect(companies(page)).toHaveCount(1);
  await expect(companies(page).first()).toContainText('Anadolu Enerji A.Ş.');
  await page.getByRole('button', { name: 'Birincil portföy (2)' }).click();
  await expect(companies(page)).toHaveCount(2);

  // "GIDA" is "gıda" in Turkish: the search finds Anadolu Gıda, and İzmir is its city.
  const filters = page.getByRole('form', { name: 'Portföy filtreleri' });
  await filters.getByLabel('Şirket adı veya müşteri numarası').fill('GIDA');
  await filters.getByLabel('Şehir').selectOption('İzmir');
  await filters.getByRole('button', { name: 'Filtrele' }).click();
  await expect(companies(page)).toHaveCount(1);
  const gida = companies(page).first();
  await expect(gida).toContainText('Anadolu Gıda San. A.Ş.');
  await expect(gida).toContainText('Can Öztürk');

  await gida.getByRole('button', { name: 'Anadolu Gıda San. A.Ş.: yetkilileri gör' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anadolu Gıda San. A.Ş.: yetkili kişiler' });
  await expect(dialog.getByRole('button', { name: 'Can Öztürk adına giriş yap' })).toBeVisible();
  await dialog.getByLabel('Yetkili türü').selectOption('YETKILI');
  await expect(dialog.getByRole('button', { name: 'Zeynep Kaya adına giriş yap' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Can Öztürk adına giriş yap' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'yetkili kişiler');
  await dialog.getByLabel('Yetkili türü').selectOption('TAM_YETKILI');
  await dialog.getByRole('button', { name: 'Can Öztürk adına giriş yap' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Müşteri yöneticisi oturumu' });
  await expect(banner).toContainText('Can Öztürk adına çalışıyorsunuz — Müşteri yöneticisi: Selim Karaca');
  if (await page.getByRole('button', { name: 'Daha sonra' }).isVisible()) await closeSurvey(page);
  await expectNoAxeViolations(page, 'yönetici adına ana sayfa');

  // A change made on the person's behalf: a line's user name.
  await page.goto('/update-product-user');
  await expect(page.getByRole('heading', { name: 'Hat Kullanıcı Bilgileri', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Hatlar ve kullanıcıları' }).locator('tr[data-row-index]');
  await expect(rows.first()).toBeVisible();
  await rows
    .first()
    .getByRole('button', { name: /hattını düzenle$/ })
    .click();
  const edit = page.getByRole('dialog', { name: /hattının kullanıcısı$/ });
  await edit.getByLabel('Kullanıcı adı soyadı').fill('Gülşen Ünal');
  await edit.getByLabel('TC kimlik numarası').fill('10000000146');
  await edit.getByLabel('E-posta adresi').fill('gulsen.unal@ornek.com.tr');
  await edit.getByRole('button', { name: 'Bilgileri kaydet' }).click();
  await expect(edit.getByText('Kullanıcı bilgileri güncellendi.')).toBeVisible();
  await edit.getByRole('button', { name: 'Kapat' }).click();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Portföye dön' }).click();
  await expect(page).toHaveURL(/\/customer-manager\/portfolio$/);
  await expect(page.getByRole('heading', { name: 'Portföyüm', level: 1 })).toBeVisible();
  await expect(companies(page)).toHaveCount(2);
  // The company session is gone: its pages ask for a login again.
  expect(await page.evaluate(() => localStorage.getItem('pageToken'))).toBeNull();

  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/customer-manager\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('customerManagerSession'))).toBeNull();
});

test('the manager pages are axe clean on a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customer-manager/login');
  await expect(captchaImage(page)).toBeVisible();
  await expectNoAxeViolations(page, 'giriş 390');
  await managerPasswordStep(page);
  await expectNoAxeViolations(page, 'SMS kodu 390');
  await pasteOtp(page, await readLatestCode(page.request, MANAGER.msisdn));
  await expect(page.getByRole('heading', { name: 'Portföyüm', level: 1 })).toBeVisible();
  await expect(companies(page)).toHaveCount(2);
  await expectNoAxeViolations(page, 'portföy 390');
  await companies(page)
    .first()
    .getByRole('button', { name: /yetkilileri gör$/ })
    .click();
  await expect(page.getByRole('button', { name: /adına giriş yap$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'yetkililer 390');
  await page
    .getByRole('button', { name: /adına giriş yap$/ })
    .first()
    .click();
  const banner = page.getByRole('region', { name: 'Müşteri yöneticisi oturumu' });
  await expect(banner).toContainText('Müşteri yöneticisi: Selim Karaca');
  await expectNoAxeViolations(page, 'başlık 390');
});
