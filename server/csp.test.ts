// @vitest-environment node
/**
 * A page's policy allows its own inline scripts by their SHA-256 and nothing else inline; the
 * built portal's index.html is served with that policy, the API keeps the default one.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app';
import { CONTENT_SECURITY_POLICY, pagePolicy } from './middleware/security-headers';

/** Leading and trailing whitespace included: the hash is of the exact body. */
const BOOT = "\n  (function () { document.documentElement.setAttribute('data-boot', 'login'); })();\n";
const MODULE = '<script type="module" crossorigin src="/assets/index.js"></script>';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The default policy with the given hashes after script-src 'self'. */
const withHashes = (...bodies: string[]) =>
  CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...bodies.map((body) => `'sha256-${sha256(body)}'`)].join(' '),
  );

describe('pagePolicy', () => {
  it('names an inline script by the SHA-256 of exactly its body', () => {
    const policy = pagePolicy(`<!doctype html><head><script>${BOOT}</script></head>`);
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256(BOOT)}';`);
    expect(policy).toBe(withHashes(BOOT));
    expect(policy).not.toContain(sha256(BOOT.trim()));
  });

  it('names every inline script, in page order', () => {
    const second = 'window.second = 1;';
    const policy = pagePolicy(`<head><script>${BOOT}</script></head><body><script>${second}</script></body>`);
    expect(policy).toBe(withHashes(BOOT, second));
  });

  it('does not hash scripts loaded from a file', () => {
    expect(pagePolicy(`<head><script>${BOOT}</script>${MODULE}</head>`)).toBe(withHashes(BOOT));
    expect(pagePolicy(`<head>${MODULE}</head>`)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('gives the default policy to a page without inline scripts', () => {
    expect(pagePolicy('<!doctype html><title>Kurumsal Portal</title>')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('static portal policy', () => {
  it('serves index.html with its inline script’s hash, and the API with the default policy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-csp-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><head><script>${BOOT}</script>${MODULE}</head><title>Kurumsal Portal</title>`,
    );
    const { app, close } = createApp({ staticDir: dir });
    try {
      for (const path of ['/', '/dashboard', '/index.html']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain(BOOT);
        expect(res.headers.get('Content-Security-Policy'), path).toBe(withHashes(BOOT));
      }
      const api = await app.request('/api/yok');
      expect(api.status).toBe(404);
      expect(api.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      close();
    }
  });
});
