import { _fieldIssue, type Issue } from '../issues/issue.js';
import { _englishHint } from '../messages/hints.js';
import { formatLifecycleMessage, type LifecycleMessageKey } from '../messages/lifecycle.js';
import type { Locale } from '../messages/locales/index.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _compareInstants, _normalizeInstant } from './_instant.js';
import { _isMoneyBack, CHARGE_EVENTS, type ChargeEvent, MAX_EVENT_ID_LENGTH } from './charge-events.js';

// What the buyer's language calls each part of an event, for the label a message leads with: the
// path (`event.occurred_at`) stays for the integrator, in the issue's path and hint.
const EVENT_LABELS = {
  event: 'LABEL.event',
  'event.id': 'LABEL.event_id',
  'event.type': 'LABEL.event_type',
  'event.occurred_at': 'LABEL.occurred_at',
  'event.amount': 'LABEL.event_amount',
} as const satisfies Record<string, LifecycleMessageKey>;
type EventPath = keyof typeof EVENT_LABELS;

/**
 * Reads an event from an untrusted value (a webhook payload), own properties only. Its
 * `occurred_at` comes back normalized (see `_normalizeInstant`): one spelling per instant, so a
 * redelivery that spells the same instant another way is the same event.
 *
 * @returns the event, a fresh object, or the issues that say what is wrong with it.
 */
export function _readEvent(value: unknown, locale: Locale): ChargeEvent | Issue[] {
  const issue = (path: EventPath, key: LifecycleMessageKey, params?: Record<string, string | number>) =>
    _fieldIssue(
      key === 'INVALID_VALUE.charge_event' ? 'INVALID_TYPE' : 'INVALID_VALUE',
      path,
      (named) => formatLifecycleMessage(locale, key, named),
      (named) => _englishHint(path, formatLifecycleMessage('en', key, named)),
      params,
      formatLifecycleMessage(locale, EVENT_LABELS[path]),
    );
  if (_kindOf(value) !== 'record') return [issue('event', 'INVALID_VALUE.charge_event')];
  const issues: Issue[] = [];
  const id = _own(value, 'id');
  const type = _own(value, 'type');
  const occurredAt = _own(value, 'occurred_at');
  const amount = _own(value, 'amount');
  if (typeof id !== 'string' || id === '' || id.length > MAX_EVENT_ID_LENGTH) {
    issues.push(issue('event.id', 'INVALID_VALUE.event_id', { max: MAX_EVENT_ID_LENGTH }));
  }
  if (!_isOneOf(CHARGE_EVENTS, type)) {
    issues.push(issue('event.type', 'INVALID_VALUE.event_type', { values: CHARGE_EVENTS.join(', ') }));
  }
  const instant = _normalizeInstant(occurredAt);
  if (instant === undefined) issues.push(issue('event.occurred_at', 'INVALID_VALUE.occurred_at'));
  const moneyBack = _isOneOf(CHARGE_EVENTS, type) && _isMoneyBack(type);
  if (moneyBack && (!Number.isSafeInteger(amount) || (amount as number) < 1)) {
    issues.push(issue('event.amount', 'INVALID_VALUE.event_amount'));
  } else if (!moneyBack && amount !== undefined && _isOneOf(CHARGE_EVENTS, type)) {
    issues.push(issue('event.amount', 'INVALID_VALUE.event_amount_forbidden'));
  }
  if (issues.length > 0) return issues;
  const base = { id: id as string, type: type as ChargeEvent['type'], occurred_at: instant as string };
  return moneyBack ? { ...base, amount: amount as number } : base;
}

/** Whether two events, as read, are the same report: a redelivery, not a conflict. */
export function _sameEvent(left: ChargeEvent, right: ChargeEvent): boolean {
  return (
    left.id === right.id &&
    left.type === right.type &&
    left.occurred_at === right.occurred_at &&
    left.amount === right.amount
  );
}

/** What orders an event: a normalized instant, then the id. */
type InstantAndId = Pick<ChargeEvent, 'id' | 'occurred_at'>;

/**
 * Orders events (of a charge or of a recurrence) by when they happened, then by id: the one order every arrival order agrees on.
 */
export function _byInstant(left: InstantAndId, right: InstantAndId): number {
  const difference = _compareInstants(left.occurred_at, right.occurred_at);
  if (difference !== 0) return difference;
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
}
