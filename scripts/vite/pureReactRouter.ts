/**
 * Lets the build drop what the portal does not use of React Router (issue 42). Its package is
 * one module, and every top-level `React.forwardRef(…)`, `React.createContext(…)` and
 * `React.memo(…)` call and every `X.displayName = "…"` write counts as a side effect for the
 * bundler, so its `Link`, `NavLink`, `Form`, `ScrollRestoration`, the data-router contexts and
 * the prefetching behind them (page link descriptors, route-module loading) stayed in the entry
 * chunk that every page evaluates before its first paint, though no page renders them: the
 * portal's links are its own (src/ui/Link.tsx).
 *
 * These calls only build values, so they are marked pure, and the display names (read by the
 * React developer tools only) are left out; everything a page uses is kept by its use as before.
 * scripts/vite/pureReactRouter.test.ts holds the rewrite to the package's text.
 *
 * The package's `exports` give bundlers its development build whatever the mode (its production
 * build is chosen by NODE_ENV only for Node's `require`); the build takes the production one,
 * which leaves out the development warnings (0.5 kB gzip of the entry).
 */
import type { Plugin } from 'vite';

const ROUTER_DIST = /\/node_modules\/react-router\/dist\/.*\.m?js$/;
const VALUE_BUILDER = /= (React\d*)\.(forwardRef|createContext|memo)\(/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

export function markReactRouterPure(code: string): string {
  return code.replace(VALUE_BUILDER, '= /* @__PURE__ */ $1.$2(').replace(DISPLAY_NAME, '');
}

export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'pure-react-router',
    // Before Vite's own resolver, which would answer with the development build.
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
    transform: {
      filter: { id: ROUTER_DIST },
      handler(code) {
        return { code: markReactRouterPure(code), map: null };
      },
    },
  };
}
