import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `vi.mock(` or `vi.doMock(` at the start of a statement, as a test file calls them. */
const MOCKS_A_MODULE = /^\s*vi\.(do)?mock\(/m;

/**
 * The test files under `dir` that mock a module (issue 42). They cannot share a module registry
 * with other files (`isolate: false` in vite.config.ts): the mock would reach the next file's
 * imports (a clean-clone run hung the SIM card order's file import so). Read from the files
 * themselves, so a new mocking test is isolated without being listed anywhere.
 */
export function testsMockingAModule(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))
    .sort();
}
