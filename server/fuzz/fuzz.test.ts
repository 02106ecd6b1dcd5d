// @vitest-environment node
/**
 * Property-based fuzzing of every served row (issue 24): hostile input never gives a 5xx, and
 * every refusal is the §3 envelope with a Turkish message. A short run per row here; bench/fuzz.ts
 * runs 10,000+ requests and prints the counts by status.
 */
import fc from 'fast-check';
import { sandboxClient, USERS } from '../test-support';
import { answerProblem, type FuzzRequest, fuzzRequest, servedRows } from './inputs';

const client = sandboxClient();
const { pageToken } = await client.login(...USERS.fast);
const xsrf = await client.ensureCsrf(pageToken);

async function send(request: FuzzRequest) {
  const res = await client.app.request(`/api${request.path}`, {
    method: request.method,
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      pageToken,
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return answerProblem(res.status, res.headers.get('content-type') ?? '', await res.text());
}

describe('what counts as a bad answer', () => {
  const json = 'application/json';
  it.each([
    [500, json, '{"status":{"code":"500","message":"Sunucu hatası."}}'],
    [400, json, '{"status":{"code":"VALIDATION_ERROR","message":"contactName: Invalid length"}}'],
    [400, json, '{"status":{"code":"VALIDATION_ERROR","message":"pageSize en fazla 50 olabilir."}}'],
    [400, json, '{"status":{"code":"VALIDATION_ERROR"}}'],
    [400, 'text/plain', 'Bad Request'],
    [200, json, '{"content":{}}'],
  ])('flags HTTP %i %s %s', (status, type, text) => {
    expect(answerProblem(status, type, text)).toBeDefined();
  });
  it.each([
    [
      400,
      json,
      '{"status":{"code":"VALIDATION_ERROR","message":"İletişim adı en fazla 100 karakter olabilir."}}',
    ],
    [200, json, '{"status":{"code":"0","message":"İşlem başarılı"},"content":{}}'],
    [200, 'application/pdf', '%PDF-1.7'],
  ])('accepts HTTP %i %s %s', (status, type, text) => {
    expect(answerProblem(status, type, text)).toBeUndefined();
  });
});

describe('hostile input to every served row', () => {
  const rows = servedRows();

  it('covers the served rows', () => {
    expect(rows.length).toBeGreaterThan(80);
  });

  it.each(rows.map((row) => [row.name, row] as const))(
    '%s answers no 5xx and a Turkish envelope',
    async (_name, row) => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(row), async (request) => {
          const problem = await send(request);
          if (problem) throw new Error(`${request.method} ${request.path.slice(0, 200)} → ${problem}`);
        }),
        // A fixed seed per run keeps a red run reproducible; bench/fuzz.ts draws new ones.
        { numRuns: 12, seed: 2411, endOnFailure: true },
      );
    },
  );
});
