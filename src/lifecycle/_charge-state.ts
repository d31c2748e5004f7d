import type { Locale } from '../messages/locales/index.js';
import type { Failure } from '../result/failure.js';
import type { AllocateRefundCode } from '../split/allocate-refund.js';
import type { SplitSuccess } from '../split/types.js';
import { _ledger } from './_ledger.js';
import type { StoredCharge } from './_read-charge.js';
import type { ChargeState } from './types.js';

/**
 * The charge a caller gets back: fresh objects throughout, the split copied, the status and the
 * totals derived from the events.
 *
 * @returns the charge, or the failure of a refund or chargeback that does not fit.
 */
export function _chargeState(
  stored: StoredCharge,
  locale: Locale,
): ChargeState | Failure<AllocateRefundCode> {
  const ledger = _ledger(stored.split, stored.read, stored.events, locale);
  if ('ok' in ledger) return ledger;
  return {
    status: ledger.status,
    amount: stored.read.amount,
    payment_method: stored.payment_method,
    installments: stored.installments,
    split: structuredClone(stored.split) as SplitSuccess,
    events: stored.events.map((event) => ({ ...event })),
    totals: ledger.totals,
  };
}
