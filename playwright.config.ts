/**
 * End-to-end journeys in Debian's Chromium against the built portal and the sandbox back end.
 *
 * The server serves dist/ as it is: build first. `npm test` (scripts/test.mjs) and
 * `npm run test:e2e` run `vite build` before `playwright test`; on its own run
 * `node_modules/.bin/vite build && node_modules/.bin/playwright test`.
 * Never `playwright install`: the browser is /usr/bin/chromium (scripts/ensure-chromium.mjs).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

// E2E_PORT and DIST_DIR let two working copies run journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Journeys reset the sandbox's one database, so two journeys never share a sandbox: each worker
 * has its own, on E2E_PORT + the worker's slot (issue 42). Playwright loads this file again in
 * every worker after setting TEST_PARALLEL_INDEX (0 … workers − 1), so `baseURL` below, and with
 * it `page`, `request` and every helper that calls the sandbox, point at the worker's own
 * sandbox without a journey knowing. Two workers on two cores: a journey spends much of its time
 * waiting on the browser and the sandbox in turn, so the second worker fills those gaps
 * (docs/performance.md#the-test-suites-time). E2E_WORKERS=1 gives the old one-at-a-time run.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE_URL = `http://127.0.0.1:${PORT + SLOT}`;
/**
 * The prefixed build's journey (*.prefix.spec.ts): a second sandbox serving a build made with
 * VITE_BASE_PATH=/sirketim/ (scripts/test.mjs builds it into dist-prefix/). Its port is far from
 * the others' E2E_PORT so two working copies never collide; starting it costs a few seconds.
 */
const PREFIX = '/sirketim/';
const PREFIX_PORT = Number(process.env.E2E_PREFIX_PORT ?? PORT + 500);
const PREFIX_DIST_DIR = process.env.E2E_PREFIX_DIST_DIR ?? 'dist-prefix';

export default defineConfig({
  testDir: 'tests/e2e',
  workers: WORKERS,
  // Journeys, not files, are shared out between the workers (issue 42): every journey resets its
  // worker's sandbox and signs in itself, so none depends on another of its file. With whole
  // files shared out, the last one (tariff.spec.ts, seven journeys) ran alone for 88 s while the
  // other worker had finished.
  fullyParallel: true,
  retries: 0,
  reporter: 'list',
  // Ceilings, not budgets: journeys wait on what the page shows (support.ts waitForProgress, counts
  // the page states). A host half as fast, or two cores shared with other work, must not turn a
  // slow but progressing page into a red run, so the ceilings leave room for that.
  // Two journeys now share the two cores (and other work may share them too): the ceilings are
  // twice the one-worker ones, still far from what a hung journey would reach.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'tr-TR',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'portal', testIgnore: '**/*.prefix.spec.ts' },
    {
      name: 'prefix',
      testMatch: '**/*.prefix.spec.ts',
      use: { baseURL: `http://127.0.0.1:${PREFIX_PORT}${PREFIX}` },
    },
  ],
  webServer: [
    // One sandbox per worker slot, each with its own in-memory database.
    ...Array.from({ length: WORKERS }, (_, slot) => ({
      // Started from node_modules/.bin, not npx: Playwright then stops the server itself.
      command: 'node_modules/.bin/tsx server/main.ts',
      env: {
        PORT: String(PORT + slot),
        DB_PATH: ':memory:',
        SANDBOX_TEST_HOOKS: '1',
        // The suite signs the same demo people in dozens of times; server/limits.test.ts proves the real limits.
        SANDBOX_RELAXED_LIMITS: '1',
        // Unprefixed whatever the shell says (server/main.ts also reads VITE_BASE_PATH).
        BASE_PATH: '/',
        ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      },
      url: `http://127.0.0.1:${PORT + slot}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      env: {
        PORT: String(PREFIX_PORT),
        DB_PATH: ':memory:',
        SANDBOX_TEST_HOOKS: '1',
        SANDBOX_RELAXED_LIMITS: '1',
        BASE_PATH: PREFIX,
        DIST_DIR: PREFIX_DIST_DIR,
      },
      // The SMS page answers whether or not the prefixed build is there; its journey says so if not.
      url: `http://127.0.0.1:${PREFIX_PORT}/sandbox/sms-outbox.html`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
