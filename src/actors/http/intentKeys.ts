/**
 * One Idempotency-Key per user intent (issue 38). A write is identified by what it asks: its
 * method, path, session and body. The first call of an intent draws a key; the key is kept while
 * the intent has had no answer, so the HTTP actor's own retries and a person's second click of
 * the same thing (after "Bağlantı hatası", say) send the same key, and the sandbox answers the
 * first answer again instead of doing the write twice. Any answer (success or refusal) ends the
 * intent: the same body sent later on purpose is a new intent with a new key.
 *
 * Why by content and not a key drawn by each machine: every write goes through callEndpoint, so
 * one place covers all fifty-odd write rows without threading a key through every machine's
 * context and invoke input, and a retry from a machine's error state ("Tekrar dene") is covered
 * the same way as the actor's own. A body that is not plain data (a File) gets a key per call,
 * kept across that call's retries only.
 */
const KEEP_MS = 23 * 60 * 60 * 1000; // under the sandbox's 24 hours, so a kept key is still known there

const open = new Map<string, { key: string; at: number }>();

export function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with sorted keys, or undefined when the value is not plain data. */
function stable(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    const parts = value.map(stable);
    return parts.includes(undefined) ? undefined : `[${parts.join(',')}]`;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner === undefined) continue;
    const text = stable(inner);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** What identifies an intent, or undefined when it cannot be told from another (not plain data). */
export function intentOf(method: string, path: string, session: string, body: unknown): string | undefined {
  const text = stable(body);
  return text === undefined ? undefined : `${method} ${path} ${session} ${text}`;
}

/** The intent's key: the one still open for it, or a new one. */
export function keyFor(intent: string | undefined, now = Date.now()): string {
  if (intent === undefined) return newKey();
  for (const [name, entry] of open) if (now - entry.at > KEEP_MS) open.delete(name);
  const kept = open.get(intent);
  if (kept) return kept.key;
  const key = newKey();
  open.set(intent, { key, at: now });
  return key;
}

/** The intent had an answer: a later identical write is a new intent. */
export function answered(intent: string | undefined): void {
  if (intent !== undefined) open.delete(intent);
}

/** For tests and logout: forget every open intent. */
export function forgetIntents(): void {
  open.clear();
}
