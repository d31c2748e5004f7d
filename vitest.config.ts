import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from './test/support/timeouts.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pins the clock and fast-check's seed policy for every suite.
    setupFiles: ['test/setup.ts'],
    // Each test file still gets a fresh module graph and globals (isolate), in a worker thread rather
    // than a child process: no suite changes the working directory or needs its own process, and a
    // thread per file costs about a third of a second of CPU less than a Node process per file.
    pool: 'threads',
    // Writes the files derived from the rules table (never committed) before any suite reads them.
    globalSetup: ['test/support/generate-types.ts'],
    // Wall-clock checks run on their own (`npm run test:slow`, vitest.slow.config.ts), never here.
    exclude: ['test/slow/**', 'node_modules/**'],
    // Property and fuzz suites run thousands of cases; a busy 2-core CI machine needs the room.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/cli/**'],
      // Raised as the suite grew; the figures of each stop are in the closing notes.
      thresholds: { lines: 98, branches: 96, functions: 97, statements: 98 },
    },
  },
});
