import type { File, Test } from '@vitest/runner';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

// The unit suites Stryker runs against each mutant: no typecheck pass and no coverage thresholds
// (Stryker measures coverage itself), none of the suites of the CLI (a layer of printing over the
// mutated modules, whose own suites judge a mutant) nor of the built package (end-to-end host,
// browser, docs examples), which never see a mutated source file, and none of the
// slow security suites (fuzz, poisoning), which would run against every mutant, nor test/slow.
// MUTATE_TESTS (`test/secrets,test/redaction`) narrows the suites to those directories, for a
// directory whose code nearly every suite reaches (secrets/): a quicker score that is a lower bound,
// since a mutant only another suite would catch counts as surviving.
// An entry is a directory, or one test file (`test/cli/due.test.ts`).
const narrowed = process.env.MUTATE_TESTS?.split(',').map((entry) =>
  entry.endsWith('.ts') ? entry : `${entry.replace(/\/$/, '')}/**/*.test.ts`,
);

// A mutant that stops a test file from loading (a table built at load that now throws) fails that
// file in `npm test`, but the file reports no test, and Stryker, which judges a mutant by the tests
// that failed, would count it as surviving. Such a file is given one failed test, "loads", which
// carries the file's error: the mutant is killed by it.
const loadFailures: Reporter = {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    for (const module of modules) {
      // The module's task: the object the runner's state holds, which Stryker's runner reads after
      // the run (vitest marks the property internal; its version is pinned).
      const file = (module as unknown as { task: File }).task;
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const loads = {
        type: 'test',
        id: `${file.id}_loads`,
        name: 'loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        result: { state: 'fail', errors: file.result.errors ?? [] },
      };
      file.tasks.push(loads as unknown as Test);
    }
  },
};

export default defineConfig({
  test: {
    include: narrowed ?? ['test/**/*.test.ts'],
    exclude: [
      'test/browser/**',
      'test/cli/**',
      'test/e2e/**',
      // The reference service runs the built package over HTTP (a sandbox has no dist/).
      'test/service/**',
      'test/docs/**',
      'test/slow/**',
      'test/security/fuzz.test.ts',
      'test/security/poisoning.test.ts',
      // Reads the source text, which Stryker rewrites: its answer is about the files, not a mutant.
      'test/security/regular-expressions.test.ts',
      // The shipped schema files are compared with a regeneration, again about files.
      'test/schema/**',
    ],
    // The setup files pin the clock (setup.ts) and cut each property after two seconds.
    // Instrumented code runs the 3000-case property suites several times slower; each property is
    // also cut after two seconds (see the setup file).
    globalSetup: ['test/support/generate-types.ts'],
    setupFiles: ['test/setup.ts', 'test/stryker-setup.ts'],
    testTimeout: 60_000,
    reporters: ['default', loadFailures],
    typecheck: { enabled: false },
    coverage: { enabled: false },
  },
});
