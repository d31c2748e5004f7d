import type { Issue } from '../issues/issue.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import type { RecipientType, SplitType } from '../rules/values.js';

/**
 * One entry of a charge's `split` array. `amount` is whole centavos for a `fixed` rule
 * and a fraction of the charge in (0, 1] for a `percentage` rule (0.10 means 10%).
 */
export interface SplitRule {
  readonly recipient_id: string;
  readonly recipient_type: RecipientType;
  readonly type: SplitType;
  readonly amount: number;
  /** @defaultValue `false` */
  readonly cross_company?: boolean;
}

/**
 * The platform fee (MDR): a rate in [0, 1) as a number or a decimal string (`0.0299`, `'0.0299'`),
 * or `{ rate?, fixed? }` with `fixed` in whole centavos per charge. Missing parts count as 0.
 */
export type SplitMdr = number | string | SplitMdrParts;

/** The MDR as a rate and a fixed amount per charge, both optional. */
export interface SplitMdrParts {
  /** @defaultValue `0` */
  readonly rate?: number | string;
  /** @defaultValue `0` */
  readonly fixed?: number;
}

/**
 * Who pays the fee (MDR) of a split: `'first'` the first rule's share, `'proportional'` every share in
 * proportion to its gross (largest remainder, ties to the earlier rule), `{ recipient_id }` the first
 * share of that recipient, `'master'` the charge's own account, out of what no rule claims.
 */
export type FeeBearer = 'first' | 'proportional' | 'master' | FeeBearerRecipient;

/** The fee is paid by one named recipient (its first share when it has several). */
export interface FeeBearerRecipient {
  readonly recipient_id: string;
}

/** One recipient's part of a charge, in rule order. All figures are whole centavos. */
export interface SplitShare {
  readonly recipient_id: string;
  readonly recipient_type: RecipientType;
  readonly type: SplitType;
  readonly cross_company: boolean;
  /** The share before the fee. */
  readonly gross: number;
  /** The part of the MDR deducted from this share; which shares pay depends on `options.feeBearer`. */
  readonly fee: number;
  /** `gross − fee`, never negative. */
  readonly net: number;
}

/** A split that can be applied. Every figure is a non-negative safe integer of centavos. */
export interface SplitSuccess {
  readonly ok: true;
  /** The charge amount. */
  readonly amount: number;
  /**
   * The MDR charged. `fee − Σ shares[].fee` is what the charge's own account pays out of
   * `unallocated`: all of it with `feeBearer: 'master'` or with no rules, else 0.
   */
  readonly fee: number;
  readonly shares: SplitShare[];
  /** `amount − Σ gross`: what no rule claims, kept by the charge's own (master) account. */
  readonly unallocated: number;
}

/** The shares claim more than the charge amount, compared exactly before any rounding. */
export interface SplitAmountExceedsTotal extends Failure<'SPLIT_AMOUNT_EXCEEDS_TOTAL'> {
  readonly status: 422;
  /** The charge amount. */
  readonly amount: number;
  /**
   * Σ fixed + Σ exact percentage shares in centavos, as an exact decimal string (`'100.5'`): it may
   * have a fractional part or exceed `Number.MAX_SAFE_INTEGER`, which no number could carry exactly.
   */
  readonly total: string;
  readonly issues?: never;
}

/** The fee is larger than the share (or the account) it is deducted from. */
export interface NegativeNetAmountAfterFees extends Failure<'NEGATIVE_NET_AMOUNT_AFTER_FEES'> {
  readonly status: 422;
  /** The charge amount. */
  readonly amount: number;
  /**
   * The gross of the share that pays the fee (Σ gross with `feeBearer: 'proportional'`);
   * `unallocated` with `feeBearer: 'master'`; the charge amount when there are no rules.
   */
  readonly gross: number;
  /**
   * The recipient whose net would go negative, when `options.feeBearer` names one or is
   * `'proportional'` (then the first share); absent for the default bearer, whose message already
   * names the first recipient, and for the master account.
   */
  readonly recipient_id?: string;
  /**
   * The fee in centavos as an exact decimal string: a fixed MDR near 2^53 plus the rate part can
   * exceed `Number.MAX_SAFE_INTEGER`, which no number could carry exactly.
   */
  readonly fee: string;
  readonly issues?: never;
}

/**
 * The amount or the rules are not acceptable; `issues` says which and why, one per problem found,
 * at the request's own paths (`amount`, `split`, `split.2.amount`).
 */
export interface InvalidSplitInput extends Failure<'INVALID_INPUT'> {
  readonly status: 422;
  readonly issues: readonly Issue[];
}

/**
 * A split that cannot be computed: the request's split is wrong (422), or the caller's own MDR or
 * options are (500 INVALID_CONFIGURATION, never blamed on a request field).
 */
export type SplitFailure =
  | SplitAmountExceedsTotal
  | NegativeNetAmountAfterFees
  | InvalidSplitInput
  | InvalidConfiguration;

/** What `computeSplit` returns. */
export type SplitResult = SplitSuccess | SplitFailure;
