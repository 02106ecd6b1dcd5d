/** The contract between the catalogue binding and the feature handlers. */
import type { Endpoint } from '../../src/api/types';
import type { AppContext, Deps } from '../context';
import type { AuthState } from '../sessions';

export interface HandlerContext {
  c: AppContext;
  deps: Deps;
  row: Endpoint;
  /** The parsed JSON body ({} when empty); validate it with server/validate.ts. */
  body: unknown;
  /** The session as resolved by the guard; protected rows only run with `valid`. */
  auth: AuthState;
  /** `{key}` placeholders of the row's path, decoded. */
  params: Record<string, string>;
  query: Record<string, string>;
}

/**
 * A handler returns the envelope's `content` (wrapped with code "0" by the binding), or a
 * ready Response for files, or throws an ApiError for a failure envelope.
 */
export type Handler = (ctx: HandlerContext) => unknown;

/** What each server/handlers/<feature>.ts exports: row name → handler. */
export type HandlerModule = Readonly<Record<string, Handler>>;
