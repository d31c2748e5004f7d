import type { Problem } from '../problem.js';
import type { ValidationScope } from '../scope.js';

/** Reads a field of the schema's output by dotted path, own properties only. */
export type Read = (path: string) => unknown;

/**
 * A rule over several fields or over the clock. It runs only when the fields it `requires` are
 * present and valid and the ones it `alsoReads` are valid or absent, so a broken field never
 * produces a second, confusing issue.
 */
export interface CrossFieldCheck {
  /** What the rule says, for the docs table. */
  readonly summary: string;
  /** The code and path it reports, for the docs table. */
  readonly reports: string;
  readonly requires: readonly string[];
  readonly alsoReads?: readonly string[];
  readonly run: (read: Read, scope: ValidationScope) => Problem | undefined;
}
