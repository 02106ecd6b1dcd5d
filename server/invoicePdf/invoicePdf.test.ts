// @vitest-environment node
/**
 * The PDF rows against the seeded world: permission then file for both copies, public links
 * (random, expiring, never another company's invoice), wrong keys and the limited user's Görüntüleme.
 */
import { INVOICE_PDF_CODES, type InvoicePdfPermission } from '../../src/api/invoicePdf/types';
import type { Envelope } from '../../src/api/types';
import { readPdfText } from '../pdf/readPdfText';
import { sandboxClient, testClock, USERS } from '../test-support';
import { LINK_LIFETIME_MS, LINK_MAX_USES } from './keys';
import { INVOICE_PDF_MESSAGES } from './messages';
import { EXPIRED_DEMO_LINK_KEY } from './seed';

type Client = ReturnType<typeof sandboxClient>;

const ROWS = {
  STANDARD: { permission: 'invoicePdfPermission', file: 'invoicePdf', title: 'FATURA' },
  GIB: {
    permission: 'taxAuthorityInvoicePdfPermission',
    file: 'taxAuthorityInvoicePdf',
    title: 'e-ARŞİV FATURA',
  },
} as const;

/** A blob row answered raw: the file's bytes, or the JSON refusal. */
async function fetchFile(client: Client, row: string, body: unknown, token?: string) {
  const xsrf = await client.ensureCsrf(token);
  const path = row === 'invoicePdf' ? 'pdf' : 'gib-pdf';
  const res = await client.app.request(`/api/ccsirest/invoice/${path}.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      ...(token ? { pageToken: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return res;
}

async function signedIn(client: Client, user: readonly [string, string] = USERS.fast) {
  const login = await client.login(...user);
  return { token: login.pageToken, corporateNcst: login.corporateNcst };
}

const companyInvoices = (client: Client, corporateNcst: string) =>
  (
    client.db
      .prepare(
        'SELECT invoice_no AS no FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC, invoice_no',
      )
      .all(corporateNcst) as { no: string }[]
  ).map((r) => r.no);

describe.each(Object.entries(ROWS))('%s copy', (copy, row) => {
  it('answers a download key for an invoice of the company, then the PDF with that number', async () => {
    const client = sandboxClient();
    const { token, corporateNcst } = await signedIn(client);
    const [invoiceNo] = companyInvoices(client, corporateNcst);
    const res = await client.call<InvoicePdfPermission>(row.permission, { invoiceNo }, { token });
    expect(res.status).toBe(200);
    const grant = res.body.content!;
    expect(grant).toMatchObject({ invoiceNo, copy });
    expect(grant.downloadKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The newest invoices carry the link of their e-mail.
    expect(grant.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const file = await fetchFile(client, row.file, { downloadKey: grant.downloadKey }, token);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`${invoiceNo}.pdf`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdfText(bytes);
    expect(text).toContain(row.title);
    expect(text).toContain(invoiceNo);
  });

  it('refuses an invoice of another company as not found', async () => {
    const client = sandboxClient();
    const { token, corporateNcst } = await signedIn(client);
    const other = client.db
      .prepare('SELECT invoice_no AS no FROM invoices WHERE corporate_ncst <> ? LIMIT 1')
      .get(corporateNcst) as { no: string };
    const res = await client.call(row.permission, { invoiceNo: other.no }, { token });
    expect(res.status).toBe(404);
    expect(res.body.status).toMatchObject({
      code: INVOICE_PDF_CODES.invoiceNotFound,
      message: INVOICE_PDF_MESSAGES.invoiceNotFound,
    });
  });

  it('opens the invoice of a public link without a session, and only that one', async () => {
    const client = sandboxClient();
    const link = client.db
      .prepare(
        'SELECT secret_key AS k, invoice_no AS no FROM invoice_pdf_links WHERE secret_key <> ? LIMIT 1',
      )
      .get(EXPIRED_DEMO_LINK_KEY) as { k: string; no: string };
    const res = await client.call<InvoicePdfPermission>(row.permission, { secretKey: link.k });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ invoiceNo: link.no, publicKey: null });
    const file = await fetchFile(client, row.file, { downloadKey: res.body.content!.downloadKey });
    expect((await readPdfText(new Uint8Array(await file.arrayBuffer()))).text).toContain(link.no);
  });

  it('answers one Turkish reason for a wrong and an expired link alike (issue 38)', async () => {
    const client = sandboxClient();
    const wrong = await client.call(row.permission, { secretKey: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(wrong.body.status).toMatchObject({
      code: INVOICE_PDF_CODES.linkNotFound,
      message: INVOICE_PDF_MESSAGES.linkNotFound,
    });
    const expired = await client.call(row.permission, { secretKey: EXPIRED_DEMO_LINK_KEY });
    expect(expired.status).toBe(404);
    expect(expired.body.status).toEqual(wrong.body.status);
    expect(wrong.body.status?.message).toBe(
      'Bağlantı geçersiz ya da artık kullanılamıyor. Faturanıza Kurumsal Portal’a giriş yaparak ulaşabilirsiniz.',
    );
    const short = await client.call(row.permission, { secretKey: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.status?.message).toContain('Bağlantı anahtarı');
  });
});

describe('public links', () => {
  it('are long, random, one per recent invoice, and stop working after thirty days', async () => {
    const clock = testClock(Date.UTC(2026, 10, 25, 9));
    const client = sandboxClient({ now: clock.now });
    const links = client.db
      .prepare('SELECT secret_key AS k, expires_at AS e FROM invoice_pdf_links WHERE secret_key <> ?')
      .all(EXPIRED_DEMO_LINK_KEY) as { k: string; e: number }[];
    expect(links.length).toBeGreaterThan(10);
    expect(new Set(links.map((l) => l.k)).size).toBe(links.length);
    for (const link of links) expect(link.k).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not derived from each other: no two keys share a long prefix.
    expect(new Set(links.map((l) => l.k.slice(0, 8))).size).toBe(links.length);

    const key = links[0]!.k;
    expect((await client.call('invoicePdfPermission', { secretKey: key })).status).toBe(200);
    clock.advance((links[0]!.e - clock.now()) / 1000);
    const expired = await client.call('invoicePdfPermission', { secretKey: key });
    expect(expired.body.status?.code).toBe(INVOICE_PDF_CODES.linkNotFound);
    expect(links[0]!.e - Date.UTC(2026, 10, 24, 6)).toBe(LINK_LIFETIME_MS);
  });

  it('a download key opens one file; a link opens its invoice a bounded number of times (issue 38)', async () => {
    const client = sandboxClient();
    const key = (
      client.db
        .prepare('SELECT secret_key AS k FROM invoice_pdf_links WHERE secret_key <> ? LIMIT 1')
        .get(EXPIRED_DEMO_LINK_KEY) as { k: string }
    ).k;
    const first = await client.call<InvoicePdfPermission>('invoicePdfPermission', { secretKey: key });
    const downloadKey = first.body.content!.downloadKey;
    expect((await fetchFile(client, 'invoicePdf', { downloadKey })).headers.get('content-type')).toBe(
      'application/pdf',
    );
    const again = (await (await fetchFile(client, 'invoicePdf', { downloadKey })).json()) as Envelope<null>;
    expect(again.status?.code).toBe(INVOICE_PDF_CODES.downloadKeyExpired);
    for (let i = 1; i < LINK_MAX_USES; i += 1) {
      expect((await client.call('invoicePdfPermission', { secretKey: key })).status).toBe(200);
    }
    const spent = await client.call('invoicePdfPermission', { secretKey: key });
    const unknown = await client.call('invoicePdfPermission', { secretKey: 'y'.repeat(43) });
    expect(spent.status).toBe(404);
    expect(spent.body.status).toEqual(unknown.body.status);
  });

  it('asks for exactly one of invoice number and key, and a session for an invoice number', async () => {
    const client = sandboxClient();
    const neither = await client.call('invoicePdfPermission', {});
    expect(neither.status).toBe(400);
    expect(neither.body.status?.message).toBe(INVOICE_PDF_MESSAGES.invoiceOrKey);
    const both = await client.call('invoicePdfPermission', { invoiceNo: 'F1', secretKey: 'x'.repeat(43) });
    expect(both.status).toBe(400);
    const anonymous = await client.call('invoicePdfPermission', { invoiceNo: 'F1' });
    expect(anonymous.status).toBe(401);
  });
});

describe('download keys', () => {
  it('expire after minutes, fit only their copy and only the session they were given to', async () => {
    const clock = testClock(Date.UTC(2026, 10, 25, 9));
    const client = sandboxClient({ now: clock.now });
    const { token, corporateNcst } = await signedIn(client);
    const [invoiceNo] = companyInvoices(client, corporateNcst);
    const grant = (await client.call<InvoicePdfPermission>('invoicePdfPermission', { invoiceNo }, { token }))
      .body.content!;

    const refusedAs = async (res: Response) => {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      return ((await res.json()) as Envelope).status;
    };
    // The other copy's row does not take it.
    expect(
      await refusedAs(
        await fetchFile(client, 'taxAuthorityInvoicePdf', { downloadKey: grant.downloadKey }, token),
      ),
    ).toMatchObject({ code: INVOICE_PDF_CODES.downloadKeyExpired });
    // Someone else's session does not either, nor no session at all.
    const other = await signedIn(client, USERS.demo);
    expect(
      await refusedAs(await fetchFile(client, 'invoicePdf', { downloadKey: grant.downloadKey }, other.token)),
    ).toMatchObject({ code: INVOICE_PDF_CODES.downloadKeyExpired });
    expect((await fetchFile(client, 'invoicePdf', { downloadKey: grant.downloadKey })).status).toBe(401);

    clock.advance(5 * 60 + 1);
    expect(
      await refusedAs(await fetchFile(client, 'invoicePdf', { downloadKey: grant.downloadKey }, token)),
    ).toMatchObject({
      code: INVOICE_PDF_CODES.downloadKeyExpired,
      message: INVOICE_PDF_MESSAGES.downloadKeyExpired,
    });
  });

  // Issue 37: the PDF holds the figures the invoice screens show, so it needs their Görüntüleme,
  // which the limited user has in her second company and not in her first.
  it('lets the limited user download where she sees the invoices, and refuses it where she does not', async () => {
    const client = sandboxClient();
    const { token, corporateNcst } = await signedIn(client, USERS.limited);
    const ask = (invoiceNo: string | undefined) =>
      client.call<InvoicePdfPermission>('taxAuthorityInvoicePdfPermission', { invoiceNo }, { token });
    const refused = await ask(companyInvoices(client, corporateNcst)[0]);
    expect(refused.status).toBe(403);
    expect(refused.body.content ?? null).toBeNull();
    const second = '1000245873';
    expect((await client.call('changeCorporate', { corporateNcst: second }, { token })).status).toBe(200);
    const res = await ask(companyInvoices(client, second)[0]);
    expect(res.status).toBe(200);
    const file = await fetchFile(
      client,
      'taxAuthorityInvoicePdf',
      { downloadKey: res.body.content!.downloadKey },
      token,
    );
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });
});
