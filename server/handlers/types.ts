/** The contract between the catalogue binding and the feature handlers, typed from the rows. */
import type { ContractRow } from '../../src/api/contract/define';
import type { RowAnswer, RowBody, RowName, RowParams, RowQuery } from '../../src/api/contract/registry';
import type { AppContext, Deps } from '../context';
import type { AuthState } from '../sessions';

export interface HandlerContext<N extends RowName = RowName> {
  c: AppContext;
  deps: Deps;
  row: ContractRow;
  /** The JSON body, already validated and shaped by the row's body schema ({} when empty). */
  body: RowBody<N>;
  /** The session as resolved by the guard; protected rows only run with `valid`. */
  auth: AuthState;
  /** `{key}` placeholders of the row's path, decoded. */
  params: RowParams<N>;
  /** The query, validated by the row's query schema when it has one. */
  query: RowQuery<N>;
}

/**
 * A handler returns the envelope's `content` as the row's response schema describes it (wrapped
 * with code "0" by the binding), or a ready Response for files, or throws an ApiError.
 */
export type Handler<N extends RowName = RowName> = (
  ctx: HandlerContext<N>,
) => RowAnswer<N> | Response | Promise<RowAnswer<N> | Response>;

/** A handler of some row, as the registry holds it (the binding passes the row's own context). */
export type AnyHandler = (ctx: never) => unknown;

/** What each feature's handler module exports: row name → handler, each typed from its row. */
export type HandlerModule = { readonly [N in RowName]?: Handler<N> };

/**
 * Declares a feature's handlers: each one's context and answer are typed from its row, and a
 * name that is not a row does not compile.
 */
export function defineHandlers<const T extends HandlerModule>(
  handlers: T & Record<Exclude<keyof T, RowName>, never>,
): T {
  return handlers;
}
