/**
 * `@xstate/react` reads `useSyncExternalStore` through the `use-sync-external-store` shims, which
 * exist for React 17 and older. On React 19 the shim only hands React's own hook back, yet its
 * CommonJS code and the selector's shim wrapper sat in the entry chunk that every page evaluates
 * before its first paint (issue 42). The build points both imports at React's hook: the shim at
 * this module's re-export, the selector at an ES module of the same algorithm
 * (`syncStoreWithSelector.ts`: the package's build for React ≥ 18 is CommonJS, and its wrapper
 * with React's interop cost the entry more than the hook itself).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = 'use-sync-external-store/shim';
const SELECTOR_SHIM = 'use-sync-external-store/shim/with-selector';
const REACT_HOOK = '\0react-sync-external-store';
const SELECTOR_MODULE = fileURLToPath(new URL('./syncStoreWithSelector.ts', import.meta.url));

export function reactSyncStorePlugin(): Plugin {
  return {
    name: 'react-sync-external-store',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      if (source === SHIM) return REACT_HOOK;
      if (source === SELECTOR_SHIM) return SELECTOR_MODULE;
      return null;
    },
    load(id) {
      return id === REACT_HOOK ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
