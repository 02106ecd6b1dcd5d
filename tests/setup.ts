import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The sandbox hashes passwords at a low scrypt cost here (server/passwords.ts): the suites log in
// hundreds of times to check flows, and at the default cost each login spent 50 ms in the hash.
process.env.SANDBOX_PASSWORD_COST ??= '1024';

// CI runs on two busy cores: a lazy chunk's first import in jsdom can outlast the 1 s default.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no ResizeObserver; Headless UI's menus watch their button with one while open.
if (typeof ResizeObserver === 'undefined') {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
