/**
 * What the browser benches share: the sandbox server on a free loopback port (stopped by its
 * process group id), Debian's Chromium flags, and the login as a person does it.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

export const ROOT = resolve(import.meta.dirname, '..');
export const CHROME_PATH = CHROMIUM_PATH;
/** Works as root; the background-networking flags keep Chromium off the closed network. */
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

/** The seeded user who lands on the dashboard right after the code (server/db/seed-users.ts). */
export const FAST_USER = { userName: 'hizli.kullanici', password: 'Hizli.2026!', msisdn: '5057654321' };

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export interface Sandbox {
  base: string;
  stop: () => Promise<void>;
}

/** The build the benches serve: DIST_DIR (as vite.config.ts reads it), else dist. */
export const DIST_DIR = process.env.DIST_DIR || 'dist';

/**
 * The built portal and the sandbox API with a fresh in-memory database, on BENCH_PORT when set
 * (engineers sharing a machine each keep their own port), else a free loopback port; by default
 * this checkout's, or another checkout's (`root`, e.g. a baseline commit's worktree).
 */
export async function startSandbox({ root = ROOT, distDir = DIST_DIR } = {}): Promise<Sandbox> {
  if (!existsSync(resolve(root, distDir, 'index.html'))) {
    throw new Error(`${distDir}/ is missing: run DIST_DIR=${distDir} node_modules/.bin/vite build first`);
  }
  // BENCH_PORT is this checkout's; a second sandbox (a baseline's) takes a free port.
  const port = (root === ROOT && Number(process.env.BENCH_PORT)) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // Its own process group: tsx starts a child node, and the group takes both down.
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      DB_PATH: ':memory:',
      SANDBOX_TEST_HOOKS: '1',
      // The benches sign the same demo person in hundreds of times (server/limits.ts).
      SANDBOX_RELAXED_LIMITS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('The sandbox did not answer within 60 s');
}

/** The newest code the sandbox "sent" to a number. */
export async function latestCode(base: string, msisdn: string): Promise<string> {
  const res = await fetch(`${base}/sandbox/sms-outbox?msisdn=${msisdn}`);
  const messages = (await res.json()) as { code?: string }[];
  const code = messages[0]?.code;
  if (!code) throw new Error(`No SMS for ${msisdn}`);
  return code;
}

export const otpBox = (page: Page) => page.getByLabel('Doğrulama kodu, 1. hane');

/** Credentials, then the code typed digit by digit; resolves once the code step is gone. */
export async function submitCredentials(page: Page, user = FAST_USER): Promise<void> {
  await page.getByLabel('Kullanıcı adı').fill(user.userName);
  await page.getByLabel('Şifre').fill(user.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await otpBox(page).waitFor();
}

export async function typeCode(page: Page, base: string, user = FAST_USER): Promise<void> {
  const code = await latestCode(base, user.msisdn);
  await otpBox(page).click();
  await page.keyboard.type(code);
}

/** The dashboard is there when its greeting and its cards are, and no card is still loading. */
export async function dashboardRendered(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /Hoş geldiniz/ }).waitFor();
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

export const ms = (value: number) => value.toFixed(0);
