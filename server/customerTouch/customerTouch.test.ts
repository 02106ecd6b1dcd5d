// @vitest-environment node
/** Customer-touch history against the seeded world: the company's own contacts, filters, pages. */
import type { TouchHistoryPage } from '../../src/api/customerTouch/types';
import { sandboxClient, USERS } from '../test-support';

async function history(body: Record<string, unknown>, user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const { pageToken, corporateNcst } = await client.login(...user);
  const res = await client.call<TouchHistoryPage>(
    'customerTouchTrackHistory',
    { offset: 0, limit: 200, ...body },
    { token: pageToken },
  );
  return { client, res, corporateNcst, page: res.body.content! };
}

describe('customer-touch history', () => {
  it('lists only the company’s own contacts, newest first, with the months they fall in', async () => {
    const { client, page, corporateNcst } = await history({});
    const own = client.db
      .prepare('SELECT COUNT(*) AS n FROM customer_touches WHERE corporate_ncst = ?')
      .get(corporateNcst) as { n: number };
    expect(page.totalCount).toBe(own.n);
    expect(page.totalCount).toBeGreaterThanOrEqual(30);
    const times = page.items.map((t) => t.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.periods.length).toBeGreaterThanOrEqual(6);
    const ids = new Set(
      (
        client.db.prepare('SELECT id FROM customer_touches WHERE corporate_ncst = ?').all(corporateNcst) as {
          id: string;
        }[]
      ).map((r) => r.id),
    );
    for (const t of page.items) expect(ids.has(t.id)).toBe(true);
  });

  it('filters by month, channel and Turkish text, and pages', async () => {
    const { page: all } = await history({});
    const period = all.periods[1]!;
    const { page: byMonth } = await history({ period });
    expect(byMonth.totalCount).toBeGreaterThan(0);
    expect(byMonth.totalCount).toBeLessThan(all.totalCount);
    const { page: visits } = await history({ channel: 'VISIT' });
    expect(visits.items.every((t) => t.channel === 'VISIT')).toBe(true);
    const name = all.items[0]!.representative;
    // Upper case without Turkish letters still finds "Şule", "Gökhan", "İpek".
    const { page: byText } = await history({ text: name.toLocaleUpperCase('en-US') });
    expect(byText.totalCount).toBeGreaterThan(0);
    expect(byText.items.every((t) => t.representative === name || t.subject.includes(name))).toBe(true);
    const { page: second } = await history({ offset: 10, limit: 10 });
    expect(second.items.map((t) => t.id)).toEqual(all.items.slice(10, 20).map((t) => t.id));
  });

  it('answers a wrong filter with a Turkish message naming the field', async () => {
    const { res } = await history({ period: '2026-13' });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toContain('Dönem');
    const { res: channel } = await history({ channel: 'FAX' });
    expect(channel.status).toBe(400);
    expect(channel.body.status?.message).toContain('Kanal');
  });

  it('exports the whole filtered list as a Turkish CSV, or mails it', async () => {
    const { client, page } = await history({ channel: 'CALL' });
    const { pageToken } = await client.login(...USERS.fast);
    const xsrf = await client.ensureCsrf(pageToken);
    const res = await client.app.request('/api/ccsirest/customer-touch/history.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
        pageToken,
      },
      body: JSON.stringify({ offset: 0, limit: 1, channel: 'CALL', export: { format: 'csv' } }),
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/musteri-temas-gecmisi-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tarih;Kanal;Konu;Sonuç;Temsilci;Kayıt no');
    // Every contact of the filter, not the one-row page the export was asked with.
    expect(lines).toHaveLength(page.totalCount + 1);
    expect(lines.slice(1).every((line) => line.includes(';Telefon görüşmesi;'))).toBe(true);
    expect(lines[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/);

    const mailed = await client.call<{ mailed: boolean; email: string }>(
      'customerTouchTrackHistory',
      { offset: 0, limit: 1, export: { format: 'xlsx', sendMail: true } },
      { token: pageToken },
    );
    expect(mailed.body.content).toMatchObject({ mailed: true });
    expect(mailed.body.content?.email).toMatch(/@/);
  });

  // Issue 37: the history is in the invoices menu and its row in the invoices group, so it needs
  // Görüntüleme of the invoices, which the limited user has in her second company only.
  it('lets the limited user read it where she sees the invoices, and only there', async () => {
    const { client, res } = await history({}, USERS.limited);
    expect(res.status).toBe(403);
    const { pageToken: token } = await client.login(...USERS.limited);
    const second = '1000245873';
    expect((await client.call('changeCorporate', { corporateNcst: second }, { token })).status).toBe(200);
    const there = await client.call('customerTouchTrackHistory', { offset: 0, limit: 20 }, { token });
    expect(there.status).toBe(200);
  });
});
