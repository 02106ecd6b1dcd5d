// @vitest-environment node
/** The blank document forms: a PDF per form with the company's name, 404 for an unknown form, 401 logged out. */
import type { Envelope } from '../../src/api/types';
import { MESSAGES } from '../messages';
import { readPdfText } from '../pdf/readPdfText';
import { sandboxClient, USERS } from '../test-support';
import { FORM_TEMPLATES, TEMPLATE_FOOTER } from './formTemplate';
import { DOCUMENT_MESSAGES } from './messages';
import { DOCUMENT_FORMS } from './store';

type Client = ReturnType<typeof sandboxClient>;

/** The blob row answered raw (the client's call() reads JSON only): the PDF or the JSON refusal. */
async function template(client: Client, formId: string, token?: string) {
  const xsrf = await client.ensureCsrf(token);
  return client.app.request(`/api/dc_ccsi/v1/document-forms/${encodeURIComponent(formId)}/template`, {
    headers: {
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      ...(token ? { pageToken: token } : {}),
    },
  });
}

async function signedIn() {
  const client = sandboxClient();
  const login = await client.login(...USERS.fast);
  const company = (
    client.db.prepare('SELECT name FROM companies WHERE corporate_ncst = ?').get(login.corporateNcst) as {
      name: string;
    }
  ).name;
  return { client, token: login.pageToken, company };
}

describe('blank document form (documentFormTemplate)', () => {
  it.each(DOCUMENT_FORMS.map((f) => [f.formId, f] as const))(
    '%s downloads as a PDF with its title, the company and where to send it',
    async (formId, form) => {
      const { client, token, company } = await signedIn();
      // The point of the check: the name must carry Turkish letters through the embedded font.
      expect(company).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      const res = await template(client, formId, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const fileName = FORM_TEMPLATES[formId].fileName;
      expect(fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const { text, info } = await readPdfText(bytes);
      expect(info.Title).toBe(form.title);
      expect(text).toContain(form.title);
      expect(text).toContain(company);
      expect(text).toContain('Şirket unvanı');
      expect(text).toContain('Tarih');
      expect(text.replace(/\s+/g, ' ')).toContain(TEMPLATE_FOOTER);
      client.close();
    },
  );

  it('asks the online transaction contract for the company and its signatory', async () => {
    const { client, token } = await signedIn();
    const res = await template(client, 'ONLINE_TRANSACTION_CONTRACT', token);
    const { text } = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    for (const label of ['Vergi numarası', 'Yetkili adı soyadı', 'T.C. kimlik no', 'İmza'])
      expect(text).toContain(label);
    client.close();
  });

  it('answers an unknown form with the 404 envelope in Turkish', async () => {
    const { client, token } = await signedIn();
    const res = await template(client, 'TAX_PLATE', token);
    expect(res.status).toBe(404);
    const body = (await res.json()) as Envelope<unknown>;
    expect(body.status?.message).toBe(DOCUMENT_MESSAGES.formNotFound);
    client.close();
  });

  it('answers 401 without a session', async () => {
    const client = sandboxClient();
    const res = await template(client, 'SIGNATURE_CIRCULAR');
    expect(res.status).toBe(401);
    const body = (await res.json()) as Envelope<unknown>;
    expect(body.status?.message).toMatch(/[a-zçğıöşü]/i);
    expect(body.status?.message).not.toBe(MESSAGES.forbiddenWrite);
    client.close();
  });
});
