// Loaded by vitest.stryker.config.ts only. Under Stryker each property suite runs once per mutant it
// covers, on instrumented code: a property stops after two seconds (counted as passed), which keeps
// `npm run mutation` to minutes while a broken mutant still fails within its first cases.
import fc from 'fast-check';

fc.configureGlobal({ interruptAfterTimeLimit: 2_000, markInterruptAsFailure: false });
