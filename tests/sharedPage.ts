import { configure, getConfig } from '@testing-library/react';
import { afterAll } from 'vitest';
import { clearCookies } from './support/cookies';

/**
 * Set-up of the jsdom projects whose files share one page and one module registry per worker
 * (`isolate: false` in vite.config.ts: `views` and `model`), after tests/sharedModules.ts: building
 * a window and loading Testing Library and React once per worker instead of once per file was most
 * of a small file's CPU (issue 42). The page a file changed is put back after it (storage,
 * cookies, the document, the URL, Testing Library's settings), so the next file starts as it
 * would on a fresh page.
 */

// Taken when this set-up runs, before the file's own imports: a harness configures Testing
// Library as it is created, at the file's top level.
const savedConfig = { ...getConfig() };

afterAll(() => {
  configure(savedConfig);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});
