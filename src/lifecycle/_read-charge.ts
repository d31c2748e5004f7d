import { formatLifecycleMessage } from '../messages/lifecycle.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _failure, type InvalidConfiguration } from '../result/failure.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../rules/values.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _readSplit, type ReadSplit } from '../split/read-split.js';
import type { SplitSuccess } from '../split/types.js';
import { _readEvent } from './_read-event.js';
import { type ChargeEventRecord, MAX_CHARGE_EVENTS } from './types.js';

/** A stored charge as read: what the derived fields are recomputed from. */
export interface StoredCharge {
  readonly split: SplitSuccess;
  readonly read: ReadSplit;
  readonly payment_method: PaymentMethod;
  readonly installments: number;
  readonly events: ChargeEventRecord[];
}

/**
 * Reads a charge the host stored (own properties only): its split, method, installments and
 * events, each event well-formed and its id used once. The status and totals it carries are not
 * read: they are recomputed from the events.
 *
 * @returns the charge, or 500 INVALID_CONFIGURATION: a stored charge is the host's own data.
 */
export function _readCharge(value: unknown, locale: Locale): StoredCharge | InvalidConfiguration {
  const split = _own(value, 'split');
  const read = _readSplit(split);
  const method = _own(value, 'payment_method');
  const installments = _own(value, 'installments');
  const events = _own(value, 'events');
  const length = _own(events, 'length');
  if (
    read === undefined ||
    !_isOneOf(PAYMENT_METHODS, method) ||
    !Number.isSafeInteger(installments) ||
    _kindOf(events) !== 'array' ||
    typeof length !== 'number' ||
    length > MAX_CHARGE_EVENTS
  ) {
    return _invalidCharge(locale);
  }
  const records: ChargeEventRecord[] = [];
  const ids = new Set<string>();
  for (let index = 0; index < length; index++) {
    const entry = _own(events, index);
    const event = _readEvent(entry, locale);
    const applied = _own(entry, 'applied');
    if (Array.isArray(event) || typeof applied !== 'boolean' || ids.has(event.id))
      return _invalidCharge(locale);
    ids.add(event.id);
    records.push({ ...event, applied });
  }
  return {
    split: split as SplitSuccess,
    read,
    payment_method: method,
    installments: installments as number,
    events: records,
  };
}

/** The 500 answer for a stored charge this library did not make, or that was changed. */
export function _invalidCharge(locale: Locale): InvalidConfiguration {
  return _failure(
    500,
    'INVALID_CONFIGURATION',
    formatLifecycleMessage(_readLocale(locale), 'INVALID_CONFIGURATION.charge'),
    formatLifecycleMessage('en', 'INVALID_CONFIGURATION.charge'),
  ) as InvalidConfiguration;
}
