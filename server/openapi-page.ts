/**
 * The contract reference page: the OpenAPI document as readable Turkish HTML, rows grouped by
 * feature, each shape written like a type (`{ orders: OrderSummary[] }`), shared schemas linked.
 * Plain HTML and one inline style sheet: it works offline and under the sandbox's CSP.
 */
type Json = Record<string, unknown>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const COMPONENT = '#/components/schemas/';
const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^\w-]/g, '_')}`;

const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  integer: 'tam sayı',
  boolean: 'evet/hayır',
  null: 'null',
};

/** One schema written as a type; nested objects indent by `depth`. */
function shape(schema: unknown, depth = 0): string {
  if (typeof schema !== 'object' || schema === null) return 'bilinmiyor';
  const s = schema as Json;
  const pad = '  '.repeat(depth + 1);
  if (typeof s.$ref === 'string') {
    const name = s.$ref.slice(COMPONENT.length);
    return `<a href="#${anchor('sema', name)}">${escapeHtml(name)}</a>`;
  }
  if ('const' in s) return escapeHtml(JSON.stringify(s.const));
  if (Array.isArray(s.enum)) return s.enum.map((value) => escapeHtml(JSON.stringify(value))).join(' | ');
  const options = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(options)) return options.map((option) => shape(option, depth)).join(' | ');
  if (s.type === 'array') return `${shape(s.items, depth)}[]`;
  if (s.type === 'object' || s.properties) {
    const properties = Object.entries((s.properties ?? {}) as Record<string, Json>);
    if (properties.length === 0)
      return s.additionalProperties ? `{ [anahtar]: ${shape(s.additionalProperties, depth)} }` : '{}';
    const required = new Set((s.required ?? []) as string[]);
    const lines = properties.map(([key, value]) => {
      const note =
        typeof value.title === 'string' ? `  <span class="note">// ${escapeHtml(value.title)}</span>` : '';
      return `${pad}${escapeHtml(key)}${required.has(key) ? '' : '?'}: ${shape(value, depth + 1)}${note}`;
    });
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  if (s.contentMediaType) return `dosya (${escapeHtml(String(s.contentMediaType))})`;
  if (typeof s.type === 'string') return TYPE_NAMES[s.type] ?? escapeHtml(s.type);
  return 'serbest';
}

/** A row's shape: a shared schema is named (linked) and written out once more right here. */
function rowShape(schema: unknown, schemas: Record<string, unknown>): string {
  const ref = (schema as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return shape(schema);
  return `${shape(schema)} = ${shape(schemas[ref.slice(COMPONENT.length)])}`;
}

function requestOf(op: Json, schemas: Record<string, unknown>): string {
  const parameters = ((op.parameters ?? []) as Json[]).filter(
    (p) => p.in === 'path' || p.in === 'query' || p.in === 'header',
  );
  const parts: string[] = [];
  const place = { path: 'yol', query: 'sorgu', header: 'başlık' } as Record<string, string>;
  for (const p of parameters) {
    parts.push(
      `${place[String(p.in)]} <code>${escapeHtml(String(p.name))}</code>${p.required ? '' : ' (isteğe bağlı)'}: ${shape(p.schema)}` +
        (typeof p.description === 'string'
          ? ` <span class="note">— ${escapeHtml(p.description)}</span>`
          : ''),
    );
  }
  const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as
    | Json
    | undefined;
  const list = parts.length ? `<ul>${parts.map((p) => `<li>${p}</li>`).join('')}</ul>` : '';
  const bodyHtml = body ? `<p>Gövde:</p><pre>${rowShape(body.schema, schemas)}</pre>` : '';
  return list || bodyHtml ? list + bodyHtml : '<p>Parametre yok.</p>';
}

function answerOf(op: Json, schemas: Record<string, unknown>): string {
  const content = ((op.responses as Json)['200'] as Json).content as Record<string, Json>;
  const json = content['application/json'];
  if (!json) return `<p>Dosya: ${Object.keys(content).map(escapeHtml).join(', ')}</p>`;
  const inner = ((json.schema as Json).properties as Json).content;
  return `<pre>${rowShape(inner, schemas)}</pre>`;
}

function rowHtml(path: string, method: string, op: Json, schemas: Record<string, unknown>): string {
  const open = op['x-contract-status'] === 'open' ? ' <span class="open">şema henüz yok</span>' : '';
  return `<article id="${anchor('satir', String(op.operationId))}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${open}</h3>
<p>Satır: <code>${escapeHtml(String(op.operationId))}</code> · Hata gösterimi: <code>${escapeHtml(String(op['x-error-mode']))}</code> · Başarı kuralı: <code>${escapeHtml(String(op['x-success-rule']))}</code></p>
<h4>İstek</h4>${requestOf(op, schemas)}
<h4>Yanıt (content)</h4>${answerOf(op, schemas)}
</article>`;
}

export function renderReference(document: Json): string {
  const schemas = (document.components as Json).schemas as Record<string, unknown>;
  const groups = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const feature = String((op.tags as string[])[0]);
      groups.set(feature, [...(groups.get(feature) ?? []), rowHtml(path, method, op, schemas)]);
      count += 1;
    }
  }
  const toc = [...groups.keys()]
    .map((f) => `<li><a href="#${anchor('bolum', f)}">${escapeHtml(f)}</a> (${groups.get(f)?.length})</li>`)
    .join('');
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API Başvurusu – Kurumsal Portal Sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; max-width: 70rem; }
  article { border-top: 1px solid #d1d5db; padding: .5rem 0; }
  pre { background: #f3f4f6; padding: .75rem; overflow-x: auto; }
  .method { font-family: ui-monospace, monospace; font-weight: 700; }
  .note { color: #4b5563; }
  .open { background: #fef3c7; padding: 0 .25rem; font-size: .875rem; }
</style>
</head>
<body>
<main>
<h1>Kurumsal Portal API Başvurusu</h1>
<p>${count} satır; tüm yanıtlar <code>{ status: { code, message, description? }, content }</code> zarfındadır, aşağıda <code>content</code> gösterilir. Sunucu adresi: <code>/api</code>. Makinece okunur belge: <a href="/api/openapi.json">openapi.json</a>.</p>
<nav><h2>Bölümler</h2><ul>${toc}</ul></nav>
${[...groups]
  .map(
    ([f, rows]) =>
      `<section id="${anchor('bolum', f)}"><h2>${escapeHtml(f)}</h2>\n${rows.join('\n')}</section>`,
  )
  .join('\n')}
<section><h2>Paylaşılan şemalar</h2>
${Object.entries(schemas)
  .map(([name, s]) => `<h3 id="${anchor('sema', name)}">${escapeHtml(name)}</h3><pre>${shape(s)}</pre>`)
  .join('\n')}
</section>
</main>
</body>
</html>`;
}
