// @vitest-environment node
/**
 * The import-graph check (scripts/lint/importGraph.mjs with .dependency-cruiser.cjs) run on small
 * trees of its own: a feature importing another feature, core importing a feature and a cycle each
 * fail it and are counted; a tree that keeps the rules passes with zeros.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const SCRIPT = resolve('scripts/lint/importGraph.mjs');

function check(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  try {
    copyFileSync(resolve('.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
    for (const [path, source] of Object.entries({ 'src/main.ts': 'export {};\n', ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const FEATURES = {
  'server/tariff/feature.ts': "import { x } from './rules';\nexport const feature = x;\n",
  'server/abroad/feature.ts': 'export const feature = 2;\n',
  'server/db/schema.ts': 'export const table = 1;\n',
};

// Each case starts Node and dependency-cruiser: seconds on a busy machine, so a roomy limit.
describe('the import-graph check', { timeout: 120_000 }, () => {
  it('passes a tree that keeps the rules, and prints zeros', () => {
    const { status, output } = check({
      ...FEATURES,
      'server/tariff/rules.ts': "import { table } from '../db/schema';\nexport const x = table;\n",
    });
    expect(output).toContain('Sunucu özelliğinden başka özelliğe içe aktarma: 0');
    expect(output).toContain('İçe aktarma döngüsü (src/ ve server/): 0');
    expect(status).toBe(0);
  });

  it('fails and counts a cross-feature import, a core import of a feature and a cycle', () => {
    const { status, output } = check({
      ...FEATURES,
      'server/tariff/rules.ts': "import { feature } from '../abroad/feature';\nexport const x = feature;\n",
      'server/login.ts': "import { x } from './tariff/rules';\nexport const y = x;\n",
      'src/a.ts': "import type { B } from './b';\nexport type A = B | 1;\n",
      'src/b.ts': "import type { A } from './a';\nexport type B = A[];\n",
    });
    expect(output).toContain('Sunucu özelliğinden başka özelliğe içe aktarma: 1');
    expect(output).toContain('Sunucu çekirdeğinden özelliğe içe aktarma: 1');
    expect(output).toMatch(/İçe aktarma döngüsü \(src\/ ve server\/\): [1-9]/);
    expect(output).toContain('server/tariff/rules.ts → server/abroad/feature.ts');
    expect(status).toBe(1);
  });
});
