/**
 * The customer manager's sign-in for the journeys: password and captcha, then the SMS code sent
 * to the manager's registered phone (issue 37), read from the sandbox's outbox as the person
 * login's code is. Every journey that signs a manager in goes through here.
 */
import { expect, type Page } from '@playwright/test';
import { firstOtpBox, pasteOtp, readLatestCode } from './support';

/** The seeded customer managers (server/customerManager/seed.ts) with their registered phones. */
export const MANAGERS = {
  selim: {
    userName: 'portfoy.yonetici',
    password: 'Portfoy.2026!',
    name: 'Selim Karaca',
    msisdn: '5051112233',
    masked: '505*****33',
  },
  derya: {
    userName: 'portfoy.destek',
    password: 'Destek.2026!',
    name: 'Derya Aksoy',
    msisdn: '5052223344',
    masked: '505*****44',
  },
} as const;
export type Manager = (typeof MANAGERS)[keyof typeof MANAGERS];

/** The answer of the captcha on the page, from the sandbox's test hook (the journey cannot read the image). */
export async function captchaAnswer(page: Page): Promise<string> {
  const res = await page.request.post('/sandbox/customerManager/captchaAnswer');
  expect(res.ok(), 'POST /sandbox/customerManager/captchaAnswer (SANDBOX_TEST_HOOKS=1?)').toBe(true);
  return ((await res.json()) as { answer: string }).answer;
}

export const captchaImage = (page: Page) =>
  page.getByRole('img', { name: 'Güvenlik kodu görseli: iki sayının toplamı' });

export const managerCodeStep = (page: Page) => page.getByRole('region', { name: 'SMS doğrulaması' });

/** User name, password and the captcha's answer on the manager login page; waits for the SMS step. */
export async function managerPasswordStep(page: Page, manager: Manager = MANAGERS.selim): Promise<void> {
  await page.goto('/customer-manager/login');
  await expect(page.getByRole('heading', { name: 'Müşteri yöneticisi girişi', level: 1 })).toBeVisible();
  await expect(captchaImage(page)).toBeVisible();
  await page.getByLabel('Kullanıcı adı').fill(manager.userName);
  await page.getByLabel('Şifre').fill(manager.password);
  await page.getByLabel('Güvenlik kodunun sonucu').fill(await captchaAnswer(page));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(managerCodeStep(page)).toContainText(manager.masked);
  await expect(firstOtpBox(page)).toBeVisible();
}

/** The whole manager sign-in: password, captcha, SMS code; ends on the portfolio. */
export async function managerSignIn(page: Page, manager: Manager = MANAGERS.selim): Promise<void> {
  await managerPasswordStep(page, manager);
  await pasteOtp(page, await readLatestCode(page.request, manager.msisdn));
  await expect(page).toHaveURL(/\/customer-manager\/portfolio$/);
  await expect(page.getByRole('heading', { name: 'Portföyüm', level: 1 })).toBeVisible();
}
