/// <reference types="vitest/config" />

import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPlugin } from './scripts/vite/bootPlugin.ts';
import { CHUNK_GROUPS } from './scripts/vite/chunkGroups.ts';
import { openSourcePlugin } from './scripts/vite/openSourcePlugin.ts';
import { rowIndexPlugin } from './scripts/vite/rowIndexPlugin.ts';

export default defineConfig({
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react(), tailwindcss(), bootPlugin(), rowIndexPlugin(), openSourcePlugin()],
  build: {
    sourcemap: false,
    target: 'es2022',
    outDir: process.env.DIST_DIR ?? 'dist',
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { host: '127.0.0.1' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/model/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
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
