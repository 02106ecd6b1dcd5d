// @vitest-environment node
/** Exports (CSV for Turkish Excel, typed XLSX, or mailed), invoice name visibility and filter choices. */

import readXlsxFile from 'read-excel-file/node';
import type { InvoiceNameVisibility, ProductGroupFilters } from '../../src/api/lineUser/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { EXPORT_COLUMNS } from './export';
import { LINE_USER_MESSAGES } from './messages';
import { PERSON, signedIn } from './support';

type World = Awaited<ReturnType<typeof signedIn>>;

async function exportFile(world: World, body: unknown) {
  const xsrf = await world.client.ensureCsrf(world.token);
  return world.client.app.request('/api/ccsirest/line-user/product-export.json', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      pageToken: world.token,
    },
    body: JSON.stringify(body),
  });
}

describe('lineUserProductExport', () => {
  it('writes CSV that Turkish Excel opens as columns: UTF-8 BOM, ";" and the filter applied', async () => {
    const world = await signedIn();
    const productId = world.numbers("product_type = 'VOICE'")[0]!;
    await world.call('lineUserProductChange', { ...PERSON, effectiveDate: '2026-03-01' }, { productId });
    const res = await exportFile(world, { format: 'csv', filter: { productType: 'VOICE' } });
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toContain('hat-kullanicilari.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.header).join(';'));
    expect(lines).toHaveLength(world.numbers("product_type = 'VOICE'").length + 1);
    // Numbers are written one way, as on screen (docs/style-tr.md).
    const row = lines.find((l) => l.startsWith(formatMsisdn(productId)))?.split(';');
    expect(row?.[1]).toBe('Ses');
    expect(row?.[6]).toMatch(/^\d{2}\*{7}\d{2}$/);
    expect(row?.slice(-2)).toEqual([PERSON.userName, '01.03.2026']);
  });

  it('writes XLSX with typed cells that read back: headers, every line, dates as dates', async () => {
    const world = await signedIn();
    const productId = world.numbers()[2]!;
    await world.call('lineUserProductChange', { ...PERSON, effectiveDate: '2026-04-01' }, { productId });
    const res = await exportFile(world, { format: 'xlsx', sort: { field: 'msisdn', direction: 'asc' } });
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    const data = sheet?.data ?? [];
    expect(data[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(data).toHaveLength(world.numbers().length + 1);
    const row = data.find((r) => r[0] === formatMsisdn(productId));
    const date = row?.[EXPORT_COLUMNS.length - 1];
    expect(date).toBeInstanceOf(Date);
    expect((date as unknown as Date).toISOString().slice(0, 10)).toBe('2026-04-01');
  });

  it('with the send-mail flag answers JSON saying where the file went', async () => {
    const world = await signedIn();
    const res = await exportFile(world, { format: 'xlsx', sendMail: true });
    expect(res.headers.get('Content-Type')).toContain('json');
    expect((await res.json()).content).toEqual({ mailed: true, email: 'can.ozturk@anadolugida.com.tr' });
  });

  it('answers a wrong format with a Turkish 400', async () => {
    const res = await exportFile(await signedIn(), { format: 'pdf' });
    expect(res.status).toBe(400);
    expect((await res.json()).status.message).toBe('Dosya biçimi şu değerlerden biri olmalıdır: csv, xlsx.');
  });
});

describe('invoice name visibility', () => {
  it('counts the company’s lines and hides or shows names on explicit lines or every line of a filter', async () => {
    const { call, numbers } = await signedIn();
    const counts = async () =>
      (await call<InvoiceNameVisibility>('lineUserInvoiceNameVisibility')).body.content!;
    const before = await counts();
    expect(before.visibleCount + before.hiddenCount).toBe(numbers().length);
    expect(before.hiddenCount).toBeGreaterThan(0);

    const all = await call<{ updated: number }>('lineUserInvoiceNameVisibilityUpdate', {
      visible: true,
      filter: {},
    });
    expect(all.body.content).toEqual({ updated: numbers().length });
    expect(await counts()).toEqual({ visibleCount: numbers().length, hiddenCount: 0 });

    const [a, b] = numbers();
    const some = await call<{ updated: number }>('lineUserInvoiceNameVisibilityUpdate', {
      visible: false,
      msisdns: [`0${a}`, b, b, '5999999999'],
    });
    expect(some.body.content).toEqual({ updated: 2 });
    expect(await counts()).toEqual({ visibleCount: numbers().length - 2, hiddenCount: 2 });

    const data = await call<{ updated: number }>('lineUserInvoiceNameVisibilityUpdate', {
      visible: false,
      filter: { productType: 'DATA' },
    });
    expect(data.body.content?.updated).toBe(numbers("product_type = 'DATA'").length);
  });

  it('refuses an update naming neither lines nor a filter', async () => {
    const { call } = await signedIn();
    const res = await call('lineUserInvoiceNameVisibilityUpdate', { visible: false });
    expect(res.body.status).toEqual({
      code: BODY_CODES.validation,
      message: LINE_USER_MESSAGES.nothingSelected,
    });
  });
});

describe('productGroupFilters', () => {
  it('offers the choices the company’s lines have, with Turkish labels', async () => {
    const { call } = await signedIn();
    const filters = (await call<ProductGroupFilters>('productGroupFilters')).body.content;
    // The fast user's company has no M2M lines.
    expect(filters?.productTypes).toEqual([
      { value: 'VOICE', label: 'Ses' },
      { value: 'DATA', label: 'Veri' },
    ]);
    expect(filters?.statuses).toEqual([
      { value: 'ACTIVE', label: 'Aktif' },
      { value: 'SUSPENDED', label: 'Askıda' },
    ]);
    expect(filters?.tariffs.map((t) => t.label)).toContain('Mobil İnternet Kurumsal 100 GB');
    expect(filters?.tariffs.map((t) => t.value)).not.toContain('M2M Akıllı Cihaz 50 MB');
  });
});
