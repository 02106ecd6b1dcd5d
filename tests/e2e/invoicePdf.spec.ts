/**
 * Invoice PDFs (issue 18) in Chromium against the built portal and the sandbox: the two downloads
 * of an invoice screen, the public /showinvoicepdf links opened logged out, and the Turkish page
 * of an expired or wrong link. The seed gives the newest invoices a public link
 * (server/invoicePdf/seed.ts) and one fixed, expired demo link.
 */
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { readPdfText } from '../../server/pdf/readPdfText';
import { loggedInAs } from './signedIn';
import { callAsPage, expectNoAxeViolations, resetSandbox, USERS } from './support';

const EXPIRED_KEY = 'ornek-suresi-dolmus-fatura-baglantisi-000001';

interface Current {
  invoices: { invoiceNo: string }[];
}

/** The file's text as a PDF reader shows it; fails unless it is a PDF. */
async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  return (await readPdfText(bytes)).text;
}

async function signIn(page: Page) {
  await loggedInAs(page, USERS.fast);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The newest invoice of the company and its public link, as the invoice e-mail would carry it. */
async function newestInvoiceLink(page: Page) {
  const current = await callAsPage<Current>(page, '/dc_ccsi/v1/invoices/current');
  const invoiceNo = current.invoices[0]!.invoiceNo;
  const grant = await callAsPage<{ publicKey: string }>(page, '/ccsirest/invoice/pdf-permission.json', {
    invoiceNo,
  });
  return { invoiceNo, key: grant.publicKey };
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the invoice screen downloads the invoice PDF and the GİB e-Arşiv PDF of that invoice', async ({
  page,
}) => {
  await signIn(page);
  const { invoiceNo } = await newestInvoiceLink(page);
  await page.goto('/invoices');
  const pdfButton = page.getByRole('button', { name: `PDF indir (fatura ${invoiceNo})`, exact: true });
  await expect(pdfButton).toBeVisible();

  const [standard] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(standard.suggestedFilename()).toBe(`fatura-${invoiceNo}.pdf`);
  const text = await pdfText(standard);
  expect(text).toContain('FATURA');
  expect(text).toContain(invoiceNo);
  await expect(page.getByText(`Fatura PDF’i indirildi: fatura-${invoiceNo}.pdf`)).toBeVisible();

  const gibButton = page.getByRole('button', { name: `e-Arşiv (GİB) PDF indir (fatura ${invoiceNo})` });
  const [gib] = await Promise.all([page.waitForEvent('download'), gibButton.click()]);
  expect(gib.suggestedFilename()).toBe(`e-arsiv-fatura-${invoiceNo}.pdf`);
  const gibText = await pdfText(gib);
  expect(gibText).toContain('e-ARŞİV FATURA');
  expect(gibText).toContain('ETTN');
  expect(gibText).toContain(invoiceNo);
});

test('a public link opens its invoice logged out and downloads both copies', async ({ page, browser }) => {
  await signIn(page);
  const { invoiceNo, key } = await newestInvoiceLink(page);
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Someone who only has the e-mail: a fresh browser, no session.
  for (const width of [1366, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'tr-TR' });
    const visitor = await context.newPage();
    await visitor.goto(`/showinvoicepdf/${key}`);
    await expect(visitor.getByRole('heading', { name: 'Fatura PDF', level: 1 })).toBeVisible();
    await expect(visitor.getByText(invoiceNo)).toBeVisible();
    await expectNoAxeViolations(visitor, `/showinvoicepdf at ${width}px`);
    const [file] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'PDF’i indir' }).click(),
    ]);
    expect(await pdfText(file)).toContain(invoiceNo);
    await expect(visitor.getByText(`Fatura indirildi: fatura-${invoiceNo}.pdf`)).toBeVisible();

    await visitor.goto(`/showinvoicepdf/gib/${key}`);
    await expect(visitor.getByRole('heading', { name: 'e-Arşiv Fatura PDF (GİB)', level: 1 })).toBeVisible();
    const [gib] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'PDF’i indir' }).click(),
    ]);
    const gibText = await pdfText(gib);
    expect(gibText).toContain('e-ARŞİV FATURA');
    expect(gibText).toContain(invoiceNo);
    // Still logged out: the link gave a file, not a session.
    expect(await visitor.evaluate(() => localStorage.getItem('pageToken'))).toBeNull();
    await context.close();
  }
});

test('an expired link and a wrong link get the same Turkish page, never an invoice', async ({ browser }) => {
  for (const width of [1366, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'tr-TR' });
    const page = await context.newPage();
    // The sandbox does not tell an expired key from one that never existed (issue 38).
    await page.goto(`/showinvoicepdf/${EXPIRED_KEY}`);
    await expect(page.getByRole('heading', { name: 'Bağlantı geçersiz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF’i indir' })).toHaveCount(0);
    await expectNoAxeViolations(page, `expired link at ${width}px`);

    await page.goto(`/showinvoicepdf/gib/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Bağlantı geçersiz' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF’i indir' })).toHaveCount(0);
    await expectNoAxeViolations(page, `wrong link at ${width}px`);
    await page.getByRole('link', { name: 'Kurumsal Portal’a giriş yap' }).click();
    await expect(page.getByRole('button', { name: /Giriş/ }).first()).toBeVisible();
    await context.close();
  }
});
