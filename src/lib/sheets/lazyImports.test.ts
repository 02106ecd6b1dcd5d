import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build puts src/lib into the shared "common" chunk (scripts/vite/chunkGroups.ts): a static
 * value import of a spreadsheet library here would load it with every page. Type imports are free.
 */
const HEAVY = /^import\s+(?!type\b)[^;]*from\s+'(write-excel-file|read-excel-file|papaparse)[^']*'/m;

describe('spreadsheet libraries load on use', () => {
  it.each(['csv.ts', 'xlsx.ts', 'download.ts', 'parse.ts', 'template.ts', 'validate.ts', 'importWorker.ts'])(
    '%s has no static import of them',
    (file) => {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source).not.toMatch(HEAVY);
    },
  );

  it('would notice one', () => {
    expect("import writeXlsxFile from 'write-excel-file/universal';").toMatch(HEAVY);
    expect("import type { Cell } from 'write-excel-file/universal';").not.toMatch(HEAVY);
  });
});
