/**
 * A longer fuzz of every served row than `npm test` runs (issue 24): FUZZ_REQUESTS (default
 * 12,000) hostile requests, spread over the rows and three callers (a full-authority session, the
 * limited user's session, no session), against an in-process sandbox. Prints the counts by status
 * and every 5xx or non-envelope answer per row; exits 1 if there is one.
 *   npm run bench:fuzz            FUZZ_REQUESTS=50000 FUZZ_SEED=7 npm run bench:fuzz
 */
import fc from 'fast-check';
import { answerProblem, fuzzRequest, servedRows } from '../server/fuzz/inputs';
import { sandboxClient, USERS } from '../server/test-support';

const TOTAL = Number(process.env.FUZZ_REQUESTS || 12_000);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 1_000_000);

async function main() {
  process.env.SANDBOX_PASSWORD_COST ??= '1024';
  const client = sandboxClient();
  const callers = [
    { name: 'tam yetkili', pageToken: (await client.login(...USERS.fast)).pageToken },
    { name: 'kısıtlı', pageToken: (await client.login(...USERS.limited)).pageToken },
    { name: 'oturumsuz', pageToken: undefined },
  ];
  const tokens = await Promise.all(callers.map((c) => client.ensureCsrf(c.pageToken)));
  const rows = servedRows();
  const perRow = Math.ceil(TOTAL / rows.length);
  const byStatus = new Map<number, number>();
  const problems = new Map<string, string[]>();
  const started = performance.now();
  let sent = 0;

  for (const [rowIndex, row] of rows.entries()) {
    const samples = fc.sample(fuzzRequest(row), { numRuns: perRow, seed: SEED + rowIndex });
    for (const [i, request] of samples.entries()) {
      const caller = i % callers.length;
      const xsrf = tokens[caller]!;
      const pageToken = callers[caller]!.pageToken;
      const res = await client.app.request(`/api${request.path}`, {
        method: request.method,
        headers: {
          'Content-Type': 'application/json',
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
          ...(pageToken ? { pageToken } : {}),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      sent += 1;
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      const problem = answerProblem(res.status, res.headers.get('content-type') ?? '', await res.text());
      if (problem) {
        const list = problems.get(row.name) ?? [];
        list.push(`${request.method} ${request.path.slice(0, 120)} (${callers[caller]!.name}) → ${problem}`);
        problems.set(row.name, list);
      }
    }
  }

  const seconds = (performance.now() - started) / 1000;
  console.log(`\nFuzz: ${sent} istek, ${rows.length} satır, tohum ${SEED}, ${seconds.toFixed(1)} sn\n`);
  console.log('Durum   Adet');
  for (const [status, count] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    console.log(`${String(status).padEnd(7)} ${count}`);
  }
  if (problems.size === 0) {
    console.log('\n5xx ya da zarfsız yanıt yok.');
    return;
  }
  console.log(`\nSorunlu yanıtlar (${problems.size} satır):`);
  for (const [row, list] of problems) {
    console.log(`  ${row}: ${list.length}`);
    for (const line of list.slice(0, 3)) console.log(`    ${line}`);
  }
  process.exitCode = 1;
}

await main();
