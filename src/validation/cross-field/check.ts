import type { CardFlowDecision } from '../../card-flow/decide-card-flow.js';
import type { OwnFacts } from '../../rules/facts.js';
import type { SplitSuccess } from '../../split/types.js';
import type { RawIssue } from '../raw-issue.js';
import type { ValidationScope } from '../scope.js';

/** Reads a field of the schema's output by dotted path, own properties only. */
export type Read = (path: string) => unknown;

/**
 * A check that runs after the walk and the rows' checks. It runs only when the fields it `requires` are present and
 * valid and the ones it `alsoReads` are valid or absent, so a broken field never produces a second,
 * confusing issue.
 */
export interface FieldCheck {
  readonly requires: readonly string[];
  readonly alsoReads?: readonly string[];
  readonly run: (
    read: Read,
    scope: ValidationScope,
    facts: OwnFacts,
    derived: Derived,
  ) => RawIssue | undefined;
}

/**
 * What the checks computed on the way (the split with the host's MDR, the card flow with its
 * merchant), handed back with a valid request so that a host never computes them twice.
 */
export interface Derived {
  split?: SplitSuccess;
  cardFlow?: CardFlowDecision;
}

/** A rule over several fields or over the options (its words for the docs are in `docs.ts`). */
export type CrossFieldCheck = FieldCheck;
