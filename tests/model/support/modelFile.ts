import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
import { fakeScrolling } from '../../../src/ui/table/testRows';
import { preloadScreens } from './portalApp';
import { createSandboxHarness } from './sandboxHarness';

/**
 * The set-up every model test file shares: the in-process sandbox behind msw, started before the
 * file's walks and closed after them, the screens' lazy chunks loaded once, and what jsdom lacks
 * for the file's pages. A model test file then holds only its flow: the walker, the world and the
 * `describeModel` call. `vi.mock('@xstate/react', …)` stays in each file that probes its actors:
 * Vitest hoists a mock per file, and only a test file's own call is hoisted above its imports.
 */
export interface ModelFileOptions {
  /** Globals the file's pages need and jsdom lacks or gets wrong (stubbed before, restored after). */
  globals?: Record<string, unknown>;
  /** jsdom has no layout: table scroll boxes scroll by numbers, so End reaches the last rows. */
  scrolling?: boolean;
  /**
   * Downloads the page saves: jsdom has no object URLs and cannot navigate to one, so each saved
   * file is pushed here instead and the link's click does nothing. The save is what a walk checks.
   */
  downloads?: Blob[];
  /** Load every screen's chunk before the first walk (a file that renders no screen says false). */
  preload?: boolean;
  /** Testing Library's wait ceiling for this file (a ceiling, never a budget). */
  asyncUtilTimeout?: number;
}

/**
 * Rows that answer files (downloads, exports) reach msw as blobs, which it hands to Node's
 * Response: that needs Node's own Blob and File, not jsdom's.
 */
export const NODE_FILES = { Blob: NodeBlob, File: NodeFile };

/** Sets up one model test file (call it at the file's top level) and gives its sandbox harness. */
export function modelHarness(options: ModelFileOptions = {}) {
  configure({ asyncUtilTimeout: options.asyncUtilTimeout ?? 5000 });
  const harness = createSandboxHarness();
  beforeAll(async () => {
    if (options.scrolling) fakeScrolling();
    for (const [name, value] of Object.entries(options.globals ?? {})) vi.stubGlobal(name, value);
    const downloads = options.downloads;
    if (downloads) {
      URL.createObjectURL = (blob: Blob) => {
        downloads.push(blob);
        return 'blob:download';
      };
      URL.revokeObjectURL = () => {};
      HTMLAnchorElement.prototype.click = () => {};
    }
    harness.server.listen({ onUnhandledRequest: 'error' });
    if (options.preload ?? true) await preloadScreens();
  });
  const saved = options.downloads;
  if (saved)
    beforeEach(() => {
      saved.length = 0;
    });
  afterAll(() => {
    if (options.globals) vi.unstubAllGlobals();
    harness.server.close();
    harness.close();
  });
  return harness;
}
