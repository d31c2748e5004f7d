// Loaded by vitest.stryker.config.ts only. Under Stryker each property suite runs once per mutant it
// covers, on instrumented code: a property stops after two seconds (counted as passed), which keeps
// `npm run mutation` to minutes while a broken mutant still fails within its first cases.
// `MUTATE_PROPERTY_MS` shortens that limit for a directory with many properties (a quicker, weaker run).
import fc from 'fast-check';

fc.configureGlobal({
  interruptAfterTimeLimit: Number(process.env.MUTATE_PROPERTY_MS ?? 2_000),
  markInterruptAsFailure: false,
});

// Per-test coverage counts code that runs once and is kept (a plan compiled on first use) against
// the first test of each file that reaches it, and Stryker then runs a mutant there against that
// test alone, which may not look at what the mutant broke. Compiled here, before any test, that
// code counts as static, and each of its mutants is run against every test of the run.
const compileOnce: Record<string, () => Promise<unknown>> = {
  validation: async () => (await import('../src/validation/compiled.js'))._compiledRules(),
  split: async () => (await import('../src/split/split-plan.js'))._splitPlan(),
};
try {
  await compileOnce[process.env.MUTATE_DIR ?? '']?.();
} catch {
  // A mutant broke the compiler. Thrown here, the file would run no test and Stryker would count
  // the mutant as surviving; left to the tests, each that validates compiles again and fails.
}
