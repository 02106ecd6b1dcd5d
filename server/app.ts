/**
 * The sandbox back end as one in-process app: used by server/main.ts over loopback, and by
 * tests directly through app.request / app.fetch (no port, no shared state between apps).
 */
import { Hono } from 'hono';
import type { ContractRow } from '../src/api/contract/define';
import { normaliseBasePath } from './basePath';
import { API_PREFIX, bindCatalogue, type HandlerRegistry } from './catalogue';
import type { AppEnv, Deps } from './context';
import { endpoints } from './contract';
import { type CsrfSigner, createCsrfSigner, resolveCsrfSecret } from './csrf';
import { openSandboxDatabase } from './db/open';
import type { Db } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { notFound, onError } from './errors';
import { features } from './features';
import { DEFAULT_LIMITS, type LimitSettings } from './limits';
import { createLoginThrottle } from './loginThrottle';
import { compressApi } from './middleware/compress';
import { csrfProtection } from './middleware/csrf';
import { securityHeaders } from './middleware/security-headers';
import { registerOpenApiRoutes } from './openapi-routes';
import { createOtpService } from './otp';
import { createOutbox, type Outbox } from './outbox';
import { registerSandboxRoutes } from './sandbox-routes';
import { createSessionStore } from './sessions';
import { registerStatic } from './static';

export interface AppOptions {
  /** SQLite file, or ':memory:' (the default) for a throw-away database. */
  dbPath?: string;
  /** Idle time after which a session answers "419"; default 900 s. */
  idleTimeoutSeconds?: number;
  /** Anti-forgery signing secret; default: one generated once and kept in the database. */
  secret?: string;
  /** Clock in milliseconds; tests pass their own to move time. */
  now?: () => number;
  /** Folder of the built portal to serve next to the API (npm start). */
  staticDir?: string;
  /**
   * POST /sandbox/reset and POST /sandbox/sessions/expire for the e2e suite; off by default
   * (server/main.ts turns it on with SANDBOX_TEST_HOOKS=1), and then they answer 404.
   */
  testHooks?: boolean;
  /** The path prefix the portal is served under (server/basePath.ts), for links the API answers. */
  basePath?: string;
  /** Check every answer against its row's response schema (default: on unless in production). */
  checkAnswers?: boolean;
  /**
   * Test seam: a seeded database as `db.serialize()` gave it; the app works on its own in-memory
   * copy instead of dbPath, so a test pays for the seed once, not per sandbox.
   */
  template?: Buffer;
  /** Abuse limits (server/limits.ts); the real ones unless told otherwise. */
  limits?: LimitSettings;
  /** Test seam: another catalogue or registry than the shared ones. */
  catalogue?: { rows?: readonly ContractRow[]; handlers?: HandlerRegistry };
}

export interface SandboxApp {
  app: Hono<AppEnv>;
  db: Db;
  outbox: Outbox;
  /** The anti-forgery signer, so a test client can hold a session's token as a browser would. */
  csrf: CsrfSigner;
  close(): void;
}

export function createApp(options: AppOptions = {}): SandboxApp {
  const now = options.now ?? Date.now;
  const idleTimeoutSeconds = options.idleTimeoutSeconds ?? 900;
  const db = openSandboxDatabase(options.template ?? options.dbPath ?? ':memory:');
  seedIfEmpty(db, now());
  const outbox = createOutbox(db, now);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const deps: Deps = {
    db,
    now,
    idleTimeoutSeconds,
    sessions: createSessionStore(db, now, idleTimeoutSeconds),
    otp: createOtpService(db, outbox, now, limits),
    loginThrottle: createLoginThrottle(db, limits, now),
    outbox,
    csrf: createCsrfSigner(resolveCsrfSecret(db, options.secret)),
    settle: () => {
      for (const feature of features) feature.settle?.(db, now);
    },
    testHooks: options.testHooks === true,
    basePath: normaliseBasePath(options.basePath),
  };

  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFound);
  // Order matters: headers wrap everything (even errors), deps before anything that needs
  // them, the anti-forgery check before any session or body work on /api.
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Answers gzipped as a production gateway sends them: a 100-row page of lines is 68 kB of
  // JSON and 9 kB gzipped, and on a phone's connection that was most of a list's first load.
  // Small answers go out as they are (server/middleware/compress.ts).
  app.use('/api/*', compressApi());
  // Beacon rows (anonymous reports sent by navigator.sendBeacon) cannot carry the header.
  const beaconPaths = (options.catalogue?.rows ?? endpoints)
    .filter((row) => row.beacon)
    .map((row) => API_PREFIX + row.path);
  app.use('/api/*', csrfProtection(new Set(beaconPaths)));
  bindCatalogue(app, options.catalogue?.rows, options.catalogue?.handlers, options.checkAnswers);
  registerOpenApiRoutes(app, options.catalogue?.rows);
  registerSandboxRoutes(app, outbox, { testHooks: options.testHooks === true });
  if (options.staticDir) registerStatic(app, options.staticDir);

  return { app, db, outbox, csrf: deps.csrf, close: () => db.close() };
}
