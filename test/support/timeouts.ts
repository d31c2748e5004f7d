// How long a test or a hook may run. vitest.config.ts sets it; suites that wait on another process
// (a browser, a server) size their own waits from it instead of guessing a shorter one.

/** Per test and per hook, in milliseconds. */
export const TEST_TIMEOUT_MS = 60_000;
