import { formatIssue } from '../issues/format-issue.js';
import { _invalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import { type AfterChargeMessageKey, formatAfterChargeMessage } from '../messages/after-charge.js';
import type { Locale } from '../messages/locales/index.js';
import { _failure, _issuesHint, type Failure } from '../result/failure.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _afterChargeIssue, _invalidConfiguration } from './after-charge-failure.js';
import { _apportion } from './apportion.js';
import { _readAmount } from './read-amount.js';
import { _optionsLocale } from './read-options.js';
import { _readSplit, type ReadSplit } from './read-split.js';
import { _issue } from './split-issue.js';
import type { SplitSuccess } from './types.js';

/** What one recipient's share gives back on a refund. All figures are whole centavos. */
export interface RefundShare {
  readonly recipient_id: string;
  /** Taken back from the share's gross. */
  readonly amount: number;
  /** The part of the fee this share paid that is given back to it (0 with `fee: 'keep'`). */
  readonly fee_returned: number;
}

/** What the charge's own (master) account gives back, out of what no rule claimed. */
export interface RefundMaster {
  readonly amount: number;
  /** The part of the fee the master account paid that is given back to it. */
  readonly fee_returned: number;
}

/** How a refund is taken back: `amount = Σ shares[].amount + master.amount`. */
export interface RefundAllocation {
  readonly ok: true;
  /** The refund amount. */
  readonly amount: number;
  /** One entry per share of the split, in rule order. */
  readonly shares: RefundShare[];
  readonly master: RefundMaster;
}

/** One line of a custom refund: a recipient of the split (`null` for the master account) and what it gives back. */
export interface RefundCustomPart {
  readonly recipient_id: string | null;
  readonly amount: number;
}

/**
 * `'proportional'`: in proportion to each share's gross (and the master account's unallocated part);
 * `{ from }`: all of it from one recipient (`null` for the master account), as for a chargeback with
 * a liable recipient; `{ custom }`: as listed, each recipient once, adding up to the refund amount.
 */
export type RefundMode =
  | 'proportional'
  | { readonly from: string | null }
  | { readonly custom: readonly RefundCustomPart[] };

/** Options of {@link allocateRefund}. */
export interface AllocateRefundOptions {
  /** @defaultValue `'proportional'` */
  readonly mode?: RefundMode;
  /**
   * `'keep'`: the fee stays charged. `'refund'`: the fee is given back to whoever paid it, in
   * proportion to the part of the charge refunded so far (rounded down, the last refund returns
   * the rest).
   * @defaultValue `'keep'`
   */
  readonly fee?: 'keep' | 'refund';
  /** The results of earlier `allocateRefund` calls for the same split, in any order. @defaultValue `[]` */
  readonly previous?: readonly RefundAllocation[];
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** Codes of an {@link allocateRefund} failure. */
export type AllocateRefundCode =
  | 'INVALID_INPUT'
  | 'INVALID_CONFIGURATION'
  | 'REFUND_EXCEEDS_REMAINING'
  | 'INVALID_REFUND_ALLOCATION';

/** What {@link allocateRefund} returns. */
export type AllocateRefundResult = RefundAllocation | Failure<AllocateRefundCode>;

const LIMIT = 10_000;

/** The refund mode as read: a tag, and the recipient or the list it carries. */
type ParsedMode =
  | { readonly kind: 'proportional' }
  | { readonly kind: 'one'; readonly recipient: string | null }
  | { readonly kind: 'custom'; readonly list: unknown; readonly length: number };

interface Parsed {
  readonly mode: ParsedMode;
  readonly refundFee: boolean;
  readonly taken: bigint[];
  readonly feeReturned: bigint[];
  readonly refunded: bigint;
}

/**
 * Says how a refund (or a chargeback) of a split charge is taken back from each recipient and from
 * the master account, exactly to the centavo. Refunds add up: given the earlier ones in
 * `options.previous`, they never exceed the charge nor any share, and whatever the order and the
 * sizes of partial refunds, once they add up to the whole charge each share has given back exactly
 * its gross (and, with `fee: 'refund'`, received back exactly the fee it paid). Proportional refunds
 * keep every party's cumulative refund within the floor and the ceil of its exact proportional
 * value. Never throws.
 *
 * @param split - a successful result of `computeSplit` or of a prepared split, unchanged.
 * @param amount - the refund amount in centavos, a positive safe integer.
 * @param options - the mode, the fee policy, the earlier refunds and the message locale.
 * @returns `{ ok: true, amount, shares, master }`, or a failure: 422 INVALID_INPUT (the amount),
 *   REFUND_EXCEEDS_REMAINING or INVALID_REFUND_ALLOCATION; 500 INVALID_CONFIGURATION (the split or
 *   the options).
 * @example
 * const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * const split = computeSplit(10000, [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299);
 * split.ok && allocateRefund(split, 1000);
 * //=> { ok: true, amount: 1000, shares: [{ recipient_id: id, amount: 700, fee_returned: 0 }], master: { amount: 300, fee_returned: 0 } }
 */
export function allocateRefund(
  split: SplitSuccess,
  amount: number,
  options?: AllocateRefundOptions,
): AllocateRefundResult {
  const locale = _optionsLocale(options);
  try {
    const read = _readSplit(split);
    if (read === undefined) {
      return _invalidConfiguration(locale, [
        _afterChargeIssue(locale, 'INVALID_VALUE', 'split', 'INVALID_VALUE.split_result'),
      ]);
    }
    const issues: Issue[] = [];
    const parsed = readOptions(read, options, locale, issues);
    if (parsed === undefined) return _invalidConfiguration(locale, issues);
    const amountIssues: Issue[] = [];
    // A refund is bounded by what its charge has left, not by a business maximum.
    if (!_readAmount(amount, locale, amountIssues, Number.MAX_SAFE_INTEGER))
      return _invalidInput(locale, amountIssues);
    return allocate(read, amount, parsed, locale);
  } catch {
    // Every read above goes through the own-property readers, which catch what a host object
    // throws: only a page that replaced built-ins gets here. Fail closed, saying that the split
    // could not be read rather than blaming an option.
    return _invalidConfiguration(locale, [
      _issue(locale, 'INVALID_TYPE', 'split', 'INVALID_TYPE.unreadable'),
    ]);
  }
}

function allocate(split: ReadSplit, amount: number, parsed: Parsed, locale: Locale): AllocateRefundResult {
  const charge = BigInt(split.amount);
  const refund = BigInt(amount);
  const remaining = charge - parsed.refunded;
  if (refund > remaining) {
    return _failure(
      422,
      'REFUND_EXCEEDS_REMAINING',
      formatAfterChargeMessage(locale, 'REFUND_EXCEEDS_REMAINING', { amount, remaining: String(remaining) }),
      formatAfterChargeMessage('en', 'REFUND_EXCEEDS_REMAINING', { amount, remaining: String(remaining) }),
    );
  }
  // The parties: every share in rule order, then the master account with what no rule claims.
  const weights = [...split.shares.map((share) => BigInt(share.gross)), BigInt(split.unallocated)];
  const ids: (string | null)[] = [...split.shares.map((share) => share.recipient_id), null];
  const mode = parsed.mode;
  let taken: bigint[];
  if (mode.kind === 'proportional') {
    taken = _apportion(weights, parsed.refunded + refund, parsed.taken);
  } else if (mode.kind === 'one') {
    const result = fromOne(weights, ids, parsed.taken, mode.recipient, refund, locale);
    if (!Array.isArray(result)) return result;
    taken = result;
  } else {
    const result = readCustom(weights, ids, parsed.taken, mode, refund, locale);
    if (!Array.isArray(result)) return result;
    taken = result;
  }
  let returned = parsed.feeReturned;
  if (parsed.refundFee) {
    const fee = BigInt(split.fee);
    const before = (parsed.refunded * fee) / charge;
    const after = ((parsed.refunded + refund) * fee) / charge;
    let already = 0n;
    for (const part of parsed.feeReturned) already += part;
    const feeWeights = [...split.shares.map((share) => BigInt(share.fee)), BigInt(split.masterFee)];
    returned = _apportion(feeWeights, already + after - before, parsed.feeReturned);
  }
  const step = (index: number) => Number((taken[index] as bigint) - (parsed.taken[index] as bigint));
  const feeStep = (index: number) =>
    Number((returned[index] as bigint) - (parsed.feeReturned[index] as bigint));
  const last = split.shares.length;
  return {
    ok: true,
    amount,
    shares: split.shares.map((share, index) => ({
      recipient_id: share.recipient_id,
      amount: step(index),
      fee_returned: feeStep(index),
    })),
    master: { amount: step(last), fee_returned: feeStep(last) },
  };
}

/** All of the refund from one recipient's shares, in rule order, or from the master account. */
function fromOne(
  weights: readonly bigint[],
  ids: readonly (string | null)[],
  taken: readonly bigint[],
  from: string | null,
  refund: bigint,
  locale: Locale,
): bigint[] | Failure<AllocateRefundCode> {
  const indexes = indexesOf(ids, from);
  if (indexes.length === 0) {
    const issue = _afterChargeIssue(
      locale,
      'INVALID_REFUND_ALLOCATION',
      'options.mode.from',
      'INVALID_REFUND_ALLOCATION.recipient',
    );
    return allocationFailure(locale, [issue]);
  }
  let left = 0n;
  for (const index of indexes) left += (weights[index] as bigint) - (taken[index] as bigint);
  if (refund > left) {
    const params = { amount: String(refund), remaining: String(left), recipient: from ?? '' };
    const key = from === null ? 'REFUND_EXCEEDS_REMAINING.master' : 'REFUND_EXCEEDS_REMAINING.recipient';
    // The hint names the option, not the recipient's id.
    const hint = formatAfterChargeMessage('en', key, { ...params, recipient: 'named in options.mode.from' });
    return _failure(422, 'REFUND_EXCEEDS_REMAINING', formatAfterChargeMessage(locale, key, params), hint);
  }
  return takeFrom(weights, taken, indexes, refund);
}

/** A custom list: each recipient once, known, within what it has left, adding up to the refund. */
function readCustom(
  weights: readonly bigint[],
  ids: readonly (string | null)[],
  taken: readonly bigint[],
  mode: { readonly list: unknown; readonly length: number },
  refund: bigint,
  locale: Locale,
): bigint[] | Failure<AllocateRefundCode> {
  const issues: Issue[] = [];
  let result = [...taken];
  let total = 0n;
  const seen = new Set<string | null>();
  // The length read when the mode was checked against the limit: a list cannot grow past it since.
  for (let index = 0; index < mode.length; index++) {
    const path = `options.mode.custom.${index}`;
    const part = _own(mode.list, index);
    const id = _own(part, 'recipient_id');
    const value = _own(part, 'amount');
    const indexes = typeof id === 'string' || id === null ? indexesOf(ids, id) : [];
    if (indexes.length === 0) {
      issues.push(
        _afterChargeIssue(
          locale,
          'INVALID_REFUND_ALLOCATION',
          `${path}.recipient_id`,
          'INVALID_REFUND_ALLOCATION.recipient',
        ),
      );
      continue;
    }
    if (seen.has(id as string | null)) {
      issues.push(
        _afterChargeIssue(
          locale,
          'INVALID_REFUND_ALLOCATION',
          `${path}.recipient_id`,
          'INVALID_REFUND_ALLOCATION.duplicate',
        ),
      );
      continue;
    }
    seen.add(id as string | null);
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      issues.push(
        _afterChargeIssue(
          locale,
          'INVALID_REFUND_ALLOCATION',
          `${path}.amount`,
          'INVALID_REFUND_ALLOCATION.amount',
        ),
      );
      continue;
    }
    const wanted = BigInt(value as number);
    let left = 0n;
    for (const at of indexes) left += (weights[at] as bigint) - (taken[at] as bigint);
    if (wanted > left) {
      issues.push(
        _afterChargeIssue(
          locale,
          'INVALID_REFUND_ALLOCATION',
          `${path}.amount`,
          'INVALID_REFUND_ALLOCATION.over',
          {
            remaining: String(left),
          },
        ),
      );
      continue;
    }
    total += wanted;
    result = takeFrom(weights, result, indexes, wanted);
  }
  if (issues.length === 0 && total !== refund) {
    issues.push(
      _afterChargeIssue(
        locale,
        'INVALID_REFUND_ALLOCATION',
        'options.mode.custom',
        'INVALID_REFUND_ALLOCATION.sum',
        {
          total: String(total),
          amount: String(refund),
        },
      ),
    );
  }
  return issues.length > 0 ? allocationFailure(locale, issues) : result;
}

function indexesOf(ids: readonly (string | null)[], id: string | null): number[] {
  const indexes: number[] = [];
  ids.forEach((candidate, index) => {
    if (candidate === id) indexes.push(index);
  });
  return indexes;
}

/** Takes `amount` from the given parties in order, each up to what it has left. */
function takeFrom(
  weights: readonly bigint[],
  taken: readonly bigint[],
  indexes: readonly number[],
  amount: bigint,
): bigint[] {
  const result = [...taken];
  let left = amount;
  for (const index of indexes) {
    const room = (weights[index] as bigint) - (result[index] as bigint);
    // biome-ignore lint/complexity/useMathMinMax: BigInts, which Math.min does not take.
    const part = left < room ? left : room;
    result[index] = (result[index] as bigint) + part;
    left -= part;
  }
  return result;
}

/** Reads mode, fee and previous; an unusable one is an issue (500: the caller's own options). */
function readOptions(
  split: ReadSplit,
  options: unknown,
  locale: Locale,
  issues: Issue[],
): Parsed | undefined {
  const parties = split.shares.length + 1;
  const taken: bigint[] = [];
  const feeReturned: bigint[] = [];
  for (let index = 0; index < parties; index++) {
    taken.push(0n);
    feeReturned.push(0n);
  }
  if (options === undefined) {
    return { mode: { kind: 'proportional' }, refundFee: false, taken, feeReturned, refunded: 0n };
  }
  if (_kindOf(options) !== 'record') {
    issues.push(_afterChargeIssue(locale, 'INVALID_TYPE', 'options', 'INVALID_VALUE.refund_mode'));
    return undefined;
  }
  // Each reader answers `undefined` with its issue; all three run, so that every issue is told.
  const mode = readMode(_own(options, 'mode'), locale, issues);
  const refundFee = readFee(_own(options, 'fee'), locale, issues);
  const refunded = readPrevious(split, _own(options, 'previous'), taken, feeReturned, locale, issues);
  if (mode === undefined || refundFee === undefined || refunded === undefined) return undefined;
  return { mode, refundFee, taken, feeReturned, refunded };
}

/** Whether the fee is given back (`'refund'`); left out, it is kept. */
function readFee(fee: unknown, locale: Locale, issues: Issue[]): boolean | undefined {
  if (fee === undefined || fee === 'keep') return false;
  if (fee === 'refund') return true;
  issues.push(_afterChargeIssue(locale, 'INVALID_VALUE', 'options.fee', 'INVALID_VALUE.refund_fee'));
  return undefined;
}

function readMode(mode: unknown, locale: Locale, issues: Issue[]): ParsedMode | undefined {
  if (mode === undefined || mode === 'proportional') return { kind: 'proportional' };
  if (_kindOf(mode) === 'record') {
    const from = _own(mode, 'from');
    const custom = _own(mode, 'custom');
    if (custom === undefined && (typeof from === 'string' || from === null))
      return { kind: 'one', recipient: from };
    const length = _own(custom, 'length');
    if (from === undefined && _kindOf(custom) === 'array' && typeof length === 'number' && length <= LIMIT) {
      return { kind: 'custom', list: custom, length };
    }
  }
  issues.push(
    mode === UNREADABLE
      ? _afterChargeIssue(locale, 'INVALID_TYPE', 'options.mode', 'INVALID_VALUE.refund_mode')
      : _afterChargeIssue(locale, 'INVALID_VALUE', 'options.mode', 'INVALID_VALUE.refund_mode'),
  );
  return undefined;
}

/** Adds up the earlier refunds per party; returns the total refunded, or `undefined` with an issue. */
function readPrevious(
  split: ReadSplit,
  previous: unknown,
  taken: bigint[],
  feeReturned: bigint[],
  locale: Locale,
  issues: Issue[],
): bigint | undefined {
  if (previous === undefined) return 0n;
  const bad = (path: string, key: AfterChargeMessageKey = 'INVALID_VALUE.previous') => {
    issues.push(_afterChargeIssue(locale, 'INVALID_VALUE', path, key));
    return undefined;
  };
  const length = _own(previous, 'length');
  if (_kindOf(previous) !== 'array' || typeof length !== 'number' || length > LIMIT) {
    return bad('options.previous');
  }
  const count = split.shares.length;
  let refunded = 0n;
  for (let index = 0; index < length; index++) {
    const entry = _own(previous, index);
    const path = `options.previous.${index}`;
    const entryAmount = _own(entry, 'amount');
    const shares = _own(entry, 'shares');
    const master = _own(entry, 'master');
    if (_own(entry, 'ok') !== true || !isCentavos(entryAmount) || _kindOf(shares) !== 'array')
      return bad(path);
    if (_own(shares, 'length') !== count) return bad(path);
    let sum = 0n;
    for (let at = 0; at <= count; at++) {
      const part = at < count ? _own(shares, at) : master;
      const value = _own(part, 'amount');
      const returned = _own(part, 'fee_returned');
      if (
        at < count &&
        _own(part, 'recipient_id') !== (split.shares[at] as { recipient_id: string }).recipient_id
      ) {
        return bad(path);
      }
      if (!isCentavos(value) || !isCentavos(returned)) return bad(path);
      taken[at] = (taken[at] as bigint) + BigInt(value);
      feeReturned[at] = (feeReturned[at] as bigint) + BigInt(returned);
      sum += BigInt(value);
    }
    if (sum !== BigInt(entryAmount)) return bad(path);
    refunded += sum;
  }
  // Never more than the charge, any share, or the fee returned so far could be.
  const weights = [...split.shares.map((share) => BigInt(share.gross)), BigInt(split.unallocated)];
  const fees = [...split.shares.map((share) => BigInt(share.fee)), BigInt(split.masterFee)];
  let returnedTotal = 0n;
  for (let at = 0; at <= count; at++) {
    if (
      (taken[at] as bigint) > (weights[at] as bigint) ||
      (feeReturned[at] as bigint) > (fees[at] as bigint)
    ) {
      return bad('options.previous', 'INVALID_VALUE.previous_exceeds');
    }
    returnedTotal += feeReturned[at] as bigint;
  }
  if (returnedTotal > (refunded * BigInt(split.fee)) / BigInt(split.amount)) {
    return bad('options.previous', 'INVALID_VALUE.previous_exceeds');
  }
  return refunded;
}

const isCentavos = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function detailOf(issues: readonly Issue[]): string {
  return formatIssue(issues[0] as Issue);
}

function allocationFailure(locale: Locale, issues: Issue[]): Failure<'INVALID_REFUND_ALLOCATION'> {
  const message = formatAfterChargeMessage(locale, 'INVALID_REFUND_ALLOCATION', { detail: detailOf(issues) });
  return _failure(422, 'INVALID_REFUND_ALLOCATION', message, _issuesHint(issues), issues);
}
