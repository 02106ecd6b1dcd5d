/**
 * Binds the shared endpoint catalogue (src/api/endpoints) to the handler registry, so the
 * sandbox serves exactly the rows the client calls and an unserved row is loud: a 501 at run
 * time and a name in servedReport().
 */
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ContractRow } from '../src/api/contract/define';
import { validate } from '../src/api/contract/issues';
import { BODY_CODES, type Endpoint } from '../src/api/types';
import type { AppContext, AppEnv } from './context';
import { endpoints } from './contract';
import { ApiError, INTERNAL_ERROR_MESSAGE, ok } from './envelope';
import { features } from './features';
import { handlers as defaultHandlers } from './handlers';
import type { AnyHandler, HandlerContext } from './handlers/types';
import { MESSAGES } from './messages';
import { bodySizeLimit, DEFAULT_MAX_BODY_BYTES, jsonContentType } from './middleware/body-checks';
import { idempotency } from './middleware/idempotency';
import { jsonBody } from './middleware/json-body';
import { permissionGuard } from './middleware/permission-guard';
import { sessionGuard } from './middleware/session-guard';
import { uploadQuota } from './middleware/upload-quota';

export const API_PREFIX = '/api';
export type HandlerRegistry = Readonly<Record<string, AnyHandler>>;

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `{key}` → `:key`. Hono cannot mix a parameter and literal text in one segment
 * (`{orderId}.json`), so such a segment becomes a whole-segment pattern; the values
 * themselves are read with `pathParams`, which handles both shapes.
 */
export function toHonoPath(template: string): string {
  return template
    .split('/')
    .map((segment) => {
      const alone = /^\{(\w+)\}$/.exec(segment);
      if (alone) return `:${alone[1]}`;
      const first = /\{(\w+)\}/.exec(segment);
      if (!first) return segment;
      const pattern = segment
        .split(/\{\w+\}/)
        .map((literal) => escapeRegExp(literal))
        .join('[^/]+');
      return `:${first[1]}{${pattern}}`;
    })
    .join('/');
}

/** Extracts the `{key}` values of a concrete path (below /api) for a template. */
export function pathParams(template: string, path: string): Record<string, string> {
  const names: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part); // odd parts are the captured placeholder names
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(path);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = match?.[i + 1];
    if (value !== undefined) params[name] = decodePathValue(value);
  });
  return params;
}

/** A malformed percent-encoding (`%FF`, `%E0%A4`) is the caller's mistake: a 400, not a 500. */
function decodePathValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(400, BODY_CODES.validation, MESSAGES.badPathValue);
  }
}

const placeholderCount = (row: Endpoint) => row.path.match(PLACEHOLDER)?.length ?? 0;

/** Validates one part of a request by the row's schema; a failure is a Turkish 400 envelope. */
function checked(schema: ContractRow['schemas']['body'], input: unknown): unknown {
  if (!schema) return input;
  const result = validate(schema, input);
  if (!result.ok) throw new ApiError(400, BODY_CODES.validation, result.message);
  return result.value;
}

// --- Answer conformance -------------------------------------------------------------------
/** On unless in production: a sandbox that breaks its own contract should say so at once. */
export const checkAnswersByDefault = Boolean(process.env.VITEST) || process.env.NODE_ENV !== 'production';

/**
 * Checks a handler's answer, as the portal will read it (after JSON), against the row's
 * response schema. A mismatch is the sandbox's bug: logged with the row, answered as a 500.
 */
function conforming(row: ContractRow, answer: unknown): unknown {
  if (!row.schemas.response) return answer;
  const result = v.safeParse(row.schemas.response, JSON.parse(JSON.stringify(answer ?? null)));
  if (result.success) return answer;
  const issue = result.issues[0];
  const where = v.getDotPath(issue) || '(content)';
  console.error(`[sandbox] ${row.name} answered outside its response schema at ${where}: ${issue.message}`);
  throw new ApiError(500, '500', INTERNAL_ERROR_MESSAGE);
}
// ------------------------------------------------------------------------------------------

function endpointHandler(row: ContractRow, handler: AnyHandler | undefined, checkAnswers: boolean) {
  return async (c: AppContext) => {
    if (!handler) {
      throw new ApiError(501, BODY_CODES.notImplemented, MESSAGES.notImplemented(row.name));
    }
    // The query first: a GET has no body, and a bad filter is the first thing to say.
    const query = checked(row.schemas.query, c.req.query());
    const body = checked(row.schemas.body, c.get('body'));
    const result = await (handler as unknown as (ctx: HandlerContext) => unknown)({
      c,
      deps: c.get('deps'),
      row,
      body,
      auth: c.get('auth'),
      params: pathParams(row.path, c.req.path.slice(API_PREFIX.length)) as HandlerContext['params'],
      query: query as HandlerContext['query'],
    });
    if (result instanceof Response) return result;
    return c.json(ok((checkAnswers ? conforming(row, result) : result) ?? null));
  };
}

/** The features' steps for a row (ServerFeature.rowMiddleware), run in feature order as one. */
function featureSteps(row: Endpoint): MiddlewareHandler<AppEnv> {
  const steps = features.flatMap((feature) => (feature.rowMiddleware ? [feature.rowMiddleware(row)] : []));
  return async (c, next) => {
    const run = async (index: number): Promise<void> => {
      const step = steps[index];
      if (!step) return next();
      await step(c, () => run(index + 1));
    };
    await run(0);
  };
}

/**
 * Registers every row under /api with the same chain:
 * body size and type → session guard → idempotency → the features' steps (the audit trail) →
 * permission guard → upload
 * quota → JSON body → handler (or 501).
 * Rows with fewer placeholders go first, so `/orders/count` wins over `/orders/{orderId}`.
 */
export function bindCatalogue(
  app: Hono<AppEnv>,
  rows: readonly ContractRow[] = endpoints,
  registry: HandlerRegistry = defaultHandlers,
  checkAnswers: boolean = checkAnswersByDefault,
): void {
  const ordered = [...rows].sort((a, b) => placeholderCount(a) - placeholderCount(b));
  for (const row of ordered) {
    app.on(
      row.method,
      API_PREFIX + toHonoPath(row.path),
      // Body checks first: an oversized or non-JSON body is refused before anything reads it.
      bodySizeLimit(row.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
      jsonContentType(row.beacon === true),
      sessionGuard(row),
      // A repeated write answers its first answer here, before it is recorded or run again.
      idempotency(row),
      // After the session guard (the person is known), before the permission guard (a 403 is recorded too).
      featureSteps(row),
      permissionGuard(row),
      uploadQuota(row),
      jsonBody(),
      endpointHandler(row, registry[row.name], checkAnswers),
    );
  }
}

export interface ServedReport {
  total: number;
  served: number;
  unserved: string[];
}

/** How much of the catalogue the sandbox serves; unserved names in catalogue order. */
export function servedReport(
  rows: readonly Endpoint[] = endpoints,
  registry: HandlerRegistry = defaultHandlers,
): ServedReport {
  const unserved = rows.filter((row) => !registry[row.name]).map((row) => row.name);
  return { total: rows.length, served: rows.length - unserved.length, unserved };
}
