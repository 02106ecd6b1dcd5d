/**
 * What a feature brings to the sandbox, declared in its own folder (`server/<feature>/feature.ts`)
 * and found by server/features.ts: its tables, its seed with the seeds it needs first, and its
 * handlers. Adding a feature edits no shared list.
 */
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../src/api/types';
import type { AppEnv } from './context';
import type { FeatureMenuEntry } from './db/menu';
import type { Db } from './db/schema';
import type { HandlerModule } from './handlers/types';

export interface FeatureSeed {
  /** Features whose seed must run first (their rows are referenced). The core seed always runs first. */
  readonly after?: readonly string[];
  /** Writes the feature's demo data; runs inside the seed's one transaction. */
  run(db: Db): void;
}

export interface ServerFeature {
  /** The folder's name; `after` lists refer to it. */
  readonly name: string;
  /** Idempotent DDL (IF NOT EXISTS), run after the core tables on every open. */
  readonly tables?: readonly string[];
  readonly seed?: FeatureSeed;
  readonly handlers?: HandlerModule;
  /**
   * Its side-menu entries (customerMenu). An entry with a skeleton entry's id takes that place;
   * a new one names its group (`parent`) and the sibling it follows (`after`).
   */
  readonly menu?: readonly FeatureMenuEntry[];
  /**
   * Writes what has fallen due with time (an approval that arrived, a transfer that completed):
   * the sandbox computes such changes when asked, so a restart loses nothing. Readers of rows
   * several features share (My Orders) run every feature's before they read (`deps.settle`).
   */
  readonly settle?: (db: Db, now: () => number) => void;
  /**
   * Test hooks, served as `POST /sandbox/<name>/<hook>` only with SANDBOX_TEST_HOOKS=1; `body` is
   * the request's JSON body ({} when there is none), e.g. whom a seamless-login token is for.
   */
  /**
   * The dashboard boxes this feature's facts answer (spec §3): the handlers of their rows, bound
   * like `handlers` (server/handlers/index.ts). A box is then one feature's edit: this and its
   * card on the client (src/views/<feature>/dashboardCards.tsx, found by glob).
   */
  readonly dashboard?: { readonly cards: HandlerModule };
  /**
   * A step this feature puts in every row's chain (server/catalogue.ts), after the session guard
   * (the person is known) and before the permission guard (so a refused call passes it too): the
   * audit trail records each change there.
   */
  readonly rowMiddleware?: (row: Endpoint) => MiddlewareHandler<AppEnv>;
  /**
   * What `npm start` prints for this feature after the demo users (how to sign in as its demo
   * people, which demo data to try), given the portal's address; one block per feature.
   */
  readonly demoGuide?: (base: string) => readonly string[];
  readonly testHooks?: Readonly<Record<string, (db: Db, now: () => number, body: unknown) => unknown>>;
}

export function defineServerFeature<const T extends ServerFeature>(feature: T): T {
  return feature;
}
