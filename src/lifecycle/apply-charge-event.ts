import type { ChargeStatus } from '../charge/charge-status.js';
import { formatIssue } from '../issues/format-issue.js';
import type { Issue } from '../issues/issue.js';
import { formatAfterChargeMessage } from '../messages/after-charge.js';
import { _englishHint } from '../messages/hints.js';
import { _formatCommonIssueMessage } from '../messages/issues.js';
import { formatLifecycleMessage } from '../messages/lifecycle.js';
import type { Locale } from '../messages/locales/index.js';
import { type PlanReceivablesOptions, planReceivables } from '../receivables/plan-receivables.js';
import { _failure, _issuesHint, type Failure, type InvalidConfiguration } from '../result/failure.js';
import { _own } from '../shared/own.js';
import { planSettlement, type SettlementAcquirer } from '../split/plan-settlement.js';
import { _optionsLocale } from '../split/read-options.js';
import { _chargeState } from './_charge-state.js';
import { _instantMilliseconds } from './_instant.js';
import { _invalidCharge, _readCharge, type StoredCharge } from './_read-charge.js';
import { _byInstant, _readEvent, _sameEvent } from './_read-event.js';
import { _isMoneyBack, type ChargeEvent } from './charge-events.js';
import { CHARGE_TRANSITIONS } from './transitions.js';
import {
  type ApplyChargeEventOptions,
  type ApplyChargeEventResult,
  type ChargeEffect,
  type ChargeEventRecord,
  type ChargeState,
  MAX_CHARGE_EVENTS,
  type MoneyBackEffect,
} from './types.js';

/**
 * Applies one event to a charge, purely: answers the charge after it and the movements of money to
 * carry out. The same event twice changes nothing (same id, same data); a late report never moves
 * the charge back (a `pending` or `failed` after `paid` is recorded and ignored); refunds and
 * chargebacks are divided by `allocateRefund` with the charge's history as `previous`, never over
 * what is left; the settlement of `paid` is `planSettlement` and `planReceivables`. Any order of
 * the same events ends in the same status with the same totals, per recipient, to the centavo
 * (see `CHARGE_TRANSITIONS` for what each status does with each event). Never throws.
 *
 * @param charge - the charge as `openCharge` or the previous call answered it, stored unchanged.
 * @param event - `{ id, type, occurred_at, amount? }`, typically read from a verified webhook.
 * @param options - the acquirer, settlement days and holidays of the settlement, and the locale.
 * @returns `{ ok: true, charge, effects }`, or a failure: 409 CHARGE_EVENT_NOT_ALLOWED (a refund or
 *   chargeback before the payment is confirmed: redeliver it later), 409 CHARGE_EVENT_CONFLICT (an id
 *   already used by another event), 422 REFUND_EXCEEDS_REMAINING, 422 INVALID_INPUT (a malformed
 *   event), 500 INVALID_CONFIGURATION (a charge this library did not make, or bad options).
 * @example
 * const split = computeSplit(10000, [], 0.0299);
 * const opened = split.ok ? openCharge(split, { payment_method: 'pix' }) : split;
 * const event = { id: 'evt_1', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' } as const;
 * const paid = opened.ok ? applyChargeEvent(opened.charge, event) : opened;
 * paid.ok && paid.charge.status
 * //=> 'paid'
 */
export function applyChargeEvent(
  charge: ChargeState,
  event: ChargeEvent,
  options?: ApplyChargeEventOptions,
): ApplyChargeEventResult {
  const locale = _optionsLocale(options);
  try {
    return apply(charge, event, options, locale);
  } catch {
    // Only a host object that defeats the own-property readers can get here: fail closed.
    return _invalidCharge(locale);
  }
}

function apply(charge: unknown, input: unknown, options: unknown, locale: Locale): ApplyChargeEventResult {
  const stored = _readCharge(charge, locale);
  if ('ok' in stored) return stored;
  const event = _readEvent(input, locale);
  if (Array.isArray(event)) return invalidEvent(event, locale);
  const before = _chargeState(stored, locale);
  // A stored charge whose refunds no longer fit its split was changed after this library made it.
  if ('ok' in before) return _invalidCharge(locale);
  const known = stored.events.find((record) => record.id === event.id);
  if (known !== undefined) {
    if (_sameEvent(known, event)) return { ok: true, charge: before, effects: [] };
    return _failure(
      409,
      'CHARGE_EVENT_CONFLICT',
      formatLifecycleMessage(locale, 'CHARGE_EVENT_CONFLICT'),
      _englishHint('event.id', formatLifecycleMessage('en', 'CHARGE_EVENT_CONFLICT')),
    );
  }
  if (stored.events.length >= MAX_CHARGE_EVENTS) {
    return _failure(
      500,
      'INVALID_CONFIGURATION',
      formatLifecycleMessage(locale, 'INVALID_CONFIGURATION.charge_events', { max: MAX_CHARGE_EVENTS }),
      formatLifecycleMessage('en', 'INVALID_CONFIGURATION.charge_events', { max: MAX_CHARGE_EVENTS }),
    ) as InvalidConfiguration;
  }
  const transition = CHARGE_TRANSITIONS[before.status][event.type];
  if (transition === 'refuse') {
    return _failure(
      409,
      'CHARGE_EVENT_NOT_ALLOWED',
      formatLifecycleMessage(locale, 'CHARGE_EVENT_NOT_ALLOWED.not_paid'),
      _englishHint('event.type', formatLifecycleMessage('en', 'CHARGE_EVENT_NOT_ALLOWED.not_paid')),
    );
  }
  if (transition === 'apply' && _isMoneyBack(event.type)) {
    const refused = overWhatIsLeft(before, event, locale);
    if (refused !== undefined) return refused;
  }
  const applied = transition === 'apply' || (transition === 'latest' && isLatestEnding(stored.events, event));
  const events: ChargeEventRecord[] = [...stored.events, { ...event, applied }];
  const after = _chargeState({ ...stored, events }, locale);
  // Refunds that fit, checked above, always divide.
  if ('ok' in after) return _invalidCharge(locale);
  if (!applied) return { ok: true, charge: after, effects: [] };
  if (event.type === 'paid') return settle(stored, after, event, options, locale);
  if (_isMoneyBack(event.type)) return { ok: true, charge: after, effects: moneyBack(before, after, event) };
  return { ok: true, charge: after, effects: [] };
}

/**
 * 422 REFUND_EXCEEDS_REMAINING for a refund over what the charge has left (neither refunded nor
 * charged back), or a chargeback over the whole charge (no issuer takes more than was paid); a
 * chargeback over what is left is recorded, as `already_returned`.
 */
function overWhatIsLeft(
  before: ChargeState,
  event: ChargeEvent,
  locale: Locale,
): Failure<'REFUND_EXCEEDS_REMAINING'> | undefined {
  const { totals } = before;
  const left =
    event.type === 'refunded'
      ? Math.max(before.amount - totals.refunded - (totals.charged_back - totals.already_returned), 0)
      : before.amount;
  const amount = event.amount as number;
  if (amount <= left) return undefined;
  const params = { amount, remaining: left };
  return _failure(
    422,
    'REFUND_EXCEEDS_REMAINING',
    formatAfterChargeMessage(locale, 'REFUND_EXCEEDS_REMAINING', params),
    _englishHint('event.amount', formatAfterChargeMessage('en', 'REFUND_EXCEEDS_REMAINING', params)),
  );
}

/** Whether an ending without payment happened after the one that set the status (if any). */
function isLatestEnding(events: readonly ChargeEventRecord[], event: ChargeEvent): boolean {
  const endings: ChargeStatus[] = ['failed', 'canceled', 'expired'];
  return events.every(
    (record) =>
      !record.applied || !endings.includes(record.type as ChargeStatus) || _byInstant(record, event) < 0,
  );
}

function settle(
  stored: StoredCharge,
  after: ChargeState,
  event: ChargeEvent,
  options: unknown,
  locale: Locale,
): ApplyChargeEventResult {
  const acquirer = _own(options, 'acquirer') as SettlementAcquirer;
  const planned = planReceivables(stored.split, {
    payment_method: stored.payment_method,
    installments: stored.installments,
    confirmedAt: new Date(_instantMilliseconds(event.occurred_at)),
    acquirer,
    settlementDays: _own(options, 'settlementDays'),
    extraHolidays: _own(options, 'extraHolidays'),
    locale,
  } as PlanReceivablesOptions);
  if (!planned.ok) return planned as InvalidConfiguration;
  const settlement = planSettlement(stored.split, acquirer).entries;
  return {
    ok: true,
    charge: after,
    effects: [{ type: 'settle', event_id: event.id, settlement, receivables: planned.receivables }],
  };
}

/**
 * What changed per recipient, by kind: the event's own kind always, the other kind only when an
 * event that arrived out of order made its division change.
 */
function moneyBack(before: ChargeState, after: ChargeState, event: ChargeEvent): ChargeEffect[] {
  const effects: MoneyBackEffect[] = [];
  for (const [type, field] of [
    ['refund', 'refunded'],
    ['chargeback', 'charged_back'],
  ] as const) {
    const recipients = after.totals.recipients.map((row, index) => ({
      recipient_id: row.recipient_id,
      amount: row[field] - (before.totals.recipients[index] as typeof row)[field],
    }));
    const own = (type === 'refund') === (event.type === 'refunded');
    if (!own && recipients.every((row) => row.amount === 0)) continue;
    const amount = after.totals[field] - before.totals[field];
    if (type === 'refund') {
      effects.push({ type, event_id: event.id, amount, recipients });
    } else {
      const already_returned = after.totals.already_returned - before.totals.already_returned;
      effects.push({ type, event_id: event.id, amount, recipients, already_returned });
    }
  }
  return effects;
}

function invalidEvent(issues: Issue[], locale: Locale): Failure<'INVALID_INPUT'> {
  const detail = formatIssue(issues[0] as Issue);
  const message = _formatCommonIssueMessage(locale, 'INVALID_INPUT', { detail });
  return _failure(422, 'INVALID_INPUT', message, _issuesHint(issues), issues);
}
