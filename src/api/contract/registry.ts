/**
 * The typed contract: every feature's rows file (src/api/<feature>/rows.ts) adds its rows
 * to `Catalogue` by declaration merging, so no shared list names them and a misspelt row or a
 * wrong payload is a type error wherever it is called or served.
 */
import type * as v from 'valibot';
import type { AnySchema, ContractRow, RowSchemas } from './define';

/** Row name → row. Empty here: each rows file merges its own rows into it. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from every rows file.
export interface Catalogue {}

export type RowName = keyof Catalogue & string;
type RowOf<N extends RowName> = Catalogue[N] extends ContractRow<infer _P, infer _S> ? Catalogue[N] : never;
type SchemasOf<N extends RowName> = RowOf<N>['schemas'];
type PathOf<N extends RowName> = RowOf<N>['path'];

/** `{orderNo}` placeholders of a path template, as a union of names. */
export type PlaceholderOf<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PlaceholderOf<Rest>
  : never;

type ParamsPart<P extends string> = [PlaceholderOf<P>] extends [never]
  ? { params?: undefined }
  : { params: { readonly [K in PlaceholderOf<P>]: string | number } };

/** An input part: required when its schema has a required field, optional otherwise. */
type SchemaPart<K extends string, S> = S extends AnySchema
  ? Record<never, never> extends v.InferInput<S>
    ? { [P in K]?: v.InferInput<S> }
    : undefined extends v.InferInput<S>
      ? { [P in K]?: v.InferInput<S> }
      : { [P in K]: v.InferInput<S> }
  : {
      [P in K]?: K extends 'body' ? unknown : Readonly<Record<string, string | number | boolean | undefined>>;
    };

/** What a caller passes for row N: its path placeholders, query and body, as the schemas say. */
export type RowInput<N extends RowName> = ParamsPart<PathOf<N>> &
  SchemaPart<'query', SchemasOf<N>['query']> &
  SchemaPart<'body', SchemasOf<N>['body']>;

/** What row N resolves with: its answer's schema output (unknown for a row still open). */
export type RowOutput<N extends RowName> = SchemasOf<N>['response'] extends AnySchema
  ? v.InferOutput<SchemasOf<N>['response']>
  : unknown;

/** What a sandbox handler for row N answers (the schema's input: what goes over the wire). */
export type RowAnswer<N extends RowName> = SchemasOf<N>['response'] extends AnySchema
  ? v.InferInput<SchemasOf<N>['response']>
  : unknown;

/** The validated body a handler of row N receives. */
export type RowBody<N extends RowName> = SchemasOf<N>['body'] extends AnySchema
  ? v.InferOutput<SchemasOf<N>['body']>
  : unknown;

/** The validated query a handler of row N receives. */
export type RowQuery<N extends RowName> = SchemasOf<N>['query'] extends AnySchema
  ? v.InferOutput<SchemasOf<N>['query']>
  : Record<string, string>;

/** The path placeholders a handler of row N receives, decoded. */
export type RowParams<N extends RowName> = { readonly [K in PlaceholderOf<PathOf<N>>]: string };

/** Whether the input may be left out entirely. */
export type InputArgs<N extends RowName> =
  Record<never, never> extends RowInput<N>
    ? [input?: RowInput<N>, signal?: AbortSignal, options?: CallOptions]
    : [input: RowInput<N>, signal?: AbortSignal, options?: CallOptions];

/** What a call may report while it runs, for any row. */
export interface CallOptions {
  /** The request body's bytes sent so far, and in all when the browser knows (an upload's progress). */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

export type { RowSchemas };
