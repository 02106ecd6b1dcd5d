/**
 * Every list's quick search, typed into as a person does, key by key (issue 39: typing into
 * /secure-internet's box froze the tab). For each box: a word of the first row narrows the list
 * to rows that contain it, a word that matches nothing says so, and clearing brings the rows back.
 */
import { expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { resetSandbox, USERS } from './support';

interface QuickSearch {
  route: string;
  table: string;
  search: string;
  /** The cell of the first row whose longest word is searched for. */
  cell: number;
}

const SEARCHES: QuickSearch[] = [
  {
    route: '/secure-internet',
    table: 'Hatlar ve güvenli internet profilleri',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  { route: '/secure-internet', table: 'Profil değişiklikleri', search: 'Geçmişte ara', cell: 2 },
  {
    route: '/tariff-package',
    table: 'Hatlar ve tarifeleri',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 1,
  },
  {
    route: '/roaming',
    table: 'Hatlar ve yurt dışı kullanımı durumu',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  {
    route: '/international-call',
    table: 'Hatlar ve yurt dışı arama durumu',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  {
    route: '/extraPacket',
    table: 'Hatlar ve ek paket izinleri',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  { route: '/extraPacket', table: 'Ek paket izni değişiklikleri', search: 'Geçmişte ara', cell: 2 },
  {
    route: '/update-product-user',
    table: 'Hatlar ve kullanıcıları',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  {
    route: '/audit-trail',
    table: 'İşlem kayıtları',
    search: 'Kişi, işlem veya hat numarasıyla ara',
    cell: 2,
  },
  {
    route: '/line-operations-request-history',
    table: 'Hat işlemi talepleri',
    search: 'Talep no, hat numarası veya talep edenle ara',
    cell: 5,
  },
  {
    route: '/offline-transactions',
    table: 'Çevrim dışı işlemler',
    search: 'Sorgu no, hat numarası veya açıklamayla ara',
    cell: 7,
  },
  { route: '/additional-package-history', table: 'Ek paket işlemleri', search: 'Geçmişte ara', cell: 7 },
  { route: '/additional-package-cancellation', table: 'Süren ek paketler', search: 'Tabloda ara', cell: 2 },
  { route: '/request-submitting', table: 'Şirketinizin talepleri', search: 'Taleplerde ara', cell: 1 },
  { route: '/contracts', table: 'Onay bekleyenler', search: 'Tabloda ara', cell: 1 },
  {
    route: '/recontracts',
    table: 'Yeniden taahhüde uygun hatlar',
    search: 'Numara veya kullanıcı adıyla ara',
    cell: 2,
  },
  { route: '/pending-requests', table: 'Onay bekleyen işlemler', search: 'Tabloda ara', cell: 3 },
  { route: '/additional-package-confirm', table: 'Onay bekleyen siparişler', search: 'Tabloda ara', cell: 5 },
];

const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
const longestWord = (text: string) =>
  (text.match(/\p{L}{3,}/gu) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');

async function rowTexts(page: Page, table: string): Promise<string[]> {
  return page
    .getByRole('table', { name: table })
    .locator('tr[data-row-index]')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText));
}

test('every quick search narrows its list as the person types, and clears again', async ({
  page,
  request,
}) => {
  // Eighteen lists in one journey, each with a key-by-key search: longer than one screen's test.
  test.setTimeout(180_000);
  await resetSandbox(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loggedInAs(page, USERS.fast);

  for (const { route, table, search, cell } of SEARCHES) {
    await test.step(`${route}: ${search}`, async () => {
      if (new URL(page.url()).pathname !== route) await page.goto(route);
      const rows = page.getByRole('table', { name: table }).locator('tr[data-row-index]');
      await expect(rows.first()).toBeVisible();
      const needle = longestWord((await rows.first().locator(':scope > *').nth(cell).innerText()).trim());
      expect(needle, `a word in cell ${cell} of ${table}`).not.toBe('');
      const box = page.getByLabel(search, { exact: true });

      await box.pressSequentially(needle);
      await expect
        .poll(async () => {
          const texts = await rowTexts(page, table);
          return texts.length > 0 && texts.every((text) => lower(text).includes(lower(needle)));
        }, `${table}: every row shown holds "${needle}"`)
        .toBe(true);

      await box.fill('');
      await box.pressSequentially('qzxqzx');
      await expect(page.getByText('Aramanıza uygun kayıt bulunamadı.')).toBeVisible();
      await box.fill('');
      await expect(rows.first()).toBeVisible();
    });
  }
});
