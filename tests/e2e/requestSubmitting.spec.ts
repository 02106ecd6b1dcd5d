/**
 * Requests (issue 21) in Chromium against the built portal and the sandbox, reset to the seed
 * before each test, as hizli.kullanici: a served rule rejects bad input with its Turkish message
 * next to the field, a request with documents is submitted (uploads, refused without them) and
 * found in the history with its status; a request without documents at 390 px; a slow upload
 * shows its percent and is cancelled, then sent again (issue 39). Axe at both widths.
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { loggedInAs } from './signedIn';
import { expectNoAxeViolations, resetSandbox, USERS } from './support';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% belge\n%%EOF\n'),
});

/** A PDF of about 600 KB: at the throttled speed below its upload takes most of a minute. */
const largePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(600 * 1024, 0x41),
    Buffer.from('\n%%EOF\n'),
  ]),
});

/** Chromium's own network throttling: bytes leave at this rate, so the page can show them going. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Chooses a large file for a slot on a slow line, waits until the bar shows a share above 0 %,
 * checks the page with axe, cancels, and checks that the request was aborted and the file is
 * offered again (nothing of it listed as uploaded). The line is fast again afterwards.
 */
async function cancelSlowUpload(page: Page, slot: string, fileName: string, width: number) {
  const cdp = await throttleUploads(page, 16 * 1024);
  const aborted = page.waitForEvent(
    'requestfailed',
    (r) => r.url().endsWith('/request-submitting/uploads') && r.method() === 'POST',
  );
  await page.getByLabel(slot).setInputFiles(largePdf(fileName));
  const bar = page.getByRole('progressbar', { name: `${slot} yükleniyor` });
  await expect(bar).toBeVisible();
  // A share of the file has gone, and the page says how much: "%NN" next to the bar.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  const percent = await bar.getAttribute('aria-valuenow');
  await expect(page.getByText(`%${percent}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel(slot, { exact: true })).toBeDisabled();
  await expectNoAxeViolations(page, `upload under way at ${width} px`);
  await bar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/upload-progress-${width}.png` }).catch(() => {});

  await page.getByRole('button', { name: 'Yüklemeyi durdur' }).click();
  expect((await aborted).failure()?.errorText).toMatch(/ERR_ABORTED/);
  await expect(page.getByRole('status').filter({ hasText: 'Yükleme iptal edildi.' })).toContainText(
    `${fileName} gönderilmedi.`,
  );
  await expect(bar).toBeHidden();
  await expect(page.getByRole('list', { name: `${slot}: yüklenen dosyalar` })).toBeHidden();
  const again = page.getByRole('button', { name: `Yeniden yükle: ${fileName}` });
  await expect(again).toBeFocused();
  await expectNoAxeViolations(page, `upload cancelled at ${width} px`);
  await page.screenshot({ path: `test-results/upload-cancelled-${width}.png` }).catch(() => {});
  await unthrottle(cdp);
  return again;
}

async function openMenu(page: Page) {
  await loggedInAs(page, USERS.fast, '/request-submitting');
  await expect(page.getByRole('heading', { name: 'Talep Oluştur', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Şirketinizin talepleri' })
      .or(page.getByRole('region', { name: 'Talep listesi' }))
      .first(),
  ).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('submits a request with documents after a served rule refuses bad input, and finds it in history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openMenu(page);
  await expectNoAxeViolations(page, 'request menu at 1366 px');
  await page.getByRole('link', { name: 'Şirket unvanı değişikliği' }).click();
  await expect(page.getByRole('heading', { name: 'Şirket unvanı değişikliği', level: 1 })).toBeVisible();

  await page.getByLabel('Yeni unvan').fill('Örnek Bilişim Anonim Şirketi');
  const tax = page.getByLabel('Vergi numarası');
  await tax.fill('12345');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  // The served pattern's message, tied to the field.
  await expect(tax).toHaveAccessibleDescription('Vergi numarası 10 haneli olmalıdır.');
  await expect(tax).toBeFocused();
  await expectNoAxeViolations(page, 'form with an error at 1366 px');
  await tax.fill('1234567890');

  // Without its documents the request is not sent.
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText('Ticaret Sicil Gazetesi yüklemeden talebi gönderemezsiniz.')).toBeVisible();

  // A slot's served file type: a PNG is refused for the gazette before any upload.
  await page.getByLabel('Ticaret Sicil Gazetesi').setInputFiles({
    name: 'gazete.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(
    page.getByText('Ticaret Sicil Gazetesi için yalnızca PDF dosyası yükleyebilirsiniz.'),
  ).toBeVisible();
  await page.getByLabel('Ticaret Sicil Gazetesi').setInputFiles(pdf('sicil gazetesi.pdf'));
  await expect(page.getByRole('list', { name: 'Ticaret Sicil Gazetesi: yüklenen dosyalar' })).toContainText(
    'sicil gazetesi.pdf',
  );
  await page.getByLabel('İmza sirküleri').setInputFiles(pdf('yanlış.pdf'));
  const circulars = page.getByRole('list', { name: 'İmza sirküleri: yüklenen dosyalar' });
  await expect(circulars).toContainText('yanlış.pdf');
  await page.getByRole('button', { name: 'yanlış.pdf dosyasını sil' }).click();
  await expect(circulars).toBeHidden();
  await page.getByLabel('İmza sirküleri').setInputFiles(pdf('imza sirküleri.pdf'));
  await expect(circulars).toContainText('imza sirküleri.pdf');
  await expectNoAxeViolations(page, 'documents at 1366 px');

  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  const done = page.getByText(/Talebiniz alındı\. Talep numaranız: TLP-\d{8}-\d{6}/);
  await expect(done).toBeVisible();
  const demandId = (await done.textContent())?.match(/TLP-\d{8}-\d{6}/)?.[0] ?? '';
  await expectNoAxeViolations(page, 'submitted at 1366 px');

  await page.getByRole('link', { name: 'Talebin ayrıntısını göster' }).click();
  await expect(page.getByRole('heading', { name: `Talep ${demandId}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Durum: Alındı')).toBeVisible();
  await expect(page.getByText('Ticaret Sicil Gazetesi: sicil gazetesi.pdf')).toBeVisible();
  await expect(page.getByText('Örnek Bilişim Anonim Şirketi')).toBeVisible();
  await expectNoAxeViolations(page, 'demand detail at 1366 px');

  await page.getByRole('link', { name: 'Taleplerime dön' }).click();
  const row = page.getByRole('row', { name: new RegExp(demandId) });
  await expect(row).toContainText('Alındı');
  await expect(row).toContainText('Şirket unvanı değişikliği');
});

test('a request without documents at 390 px: a served rule, the submit, the history; axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page);
  await expectNoAxeViolations(page, 'request menu at 390 px');
  await page.getByRole('link', { name: 'Fatura adresi değişikliği' }).click();
  await page.getByLabel('İl', { exact: true }).selectOption('İzmir');
  await page.getByLabel('İlçe').fill('Konak');
  await page.getByLabel('Adres', { exact: true }).fill('Alsancak Mah. 1453 Sok. No: 5');
  const postal = page.getByLabel('Posta kodu');
  await postal.fill('3522');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(postal).toHaveAccessibleDescription('Posta kodu 5 haneli olmalıdır.');
  await expectNoAxeViolations(page, 'form with an error at 390 px');
  await postal.fill('35220');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText(/Talebiniz alındı/)).toBeVisible();
  await expectNoAxeViolations(page, 'submitted at 390 px');
  await page.getByRole('link', { name: 'Talebin ayrıntısını göster' }).click();
  await expect(page.getByText('Durum: Alındı')).toBeVisible();
  await expect(page.getByText('35220')).toBeVisible();
  await expectNoAxeViolations(page, 'demand detail at 390 px');
});

test('document forms offer each blank form and link it to the request that takes it back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInAs(page, USERS.fast, '/document-form');
  await expect(page.getByRole('heading', { name: 'İmza sirküleri' })).toBeVisible();
  await expectNoAxeViolations(page, 'document forms at 390 px');
  // The blank form comes down as the PDF the sandbox renders, under its ASCII name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Online İşlemler Sözleşmesi: boş formu indir (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('online-islem-sozlesmesi.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(/Boş form indirilemedi/)).toHaveCount(0);
  await page.getByRole('link', { name: /İmza sirküleri: doldurup/ }).click();
  await expect(page.getByRole('heading', { name: 'Şirket unvanı değişikliği', level: 1 })).toBeVisible();
});

test('a line freeze refuses a start day in the past or beyond 90 days next to the field, at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page);
  await page.getByRole('link', { name: 'Hat dondurma' }).click();
  await expect(page.getByRole('heading', { name: 'Hat dondurma', level: 1 })).toBeVisible();
  await page.getByLabel('Hat numarası').fill('0532 022 35 40');
  await page.getByLabel('Süre (ay)').fill('2');
  await page.getByLabel('Dondurma koşullarını okudum ve onaylıyorum').check();
  const start = page.getByLabel('Başlangıç tarihi');
  await start.fill('2020-01-01');
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(start).toHaveAccessibleDescription(
    /Başlangıç tarihi geçmiş bir gün olamaz; en erken \d{2}\.\d{2}\.\d{4} seçebilirsiniz\./,
  );
  await expectNoAxeViolations(page, 'line freeze with a past day at 390 px');
  // The input offers only the window the sandbox serves.
  const max = (await start.getAttribute('max')) ?? '';
  const min = (await start.getAttribute('min')) ?? '';
  expect(max > min).toBe(true);
  const dayAfter = new Date(Date.parse(`${max}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await start.fill(dayAfter);
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(start).toHaveAccessibleDescription(/en fazla 90 gün sonrası/);
  await start.fill(min);
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText(/Talebiniz alındı/)).toBeVisible();
});

test('a slow upload shows its percent and its stop button; cancelled, the file is sent again and the request completes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openMenu(page);
  await page.getByRole('link', { name: 'Şirket unvanı değişikliği' }).click();
  await page.getByLabel('Yeni unvan').fill('Yavaş Hat Bilişim A.Ş.');
  await page.getByLabel('Vergi numarası').fill('1234567890');

  const again = await cancelSlowUpload(page, 'Ticaret Sicil Gazetesi', 'büyük gazete.pdf', 1366);
  // The same file goes up again from the note, and is listed once.
  await again.click();
  const gazettes = page.getByRole('list', { name: 'Ticaret Sicil Gazetesi: yüklenen dosyalar' });
  await expect(gazettes).toContainText('büyük gazete.pdf');
  await expect(gazettes.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Yükleme iptal edildi.')).toBeHidden();
  await page.getByLabel('İmza sirküleri').setInputFiles(pdf('imza sirküleri.pdf'));
  await expect(page.getByRole('list', { name: 'İmza sirküleri: yüklenen dosyalar' })).toContainText(
    'imza sirküleri.pdf',
  );

  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  const done = page.getByText(/Talebiniz alındı\. Talep numaranız: TLP-\d{8}-\d{6}/);
  await expect(done).toBeVisible();
  await page.getByRole('link', { name: 'Talebin ayrıntısını göster' }).click();
  await expect(page.getByText('Ticaret Sicil Gazetesi: büyük gazete.pdf')).toBeVisible();
});

test('at 390 px the upload bar, its percent and its stop button fit, and the cancelled file is sent again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page);
  await page.getByRole('link', { name: 'Şirket unvanı değişikliği' }).click();
  const again = await cancelSlowUpload(page, 'İmza sirküleri', 'imza sirküleri taraması.pdf', 390);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await again.click();
  await expect(page.getByRole('list', { name: 'İmza sirküleri: yüklenen dosyalar' })).toContainText(
    'imza sirküleri taraması.pdf',
  );
});
