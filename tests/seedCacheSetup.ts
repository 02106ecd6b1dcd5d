// Vitest's global set-up: one fresh folder per run for the seeded databases the test files share
// (server/testSeedCache.ts), removed when the run ends. Set before the workers start, so each
// worker's environment names it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_CACHE_ENV } from '../server/testSeedCache';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-seeds-'));
  process.env[SEED_CACHE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
