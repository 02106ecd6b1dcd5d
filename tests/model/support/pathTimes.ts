import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COVERAGE_DIR, fileId } from './coverage';

/**
 * How long each model path took to walk, per test file, next to the coverage JSON: the figures are
 * printed by scripts/model-coverage.ts as the suite's budget. They are never asserted: a busy
 * machine is slow, not wrong.
 */
export const PATH_TIMES_SUFFIX = '.paths.json';

export interface PathTime {
  model: string;
  path: string;
  seconds: number;
}

export interface FilePathTimes {
  file: string;
  paths: PathTime[];
}

/**
 * The paths walked so far, per test file: the model walks share this module across the files of
 * a worker (the `model` project runs without isolation), and each file's times keep its own name.
 */
const walked = new Map<string, PathTime[]>();

export function notePathTime(model: string, path: string, seconds: number) {
  const testPath = expect.getState().testPath;
  const file = testPath ? relative(process.cwd(), testPath) : '?';
  const paths = walked.get(file) ?? [];
  if (!walked.has(file)) walked.set(file, paths);
  paths.push({ model, path, seconds });
  const times: FilePathTimes = { file, paths };
  const index = [...walked.keys()].indexOf(file);
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(join(COVERAGE_DIR, `${fileId}-${index}${PATH_TIMES_SUFFIX}`), JSON.stringify(times));
}

/** The q-quantile (0.5 the median) of some figures, interpolated between the nearest two. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}
