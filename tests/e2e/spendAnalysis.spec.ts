/**
 * Spend analysis (issue 40, /harcama-analizi) in Chromium against the built portal and the
 * sandbox, reset to the seed before each test, as hizli.kullanici (Anadolu Gıda): the dashboard's
 * alert card, the "bill jumped" alert followed to its line, the lines' table exported and read
 * back, the split, and axe at 1366 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { SpendAlerts, SpendLines } from '../../src/api/spendAnalysis/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { callAsPage, expectNoAxeViolations, login, resetSandbox, USERS } from './support';

const PAGE = '/harcama-analizi';
const HEADING = 'Harcama Analizi';
const alerts = (page: Page) => page.getByRole('region', { name: 'Uyarılar' });
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function signIn(page: Page) {
  await page.goto('/');
  await login(page, USERS.fast.userName, USERS.fast.password);
  await expect(page).not.toHaveURL(/\/login/);
}

async function open(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
  await expect(alerts(page).getByRole('button', { name: /Faturası sıçrayan hatlar/ })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('counts the open alerts on the dashboard, follows the “bill jumped” alert to its line and exports the lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  // hizli.kullanici has answered the survey (it never covers this dashboard).
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${USERS.fast.fullName}` })).toBeVisible();
  const answer = await callAsPage<SpendAlerts>(page, '/ccsirest/spend-analysis/alerts.json', {});
  const openAlerts = answer.alerts.reduce((sum, a) => sum + a.lines.length, 0);
  const box = card(page, 'Harcama uyarıları');
  await expect(box.getByText(openAlerts.toLocaleString('tr-TR'), { exact: true })).toBeVisible();
  await expect(box.getByText('açık harcama uyarısı')).toBeVisible();
  await box.getByRole('link', { name: 'Harcama uyarıları' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();

  // The "bill jumped" alert: its rule in Turkish, its lines, each opening the line's page.
  const jump = answer.alerts.find((a) => a.id === 'CHARGE_JUMP')!;
  expect(jump.lines.length).toBeGreaterThan(0);
  await alerts(page)
    .getByRole('button', { name: /Faturası sıçrayan hatlar/ })
    .click();
  await expect(alerts(page).getByText(jump.statement)).toBeVisible();
  const list = alerts(page).getByRole('list', { name: 'Faturası sıçrayan hatlar: hatlar' });
  await expect(list.getByRole('listitem')).toHaveCount(jump.lines.length);
  await expect(list.getByRole('listitem').first()).toContainText(
    /bu dönem [\d.]+,\d{2}\sTL, önceki ortalama/,
  );
  await expectNoAxeViolations(page, 'spend analysis 1366');
  const line = jump.lines[0]!;
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /Hattı aç/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/update-product-user\\?msisdn=${line.msisdn}$`));

  // Back on the page, the lines' table as a CSV file, read back: every open line, dearest first,
  // though the table holds one page of them (paged, sorted and searched on the server).
  await open(page);
  const lines = await callAsPage<SpendLines>(page, '/ccsirest/spend-analysis/lines.json', {
    offset: 0,
    limit: 1,
  });
  // The table (and its list kit) loads when the person scrolls to it, below the alerts and the spend.
  await page
    .getByRole('heading', { name: 'Hatların son 12 aylık kullanımı ve ücreti', level: 2 })
    .scrollIntoViewIfNeeded();
  await expect(page.getByText(`${lines.total.toLocaleString('tr-TR')} kayıt`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'spend analysis lines 1366');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir: hat harcamaları' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hat-harcamalari-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Hat numarası;Kullanıcı;Ürün tipi;Fatura hesabı;Masraf merkezi;Konuşma (dk);SMS (adet);İnternet (MB);12 aylık ücret (TL)',
  );
  expect(rows).toHaveLength(lines.total + 1);
  const first = lines.items[0]!;
  expect(rows[1]).toContain(`;${first.userName};`);

  // The search goes to the server: the jumped line by its number as written on a bill.
  const search = page.getByRole('searchbox', { name: 'Hat numarası, kullanıcı veya masraf merkeziyle ara' });
  await search.fill(formatMsisdn(line.msisdn));
  await expect(page.getByText('1 kayıt', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Hatların son 12 aylık kullanımı ve ücreti' }).getByRole('row', {
      name: new RegExp(formatMsisdn(line.msisdn)),
    }),
  ).toBeVisible();
});

test('splits the spend by cost centre, and reads at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await open(page);
  const spend = page.getByRole('region', { name: 'Dönemlere göre harcama' });
  await expect(spend.getByRole('table', { name: /ürün tipi/ })).toBeVisible();
  await spend.getByRole('radio', { name: 'Masraf merkezi' }).check();
  const table = spend.getByRole('table', { name: /masraf merkezi/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^MM-\d{3}$/ }).first()).toBeVisible();
  // The chart comes in its own chunk once near the screen.
  await table.scrollIntoViewIfNeeded();
  await expect(spend.getByRole('img', { name: 'Dönemlere göre harcama grafiği' })).toBeVisible();
  await expectNoAxeViolations(page, 'spend analysis by cost centre 1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
  await expect(alerts(page).getByRole('button', { name: /Kullanılmayan hatlar/ })).toBeVisible();
  await alerts(page)
    .getByRole('button', { name: /Kullanılmayan hatlar/ })
    .click();
  await expect(alerts(page).getByText(/Son 90 gündür/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Hatların son 12 aylık kullanımı ve ücreti', level: 2 }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'spend analysis 390');
});
