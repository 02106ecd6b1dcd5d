import * as v from 'valibot';
import { endpoints } from './catalogue';
import { fieldLabel, type Node, unwrap, validate } from './issues';

const titled = (s: Node) => v.getTitle(s as never) ?? v.getTitle(unwrap(s) as never);

let visited = 0;

/** Every request field without a Turkish name, as row.part.path. */
function untitled(schema: Node, where: string): string[] {
  const base = unwrap(schema);
  const inner = base.pipe ? unwrap(base.pipe[0]!) : base;
  const out: string[] = [];
  if (inner.entries) {
    for (const [key, entry] of Object.entries(inner.entries)) {
      visited += 1;
      if (!titled(entry)) out.push(`${where}.${key}`);
      out.push(...untitled(entry, `${where}.${key}`));
    }
  }
  if (inner.item) out.push(...untitled(inner.item, `${where}[]`));
  for (const option of (inner.options ?? []) as Node[]) {
    if (typeof option === 'object' && option?.kind) out.push(...untitled(option, where));
  }
  return out;
}

describe('request schemas name every field in Turkish (platform issue: never an English field name)', () => {
  it('gives each field of every query and body a Turkish title', () => {
    const missing = endpoints.flatMap((row) => [
      ...(row.schemas.query ? untitled(row.schemas.query as Node, `${row.name}.query`) : []),
      ...(row.schemas.body ? untitled(row.schemas.body as Node, `${row.name}.body`) : []),
    ]);
    expect(missing).toEqual([]);
    // The walk reached the fields (a walk that saw none would pass the line above).
    expect(visited).toBeGreaterThan(80);
  });

  it('turns issues into Turkish sentences about the named field', () => {
    const schema = v.object({
      contactName: v.pipe(v.string(), v.maxLength(100), v.title('İletişim adı')),
      lines: v.pipe(
        v.array(v.pipe(v.string(), v.regex(/^5\d{9}$/), v.title('Hat numarası'))),
        v.title('Hatlar'),
      ),
    });
    expect(validate(schema, { contactName: 'x'.repeat(101), lines: [] })).toEqual({
      ok: false,
      message: 'İletişim adı en fazla 100 karakter olabilir.',
    });
    expect(validate(schema, { lines: [] })).toEqual({ ok: false, message: 'İletişim adı zorunludur.' });
    expect(validate(schema, { contactName: 'A', lines: ['5321112233', '12'] })).toEqual({
      ok: false,
      message: 'Hat numarası geçerli biçimde değil.',
    });
    expect(validate(schema, [1, 2])).toEqual({
      ok: false,
      message: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
    });
    expect(validate(schema, { contactName: 'A', lines: ['5321112233'] })).toEqual({
      ok: true,
      value: { contactName: 'A', lines: ['5321112233'] },
    });
  });

  it('says a field without a title as a Turkish phrase, never its key', () => {
    const schema = v.object({ secretKey: v.string() });
    const result = validate(schema, { secretKey: 1 });
    expect(result).toEqual({ ok: false, message: 'Gönderilen bilgilerden biri metin olmalıdır.' });
    const issue = v.safeParse(schema, { secretKey: 1 }).issues![0];
    expect(fieldLabel(schema, issue)).toBeUndefined();
  });
});
