// Loaded by vitest.stryker.config.ts only. Under Stryker each property suite runs once per mutant it
// covers, on instrumented code: a property stops after two seconds (counted as passed), which keeps
// `npm run mutation` to minutes while a broken mutant still fails within its first cases.
// `MUTATE_PROPERTY_MS` shortens that limit for a directory with many properties (a quicker, weaker run).
import fc from 'fast-check';

fc.configureGlobal({
  interruptAfterTimeLimit: Number(process.env.MUTATE_PROPERTY_MS ?? 2_000),
  markInterruptAsFailure: false,
});
