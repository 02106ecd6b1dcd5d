/**
 * Routes that exist only in the sandbox: the SMS outbox as JSON (for e2e tests) and as a small
 * Turkish page (for people trying the demo). The page refreshes itself with a meta tag, so it
 * needs no script under the strict CSP.
 */
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import type { Outbox, OutboxMessage } from './outbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const formatTime = (iso: string) => new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });

const formatMsisdn = (m: string) =>
  m.length === 10 ? `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}` : m;

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

export function registerSandboxRoutes(app: Hono<AppEnv>, outbox: Outbox): void {
  app.get('/sandbox/sms-outbox', (c) => {
    const msisdn = c.req.query('msisdn') || undefined;
    return c.json(outbox.list({ msisdn }));
  });
  app.get('/sandbox/sms-outbox.html', (c) => {
    const msisdn = c.req.query('msisdn') || undefined;
    return c.html(renderPage(outbox.list({ msisdn, limit: 50 }), msisdn));
  });
}
