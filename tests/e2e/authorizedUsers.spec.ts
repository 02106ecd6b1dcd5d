/**
 * Authorized users and permissions (issue 22) in Chromium against the built portal and the
 * sandbox, reset to the seed before and after each test (the other journeys expect the limited
 * user to stay limited). A full-authority person gives the limited user the request permission of
 * "line users" with the SMS code; the limited user then changes line data in that company, while
 * another group still answers 403. The company's last full-authority person cannot be downgraded
 * (explained on screen), and the overview filters and links to a person; axe at 1366 and 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import {
  callAsPage,
  expectNoAxeViolations,
  firstOtpBox,
  pasteOtp,
  readLatestCode,
  resetSandbox,
  USERS,
} from './support';

/** The fast user's company, which the limited user also belongs to. */
const SHARED_COMPANY = 'Anadolu Gıda San. A.Ş.';

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterEach(async ({ request }) => resetSandbox(request));

/** A PUT as the signed-in page makes it (callAsPage only POSTs): its HTTP status. */
function putAsPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const raw = localStorage.getItem('pageToken') ?? '';
      let pageToken = raw;
      try {
        pageToken = JSON.parse(raw) as string;
      } catch {
        // Stored as plain text.
      }
      const cookie = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1];
      const res = await fetch(`/api${path}`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          pageToken,
          'X-XSRF-TOKEN': cookie ? decodeURIComponent(cookie) : '',
        },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { path, body },
  );
}

async function openPersons(page: Page) {
  await loggedInAs(page, USERS.fast, '/update-authorized-user-info');
  await expect(page.getByRole('heading', { name: 'Yetkili Kullanıcılar', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zeynep Kaya' })).toBeVisible();
}

test('a full-authority person gives the limited user a permission, who then uses it', async ({ page }) => {
  await openPersons(page);
  await expectNoAxeViolations(page, 'authorized users at 1366');
  await page.getByRole('link', { name: 'Zeynep Kaya' }).click();
  await expect(page.getByRole('heading', { name: 'Zeynep Kaya', level: 2 })).toBeVisible();
  const companies = page.getByRole('table', { name: 'Şirketleri' });
  await expect(companies.getByRole('row')).not.toHaveCount(0);
  const companiesBefore = await companies.innerText();
  expect(companiesBefore).not.toContain('—');
  await page.getByRole('checkbox', { name: 'Hat kullanıcı bilgileri: Talep' }).check();
  await expectNoAxeViolations(page, 'person permissions at 1366');
  await page.getByRole('button', { name: 'Değişiklikleri gözden geçir' }).click();
  await expect(page.getByRole('list', { name: 'Yapılacak değişiklikler' })).toHaveText(
    // The seed gives her Görüntüleme of every group in this company (issue 37).
    'Hat kullanıcı bilgileri: Görüntüleme → Görüntüleme, Talep',
  );
  await page.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Yetki değişikliğini onaylayın' })).toBeVisible();
  await expect(firstOtpBox(page)).toBeVisible();
  await pasteOtp(page, await readLatestCode(page.request, USERS.fast.msisdn));
  await expect(page.getByText('Yetkiler güncellendi: 1 işlem grubunda değişiklik yapıldı.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Hat kullanıcı bilgileri: Talep' })).toBeChecked();
  // Kurum no and Holding keep their values after the save, without a reload.
  expect(await companies.innerText()).toBe(companiesBefore);

  // The limited user, in the company where the permission was given.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loggedInAs(page, USERS.limited, '/corporate-selection');
  await page.getByRole('button', { name: `Bu şirketle devam et (${SHARED_COMPANY})` }).click();
  await expect(page).not.toHaveURL(/corporate-selection/);
  const lines = await callAsPage<{ items: { msisdn: string }[] }>(
    page,
    '/ccsirest/line-deactivation/product-selection.json',
    { offset: 0, limit: 1 },
  );
  const msisdn = lines.items[0]?.msisdn ?? '';
  expect(
    await putAsPage(page, '/dc_ccsi/v1/line-users/invoice-name-visibility', {
      visible: false,
      msisdns: [msisdn],
    }),
  ).toBe(200);
  // Another group still answers the 403.
  expect(await putAsPage(page, '/dc_ccsi/v1/tariffs/change', {})).toBe(403);
  // The limited user sees the persons but may not change anyone's rights, and is told so.
  await page.goto('/update-authorized-user-info');
  await expect(
    page.getByText(
      'Yetkileri yalnızca tam yetkili kişiler değiştirebilir; siz yetkileri görüntüleyebilirsiniz.',
    ),
  ).toBeVisible();
});

test('the last full-authority person cannot be downgraded, nor one’s own rights changed', async ({
  page,
}) => {
  await openPersons(page);
  await page.getByRole('link', { name: 'Ayşe Yılmaz' }).click();
  await expect(page.getByRole('heading', { name: 'Ayşe Yılmaz', level: 2 })).toBeVisible();
  // Her companies with their details (the companies row): three, one of them her default.
  const companies = page.getByRole('table', { name: 'Şirketleri' });
  await expect(companies.getByRole('row')).toHaveCount(4);
  await expect(companies.getByRole('cell', { name: 'Evet' })).toHaveCount(1);
  await expect(
    page.getByText(/Ayşe Yılmaz, .* şirketinin tek tam yetkili kişisi; tam yetkisi kaldırılamaz\./),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Tam yetki/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Değişiklikleri gözden geçir' })).toBeDisabled();

  await page.getByRole('link', { name: 'Yetkili listesine dön' }).click();
  await page.getByRole('link', { name: 'Can Öztürk (siz)' }).click();
  await expect(
    page.getByText('Kendi yetkilerinizi değiştiremezsiniz; başka bir tam yetkili kişiden isteyin.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Değişiklikleri gözden geçir' })).toHaveCount(0);
});

test('the permission overview filters, links to a person, and is axe clean at 390 px', async ({ page }) => {
  await loggedInAs(page, USERS.fast, '/cips-permission');
  await expect(page.getByRole('heading', { name: 'Yetki Özeti', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Yetki özeti' });
  await expect(table.getByRole('link', { name: 'Elif Şahin' })).toBeVisible();
  await expectNoAxeViolations(page, 'permission overview at 1366');

  await page.getByLabel('İşlem grubu').selectOption({ label: 'SIM kart siparişi' });
  await page.getByLabel('Yetki düzeyi').selectOption({ label: 'Talep' });
  await expect(table.getByRole('link', { name: 'Murat Çelik' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Elif Şahin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Temizle' }).click();
  await page.getByLabel('Yetkili adı').fill('elif');
  await expect(table.getByRole('link')).toHaveCount(1);
  await table.getByRole('link', { name: 'Elif Şahin' }).click();
  await expect(page).toHaveURL(/\/update-authorized-user-info\?kisi=\d+/);
  await expect(page.getByRole('heading', { name: 'Elif Şahin', level: 2 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Yurt dışı kullanım ve arama: Onay' })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'person permissions at 390');
  await page.goto('/cips-permission');
  await expect(page.getByRole('heading', { name: 'Yetki Özeti', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'permission overview at 390');
  await page.goto('/update-authorized-user-info');
  await expect(page.getByRole('heading', { name: 'Yetkili Kullanıcılar', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'authorized users at 390');
});
