/**
 * Paging parameters are bounded in the contract, row by row (issue 38): an offset of 1e19 or
 * 2^63 used to pass the schemas, reach SQLite and answer a 500 "datatype mismatch". Every
 * request field that places a page (offset, limit, page, pageSize), in any row's body or query,
 * must refuse huge, fractional, negative and non-numeric values, and must accept a small one.
 */
import * as v from 'valibot';
import { endpoints } from './catalogue';
import { MAX_PAGE_OFFSET } from './fields';
import { type Node, unwrap } from './issues';

const PAGING = new Set(['offset', 'limit', 'page', 'pageSize']);

/** The paging fields of a schema, at the top level of its object (or of any variant of it). */
function pagingFields(schema: Node | undefined, out = new Map<string, Node>()): Map<string, Node> {
  if (!schema) return out;
  const base = unwrap(schema);
  if (base.pipe?.[0] && base.pipe[0] !== base) pagingFields(base.pipe[0], out);
  for (const [key, entry] of Object.entries(base.entries ?? {})) if (PAGING.has(key)) out.set(key, entry);
  for (const option of (base.options ?? []) as Node[]) {
    if (option && typeof option === 'object' && 'kind' in option) pagingFields(option, out);
  }
  return out;
}

const found = endpoints.flatMap((row) =>
  (['body', 'query'] as const).flatMap((part) =>
    [...pagingFields(row.schemas[part] as Node | undefined)].map(([key, schema]) => ({
      name: `${row.name} ${part}.${key}`,
      part,
      schema,
    })),
  ),
);

it('finds the paging fields of the catalogue', () => {
  // The three rows of the report (issue 38) among them.
  const names = found.map((f) => f.name);
  expect(names).toContain('lineUserProductList body.offset');
  expect(names).toContain('auditTrailList query.offset');
  expect(names).toContain('tariffHistory query.offset');
  expect(found.length).toBeGreaterThan(15);
});

describe.each(found)('$name', ({ part, schema }) => {
  const bad: unknown[] =
    part === 'query'
      ? [
          '99999999999999999999',
          '9223372036854775808',
          '1e19',
          '1.5',
          '-1',
          'abc',
          '',
          String(MAX_PAGE_OFFSET + 1),
        ]
      : [1e19, 2 ** 63, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '20', MAX_PAGE_OFFSET + 1];
  it.each(bad.map((value) => [String(value), value]))('refuses %s', (_label, value) => {
    expect(v.safeParse(schema, value).success).toBe(false);
  });
  it('accepts a small whole number', () => {
    expect(v.safeParse(schema, part === 'query' ? '1' : 1).success).toBe(true);
  });
});
