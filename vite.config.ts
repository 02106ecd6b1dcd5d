/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [react(), tailwindcss()],
  build: { sourcemap: false, target: 'es2022', outDir: process.env.DIST_DIR ?? 'dist' },
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
    ],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
