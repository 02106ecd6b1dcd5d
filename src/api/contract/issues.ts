/**
 * Valibot's issues said in Turkish, naming the field by the Turkish title its schema carries
 * (`fields.ts`). Used by the sandbox for every request it validates; a message the schema's
 * author wrote (a regex hint) is kept as written.
 */
import * as v from 'valibot';
import type { AnySchema } from './define';

/** Marks the messages nobody wrote, so they can be said in Turkish once the path is known. */
const UNWRITTEN = '\u0000';

export const GENERIC_FIELD = 'Gönderilen bilgilerden biri';
export const BODY_NOT_OBJECT = 'İstek gövdesi bir JSON nesnesi olmalıdır.';

/** A schema as the walks below see it: its wrapped, entry, item and option schemas. */
export type Node = AnySchema & {
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  value?: Node;
  options?: unknown[];
  pipe?: Node[];
};

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'non_optional',
  'exact_optional',
  'undefinedable',
]);

/** The schema inside optional/nullable wrappers. */
export function unwrap(schema: Node): Node {
  let current = schema;
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped;
  return current;
}

function child(schema: Node, key: unknown): Node | undefined {
  const base = unwrap(schema);
  if (base.entries && typeof key === 'string') return base.entries[key];
  if (base.item) return base.item;
  if (base.items && typeof key === 'number') return base.items[key];
  if (base.value) return base.value;
  if (Array.isArray(base.options)) {
    for (const option of base.options as Node[]) {
      if (typeof option === 'object' && option && 'kind' in option) {
        const found = child(option, key);
        if (found) return found;
      }
    }
  }
  return undefined;
}

function titleOf(schema: Node | undefined): string | undefined {
  if (!schema) return undefined;
  return v.getTitle(schema) ?? (unwrap(schema) === schema ? undefined : v.getTitle(unwrap(schema)));
}

/** The Turkish name of the field an issue is about: the nearest titled schema on its path. */
export function fieldLabel(root: AnySchema, issue: v.BaseIssue<unknown>): string | undefined {
  const keys = (issue.path ?? []).map((item) => item.key);
  let schema: Node | undefined = root as Node;
  let label = titleOf(schema);
  for (const key of keys) {
    schema = schema ? child(schema, key) : undefined;
    label = titleOf(schema) ?? (typeof key === 'number' && label ? `${label} (${key + 1}. öğe)` : undefined);
  }
  return label;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  boolean: 'evet/hayır değeri',
  array: 'liste',
  object: 'nesne',
  loose_object: 'nesne',
  strict_object: 'nesne',
  record: 'nesne',
};

const isMissing = (issue: v.BaseIssue<unknown>) => issue.input === undefined || issue.input === null;
const isList = (issue: v.BaseIssue<unknown>) => Array.isArray(issue.input);

/** One issue as a Turkish sentence about the field `label`. */
export function sentence(
  label: string,
  issue: v.BaseIssue<unknown>,
  options: readonly unknown[] = [],
): string {
  const n = issue.requirement;
  if (issue.kind === 'schema' && isMissing(issue)) return `${label} zorunludur.`;
  switch (issue.type) {
    case 'non_empty':
      return `${label} zorunludur.`;
    case 'min_length':
      return isList(issue)
        ? `${label} en az ${n} öğe içermelidir.`
        : `${label} en az ${n} karakter olmalıdır.`;
    case 'max_length':
      return isList(issue)
        ? `${label} en fazla ${n} öğe içerebilir.`
        : `${label} en fazla ${n} karakter olabilir.`;
    case 'length':
      return `${label} ${n} karakter olmalıdır.`;
    case 'regex':
      return `${label} geçerli biçimde değil.`;
    case 'integer':
      return `${label} tam sayı olmalıdır.`;
    case 'finite':
      return `${label} sayı olmalıdır.`;
    case 'min_value':
      return `${label} en az ${n} olmalıdır.`;
    case 'max_value':
      return `${label} en fazla ${n} olabilir.`;
    case 'email':
      return `${label} geçerli bir e-posta adresi olmalıdır.`;
    case 'digits':
      return `${label} yalnızca rakamlardan oluşmalıdır.`;
    case 'picklist':
    case 'enum':
    case 'literal':
      return options.length > 0 && options.length <= 12
        ? `${label} şu değerlerden biri olmalıdır: ${options.join(', ')}.`
        : `${label} geçerli bir değer değil.`;
    default: {
      const typeName = TYPE_NAMES[issue.type];
      return typeName ? `${label} ${typeName} olmalıdır.` : `${label} geçerli değil.`;
    }
  }
}

function optionsAt(root: AnySchema, issue: v.BaseIssue<unknown>): readonly unknown[] {
  let schema: Node | undefined = root as Node;
  for (const item of issue.path ?? []) schema = schema ? child(schema, item.key) : undefined;
  const base = schema ? unwrap(schema) : undefined;
  const own = base?.pipe ? unwrap(base.pipe[0] as Node) : base;
  return Array.isArray(own?.options) && own.options.every((o) => typeof o === 'string') ? own.options : [];
}

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses `input` with `schema`; a failure carries the first issue as one Turkish sentence. */
export function validate<TSchema extends AnySchema>(
  schema: TSchema,
  input: unknown,
): Validation<v.InferOutput<TSchema>> {
  // valibot's object schemas accept an array (it is an object); a request body never is one.
  if (Array.isArray(input) && TYPE_NAMES[unwrap(schema as Node).type] === 'nesne') {
    return { ok: false, message: BODY_NOT_OBJECT };
  }
  const result = v.safeParse(schema, input, { message: () => UNWRITTEN, abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  if (issue.message !== UNWRITTEN) return { ok: false, message: issue.message };
  if (!issue.path?.length && issue.kind === 'schema' && TYPE_NAMES[issue.type] === 'nesne') {
    return { ok: false, message: BODY_NOT_OBJECT };
  }
  const label = fieldLabel(schema, issue) ?? GENERIC_FIELD;
  return { ok: false, message: sentence(label, issue, optionsAt(schema, issue)) };
}
