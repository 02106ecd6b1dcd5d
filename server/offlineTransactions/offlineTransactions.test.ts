// @vitest-environment node
/** Offline transactions against the seeded world: template, filters, pages, detail, export. */
import type { OfflineDetail, OfflinePage, TableTemplate } from '../../src/api/offlineTransactions/types';
import { sandboxClient, USERS } from '../test-support';

async function session(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const { pageToken, corporateNcst } = await client.login(...user);
  const call = <T>(row: string, body: unknown) => client.call<T>(row, body, { token: pageToken });
  return { client, pageToken, corporateNcst, call };
}

async function results(body: Record<string, unknown> = {}) {
  const s = await session();
  const res = await s.call<OfflinePage>('offlineTransactionResults', { offset: 0, limit: 200, ...body });
  return { ...s, res, page: res.body.content! };
}

describe('offline transactions', () => {
  it('serves a template whose columns every row fills, with Turkish titles and choices', async () => {
    const { call } = await session();
    const template = (await call<TableTemplate>('offlineTransactionTableTemplate', {})).body.content!;
    expect(template.columns.map((c) => c.title)).toContain('Hat numarası');
    expect(new Set(template.columns.map((c) => c.type))).toEqual(
      new Set(['text', 'date', 'money', 'msisdn', 'status']),
    );
    expect(template.statuses).toContainEqual({ code: 'COMPLETED', label: 'Tamamlandı' });
    expect(template.periods.length).toBeGreaterThanOrEqual(10);
    const { page } = await results();
    for (const row of page.items)
      for (const column of template.columns) expect(row.values).toHaveProperty(column.name);
  });

  it('lists a few hundred of the company’s own results, newest first, and pages', async () => {
    const { client, page, corporateNcst } = await results();
    const own = client.db
      .prepare('SELECT COUNT(*) AS n FROM offline_transactions WHERE corporate_ncst = ?')
      .get(corporateNcst) as { n: number };
    expect(page.totalCount).toBe(own.n);
    expect(page.totalCount).toBeGreaterThanOrEqual(300);
    const dates = page.items.map((r) => String(r.values.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    const { page: second } = await results({ offset: 10, limit: 10 });
    expect(second.items.map((r) => r.queryId)).toEqual(page.items.slice(10, 20).map((r) => r.queryId));
  });

  it('filters by type, status, line, month and text', async () => {
    const { page: all } = await results();
    const { page: sims } = await results({ type: 'SIM_CHANGE', status: 'COMPLETED' });
    expect(sims.totalCount).toBeGreaterThan(0);
    expect(sims.totalCount).toBeLessThan(all.totalCount);
    expect(
      sims.items.every((r) => r.values.type === 'SIM kart değişikliği' && r.values.status === 'COMPLETED'),
    ).toBe(true);
    const msisdn = String(all.items[0]!.values.msisdn);
    const { page: byLine } = await results({ msisdn });
    expect(byLine.items.every((r) => r.values.msisdn === msisdn)).toBe(true);
    const month = String(all.items[0]!.values.createdAt).slice(0, 7);
    const { page: byMonth } = await results({ period: month });
    expect(byMonth.totalCount).toBeGreaterThan(0);
    expect(byMonth.totalCount).toBeLessThan(all.totalCount);
    // Upper case without Turkish letters still finds "taşıma".
    const { page: byText } = await results({ text: 'TASIMA' });
    expect(byText.totalCount).toBeGreaterThan(0);
    expect(byText.items.every((r) => /taşıma/i.test(String(r.values.description)))).toBe(true);
  });

  it('answers a wrong filter with a Turkish message naming the field', async () => {
    const { res } = await results({ period: '2026-13' });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toContain('Dönem');
    const { res: type } = await results({ type: 'FAX' });
    expect(type.status).toBe(400);
    expect(type.body.status?.message).toContain('İşlem türü');
    const { res: line } = await results({ msisdn: '53x' });
    expect(line.body.status?.message).toBe('Hat numarası yalnızca rakam içermelidir.');
  });

  it('opens a transaction’s detail, and only the company’s own', async () => {
    const { page, call, client, corporateNcst } = await results();
    const first = page.items[0]!;
    const detail = await call<OfflineDetail>('offlineTransactionDetails', { queryId: first.queryId });
    expect(detail.status).toBe(200);
    const fields = detail.body.content!.fields;
    expect(fields.find((f) => f.name === 'msisdn')?.value).toBe(first.values.msisdn);
    expect(detail.body.content!.steps[0]!.description).toBe('İşlem kaydedildi.');
    const foreign = client.db
      .prepare('SELECT query_id FROM offline_transactions WHERE corporate_ncst <> ? LIMIT 1')
      .get(corporateNcst) as { query_id: string };
    const other = await call('offlineTransactionDetails', { queryId: foreign.query_id });
    expect(other.status).toBe(404);
    expect(other.body.status?.message).toContain('bulunamadı');
    const bad = await call('offlineTransactionDetails', { queryId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toContain('Sorgu numarası');
  });

  it('exports the whole filtered list as a Turkish CSV, or mails it', async () => {
    const { client, page, pageToken } = await results({ status: 'FAILED' });
    const xsrf = await client.ensureCsrf(pageToken);
    const res = await client.app.request('/api/ccsirest/offline-transaction/results.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
        pageToken,
      },
      body: JSON.stringify({ offset: 0, limit: 1, status: 'FAILED', export: { format: 'csv' } }),
    });
    expect(res.headers.get('content-disposition')).toMatch(/cevrim-disi-islemler-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sorgu no;İşlem tarihi;İşlem türü;Hat numarası;İşlem kanalı;Tutar (TL);Durum;Açıklama',
    );
    expect(lines).toHaveLength(page.totalCount + 1);
    expect(lines.slice(1).every((line) => line.includes(';Başarısız;'))).toBe(true);
    const mailed = await client.call<{ mailed: boolean }>(
      'offlineTransactionResults',
      { offset: 0, limit: 1, export: { format: 'xlsx', sendMail: true } },
      { token: pageToken },
    );
    expect(mailed.body.content).toMatchObject({ mailed: true });
  });

  it('serves the announcement, and lets the limited user read everything', async () => {
    const { call } = await session(USERS.limited);
    const a = await call<{ announcement: { title: string } }>('offlineTransactionAnnouncement', {});
    expect(a.body.content?.announcement.title).toBe('Çevrim dışı işlemler hakkında');
    expect((await call('offlineTransactionResults', { offset: 0, limit: 5 })).status).toBe(200);
  });

  it('loses a line’s offline history when the line is removed (REFERENCES lines)', async () => {
    const { client } = await session();
    const fk = client.db
      .prepare('SELECT "table" FROM pragma_foreign_key_list(\'offline_transactions\')')
      .all() as {
      table: string;
    }[];
    expect(fk.map((f) => f.table)).toContain('lines');
  });
});
