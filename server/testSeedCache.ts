/**
 * Seeded databases shared by the test files of one Vitest run (issue 42). Each file has its own
 * modules, so each seeded its own copy: about a second of CPU in every sandbox and model test
 * file. The run's global set-up (tests/seedCacheSetup.ts) names a fresh folder for the run; the
 * first file to need a seed writes it there and the others read it. Outside such a run (no
 * folder named) every call seeds, as before.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable holding the run's folder (set by tests/seedCacheSetup.ts). */
export const SEED_CACHE_ENV = 'SANDBOX_SEED_CACHE_DIR';

/**
 * The database serialized by `make`, from the run's folder when a file of this run made it
 * already. `key` names everything the bytes depend on besides the code (e.g. the seed day); the
 * folder lives for one run only, so a changed seed is never read from an older run.
 */
export function sharedSeed(key: string, make: () => Buffer): Buffer {
  const dir = process.env[SEED_CACHE_ENV];
  if (!dir) return make();
  const file = join(dir, `${key}.sqlite`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = make();
  // Written aside and renamed: two files seeding at once never read half a file.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}
