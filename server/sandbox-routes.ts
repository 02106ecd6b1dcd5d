/**
 * Routes that exist only in the sandbox: the SMS outbox as JSON (for e2e tests) and as a small
 * Turkish page (for people trying the demo). The page refreshes itself with a meta tag, so it
 * needs no script under the strict CSP.
 *
 * With test hooks on (SANDBOX_TEST_HOOKS=1, only for the e2e suite) two more routes let each
 * journey start from the seed and expire sessions without waiting; otherwise they answer 404.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { formatMsisdn } from '../src/lib/msisdn';
import type { AppEnv } from './context';
import { openSandboxDatabase } from './db/open';
import type { Db } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { dayOf } from './db/seedDay';
import { features } from './features';
import type { Outbox, OutboxMessage } from './outbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const formatTime = (iso: string) => new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });

function renderPage(messages: OutboxMessage[], msisdn: string | undefined): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(formatTime(m.createdAt))}</td>` +
        `<td>${escapeHtml(formatMsisdn(m.msisdn))}</td>` +
        `<td class="code">${escapeHtml(m.code)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  const filter = msisdn ? ` (${escapeHtml(formatMsisdn(msisdn))} numarası)` : '';
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS Kutusu – Kurumsal Portal Sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #d1d5db; padding: .5rem; text-align: left; }
  .code { font-family: ui-monospace, monospace; font-size: 1.25rem; font-weight: 700; }
</style>
</head>
<body>
<main>
<h1>SMS Kutusu${filter}</h1>
<p>Sandbox ortamında gönderilen doğrulama kodları burada görünür. Sayfa 3 saniyede bir yenilenir.</p>
${
  messages.length === 0
    ? '<p>Henüz gönderilmiş bir mesaj yok.</p>'
    : `<table>
<caption>En yeni mesaj en üstte</caption>
<thead><tr><th scope="col">Zaman</th><th scope="col">Numara</th><th scope="col">Kod</th><th scope="col">Mesaj</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}

/**
 * The seed of one day as a database file, made once per process: a reset copies its rows with
 * SQLite's own INSERT … SELECT instead of seeding again in JavaScript. The e2e suite resets before
 * every journey, and a seed took about 0.85 s of the server's CPU each time (issue 42). The seed
 * is the same for the same day (a fixed PRNG; server/db/seedDay.ts), so the copy is what a seed
 * would write.
 */
const seedFiles = new Map<number, string>();
let seedDir: string | undefined;

function seedFileOf(now: number): string {
  const day = dayOf(now);
  let file = seedFiles.get(day);
  if (!file) {
    const template = openSandboxDatabase(':memory:');
    seedIfEmpty(template, now);
    if (!seedDir) {
      const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      seedDir = dir;
    }
    file = join(seedDir, `${day}.sqlite`);
    writeFileSync(file, template.serialize());
    template.close();
    seedFiles.set(day, file);
  }
  return file;
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Empties every table and seeds again: the demo data, no sessions, no OTP transactions, an
 * empty outbox. `meta` stays, so the anti-forgery secret (and the browser's cookie) stay valid;
 * the seed's own keys in it (the seed day) are written again. Append-only tables stay too, since
 * no call may change them.
 */
export function resetDatabase(db: Db, now: number = Date.now()): void {
  // Tables whose triggers refuse deletes (the audit trail, server/auditTrail) are history: kept as they are.
  const appendOnly = new Set(
    (
      db
        .prepare(
          "SELECT tbl_name AS name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%append_only%'",
        )
        .all() as { name: string }[]
    ).map((row) => row.name),
  );
  // Plain tables only: a virtual table (the search index, server/search) and its shadow tables are
  // rebuilt by their triggers as the plain ones are emptied and filled.
  const tables = (
    db
      .prepare(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => name !== 'meta' && !appendOnly.has(name));
  // ATTACH cannot run inside a transaction, nor the foreign-key pragma change there.
  db.prepare('ATTACH DATABASE ? AS seed_template').run(seedFileOf(now));
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const name of tables) db.exec(`DELETE FROM main.${quoteName(name)}`);
      // Tables made after the database opened (an app's own, e.g. login failures) are not in the
      // seed's file; no seed writes them, so they stay empty as after a seed.
      const seededTables = new Set(
        (
          db.prepare("SELECT name FROM seed_template.sqlite_master WHERE type = 'table'").all() as {
            name: string;
          }[]
        ).map((row) => row.name),
      );
      for (const name of tables.filter((table) => seededTables.has(table))) {
        // Named columns: the copy holds even if a column order ever differed between the two files.
        const columns = (db.prepare(`PRAGMA main.table_info(${quoteName(name)})`).all() as { name: string }[])
          .map((column) => quoteName(column.name))
          .join(', ');
        db.exec(
          `INSERT INTO main.${quoteName(name)} (${columns}) SELECT ${columns} FROM seed_template.${quoteName(name)}`,
        );
      }
      db.exec('INSERT OR REPLACE INTO main.meta SELECT * FROM seed_template.meta');
      // The next ids as after a seed (the copy above leaves its own counters, also for empty tables).
      const hasSequence = db.prepare("SELECT 1 FROM main.sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (hasSequence) {
        db.exec('DELETE FROM main.sqlite_sequence');
        const seeded = db
          .prepare("SELECT 1 FROM seed_template.sqlite_master WHERE name = 'sqlite_sequence'")
          .get();
        if (seeded) db.exec('INSERT INTO main.sqlite_sequence SELECT * FROM seed_template.sqlite_sequence');
      }
    })();
  } finally {
    db.pragma('foreign_keys = ON');
    db.exec('DETACH DATABASE seed_template');
  }
}

export interface SandboxRouteOptions {
  /** POST /sandbox/reset, /sandbox/sessions/expire and /sandbox/otp/expire, for the e2e suite only. */
  testHooks?: boolean;
}

export function registerSandboxRoutes(
  app: Hono<AppEnv>,
  outbox: Outbox,
  options: SandboxRouteOptions = {},
): void {
  if (options.testHooks) {
    app.post('/sandbox/reset', (c) => {
      resetDatabase(c.get('deps').db);
      return c.json({ reset: true });
    });
    app.post('/sandbox/sessions/expire', (c) => {
      const { db, now, idleTimeoutSeconds } = c.get('deps');
      // Last seen one second past the idle limit: the next call of each session answers "419".
      const lastSeen = now() - (idleTimeoutSeconds + 1) * 1000;
      const { changes } = db
        .prepare('UPDATE sessions SET last_seen_at = ? WHERE revoked_at IS NULL')
        .run(lastSeen);
      return c.json({ expired: changes });
    });
    // Ages every live code past its five minutes, so a journey can meet an expired code.
    app.post('/sandbox/otp/expire', (c) => {
      const { db, now } = c.get('deps');
      const { changes } = db
        .prepare(
          'UPDATE otp_transactions SET expires_at = ?, sent_at = sent_at - 300000 WHERE used_at IS NULL',
        )
        .run(now() - 1);
      return c.json({ expired: changes });
    });
    // Each feature's own hooks (ServerFeature.testHooks), e.g. take-over answers that fall due now.
    for (const feature of features) {
      for (const [hook, run] of Object.entries(feature.testHooks ?? {})) {
        app.post(`/sandbox/${feature.name}/${hook}`, async (c) => {
          const { db, now } = c.get('deps');
          const body: unknown = await c.req.json().catch(() => ({}));
          return c.json(run(db, now, body) ?? {});
        });
      }
    }
  }

  app.get('/sandbox/sms-outbox', (c) => {
    const msisdn = c.req.query('msisdn') || undefined;
    return c.json(outbox.list({ msisdn }));
  });
  app.get('/sandbox/sms-outbox.html', (c) => {
    const msisdn = c.req.query('msisdn') || undefined;
    return c.html(renderPage(outbox.list({ msisdn, limit: 50 }), msisdn));
  });
}
