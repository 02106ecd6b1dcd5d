/**
 * `@xstate/react` reads `useSyncExternalStore` through the `use-sync-external-store` shims, which
 * exist for React 17 and older. On React 19 the shim only hands React's own hook back, yet its
 * CommonJS code and the selector's shim wrapper sat in the entry chunk that every page evaluates
 * before its first paint (issue 42). The build points both imports at React's hook: the shim at
 * this module's re-export, the selector at the package's own build for React ≥ 18.
 */
import type { Plugin } from 'vite';

const SHIM = 'use-sync-external-store/shim';
const SELECTOR_SHIM = 'use-sync-external-store/shim/with-selector';
const REACT_HOOK = '\0react-sync-external-store';

export function reactSyncStorePlugin(): Plugin {
  return {
    name: 'react-sync-external-store',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (source === SHIM) return REACT_HOOK;
      if (source === SELECTOR_SHIM)
        return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true });
      return null;
    },
    load(id) {
      return id === REACT_HOOK ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
