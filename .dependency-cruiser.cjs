// The import graph's rules (issue 36), checked by scripts/lint/import-graph.mjs in `npm test`:
// no import cycle in src/ or server/ (type-only imports count: a cycle of types still ties the
// modules together), and a server feature imports only core, as a client feature imports only
// the shared folders (scripts/lint/features.grit).
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

/** Server features: the folders with a feature.ts (what server/features.ts loads). */
const FEATURES = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join('server', entry.name, 'feature.ts')))
  .map((entry) => entry.name);
const FEATURE = `^server/(${FEATURES.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-to-feature',
      severity: 'error',
      comment:
        'A server feature imports only core (server/db, handlers, middleware, the root files …): move what two features share into core.',
      from: { path: FEATURE },
      to: { path: FEATURE, pathNot: '^server/$1/' },
    },
    {
      name: 'server-core-to-feature',
      severity: 'error',
      comment:
        'Core imports no feature: a feature contributes through its ServerFeature (server/feature.ts), found by server/features.ts.',
      // Whole-sandbox tests at the root (server/*.test.ts) may reach any feature; core code may not.
      from: { path: '^server/', pathNot: [FEATURE, '^server/[^/]+\\.test\\.ts$'] },
      to: { path: FEATURE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
