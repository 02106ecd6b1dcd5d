/// <reference types="vitest/config" />

import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { bootPlugin } from './scripts/vite/bootPlugin.ts';
import { CHUNK_GROUPS } from './scripts/vite/chunkGroups.ts';
import { testsMockingAModule } from './scripts/vite/mockingTests.ts';
import { openSourcePlugin } from './scripts/vite/openSourcePlugin.ts';
import { pureReactRouterPlugin } from './scripts/vite/pureReactRouter.ts';
import { reactSyncStorePlugin } from './scripts/vite/reactSyncStore.ts';
import { rowIndexPlugin } from './scripts/vite/rowIndexPlugin.ts';

/** Tests outside src/ that run the portal's code on a page (localStorage, the document's boot mark). */
const PAGE_TESTS_OUTSIDE_SRC = ['scripts/vite/bootPlugin.test.ts'];

/**
 * The `.test.ts` files of src/ that need a page (a document, localStorage, XMLHttpRequest, the
 * boot marks); every other one is logic and runs in Node (issue 42). A new `.test.ts` in src/ that
 * fails in Node with "document/window/localStorage is not defined" belongs here.
 */
const SRC_LOGIC_TESTS_ON_A_PAGE = [
  'src/actors/http/fileName.test.ts',
  'src/actors/http/httpActor.test.ts',
  'src/actors/http/request.test.ts',
  'src/actors/http/uploadProgress.test.ts',
  'src/api/contract/lazyCatalogue.test.ts',
  'src/app/bootGreeting.test.ts',
  'src/app/bootIntro.test.ts',
  'src/app/bootLanding.test.ts',
  'src/app/bootSplash.test.ts',
  'src/lib/analytics.test.ts',
  'src/lib/config.test.ts',
  'src/lib/fastLoginChannel.test.ts',
  'src/lib/sessionSnapshot.test.ts',
  'src/lib/sheets/download.test.ts',
  'src/lib/storage.test.ts',
  'src/machines/newLine/newLine.machine.test.ts',
  'src/machines/session/session.boot.test.ts',
  'src/machines/session/session.leaving.test.ts',
  'src/machines/session/session.login.test.ts',
  'src/machines/session/session.portal.test.ts',
  'src/machines/shared/wizard/wizardKit.test.ts',
  'src/views/content/sanitizeHtml.test.ts',
];
const PAGE_TESTS = [...PAGE_TESTS_OUTSIDE_SRC, ...SRC_LOGIC_TESTS_ON_A_PAGE];

/**
 * The model walks that keep a page and modules of their own per file: they walk without the
 * probing @xstate/react and played search debounce the `model` project gives every file (the
 * session, shell, OTP and atlas walks: real debounces and timers).
 */
const MODEL_WALKS_ISOLATED = [
  'tests/model/atlasPage.model.test.tsx',
  'tests/model/otp.model.test.tsx',
  'tests/model/session.model.test.tsx',
  'tests/model/shell.model.test.tsx',
];

/**
 * src/'s tests that mock a module (`vi.mock`) keep a page or modules of their own per file: the
 * jsdom ones in the `portal` project, the logic ones in `logic-mocks`. Every other test of src/
 * shares one registry per worker (`views`, `logic`).
 */
const SRC_TESTS_MOCKING = testsMockingAModule('src');
const PAGE_TESTS_MOCKING = SRC_TESTS_MOCKING.filter(
  (file) => file.endsWith('.tsx') || PAGE_TESTS.includes(file),
);
const LOGIC_TESTS_MOCKING = SRC_TESTS_MOCKING.filter((file) => !PAGE_TESTS_MOCKING.includes(file));

// The shared groups, and the header search, whose chunk a dashboard journey holds back by name
// to prove the box keeps what is typed before its code arrives (tests/e2e/dashboard.spec.ts).
const NAMED_CHUNKS = new Set([...CHUNK_GROUPS.map((group) => group.name), 'HeaderSearch']);

export default defineConfig({
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [
    react(),
    tailwindcss(),
    bootPlugin(),
    rowIndexPlugin(),
    openSourcePlugin(),
    pureReactRouterPlugin(),
    reactSyncStorePlugin(),
  ],
  build: {
    sourcemap: false,
    target: 'es2022',
    // Chromium, Firefox (115) and Safari (17) preload modules themselves; the polyfill only made
    // older browsers fetch the preloads early, and cost the entry, which every page evaluates
    // before its first paint, 0.25 kB gzip (issue 42). Without it they fetch the same files on use.
    modulePreload: { polyfill: false },
    outDir: process.env.DIST_DIR ?? 'dist',
    // A module's lazy chunk is named by its hash alone: the entry lists every chunk a screen
    // preloads (__vite__mapDeps), and each screen's name there cost the entry bytes (1.3 kB gzip
    // of 120 with 200 chunks); bench/size.ts names them by their source from the manifest. The
    // three shared group chunks (CHUNK_GROUPS, no source of their own) keep their group's name.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    // Projects by what a file runs in (issue 42). Building a jsdom window and loading Testing
    // Library, jest-dom and React took about a second of CPU per file, which the sandbox, script
    // and bench files and src/'s logic tests (machines, rows, formatting) paid for nothing: they
    // run in Node with a setup of their own. Components (`.test.tsx`), the model walks and the
    // files named in PAGE_TESTS need a page and run in jsdom. A project with `isolate: false`
    // shares one module registry (and page) per worker; a file that mocks a module cannot.
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: [...PAGE_TESTS_MOCKING, ...MODEL_WALKS_ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          // The component and page tests on one jsdom page and one module registry per worker,
          // not per file: a fork, a window, Testing Library and React were most of a small file's
          // CPU (issue 42: these 40 files took about 190 CPU s isolated, 44 shared).
          // tests/sharedModules.ts and tests/sharedPage.ts put back what a file changed.
          name: 'views',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts', './tests/sharedModules.ts', './tests/sharedPage.ts'],
          isolate: false,
          include: ['src/**/*.test.tsx', ...PAGE_TESTS],
          exclude: [...configDefaults.exclude, ...PAGE_TESTS_MOCKING],
        },
      },
      {
        extends: true,
        test: {
          // The model walks on one jsdom page and one module registry per worker, not per file:
          // each file built its window and loaded React, msw, the machines and every screen's
          // chunk again (issue 42). tests/model/support/sharedWorker.ts puts back what a file
          // changes outside its modules (prototypes, storage, cookies, the document, Testing
          // Library's settings) and gives every file the same @xstate/react probe.
          name: 'model',
          environment: 'jsdom',
          setupFiles: [
            './tests/setup.ts',
            './tests/sharedModules.ts',
            './tests/sharedPage.ts',
            './tests/model/support/sharedWorker.ts',
          ],
          isolate: false,
          include: ['tests/model/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MODEL_WALKS_ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./tests/setup.node.ts'],
          // One module registry per worker, not per file: these files share no page, and each
          // makes its own sandbox or data (every file passed so). A sample of 29 of its files
          // took 35.5 CPU s instead of 64.4 (issue 42).
          isolate: false,
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PAGE_TESTS],
        },
      },
      {
        extends: true,
        test: {
          // src/'s logic tests in Node too, with one module registry per worker like the node
          // project: a fork per file and its imports cost most of a file's CPU (issue 42: 116
          // files took 104.4 CPU s isolated, 26.2 so). Those that mock a module run isolated
          // (`logic-mocks`); tests/sharedModules.ts puts back timers, stubbed globals and spies.
          name: 'logic',
          environment: 'node',
          setupFiles: ['./tests/setup.node.ts', './tests/sharedModules.ts'],
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PAGE_TESTS, ...LOGIC_TESTS_MOCKING],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic-mocks',
          environment: 'node',
          setupFiles: ['./tests/setup.node.ts'],
          include: LOGIC_TESTS_MOCKING,
        },
      },
    ],
    // One seed per day for the whole run instead of one per file (server/testSeedCache.ts).
    globalSetup: ['./tests/seedCacheSetup.ts'],
    pool: 'forks',
    // Vitest keeps a core free by default (one worker on this 2-core machine); the test step runs
    // alone, so every core takes a file.
    maxWorkers: Math.max(2, availableParallelism()),
    // jsdom and React make many short-lived objects: a larger young generation spends less of a
    // model walk in the scavenger (the scavenger's share of a model file's CPU profile went from about 9 % to 7 %).
    execArgv: ['--max-semi-space-size=32'],
    // Ceilings, not budgets (issue 38): a test that passes ends when its work does, and on two
    // cores shared with other work a seed or a first render took 20-30 s, so a 20 s limit failed
    // tests that were only slow. A hung test still ends, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
