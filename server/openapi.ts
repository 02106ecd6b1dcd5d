/**
 * The published contract: an OpenAPI 3.1 document read from the catalogue rows, one operation
 * per row, so the rows stay the only place a path, a payload or an answer is written down.
 * Pure: the caller passes the rows (and, optionally, the named schemas to share as components).
 */
import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { AnySchema, ContractRow } from '../src/api/contract/define';
import { fileAnswer } from '../src/api/contract/fields';
import { BODY_CODES } from '../src/api/types';

type Json = Record<string, unknown>;

export interface OpenApiOptions {
  /** Rows callable without a session: their `pageToken` header is optional. */
  publicRows?: ReadonlySet<string>;
  /** Named schemas (e.g. every exported schema of src/api) to share as components.schemas. */
  namedSchemas?: Readonly<Record<string, AnySchema>>;
  version?: string;
}

const COMPONENT = '#/components/schemas/';

/** Every exported valibot schema of the given modules, by export name (first name wins). */
export function namedSchemasOf(modules: readonly Record<string, unknown>[]): Record<string, AnySchema> {
  const named: Record<string, AnySchema> = {};
  const seen = new Set<unknown>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      const isSchema =
        typeof value === 'object' && value !== null && (value as v.GenericSchema).kind === 'schema';
      if (!isSchema || seen.has(value) || value === fileAnswer || name in named) continue;
      seen.add(value);
      named[name] = value as AnySchema;
    }
  }
  return named;
}

/**
 * Cleans what the converter gives for OpenAPI: no per-schema `$schema`/`$defs` (the document
 * has one dialect and one components section), and a piped union that the pipe narrows to one
 * type (a query integer: number or digits) keeps the type it ends as.
 */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$defs') continue;
    out[key] = tidy(value);
  }
  if ('type' in out && 'anyOf' in out) delete out.anyOf;
  return out;
}

function converter(definitions: Readonly<Record<string, AnySchema>>) {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    // Transforms (trim, text → number) and `instance(Blob)` have no JSON Schema: skip them
    // and describe the rest, rather than refusing the whole row.
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema === fileAnswer
        ? { type: 'string', contentMediaType: 'application/octet-stream' }
        : undefined,
    overrideRef: ({ referenceId }) => `${COMPONENT}${referenceId}`,
  };
  return {
    inline: (schema: AnySchema) => tidy(toJsonSchema(schema, config)) as Json,
    shared: (schema: AnySchema) => tidy(toJsonSchema(schema, { ...config, definitions })) as Json,
    components: () => tidy(toJsonSchemaDefs(definitions as Record<string, v.GenericSchema>, config)) as Json,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Failure answers every row may give (spec §8), with the body codes the sandbox sends. */
const FAILURES: Readonly<Record<string, { name: string; description: string }>> = {
  '400': {
    name: 'BadRequest',
    description: `İstek geçersiz (${BODY_CODES.validation}); mesaj alanı Türkçe adıyla söyler.`,
  },
  '401': { name: 'Unauthorized', description: 'Oturum yok ya da sona erdi (pageToken geçersiz).' },
  '403': {
    name: 'Forbidden',
    description: `Yetki yok (${BODY_CODES.forbidden}) ya da sahtecilik koruması reddetti (${BODY_CODES.csrf}).`,
  },
  '404': { name: 'NotFound', description: `Kayıt bulunamadı (${BODY_CODES.notFound}).` },
  '409': {
    name: 'Conflict',
    description: 'İş kuralı işleme izin vermiyor (ör. kullanılmış doğrulama kodu).',
  },
  '429': { name: 'TooManyRequests', description: `Çok sık istek (ör. ${BODY_CODES.otpResendTooEarly}).` },
  '500': { name: 'InternalError', description: 'Beklenmeyen hata; ayrıntı yalnızca sunucu günlüğünde.' },
  '501': {
    name: 'NotImplemented',
    description: `Sandbox bu satırı henüz sunmuyor (${BODY_CODES.notImplemented}).`,
  },
};

const STATUS_SCHEMA = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'Başarıda "0"; oturum zaman aşımında "419".' },
    message: { type: 'string' },
    description: { type: 'string' },
  },
  required: ['code', 'message'],
};

const FAILURE_SCHEMA = {
  type: 'object',
  properties: { status: { $ref: `${COMPONENT}EnvelopeStatus` }, content: { type: 'null' } },
  required: ['status', 'content'],
};

const BLOB_TYPES = ['application/octet-stream', 'application/pdf'];

function isBlobRow(row: ContractRow): boolean {
  return row.errorMode === 'blob' || row.schemas.response === fileAnswer;
}

/** Query parameters, one per field of the row's query object schema. */
function queryParameters(row: ContractRow, inline: (s: AnySchema) => Json): Json[] {
  if (!row.schemas.query) return [];
  const schema = inline(row.schemas.query);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.title === 'string' ? { description: property.title } : {}),
    schema: property,
  }));
}

function operation(row: ContractRow, options: OpenApiOptions, convert: ReturnType<typeof converter>): Json {
  const open = !row.schemas.response;
  const parameters: Json[] = [
    ...[...row.path.matchAll(PLACEHOLDER)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...queryParameters(row, convert.inline),
    ...Object.entries(row.headers ?? {}).map(([name, value]) => ({
      name,
      in: 'header',
      required: true,
      schema: { type: 'string', const: value },
    })),
    {
      $ref: `#/components/parameters/${options.publicRows?.has(row.name) ? 'PageTokenOptional' : 'PageToken'}`,
    },
    ...(row.method === 'GET' ? [] : [{ $ref: '#/components/parameters/XsrfToken' }]),
  ];
  const content = row.schemas.response ? convert.shared(row.schemas.response) : {};
  const success = isBlobRow(row)
    ? Object.fromEntries(
        BLOB_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      )
    : {
        'application/json': {
          schema: {
            type: 'object',
            properties: { status: { $ref: `${COMPONENT}EnvelopeStatus` }, content },
            required: ['status', 'content'],
          },
        },
      };
  return {
    operationId: row.name,
    tags: [row.feature],
    summary: row.name,
    parameters,
    ...(row.method === 'GET'
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: row.schemas.body ? convert.shared(row.schemas.body) : {} },
            },
          },
        }),
    responses: {
      '200': {
        description: 'Başarılı: status.code "0". Oturum zaman aşımı da HTTP 200 ile status.code "419" döner.',
        content: success,
      },
      ...Object.fromEntries(
        Object.entries(FAILURES).map(([status, { name }]) => [
          status,
          { $ref: `#/components/responses/${name}` },
        ]),
      ),
    },
    'x-error-mode': row.errorMode,
    'x-success-rule': row.successRule,
    ...(open ? { 'x-contract-status': 'open' } : {}),
  };
}

/** The whole document: one operation per row, under the server url `/api`. */
export function openApiDocument(rows: readonly ContractRow[], options: OpenApiOptions = {}): Json {
  const convert = converter(options.namedSchemas ?? {});
  const paths: Record<string, Json> = {};
  for (const row of rows) {
    const item = paths[row.path] ?? {};
    paths[row.path] = item;
    const method = row.method.toLowerCase();
    if (item[method]) throw new Error(`Two rows share ${row.method} ${row.path}: ${row.name}`);
    item[method] = operation(row, options, convert);
  }
  const tags = [...new Set(rows.map((row) => row.feature))].map((name) => ({ name }));
  const header = (name: string, required: boolean, description: string) => ({
    name,
    in: 'header',
    required,
    description,
    schema: { type: 'string' },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kurumsal Portal API',
      version: options.version ?? '0.0.0',
      description:
        'Kurumsal Portal uç nokta kataloğu (spec §7): her satır bir işlem. Yanıtlar spec §3 zarfındadır: ' +
        '{ status: { code, message, description? }, content }.',
    },
    servers: [{ url: '/api', description: 'Sandbox' }],
    tags,
    paths,
    components: {
      schemas: { EnvelopeStatus: STATUS_SCHEMA, FailureEnvelope: FAILURE_SCHEMA, ...convert.components() },
      parameters: {
        PageToken: header('pageToken', true, 'Oturum anahtarı (loginToken yanıtındaki pageToken).'),
        PageTokenOptional: header(
          'pageToken',
          false,
          'Varsa oturum anahtarı; bu satır oturumsuz da çağrılabilir.',
        ),
        XsrfToken: header('X-XSRF-TOKEN', true, 'XSRF-TOKEN çerezinin değeri (çift gönderim).'),
      },
      responses: Object.fromEntries(
        Object.values(FAILURES).map(({ name, description }) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: `${COMPONENT}FailureEnvelope` } } },
          },
        ]),
      ),
    },
  };
}
