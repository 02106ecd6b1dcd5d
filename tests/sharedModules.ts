import { afterAll, vi } from 'vitest';

/**
 * Set-up of the projects whose files share one module registry per worker (`views`, `model`,
 * `logic`; `isolate: false` in vite.config.ts): what a file may change outside its own modules through Vitest is put back
 * after it, so the next file starts with real timers, the real globals and environment, and no
 * spy left on a shared module. A file that mocks a module (`vi.mock`) cannot share: its mock would
 * reach the next file's imports, so it runs in an isolated project.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
