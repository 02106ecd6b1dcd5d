/**
 * How fast the line-user rows answer for a company of many lines (issue 14 benchmark sandbox):
 * `SANDBOX_BULK_LINES=100000 npx tsx server/scripts/lineUserBench.ts` seeds a throw-away
 * database, then prints the seed time and the median time of typical list calls. Figures only.
 */
import { createApp } from '../app';
import { sandboxClient, USERS } from '../test-support';

process.env.SANDBOX_BULK_LINES ??= '100000';
const started = performance.now();
createApp().close();
const seedMs = performance.now() - started;

const client = sandboxClient();
const login = await client.login(...USERS.fast);
const median = async (label: string, name: string, body: unknown) => {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const res = await client.call<{ total?: number }>(name, body, { token: login.pageToken });
    times.push(performance.now() - t);
    if (!res.body.content) throw new Error(`${label}: ${JSON.stringify(res.body.status)}`);
    total = res.body.content.total ?? 0;
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} ${times[3]!.toFixed(1).padStart(7)} ms  (total ${total})`);
};

console.log(`seed with ${process.env.SANDBOX_BULK_LINES} lines: ${(seedMs / 1000).toFixed(2)} s`);
const page = { offset: 0, limit: 100 };
await median('first page, number order', 'lineUserProductList', page);
await median('last page, user name order', 'lineUserProductList', {
  offset: 99_900,
  limit: 100,
  sort: { field: 'userName', direction: 'asc' },
});
await median('page by tariff, descending', 'lineUserProductList', {
  ...page,
  sort: { field: 'tariffName', direction: 'desc' },
});
await median('partial number "544 12"', 'lineUserProductList', { ...page, filter: { text: '544 12' } });
await median('name part "özkan", roaming on', 'lineUserProductList', {
  ...page,
  filter: { text: 'özkan', roaming: true },
});
// 50,000: a body of 100,000 numbers passes the sandbox's 1,000,000-character body limit
// (server/middleware/json-body.ts); the line picker resolves in batches of a few thousand.
const many = Array.from({ length: 50_000 }, (_, i) => `544${String(i * 2).padStart(7, '0')}`);
await median('resolve 50,000 numbers', 'lineUserProductList', { ...page, msisdns: many });
client.close();
