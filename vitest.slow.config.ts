import { defineConfig } from 'vitest/config';

// `npm run test:slow`: the checks that measure wall-clock time (ReDoS growth), kept out of `npm test`
// because a busy machine can make them flaky. One file at a time, so timings do not share the CPU.
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts'],
    globalSetup: ['test/support/generate-types.ts'],
    setupFiles: ['test/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    typecheck: { enabled: false },
    coverage: { enabled: false },
  },
});
