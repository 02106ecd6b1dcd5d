/**
 * `npm start`: the built portal and the sandbox API on one loopback port, with a file database
 * (data/portal.sqlite) that is seeded once and then keeps what people change.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { normaliseBasePath, withBasePath } from './basePath';
import { DEMO_USERS } from './db/seed-users';
import { features } from './features';
import { limitsFromEnv } from './limits';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dbPath = process.env.DB_PATH || resolve(projectRoot, 'data/portal.sqlite');
const port = Number(process.env.PORT || 8080);
const idleTimeoutSeconds = Number(process.env.IDLE_TIMEOUT_SECONDS || 900);
/** Reset and session-expiry routes for the e2e suite (playwright.config.ts); never for people. */
const testHooks = process.env.SANDBOX_TEST_HOOKS === '1';
const host = '127.0.0.1'; // loopback only: the sandbox has demo passwords printed below
/**
 * The path prefix the portal was built for (VITE_BASE_PATH, or BASE_PATH when the build is
 * elsewhere): pages, files and the API are served below it (server/basePath.ts).
 */
const basePath = normaliseBasePath(process.env.BASE_PATH ?? process.env.VITE_BASE_PATH);

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`PORT geçersiz: ${process.env.PORT}`);
}
if (!Number.isFinite(idleTimeoutSeconds) || idleTimeoutSeconds <= 0) {
  throw new Error(`IDLE_TIMEOUT_SECONDS geçersiz: ${process.env.IDLE_TIMEOUT_SECONDS}`);
}
if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

const sandbox = createApp({
  dbPath,
  idleTimeoutSeconds,
  staticDir: resolve(projectRoot, process.env.DIST_DIR ?? 'dist'),
  testHooks,
  basePath,
  // SANDBOX_RELAXED_LIMITS=1 only for the e2e suite (playwright.config.ts): see server/limits.ts.
  limits: limitsFromEnv(),
});

const server = serve({ fetch: withBasePath(sandbox.app.fetch, basePath), hostname: host, port }, (info) => {
  const origin = `http://${host}:${info.port}`;
  const base = `${origin}${basePath}`;
  const lines = [
    '',
    'Kurumsal Portal sandbox çalışıyor.',
    `  Portal:      ${base}/`,
    `  API:         ${base}/api`,
    `  SMS kutusu:  ${origin}/sandbox/sms-outbox.html`,
    `  Veritabanı:  ${dbPath}`,
    `  Oturum zaman aşımı: ${idleTimeoutSeconds} saniye`,
    ...(process.env.SANDBOX_RELAXED_LIMITS === '1'
      ? ['  Deneme sınırları gevşek (yalnızca e2e testleri için)']
      : []),
    ...(testHooks ? ['  Test kancaları açık: POST /sandbox/reset, POST /sandbox/sessions/expire'] : []),
    '',
    'Demo kullanıcıları (doğrulama kodu SMS kutusunda görünür):',
    ...DEMO_USERS.map((u) => `  ${u.userName.padEnd(18)} ${u.password.padEnd(14)} ${u.fullName} – ${u.note}`),
    '',
    // Each feature's block (ServerFeature.demoGuide): the managers' sign-in, the lines to take over …
    ...features.flatMap((feature) => (feature.demoGuide ? [...feature.demoGuide(base), ''] : [])),
    'Durdurmak için Ctrl+C.',
  ];
  console.log(lines.join('\n'));
});

// A busy port is a person's everyday mistake (a sandbox already running): one Turkish line, no stack.
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} kullanımda: başka bir program (belki çalışan bir sandbox) bu portu dinliyor. Onu kapatın ya da başka bir port seçin: PORT=${port + 1} npm start`,
    );
    process.exit(1);
  }
  throw error;
});

function shutdown() {
  server.close(() => {
    sandbox.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
