import { decideCardFlow } from '../../card-flow/decide-card-flow.js';
import type { Merchant } from '../../card-flow/merchant.js';
import type { CardFlow, PaymentMethod } from '../../rules/values.js';
import type { SplitAmountExceedsTotal, SplitRule } from '../../split/types.js';
import { _computeWalkedSplit, _walkedSplitExceedsAmount } from '../../split/walked-split.js';
import type { RawIssue } from '../raw-issue.js';
import type { CrossFieldCheck } from './check.js';

/**
 * The split totals, checked by the split engine itself (no second copy of the arithmetic):
 * SPLIT_AMOUNT_EXCEEDS_TOTAL always, NEGATIVE_NET_AMOUNT_AFTER_FEES when the host gives its MDR.
 */
export const splitWithinAmount: CrossFieldCheck = {
  requires: ['amount'],
  alsoReads: ['split'],
  run(read, scope, _facts, derived) {
    const rules = read('split') as SplitRule[] | undefined;
    if (scope.mdr === undefined) {
      // Without an MDR only the totals can be wrong, and nobody reads the shares: only the
      // allocation's first step runs.
      if (rules === undefined) return undefined;
      const exceeded = _walkedSplitExceedsAmount(
        read('amount') as number,
        rules,
        scope.locale,
        scope.maxAmount,
      );
      return exceeded && exceededIssue(exceeded);
    }
    // The MDR was checked with the options, before the request: a host's bad MDR never reaches the
    // buyer as an issue (the engine answers nothing for it). The rules are the walked copy, whose
    // recipient ids the walk has checked: the engine is entered below its argument readers and is
    // not asked to check their shape again.
    const result = _computeWalkedSplit(
      read('amount') as number,
      rules,
      scope.mdr,
      scope.locale,
      scope.maxAmount,
    );
    if (result === undefined) return undefined;
    if (result.ok) {
      derived.split = result;
      return undefined;
    }
    if (result.code === 'SPLIT_AMOUNT_EXCEEDS_TOTAL') return exceededIssue(result);
    if (result.code === 'NEGATIVE_NET_AMOUNT_AFTER_FEES' && rules !== undefined && rules.length > 0) {
      const params = { gross: result.gross, fee: result.fee, amount: result.amount };
      return { key: 'NEGATIVE_NET_AMOUNT_AFTER_FEES', path: 'split.0', message: result.message, params };
    }
    return undefined;
  },
};

/**
 * Whether the merchant can serve the method and card flow, decided by decideCardFlow (one
 * implementation). A merchant configuration that is not valid serves nothing: validation fails
 * closed rather than let a charge through unchecked.
 */
// The issue at `split` for shares that claim more than the amount, in the engine's words.
function exceededIssue(failure: SplitAmountExceedsTotal): RawIssue {
  const params = { total: failure.total, amount: failure.amount };
  return { key: 'SPLIT_AMOUNT_EXCEEDS_TOTAL', path: 'split', message: failure.message, params };
}

export const merchantServesRequest: CrossFieldCheck = {
  requires: ['payment_method'],
  alsoReads: ['card_flow'],
  run(read, scope, _facts, derived) {
    if (scope.merchant === undefined) return undefined;
    const cardFlow = read('card_flow') as CardFlow | undefined;
    const request = {
      payment_method: read('payment_method') as PaymentMethod,
      ...(cardFlow ? { card_flow: cardFlow } : {}),
    };
    const decision = decideCardFlow(request, scope.merchant as Merchant, { locale: scope.locale });
    // A malformed merchant never gets here: the options are checked before the request is.
    if (decision.ok) {
      derived.cardFlow = decision;
      return undefined;
    }
    if (decision.status !== 422) return undefined;
    const [issue] = decision.issues;
    return (
      issue && {
        key: decision.code,
        path: issue.path,
        message: issue.message,
        hint: issue.hint,
        params: issue.params,
      }
    );
  },
};
