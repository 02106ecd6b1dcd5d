// @vitest-environment node
/** The usage-abroad list as CSV and XLSX files read back, and the mailed answer. */

import { readSheet } from 'read-excel-file/node';
import { formatMsisdn } from '../../src/lib/msisdn';
import { abroadClient } from './support';

describe('usage abroad export', () => {
  it('writes the filtered list as CSV and XLSX with Turkish headings, or mails it', async () => {
    const run = await abroadClient();
    const on = await run.list({ offset: 0, limit: 500, filter: { roaming: true } });
    const xsrf = await run.client.ensureCsrf(run.token);
    const call = (format: string, service = 'ROAMING') =>
      run.client.app.request('/api/ccsirest/usage-abroad/export.json', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          pageToken: run.token,
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify({ service, format, filter: { roaming: true } }),
      });
    const csv = await call('csv');
    expect(csv.headers.get('content-disposition')).toMatch(/yurt-disi-kullanim-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Hat numarası;Kullanıcı;Tarife;Ürün tipi;Hat durumu;Yurt dışı kullanım;Yurt dışı arama',
    );
    expect(rows).toHaveLength(on.total + 1);
    const xlsx = await call('xlsx');
    const sheet = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet).toHaveLength(on.total + 1);
    expect(sheet.slice(1).every((row) => row[5] === 'Açık')).toBe(true);
    expect(sheet.map((row) => row[0])).toEqual([
      'Hat numarası',
      ...on.items.map((l) => formatMsisdn(l.msisdn)),
    ]);
    const calls = await call('xlsx', 'CALL_ABROAD');
    expect(calls.headers.get('content-disposition')).toMatch(/yurt-disi-arama-\d{4}-\d{2}-\d{2}\.xlsx/);
    const mailed = await run.client.call<{ mailed: boolean; email: string }>(
      'usageAbroadExport',
      { service: 'ROAMING', format: 'xlsx', sendMail: true },
      { token: run.token },
    );
    expect(mailed.body.content).toMatchObject({ mailed: true, email: expect.stringMatching(/@/) });
  });
});
