/**
 * `npm run bench:abuse` (issue 38): what abuse does to everyone else. Against a fresh sandbox
 * (the built portal and the API, in-memory database, relaxed limits so every guess is hashed:
 * the worst case for the server), a cheap GET is timed idle, under a login storm (workers
 * posting wrong passwords from rotating loopback addresses), and under export loops (clients
 * downloading the line-user list as XLSX and CSV back to back). Printed: p50 and p99 of the cheap GET
 * (the anti-forgery token with Accept-Encoding: gzip) and of a static script under /assets/.
 * The figure to hold: p99 under the storm within 3x idle and at most 100 ms on this machine.
 *
 * STORM_WORKERS (20), EXPORT_LOOPS (2; 0 skips the phase), SAMPLES (150) and PHASE_SECONDS (60: a
 * phase stops sampling then, so a starved server still gives its figures) change the load;
 * BENCH_PORT picks the port.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { percentile } from './stats';
import { DIST_DIR, FAST_USER, latestCode, ROOT, startSandbox } from './support';

const STORM_WORKERS = Number(process.env.STORM_WORKERS) || 20;
const EXPORT_LOOPS = Number(process.env.EXPORT_LOOPS ?? 2);
const SAMPLES = Number(process.env.SAMPLES) || 150;
const PHASE_SECONDS = Number(process.env.PHASE_SECONDS) || 60;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP call over a fresh connection, from a chosen loopback address. */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

const cookieOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const answer = await call(url, { headers });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - start;
}

/** SAMPLES timings of each cheap request, one after the other with a short gap. */
async function measure(base: string, asset: string) {
  const api: number[] = [];
  const file: number[] = [];
  const deadline = Date.now() + PHASE_SECONDS * 1000;
  for (let i = 0; i < SAMPLES && Date.now() < deadline; i += 1) {
    api.push(await timed(`${base}/api/dc_ccsi/v1/security/csrf`, { 'Accept-Encoding': 'gzip' }));
    file.push(await timed(`${base}/assets/${asset}`, { 'Accept-Encoding': 'gzip' }));
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    n: api.length,
    api: { p50: percentile(api, 50), p99: percentile(api, 99) },
    file: { p50: percentile(file, 50), p99: percentile(file, 99) },
  };
}

/** Runs `work` in `n` loops until stopped; counts what was done. */
function loops(n: number, work: (i: number, round: number) => Promise<void>) {
  let running = true;
  let done = 0;
  let failed = 0;
  const all = Array.from({ length: n }, async (_, i) => {
    for (let round = 0; running; round += 1) {
      try {
        await work(i, round);
        done += 1;
      } catch {
        failed += 1;
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(all);
      return { done, failed };
    },
  };
}

async function anonymousToken(base: string): Promise<string> {
  const answer = await call(`${base}/api/dc_ccsi/v1/security/csrf`);
  const token = cookieOf(answer);
  if (!token) throw new Error('no anti-forgery cookie');
  return token;
}

const json = (token: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  Cookie: `XSRF-TOKEN=${token}`,
  'X-XSRF-TOKEN': token,
  ...extra,
});

async function signIn(base: string): Promise<{ pageToken: string; xsrf: string }> {
  const token = await anonymousToken(base);
  const login = await call(`${base}/api/ccsirest/auth/login.json`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ userName: FAST_USER.userName, password: FAST_USER.password }),
  });
  const { content } = JSON.parse(login.body.toString()) as { content: { transactionId: string } };
  const code = await latestCode(base, FAST_USER.msisdn);
  const answer = await call(`${base}/api/ccsirest/auth/token.json`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ transactionId: content.transactionId, code }),
  });
  const session = JSON.parse(answer.body.toString()) as { content: { pageToken: string } };
  const xsrf = cookieOf(answer);
  if (!xsrf) throw new Error('no session cookie');
  return { pageToken: session.content.pageToken, xsrf };
}

const row = (label: string, m: Awaited<ReturnType<typeof measure>> | undefined) =>
  m === undefined
    ? `${label.padEnd(34)} (skipped)`
    : `${`${label} n=${m.n}`.padEnd(34)} ${m.api.p50.toFixed(1).padStart(7)} ${m.api.p99.toFixed(1).padStart(7)}   ${m.file.p50
        .toFixed(1)
        .padStart(7)} ${m.file.p99.toFixed(1).padStart(7)}`;

async function main() {
  const asset = readdirSync(resolve(ROOT, DIST_DIR, 'assets')).find((name) => name.endsWith('.js'));
  if (!asset) throw new Error(`no script in ${DIST_DIR}/assets`);
  const sandbox = await startSandbox();
  const { base } = sandbox;
  // Stopped from outside (a timeout, Ctrl+C): the sandbox goes with the bench.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void sandbox.stop().then(() => process.exit(130)));
  }
  try {
    // Warm up: the first requests compile code paths.
    await measure(base, asset);
    const idle = await measure(base, asset);

    const token = await anonymousToken(base);
    const storm = loops(STORM_WORKERS, async (i, round) => {
      const from = `127.0.${1 + (i % 200)}.${1 + (round % 250)}`;
      const answer = await call(`${base}/api/ccsirest/auth/login.json`, {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ userName: `saldirgan.${i}.${round % 7}`, password: `Yanlis.${round}!` }),
        from,
      });
      if (answer.status >= 500) throw new Error(`login answered ${answer.status}`);
    });
    const underStorm = await measure(base, asset);
    const stormCount = await storm.stop();

    const session = EXPORT_LOOPS > 0 ? await signIn(base) : undefined;
    // The loops alternate CSV (written on the loop, a chunk per turn) and XLSX (zipped in a worker).
    const exporting = loops(EXPORT_LOOPS, async (_, round) => {
      if (!session) return;
      const answer = await call(`${base}/api/ccsirest/line-user/product-export.json`, {
        method: 'POST',
        headers: json(session.xsrf, { pageToken: session.pageToken }),
        body: JSON.stringify({ format: round % 2 ? 'csv' : 'xlsx' }),
      });
      if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
    });
    const underExports = EXPORT_LOOPS > 0 ? await measure(base, asset) : undefined;
    const exportCount = await exporting.stop();

    console.log('');
    console.log(`Abuse bench (${SAMPLES} samples per phase; times in ms)`);
    console.log(
      `${'phase'.padEnd(34)} ${'GET csrf (gzip)'.padStart(15)}   ${'GET /assets/*.js'.padStart(15)}`,
    );
    console.log(
      `${''.padEnd(34)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}   ${'p50'.padStart(7)} ${'p99'.padStart(7)}`,
    );
    console.log(row('idle', idle));
    console.log(row(`login storm (${STORM_WORKERS} workers)`, underStorm));
    console.log(row(`export loops (${EXPORT_LOOPS} x CSV+XLSX)`, underExports));
    console.log('');
    console.log(`login storm: ${stormCount.done} wrong passwords answered, ${stormCount.failed} failed`);
    console.log(`exports: ${exportCount.done} files, ${exportCount.failed} failed`);
    const limit = Math.min(100, 3 * idle.api.p99);
    const held = underStorm.api.p99 <= limit;
    console.log(
      `storm p99 ${underStorm.api.p99.toFixed(1)} ms vs limit ${limit.toFixed(1)} ms (3x idle, at most 100 ms): ${held ? 'held' : 'NOT held'}`,
    );
  } finally {
    await sandbox.stop();
  }
}

await main();
