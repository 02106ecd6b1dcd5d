/**
 * The published contract as the sandbox serves it: GET /api/openapi.json (the OpenAPI 3.1
 * document of every catalogue row) and GET /api/reference (the same, as a Turkish page that
 * works offline and under the strict CSP: no script, no CDN, one inline style sheet).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { AnySchema, ContractRow } from '../src/api/contract/define';
import { publicRows } from './access';
import type { AppEnv } from './context';
import { endpoints } from './contract';
import { namedSchemasOf, openApiDocument } from './openapi';
import { renderReference } from './openapi-page';

// Paths, not URL objects: under jsdom (the model tests) the global URL is jsdom's, which node:fs refuses.
const HERE = dirname(fileURLToPath(import.meta.url));
const API_DIR = join(HERE, '../src/api');

let named: Promise<Record<string, AnySchema>> | undefined;

const isSource = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

/**
 * The modules whose exported schemas are shared: src/api/*.ts and each feature's contract
 * (src/api/<feature>/*.ts) but not its rows (rows.ts: the rows are the paths, not components) and
 * not the contract kit (src/api/contract/).
 */
function schemaModules(): string[] {
  return readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => {
      const parts = path.split(/[\\/]/);
      const name = parts.at(-1) ?? '';
      if (!isSource(name) || parts.length > 2) return false;
      return parts.length === 1 || (parts[0] !== 'contract' && name !== 'rows.ts');
    })
    .sort();
}

/** Every schema exported by the contract's modules, shared as components under its export name. */
function namedSchemas(): Promise<Record<string, AnySchema>> {
  named ??= Promise.all(
    schemaModules().map(
      (path) => import(pathToFileURL(join(API_DIR, path)).href) as Promise<Record<string, unknown>>,
    ),
  ).then(namedSchemasOf);
  return named;
}

const version = (JSON.parse(readFileSync(join(HERE, '../package.json'), 'utf8')) as { version: string })
  .version;

/** The document for these rows, as `npm run contract` writes it and the sandbox serves it. */
export async function contractDocument(
  rows: readonly ContractRow[] = endpoints,
): Promise<Record<string, unknown>> {
  return openApiDocument(rows, { publicRows, namedSchemas: await namedSchemas(), version });
}

export function registerOpenApiRoutes(app: Hono<AppEnv>, rows: readonly ContractRow[] = endpoints): void {
  let document: Promise<Record<string, unknown>> | undefined;
  const built = () => {
    document ??= contractDocument(rows);
    return document;
  };
  app.get('/api/openapi.json', async (c) => c.json(await built()));
  app.get('/api/reference', async (c) => c.html(renderReference(await built())));
}
