// @vitest-environment node
/**
 * The server's feature rule (scripts/lint/server-features.grit) run by Biome on small trees of its
 * own: a feature importing another feature fails, a core folder importing a feature fails, and
 * imports of core, of the feature's own folder and of the shared contract pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const BIOME = resolve('node_modules/.bin/biome');
const RULE = resolve('scripts/lint/server-features.grit');
const MESSAGE = 'A server feature imports only core';

/** Lints one file at `path` (relative to a fresh tree) holding `source`; answers Biome's output. */
function lint(path: string, source: string): { failed: boolean; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'server-rule-'));
  try {
    writeFileSync(
      join(root, 'biome.json'),
      JSON.stringify({ plugins: [RULE], linter: { enabled: true, rules: { preset: 'none' } } }),
    );
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
    const run = spawnSync(BIOME, ['lint', '--colors=off', '.'], { cwd: root, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    return { failed: output.includes(MESSAGE), output };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the server feature rule', () => {
  it('fails a feature that imports another feature', () => {
    expect(
      lint('server/tariff/rules.ts', "import { x } from '../abroad/rules';\nexport const y = x;\n").failed,
    ).toBe(true);
    expect(
      lint('server/tariff/deep/rules.ts', "import { x } from '../../abroad/rules';\nexport const y = x;\n")
        .failed,
    ).toBe(true);
  });

  it('fails a core module that imports a feature', () => {
    expect(
      lint('server/db/ledger.ts', "import { x } from '../orders/store';\nexport const y = x;\n").failed,
    ).toBe(true);
  });

  it('passes imports of core, of the own folder, of the shared contract and in tests', () => {
    const source = [
      "import { a } from '../db/schema';",
      "import { b } from '../handlers/types';",
      "import { c } from './store';",
      "import { d } from '../../src/api/ledger';",
      "import { e } from '../access';",
      'export const all = [a, b, c, d, e];',
      '',
    ].join('\n');
    const ok = lint('server/tariff/handlers.ts', source);
    expect(ok.failed, ok.output).toBe(false);
    expect(
      lint('server/tariff/tariff.test.ts', "import { x } from '../abroad/rules';\nexport const y = x;\n")
        .failed,
    ).toBe(false);
  });
});
