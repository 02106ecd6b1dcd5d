/** The services one app instance shares, and the per-request values its middleware sets. */
import type { Context } from 'hono';
import type { Endpoint } from '../src/api/types';
import type { CsrfSigner } from './csrf';
import type { Db } from './db/schema';
import type { LoginThrottle } from './loginThrottle';
import type { OtpService } from './otp';
import type { Outbox } from './outbox';
import type { AuthState, SessionStore } from './sessions';

export interface Deps {
  db: Db;
  /** Milliseconds since the epoch; injected so tests can move time instead of waiting. */
  now: () => number;
  idleTimeoutSeconds: number;
  sessions: SessionStore;
  otp: OtpService;
  loginThrottle: LoginThrottle;
  outbox: Outbox;
  csrf: CsrfSigner;
  /** Every feature's changes that have fallen due with time, written now (ServerFeature.settle). */
  settle: () => void;
  /** SANDBOX_TEST_HOOKS=1 (the e2e suite): rows meant only for tests, such as fakeLogin, answer. */
  testHooks: boolean;
  /** The path prefix the portal is served under ('' at the root; server/basePath.ts strips it). */
  basePath: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** The anti-forgery token this response pairs with (the valid cookie or a new one). */
    csrfToken: string;
    /** Set by a handler that must (re)send the cookie even when the request had a valid one. */
    csrfCookieRequested: boolean;
    /** Set by the login that opens a session: the cookie sent back is bound to it. */
    csrfSessionOpened: string | undefined;
    row: Endpoint;
    auth: AuthState;
    body: unknown;
  };
}

export type AppContext = Context<AppEnv>;
