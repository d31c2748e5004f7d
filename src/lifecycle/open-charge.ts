import type { Locale } from '../messages/locales/index.js';
import { planReceivables } from '../receivables/plan-receivables.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import type { PaymentMethod } from '../rules/values.js';
import { _own } from '../shared/own.js';
import { _optionsLocale } from '../split/read-options.js';
import { _readSplit } from '../split/read-split.js';
import type { SplitSuccess } from '../split/types.js';
import { _chargeState } from './_charge-state.js';
import { _invalidCharge } from './_read-charge.js';
import type { ChargeState } from './types.js';

/** Options of {@link openCharge}. */
export interface OpenChargeOptions {
  /** How the charge is paid: decides when the split settles (see `planReceivables`). */
  readonly payment_method: PaymentMethod;
  /** Installments of a credit card charge, 1 to 24; other methods have 1. @defaultValue `1` */
  readonly installments?: number;
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** A charge ready for its first event. */
export interface ChargeOpened {
  readonly ok: true;
  readonly charge: ChargeState;
}

/** What {@link openCharge} answers. */
export type OpenChargeResult = ChargeOpened | Failure<'INVALID_INPUT'> | InvalidConfiguration;

/**
 * Starts tracking a charge just created: `pending`, no events, every total 0. Store the answer's
 * `charge` and pass it to `applyChargeEvent` with each event. Never throws.
 *
 * @param split - the charge's `computeSplit` result (with no split rules, the whole amount is the master account's).
 * @param options - the payment method and installments, checked as `planReceivables` checks them.
 * @returns `{ ok: true, charge }`, or a failure: 422 INVALID_INPUT (the method or the installments),
 *   500 INVALID_CONFIGURATION (the split).
 * @example
 * const split = computeSplit(10000, [], 0.0299);
 * split.ok && openCharge(split, { payment_method: 'pix' }).ok
 * //=> true
 */
export function openCharge(split: SplitSuccess, options: OpenChargeOptions): OpenChargeResult {
  const locale = _optionsLocale(options);
  try {
    // The method and installments are checked once, now, by the planner that settles them later.
    const method = _own(options, 'payment_method') as PaymentMethod;
    const installments = (_own(options, 'installments') ?? 1) as number;
    const probe = planReceivables(split, {
      payment_method: method,
      installments,
      confirmedAt: new Date(0),
      locale,
    });
    if (!probe.ok) return probe as Failure<'INVALID_INPUT'> | InvalidConfiguration;
    const read = _readSplit(split);
    if (read === undefined) return _invalidCharge(locale);
    const charge = _chargeState({ split, read, payment_method: method, installments, events: [] }, locale);
    // With no events there is no refund that could fail to fit.
    return { ok: true, charge: charge as ChargeState };
  } catch {
    // Only a host object that defeats the own-property readers can get here: fail closed.
    return _invalidCharge(locale);
  }
}
