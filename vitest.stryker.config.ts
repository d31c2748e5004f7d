import { defineConfig } from 'vitest/config';

// The unit suites Stryker runs against each mutant: no typecheck pass and no coverage thresholds
// (Stryker measures coverage itself), none of the suites that run the built package (CLI,
// end-to-end host, browser, docs examples), which never see a mutated source file, and none of the
// slow security suites (fuzz, poisoning), which would run against every mutant, nor test/slow.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      'test/browser/**',
      'test/cli/**',
      'test/e2e/**',
      'test/docs/**',
      'test/slow/**',
      'test/security/fuzz.test.ts',
      'test/security/poisoning.test.ts',
    ],
    // Instrumented code runs the 3000-case property suites several times slower; each property is
    // also cut after two seconds (see the setup file).
    setupFiles: ['test/stryker-setup.ts'],
    testTimeout: 60_000,
    typecheck: { enabled: false },
    coverage: { enabled: false },
  },
});
