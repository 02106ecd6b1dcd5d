/**
 * How a catalogue row is written: its method, path, error mode and the schemas of its request
 * and answer, once, for the portal and the sandbox alike. The types of `callEndpoint`, of a
 * sandbox handler and the OpenAPI document are all read from these rows.
 */
import type * as v from 'valibot';
import type { Access, Endpoint, ErrorMode, Method, SuccessRule } from '../types';

/** A schema of any shape (valibot's generic schema). */
export type AnySchema = v.GenericSchema;
/** The object schemas a query may have; query values arrive as text on the server. */
export type ObjectLikeSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The schemas of one row. A row without them is open: any body, an answer of unknown shape. */
export interface RowSchemas {
  /** Query string (GET filters, paging). */
  readonly query?: ObjectLikeSchema;
  /** JSON body of a POST, PUT or DELETE. */
  readonly body?: AnySchema;
  /** The envelope's `content` on success; for `blob` rows the file itself (`fileSchema`). */
  readonly response?: AnySchema;
}

export interface RowOptions {
  errorMode?: ErrorMode;
  successRule?: SuccessRule;
  headers?: Record<string, string>;
  /** Read or write; GET defaults to read, PUT and DELETE to write, a POST must say (see `post`). */
  access?: Access;
  /** Largest body the server reads for this row; rows facing the public keep it small. */
  maxBodyBytes?: number;
  /** The row stores a file a person uploads: it counts towards the company's daily upload quota. */
  upload?: boolean;
  /**
   * The row takes `navigator.sendBeacon` posts: they carry no session or anti-forgery header and
   * a text/plain body (which the sandbox reads as JSON). Only for anonymous, public reports.
   */
  beacon?: boolean;
}

/** A POST is a query as often as a change (spec §7), so its access is always written down. */
export interface PostRowOptions extends RowOptions {
  access: Access;
}

/** One row of the catalogue with its schemas; `P` is the path template as a literal type. */
export interface ContractRow<P extends string = string, S extends RowSchemas = RowSchemas> extends Endpoint {
  readonly path: P;
  readonly schemas: S;
}

/** Take-over calls identify their screen to the back end (spec §7). */
export const TAKEOVER_HEADERS = { 'Screen-Name': 'TAKEOVER' } as const;

const ROW_MAP = Symbol.for('kurumsal-portal.rowMap');

/** A feature's rows, keyed by row name; the registries find these among a module's exports. */
export type RowMap<T> = T & { readonly [ROW_MAP]: true };

export function isRowMap(value: unknown): value is RowMap<Record<string, ContractRow>> {
  return typeof value === 'object' && value !== null && ROW_MAP in value;
}

type Draft<P extends string, S extends RowSchemas> = Omit<ContractRow<P, S>, 'name'>;

/**
 * The row builders of one feature. `rows({ name: get(path, schemas, options) })` names each
 * row by its key; the family follows from the path prefix.
 */
export function feature(featureName: string) {
  const row =
    (method: Method, defaultAccess: Access) =>
    <const P extends string, const S extends RowSchemas = Record<never, never>>(
      path: P,
      schemas?: S,
      options: RowOptions = {},
    ): Draft<P, S> => {
      if (!path.startsWith('/ccsirest/') && !path.startsWith('/dc_ccsi/')) {
        throw new Error(`Endpoint ${path}: path must start with /ccsirest/ or /dc_ccsi/`);
      }
      return {
        feature: featureName,
        method,
        family: path.startsWith('/ccsirest/') ? 'ccsirest' : 'dc_ccsi',
        path,
        errorMode: options.errorMode ?? 'notify',
        successRule: options.successRule ?? 'default',
        ...(options.headers ? { headers: options.headers } : {}),
        access: options.access ?? defaultAccess,
        ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
        ...(options.upload ? { upload: true } : {}),
        ...(options.beacon ? { beacon: true } : {}),
        schemas: (schemas ?? {}) as S,
      };
    };
  return {
    get: row('GET', 'read'),
    // The default never applies: the signature makes `access` required.
    post: row('POST', 'write') as <const P extends string, const S extends RowSchemas = Record<never, never>>(
      path: P,
      schemas: S,
      options: PostRowOptions,
    ) => Draft<P, S>,
    put: row('PUT', 'write'),
    del: row('DELETE', 'write'),
    rows<const T extends Record<string, Draft<string, RowSchemas>>>(
      drafts: T,
    ): RowMap<{ readonly [K in keyof T & string]: T[K] & { readonly name: K } }> {
      const named = Object.fromEntries(
        Object.entries(drafts).map(([name, draft]) => [name, { name, ...draft }]),
      );
      Object.defineProperty(named, ROW_MAP, { value: true, enumerable: false });
      return named as never;
    },
  };
}
