import { afterAll, vi } from 'vitest';
import { resetHttpClient } from '../../../src/actors/http';
import { probedActors } from './actorProbe';
import { shellMode } from './leanShell';

/**
 * Set-up of the model walks that share one jsdom page and one module registry per worker (the
 * `model` project in vite.config.ts, `isolate: false`): a file's environment, React, msw, the
 * machines and every screen's chunk are loaded once per worker instead of once per file. What a
 * file changes outside its own modules is put back after it, so the next file starts as it would
 * in a fresh page: the page itself (storage, cookies, the document, the URL, timers, stubbed
 * globals, spies, Testing Library's settings) by tests/sharedModules.ts and tests/sharedPage.ts,
 * the walks' own pieces here.
 */

// Every file of the project walks with the probing @xstate/react (actorProbe.ts), so the views,
// evaluated once per worker, hold the same wrapper whichever file loaded them first. The files
// keep their own call too (they run isolated as well, e.g. one at a time from an editor).
vi.mock('@xstate/react', (original) =>
  import('./actorProbe').then((probe) => probe.probingXstateReact(original)),
);
// The search box's chart with its typing debounce played, as the header's walk mocks it: only that
// walk types in the box, and no other file of the project waits for the debounce to run out.
vi.mock('../../../src/machines/search/searchMachine', async (original) => {
  const actual = (await original()) as typeof import('../../../src/machines/search/searchMachine');
  const { withPlayedDelays } = await import('./actorProbe');
  return { ...actual, searchMachine: withPlayedDelays(actual.searchMachine) };
});

/** Properties a file may replace on shared prototypes and globals (fakeScrolling, downloads). */
const PATCHED: [object, string][] = [
  [HTMLElement.prototype, 'scrollHeight'],
  [HTMLElement.prototype, 'clientHeight'],
  [HTMLElement.prototype, 'scrollTop'],
  [HTMLElement.prototype, 'scrollTo'],
  [HTMLAnchorElement.prototype, 'click'],
  [URL, 'createObjectURL'],
  [URL, 'revokeObjectURL'],
];

// Taken when this set-up runs, before the file's own imports.
const saved = PATCHED.map(
  ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const,
);

afterAll(() => {
  for (const [owner, key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else delete (owner as Record<string, unknown>)[key];
  }
  resetHttpClient();
  probedActors.clear();
  shellMode.lean = false;
});
