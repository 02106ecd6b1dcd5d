// @vitest-environment node
/** The request history as CSV and XLSX files read back (the report row), and the mailed answer. */
import { readSheet } from 'read-excel-file/node';
import { historyClient } from './support';

describe('request history export', () => {
  it('writes the filtered, sorted history as CSV and XLSX with Turkish headings, or mails it', async () => {
    const run = await historyClient();
    const tariff = await run.all({ documentType: 'TARIFF', sort: 'orderId', direction: 'asc' });
    const xsrf = await run.client.ensureCsrf(run.token);
    const call = (body: Record<string, unknown>) =>
      run.client.app.request('/api/ccsirest/report/export.json', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          pageToken: run.token,
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify({
          report: 'ORDER_TRANSACTIONS',
          filter: { documentType: 'TARIFF' },
          sort: { field: 'orderId', direction: 'asc' },
          ...body,
        }),
      });
    const csv = await call({ format: 'csv' });
    expect(csv.headers.get('content-disposition')).toMatch(/hat-islemleri-talepleri-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Talep no;Talep türü;İşlem;Durum;Talep tarihi;Sonuç tarihi;Talep eden;Kanal;Hat sayısı;Yapılan;Yapılamayan',
    );
    expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual(tariff.map((t) => t.orderId));
    expect(rows[1]).toMatch(/^(HT|SP)-\d{8}-\d{6};Tarife ve paket;/);
    expect(rows[1]!.split(';')[4]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);

    const xlsx = await call({ format: 'xlsx' });
    expect(xlsx.headers.get('content-disposition')).toMatch(/\.xlsx"/);
    const sheet = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet).toHaveLength(tariff.length + 1);
    expect(sheet[1]?.[4]).toBeInstanceOf(Date);

    const mailed = await run.client.call<{ mailed: boolean; email: string }>(
      'exportReport',
      { report: 'ORDER_TRANSACTIONS', format: 'xlsx', sendMail: true },
      { token: run.token },
    );
    expect(mailed.body.content).toMatchObject({ mailed: true, email: expect.stringMatching(/@/) });

    const unknown = await run.client.call(
      'exportReport',
      { report: 'INVOICES', format: 'csv' },
      { token: run.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.status?.message).toMatch(/^Rapor/);
  });
});
