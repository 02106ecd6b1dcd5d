// @vitest-environment node
/**
 * The published contract: a valid OpenAPI 3.1 document with exactly one operation per catalogue
 * row, the row's facts on each operation, and the sandbox serving that same document and a page.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { endpoints } from './contract';
import { CONTENT_SECURITY_POLICY } from './middleware/security-headers';
import { contractDocument } from './openapi-routes';
import { sandboxClient } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: the test walks an untyped JSON document.
type Json = Record<string, any>;

const doc = (await contractDocument(endpoints)) as Json;
const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);
const byName = new Map(operations.map((o) => [o.op.operationId as string, o]));

async function validity(document: unknown) {
  const result = await new Validator().validate(document as Json);
  return { valid: result.valid, errors: JSON.stringify(result.errors, null, 2) };
}

/** Every `$ref` in the document, as a JSON pointer into it. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

/**
 * Both validations run while the file loads (issue 38): compiling the OpenAPI 3.1 meta-schema
 * and walking 220 rows is work that grows with a busy machine, and inside a test it raced that
 * test's time budget. The tests below read the results.
 */
const broken = structuredClone(doc);
broken.paths['/dc_ccsi/v1/orders'].get.parameters[0].in = 'body'; // OpenAPI 2's, not 3.1's
const [asPublished, onceBroken] = [await validity(doc), await validity(broken)];

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(asPublished.valid, asPublished.errors).toBe(true);
  });

  it('is rejected by the validator once broken (the check above is not vacuous)', () => {
    expect(onceBroken.valid).toBe(false);
  });

  it('has exactly one operation per catalogue row, named and tagged by it', () => {
    expect(operations).toHaveLength(endpoints.length);
    for (const row of endpoints) {
      const found = byName.get(row.name);
      if (!found) throw new Error(`no operation for ${row.name}`);
      expect(found.path).toBe(row.path);
      expect(found.method).toBe(row.method.toLowerCase());
      expect(found.op.tags).toEqual([row.feature]);
      expect(found.op['x-error-mode']).toBe(row.errorMode);
      expect(found.op['x-success-rule']).toBe(row.successRule);
      expect(found.op['x-contract-status'], row.name).toBe(row.schemas.response ? undefined : 'open');
      const pathParams = (found.op.parameters as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams).toEqual([...row.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => n));
      const headers = (found.op.parameters as Json[]).filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers).toEqual(expect.arrayContaining(Object.keys(row.headers ?? {})));
      const xsrf = (found.op.parameters as Json[]).some(
        (p) => p.$ref === '#/components/parameters/XsrfToken',
      );
      expect(xsrf, row.name).toBe(row.method !== 'GET');
    }
    expect(doc.servers).toEqual([{ url: '/api', description: 'Sandbox' }]);
  });

  it('resolves every $ref inside the document', () => {
    for (const ref of new Set(refs(doc))) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('documents a typed row: query fields with their Turkish names, the §3 envelope, the errors', () => {
    const { op } = byName.get('allOrders')!;
    const page = (op.parameters as Json[]).find((p) => p.name === 'pageSize');
    expect(page).toMatchObject({ in: 'query', required: false, description: 'Sayfa boyutu' });
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    const answer = op.responses['200'].content['application/json'].schema;
    expect(answer.required).toEqual(['status', 'content']);
    expect(answer.properties.content).toEqual({ $ref: '#/components/schemas/OrderListPage' });
    expect(doc.components.schemas.OrderListPage.required).toContain('orders');
    expect(Object.keys(op.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
      '500',
      '501',
    ]);
    expect(doc.components.responses.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FailureEnvelope',
    });
  });

  it('documents file rows as binary answers and take-over rows with their screen header', () => {
    const blob = endpoints.find((row) => row.errorMode === 'blob')!;
    expect(Object.keys(byName.get(blob.name)!.op.responses['200'].content)).toEqual([
      'application/octet-stream',
      'application/pdf',
    ]);
    const takeOver = endpoints.find((row) => row.headers?.['Screen-Name'] === 'TAKEOVER')!;
    expect(byName.get(takeOver.name)!.op.parameters).toContainEqual({
      name: 'Screen-Name',
      in: 'header',
      required: true,
      schema: { type: 'string', const: 'TAKEOVER' },
    });
    const login = byName.get('login')!.op.parameters as Json[];
    expect(login).toContainEqual({ $ref: '#/components/parameters/PageTokenOptional' });
  });
});

// One sandbox from the shared seeded template, and both answers fetched while the file loads:
// a sandbox seeded from scratch per test raced the test's time budget on a busy machine.
const sandbox = sandboxClient();
const served = await sandbox.app.request('/api/openapi.json');
const servedDocument = await served.json();
const reference = await sandbox.app.request('/api/reference');
const referenceHtml = await reference.text();
sandbox.close();

describe('the sandbox publishes the contract', () => {
  it('serves the generated document at /api/openapi.json', () => {
    expect(served.status).toBe(200);
    expect(servedDocument).toEqual(doc);
  });

  it('serves a Turkish reference page that needs no script and keeps the default policy', () => {
    const res = reference;
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = referenceHtml;
    expect(html).toContain('<h1>Kurumsal Portal API Başvurusu</h1>');
    expect(html).toContain('<h2>Paylaşılan şemalar</h2>');
    expect(html).toContain('<a href="/api/openapi.json">');
    expect(html).not.toMatch(/<script|https?:\/\//);
    for (const row of endpoints) expect(html, row.name).toContain(`id="satir-${row.name}"`);
    // A typed answer is written as a shape, with the Turkish field names as notes.
    expect(html).toContain('orders: <a href="#sema-OrderSummary">OrderSummary</a>[]');
    expect(html).toContain('<span class="note">— Sayfa boyutu</span>');
  });
});
