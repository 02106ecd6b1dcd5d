// Its own module, imported directly by the one machine that reads a portal file, so the first
// visit's entry chunk does not carry it.
import { config } from '../../lib/config';

/**
 * A static file the build ships next to the bundle (not an API row: no envelope, no §8 reaction),
 * read from the portal's base path through the one HTTP client. Resolves with the parsed JSON,
 * or `undefined` when the file is missing or is no JSON (a dev server answers its index.html).
 */
export async function getPortalFile(name: string, signal?: AbortSignal): Promise<unknown> {
  // Imported, not linked: the request code is one chunk, loaded with the first call (./call.ts).
  const { http } = await import('./request');
  const response = await (await http()).get<unknown>(name, {
    baseURL: config.basePath,
    signal,
    headers: { Accept: 'application/json' },
  });
  const ok = response.status >= 200 && response.status < 300;
  return ok && typeof response.data === 'object' ? response.data : undefined;
}
