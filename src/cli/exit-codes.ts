/**
 * The CLI's exit codes. Scripts branch on them, so they are part of the contract:
 * 0 the input is valid (or the command did its job), 1 the input was judged and found invalid (the
 * issues are printed), 2 the command could not run at all (bad usage, unreadable file, not JSON).
 */
export const EXIT_OK = 0;
/** The library judged the input and found it invalid; the issues are on stdout. */
export const EXIT_INVALID = 1;
/** Bad usage or an input that could not be read; the reason and a hint are on stderr. */
export const EXIT_USAGE = 2;

/** One of the three exit codes. */
export type ExitCode = typeof EXIT_OK | typeof EXIT_INVALID | typeof EXIT_USAGE;
