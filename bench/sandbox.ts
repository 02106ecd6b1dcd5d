/**
 * `npm run bench:sandbox`: every row of the catalogue that only reads, called over loopback HTTP
 * by SANDBOX_CLIENTS concurrent clients (default 10) against the sandbox with the demo company
 * topped up to SANDBOX_BULK_LINES lines (default 10,000), SANDBOX_CALLS calls per row (default
 * 200). Prints p50/p95/p99 per row against issue 42's budget (p99 ≤ 50 ms). Figures only.
 *
 * Requests are the conformance test's (each feature's server/<feature>/conformance.ts), so a
 * new row is benched as soon as it has conformance inputs. Exports and imports are outside the
 * budget (the issue says so) and printed apart; rows that change state are not repeated here
 * (200 identical orders measure the SMS caps, not the row) and are listed by name.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNCHANGING_ROWS } from '../server/auditTrail/effects';
import type { ConformanceKit, ConformanceRequest, FeatureConformance } from '../server/conformanceKit';
import { endpoints, endpointsByName } from '../server/contract';
import { boundedLoad, percentile } from './stats';
import { FAST_USER, latestCode, ms, ROOT, startSandbox } from './support';

const CLIENTS = Number(process.env.SANDBOX_CLIENTS || 10);
const CALLS = Number(process.env.SANDBOX_CALLS || 200);
const LINES = Number(process.env.SANDBOX_BULK_LINES || 10_000);
const BUDGET_P99 = 50;
/** `SANDBOX_ROWS=a,b` benches those rows only. */
const ONLY = process.env.SANDBOX_ROWS?.split(',').map((name) => name.trim());
/** Rows that build a file from what they read, or take one in: outside the budget. */
const FILE_ROW = /export|import|upload|download|pdf|document/i;

type Json = Record<string, unknown>;

/** One signed-in person over HTTP: the page token and the anti-forgery cookie the browser keeps. */
class HttpSession {
  private xsrf = '';
  pageToken: string | null = null;
  constructor(readonly base: string) {}

  private remember(res: Response) {
    const cookie = res.headers.get('Set-Cookie')?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
    if (cookie) this.xsrf = cookie;
  }

  async start() {
    this.remember(await fetch(`${this.base}/api/dc_ccsi/v1/security/csrf`));
  }

  async send(name: string, req: ConformanceRequest = {}): Promise<Response> {
    const row = endpointsByName.get(name);
    if (!row) throw new Error(`Unknown row ${name}`);
    const path = row.path.replace(/\{(\w+)\}/g, (_, key: string) =>
      encodeURIComponent(req.params?.[key] ?? key),
    );
    const search = req.query ? `?${new URLSearchParams(req.query)}` : '';
    const token = req.token === undefined ? this.pageToken : req.token;
    const res = await fetch(`${this.base}/api${path}${search}`, {
      method: row.method,
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${this.xsrf}`,
        'X-XSRF-TOKEN': this.xsrf,
        ...(row.headers ?? {}),
        ...(token ? { pageToken: token } : {}),
      },
      ...(row.method === 'GET' ? {} : { body: JSON.stringify(req.body ?? {}) }),
    });
    if (!req.token) this.remember(res);
    return res;
  }

  async content<T = Json>(name: string, req: ConformanceRequest = {}): Promise<T> {
    const body = (await (await this.send(name, req)).json()) as { status?: { code?: string }; content?: T };
    if (body.status?.code !== '0') throw new Error(`${name}: ${JSON.stringify(body.status)}`);
    return body.content as T;
  }
}

/** A demo person signed in over HTTP; without `msisdn`, the code is the outbox's newest. */
async function signIn(base: string, userName: string, password: string, msisdn?: string) {
  const session = new HttpSession(base);
  await session.start();
  const { transactionId } = await session.content<{ transactionId: string }>('login', {
    body: { userName, password },
    token: null,
  });
  const code = msisdn
    ? await latestCode(base, msisdn)
    : (((await (await fetch(`${base}/sandbox/sms-outbox`)).json()) as { code?: string }[])[0]?.code ?? '');
  const { pageToken } = await session.content<{ pageToken: string }>('loginToken', {
    body: { transactionId, code },
    token: null,
  });
  session.pageToken = pageToken;
  return session;
}

function kitFor(base: string, session: HttpSession): ConformanceKit {
  return {
    content: (name, req) => session.content(name, req),
    async validatedOtp(purpose, reference) {
      const { transactionId } = await session.content<{ transactionId: string }>('sendOtp', {
        body: { purpose, reference },
      });
      await session.content('validateOtp', {
        body: { transactionId, code: await latestCode(base, FAST_USER.msisdn) },
      });
      return transactionId;
    },
    latestCode: () => {
      throw new Error('needs a code read synchronously (not over HTTP)');
    },
    first(items, what) {
      const item = items?.[0];
      if (item === undefined) throw new Error(`the seed has no ${what}`);
      return item;
    },
    person: FAST_USER,
    login: async (userName, password) => {
      const res = await signIn(base, userName, password);
      return { pageToken: res.pageToken ?? '' };
    },
  };
}

async function featureInputs(kit: ConformanceKit) {
  const merged: Record<string, () => ConformanceRequest | Promise<ConformanceRequest>> = {};
  const dirs = readdirSync(join(ROOT, 'server'), { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const dir of dirs) {
    const file = join(ROOT, 'server', dir.name, 'conformance.ts');
    try {
      const mod = (await import(pathToFileURL(file).href)) as { conformance?: FeatureConformance };
      if (mod.conformance) Object.assign(merged, mod.conformance.inputs(kit));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  return merged;
}

interface RowFigure {
  name: string;
  method: string;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  file: boolean;
}

async function main() {
  process.env.SANDBOX_BULK_LINES = String(LINES);
  const sandbox = await startSandbox();
  try {
    // One after another: each reads the newest code sent to the same number, so two sign-ins at
    // once could each read the other's code (OTP_INVALID under load).
    const sessions: HttpSession[] = [];
    for (let i = 0; i < CLIENTS; i++)
      sessions.push(await signIn(sandbox.base, FAST_USER.userName, FAST_USER.password, FAST_USER.msisdn));
    const lead = sessions[0] as HttpSession;
    const inputs = await featureInputs(kitFor(sandbox.base, lead));
    const reads = endpoints
      .filter((row) => row.method === 'GET' || Object.hasOwn(UNCHANGING_ROWS, row.name))
      .filter((row) => !ONLY || ONLY.includes(row.name));
    const writes = endpoints
      .filter((row) => row.method !== 'GET' && !Object.hasOwn(UNCHANGING_ROWS, row.name))
      .map((row) => row.name);
    const figures: RowFigure[] = [];
    const skipped: string[] = [];
    for (const row of reads) {
      const input = inputs[row.name];
      let req: ConformanceRequest;
      try {
        req = input ? await input() : {};
      } catch (error) {
        skipped.push(`${row.name} (${(error as Error).message.slice(0, 80)})`);
        continue;
      }
      let failed = 0;
      const durations = await boundedLoad(CALLS, CLIENTS, async (i) => {
        const session = sessions[i % CLIENTS] as HttpSession;
        const res = await session.send(row.name, req);
        if (res.ok) await res.arrayBuffer();
        if (!res.ok) {
          failed += 1;
          if (failed === 1 && process.env.SANDBOX_DEBUG) console.log(row.name, res.status, await res.text());
        }
      });
      figures.push({
        name: row.name,
        method: row.method,
        p50: percentile(durations, 50),
        p95: percentile(durations, 95),
        p99: percentile(durations, 99),
        failed,
        file: FILE_ROW.test(row.name) || UNCHANGING_ROWS[row.name]?.startsWith('builds a file') === true,
      });
    }
    print(figures, writes, skipped);
  } finally {
    await sandbox.stop();
  }
}

function print(figures: RowFigure[], writes: string[], skipped: string[]) {
  console.log(
    `\nSandbox rows over loopback HTTP: ${CLIENTS} concurrent clients, ${CALLS} calls per row, ` +
      `${LINES} more lines in the demo company (ms)\n`,
  );
  const header = ['row', 'method', 'p50', 'p95', 'p99', 'budget p99', 'non-2xx', ''];
  const rows = figures
    .sort((a, b) => b.p99 - a.p99)
    .map((f) => [
      f.name,
      f.method,
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      f.file ? '(file)' : String(BUDGET_P99),
      String(f.failed),
      f.failed
        ? '? refused: the input is wrong here'
        : f.file
          ? 'outside the budget'
          : f.p99 <= BUDGET_P99
            ? '✔'
            : '✖ over',
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  for (const line of [header, widths.map((w) => '-'.repeat(w)), ...rows])
    console.log(
      line.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
    );
  const over = figures.filter((f) => !f.file && !f.failed && f.p99 > BUDGET_P99);
  const refused = figures.filter((f) => f.failed);
  console.log(
    `\n${figures.length} rows measured; ${over.length} over the p99 budget of ${BUDGET_P99} ms` +
      (over.length ? `: ${over.map((f) => f.name).join(', ')}` : '.'),
  );
  if (refused.length)
    console.log(
      `Answered non-2xx with the conformance inputs found here (the conformance test holds their ` +
        `requests; SANDBOX_DEBUG=1 prints the first answer): ${refused.map((f) => f.name).join(', ')}`,
    );
  if (skipped.length) console.log(`Not measured (their inputs failed here): ${skipped.join('; ')}`);
  console.log(`Rows that change state, not repeated here (${writes.length}): ${writes.join(', ')}`);
}

await main();
