import type { EventObject } from 'xstate';
import { recordCoverage } from './coverage';
import { edgeCoveringPaths, type ModelPath } from './edgePaths';
import { notePathTime } from './pathTimes';
import { describePath, type PortalWalker, walkPath } from './walkPortal';

export interface ModelOptions<TSnap> {
  /** The machine's input, as the view gives it. */
  input?: unknown;
  events: (s: TSnap) => EventObject[];
  serialize: (s: TSnap) => string;
  /** Fewest paths expected (a machine that settles at its start has one). */
  minPaths?: number;
}

/**
 * The model suite of one machine: its edge-covering paths are recorded for the coverage report
 * and walked through the real portal. MODEL_PATH walks one path, MODEL_VERBOSE lists them.
 */
export function describeModel<TSnap>(
  name: string,
  machine: Parameters<typeof edgeCoveringPaths>[0],
  options: ModelOptions<TSnap>,
  walker: PortalWalker<TSnap>,
) {
  describeModelWalk(name, machine, options, (path) => walkPath(walker, path));
}

/**
 * describeModel with the file's own walk of one path: a walk that keeps per-path state (the path
 * at hand, for outcomes arranged ahead) resets it here, or a page that is not a portal screen is
 * rendered its own way. The paths, the coverage record and both tests are the same.
 */
export function describeModelWalk<TSnap>(
  name: string,
  machine: Parameters<typeof edgeCoveringPaths>[0],
  options: ModelOptions<TSnap>,
  walk: (path: ModelPath<TSnap, EventObject>) => Promise<void>,
) {
  describe(`${name} model`, () => {
    let paths: ModelPath<TSnap, EventObject>[] = [];
    beforeAll(() => {
      paths = edgeCoveringPaths(machine, {
        ...(options.input === undefined ? {} : { input: options.input }),
        events: options.events as never,
        serializeState: options.serialize as never,
      }) as never;
      recordCoverage(name, machine, paths as never, options.input);
    });

    it('has paths to walk', () => {
      expect(paths.length).toBeGreaterThanOrEqual(options.minPaths ?? 2);
    });

    it('walks every path through the real views and the sandbox', async () => {
      await walkEvery(name, paths, walk);
      // A backstop only: every step's own wait has a ceiling, and the whole walk grows with the
      // number of paths and the machine's load, so no fixed budget is set for it.
    }, 3_600_000);
  });
}

/**
 * Walks each path in turn, naming the failing one, and notes how long each walk took (the
 * suite's budget; printed, never asserted). MODEL_PATH walks only the path with that
 * description, MODEL_VERBOSE lists them as they start.
 */
export async function walkEvery<TPath extends ModelPath<unknown, EventObject>>(
  name: string,
  paths: readonly TPath[],
  walk: (path: TPath) => Promise<void>,
): Promise<void> {
  for (const path of paths) {
    const description = describePath(path);
    if (process.env.MODEL_PATH && description !== process.env.MODEL_PATH) continue;
    if (process.env.MODEL_VERBOSE) console.log(`${name}: ${description}`);
    const started = performance.now();
    try {
      await walk(path);
    } catch (error) {
      throw new Error(`Path failed: ${description}\n${(error as Error).message}`);
    }
    notePathTime(name, description, (performance.now() - started) / 1000);
  }
}
