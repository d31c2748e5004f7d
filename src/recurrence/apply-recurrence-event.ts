import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { formatRecurrenceEventMessage } from '../messages/recurrence-events.js';
import { _failure, type Failure, type InvalidConfiguration } from '../result/failure.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _optionsLocale } from '../split/read-options.js';
import { _recurrenceFailure } from './_failure.js';
import { _readRecurrenceEvent, _sameRecurrenceEvent } from './_read-recurrence-event.js';
import { _recurrenceHistory } from './_recurrence-history.js';
import { MAX_RECURRENCE_ATTEMPTS, type RecurrenceEvent } from './recurrence-events.js';
import {
  MAX_RECURRENCE_EVENTS,
  type RecordedRecurrenceEvent,
  type RecurrenceEventOutcome,
  type RecurrenceEventRecord,
  type RecurrenceHistory,
  type RecurrenceState,
} from './recurrence-state.js';
import { RECURRENCE_RETRIES, type RecurrenceRetries } from './types.js';

/** The options of {@link applyRecurrenceEvent}. */
export interface ApplyRecurrenceEventOptions {
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** The recurrence after the event, and what became of the event. */
export interface RecurrenceEventApplied {
  readonly ok: true;
  readonly state: RecurrenceState;
  /** What became of this event, as its record says; `duplicate` for a redelivery, which changes nothing. */
  readonly outcome: RecurrenceEventOutcome | 'duplicate';
  /**
   * For the receiver, in the locale: present when this event applied a rejected attempt. It says
   * which attempt failed and how many may follow, never why: the payer's reason stays with the payer.
   */
  readonly notice?: string;
}

/** Codes of an {@link applyRecurrenceEvent} failure. */
export type ApplyRecurrenceEventCode = 'INVALID_INPUT' | 'CHARGE_EVENT_CONFLICT';

/** What {@link applyRecurrenceEvent} answers. */
export type ApplyRecurrenceEventResult =
  | RecurrenceEventApplied
  | Failure<ApplyRecurrenceEventCode>
  | InvalidConfiguration;

/**
 * Applies one Pix Automático event (the recurrence's, its request's, a cycle charge's or one of its
 * attempts' status, as `RECURRENCE_TRANSITIONS` names them) to a recurrence, purely. The same event
 * twice changes nothing; a status that is not a step forward is recorded and not applied; an
 * ending is final; any arrival order of the same events gives the same statuses, since each machine
 * replays its events in the order they happened. A cycle is settled at most once: a second paid
 * attempt is recorded as `already_settled`. A rejected attempt's `reason` is checked and dropped,
 * and its `notice` never says why. Never throws.
 *
 * @param state - the state the previous call answered, stored unchanged, or `{ retries, events: [] }` to start.
 * @param event - `{ id, subject, status, occurred_at, cycle?, attempt?, reason? }`, typically read from a PSP's webhook.
 * @param options - the locale of the messages.
 * @returns `{ ok: true, state, outcome, notice? }`, or a failure: 422 INVALID_INPUT (a malformed
 *   event, or an attempt the retry policy does not allow), 409 CHARGE_EVENT_CONFLICT (an id already
 *   used by another event), 500 INVALID_CONFIGURATION (a state this library did not make).
 * @example
 * const event = { id: 'evt_1', subject: 'recurrence', status: 'APROVADA', occurred_at: '2026-03-02T12:00:00Z' } as const;
 * const applied = applyRecurrenceEvent({ retries: 'none', events: [] }, event);
 * applied.ok && [applied.state.recurrence, applied.outcome]
 * //=> ['APROVADA', 'applied']
 */
export function applyRecurrenceEvent(
  state: RecurrenceState | RecurrenceHistory,
  event: RecurrenceEvent,
  options?: ApplyRecurrenceEventOptions,
): ApplyRecurrenceEventResult {
  const locale = _optionsLocale(options);
  try {
    return apply(state, event, locale);
  } catch {
    // Only a host object that defeats the own-property readers can get here: fail closed.
    return invalidState(locale);
  }
}

function apply(state: unknown, input: unknown, locale: Locale): ApplyRecurrenceEventResult {
  const stored = readState(state, locale);
  if (stored === undefined) return invalidState(locale);
  const event = _readRecurrenceEvent(input, stored.retries, locale);
  if (Array.isArray(event)) return _recurrenceFailure(event);
  const known = stored.events.find((record) => record.id === event.id);
  if (known !== undefined) {
    if (_sameRecurrenceEvent(known, event)) {
      return { ok: true, state: stateOf(stored.retries, stored.events), outcome: 'duplicate' };
    }
    return _failure(
      409,
      'CHARGE_EVENT_CONFLICT',
      formatRecurrenceEventMessage(locale, 'RECURRENCE_EVENT_CONFLICT'),
      _englishHint('event.id', formatRecurrenceEventMessage('en', 'RECURRENCE_EVENT_CONFLICT')),
    );
  }
  if (stored.events.length >= MAX_RECURRENCE_EVENTS) {
    const message = (in_: Locale) =>
      formatRecurrenceEventMessage(in_, 'INVALID_CONFIGURATION.recurrence_events', {
        max: MAX_RECURRENCE_EVENTS,
      });
    return _failure(500, 'INVALID_CONFIGURATION', message(locale), message('en')) as InvalidConfiguration;
  }
  const after = stateOf(stored.retries, [...stored.events, event]);
  const outcome = (after.events.at(-1) as RecurrenceEventRecord).outcome;
  const notice = outcome === 'applied' ? noticeOf(event, stored.retries, locale) : undefined;
  return notice === undefined
    ? { ok: true, state: after, outcome }
    : { ok: true, state: after, outcome, notice };
}

interface StoredState {
  readonly retries: RecurrenceRetries;
  readonly events: RecordedRecurrenceEvent[];
}

/** Reads a stored state (own properties only): its policy, and its events, each well-formed, each id once. */
function readState(value: unknown, locale: Locale): StoredState | undefined {
  const retries = _own(value, 'retries');
  const events = _own(value, 'events');
  const length = _own(events, 'length');
  if (
    !_isOneOf(RECURRENCE_RETRIES, retries) ||
    _kindOf(events) !== 'array' ||
    typeof length !== 'number' ||
    length > MAX_RECURRENCE_EVENTS
  ) {
    return undefined;
  }
  const read: RecordedRecurrenceEvent[] = [];
  const ids = new Set<string>();
  for (let index = 0; index < length; index++) {
    const event = _readRecurrenceEvent(_own(events, index), retries, locale);
    if (Array.isArray(event) || ids.has(event.id)) return undefined;
    ids.add(event.id);
    read.push(event);
  }
  return { retries, events: read };
}

/** The state a caller gets back: fresh objects, every status derived from the events. */
function stateOf(retries: RecurrenceRetries, events: readonly RecordedRecurrenceEvent[]): RecurrenceState {
  const history = _recurrenceHistory(events);
  return {
    retries,
    recurrence: history.recurrence,
    request: history.request,
    cycles: history.cycles,
    events: events.map((event, at) => ({
      ...event,
      outcome: history.outcomes[at] as RecurrenceEventOutcome,
    })) as RecurrenceEventRecord[],
  };
}

// Neutral on purpose: the payer's reason (insufficient funds, a maximum amount the payer set) is
// the payer's, and no message meant for the receiver reveals it.
function noticeOf(
  event: RecordedRecurrenceEvent,
  retries: RecurrenceRetries,
  locale: Locale,
): string | undefined {
  if (event.subject !== 'attempt' || event.status !== 'REJEITADA') return undefined;
  const attempt = event.attempt as number;
  const left = (retries === 'none' ? 1 : MAX_RECURRENCE_ATTEMPTS) - attempt;
  const params = { attempt, cycle: event.cycle as number, left };
  return formatRecurrenceEventMessage(
    locale,
    left > 0 ? 'NOTICE.attempt_failed_retry' : 'NOTICE.attempt_failed',
    params,
  );
}

/** The 500 answer for a state this library did not make, or that was changed. */
function invalidState(locale: Locale): InvalidConfiguration {
  return _failure(
    500,
    'INVALID_CONFIGURATION',
    formatRecurrenceEventMessage(locale, 'INVALID_CONFIGURATION.recurrence_state'),
    formatRecurrenceEventMessage('en', 'INVALID_CONFIGURATION.recurrence_state'),
  ) as InvalidConfiguration;
}
