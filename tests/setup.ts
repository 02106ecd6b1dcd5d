import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { shellMode } from './model/support/leanShell';

// The sandbox hashes passwords at a low scrypt cost here (server/passwords.ts): the suites log in
// hundreds of times to check flows, and at the default cost each login spent 50 ms in the hash.
process.env.SANDBOX_PASSWORD_COST ??= '1024';

// A ceiling, not a budget: findBy/waitFor return as soon as the page shows what they wait for, so
// only a failing wait pays it. Two cores shared with other work (CI, helpers, a CPU burner) made a
// lazy chunk's first import in jsdom outlast 1 s and then 3 s.
configure({ asyncUtilTimeout: 15_000 });

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

// A model walk of a feature may leave the header and side menu out (tests/model/support/leanShell.ts);
// everywhere else the real layout renders.
vi.mock('../src/app/shell/PortalLayout', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/app/shell/PortalLayout')>();
  function PortalLayout(props: { children: ReactNode; withMenu?: boolean }) {
    return shellMode.lean
      ? createElement('main', { id: 'icerik' }, props.children)
      : createElement(real.PortalLayout, props);
  }
  return { ...real, PortalLayout };
});

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
