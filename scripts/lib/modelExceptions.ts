// The coverage exceptions, each file next to its machine's model test (tests/model/<name>.exceptions.ts),
// found by a scan of the folder so a feature brings its own and no shared list is edited.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CoverageException } from '../../tests/model/support/coverageException';

export const MODEL_DIR = 'tests/model';
const SUFFIX = '.exceptions.ts';

export interface FoundException extends CoverageException {
  /** The file that excuses it, as the report prints it. */
  file: string;
}

const isException = (e: unknown): e is CoverageException =>
  typeof e === 'object' &&
  e !== null &&
  ['machineId', 'item', 'reason'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string') &&
  (e as CoverageException).reason.trim() !== '';

/** Every exception of every exceptions file; a file without a well-formed list throws (the gate stops). */
export async function loadCoverageExceptions(dir = MODEL_DIR): Promise<FoundException[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(SUFFIX))
    .sort();
  const found: FoundException[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const list = ((await import(pathToFileURL(resolve(file)).href)) as { COVERAGE_EXCEPTIONS?: unknown })
      .COVERAGE_EXCEPTIONS;
    if (!Array.isArray(list) || !list.every(isException))
      throw new Error(`${file}: COVERAGE_EXCEPTIONS, gerekçeli { machineId, item, reason } listesi değil`);
    for (const e of list) found.push({ ...e, file });
  }
  return found;
}
