import type { Issue } from '../issues/issue.js';
import { _normalizeInstant } from '../lifecycle/_instant.js';
import type { Locale } from '../messages/locales/index.js';
import {
  formatRecurrenceEventMessage,
  type RecurrenceEventMessageKey,
} from '../messages/recurrence-events.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _areaIssue } from './_area-issue.js';
import {
  MAX_RECURRENCE_ATTEMPTS,
  MAX_RECURRENCE_EVENT_ID_LENGTH,
  type RecurrenceSubject,
} from './recurrence-events.js';
import type { RecordedRecurrenceEvent } from './recurrence-state.js';
import { RECURRENCE_TRANSITIONS } from './transitions.js';
import type { RecurrenceRetries } from './types.js';

// What the buyer's language calls each part of an event, for the label a message leads with: the
// path stays for the integrator, in the issue's path and hint.
const LABELS = {
  event: 'LABEL.recurrence_event',
  'event.id': 'LABEL.recurrence_event_id',
  'event.subject': 'LABEL.recurrence_event_subject',
  'event.status': 'LABEL.recurrence_event_status',
  'event.occurred_at': 'LABEL.recurrence_event_occurred_at',
  'event.cycle': 'LABEL.recurrence_event_cycle',
  'event.attempt': 'LABEL.recurrence_event_attempt',
  'event.reason': 'LABEL.recurrence_event_reason',
} as const satisfies Record<string, RecurrenceEventMessageKey>;
type EventPath = keyof typeof LABELS;

const eventIssue = /* @__PURE__ */ _areaIssue<RecurrenceEventMessageKey, EventPath>(
  formatRecurrenceEventMessage,
  LABELS,
  'INVALID_VALUE.recurrence_event',
);

const SUBJECTS = Object.keys(RECURRENCE_TRANSITIONS) as RecurrenceSubject[];

/** `rejeicao.codigo` of a CobR attempt: `maxLength: 4`, codes of the Pix message catalogue. */
const REASON = /^[A-Z0-9]{4}$/;

/**
 * Reads a recurrence event from an untrusted value, own properties only. The instant comes back
 * normalized (one spelling per instant, as the charge lifecycle keeps it), so a redelivery that
 * spells it another way is the same event.
 *
 * @param retries - the recurrence's retry policy: it bounds the attempt number (1, or 1 to 4).
 * @returns the event, a fresh object without `reason` (its instant normalized), or the issues that say what is wrong with it.
 */
export function _readRecurrenceEvent(
  value: unknown,
  retries: RecurrenceRetries,
  locale: Locale,
): RecordedRecurrenceEvent | Issue[] {
  if (_kindOf(value) !== 'record') return [eventIssue(locale, 'event', 'INVALID_VALUE.recurrence_event')];
  const issues: Issue[] = [];
  const issue = (path: EventPath, key: RecurrenceEventMessageKey, params?: Record<string, string | number>) =>
    issues.push(eventIssue(locale, path, key, params));
  const id = _own(value, 'id');
  if (typeof id !== 'string' || id === '' || id.length > MAX_RECURRENCE_EVENT_ID_LENGTH) {
    issue('event.id', 'INVALID_VALUE.recurrence_event_id', { max: MAX_RECURRENCE_EVENT_ID_LENGTH });
  }
  const subject = _own(value, 'subject');
  const status = _own(value, 'status');
  // Only a known subject says which fields an event carries: a cycle, an attempt or a reason next to
  // an unknown one may be right once the subject is fixed, so none is refused for it.
  const known = _isOneOf(SUBJECTS, subject);
  if (!known) {
    issue('event.subject', 'INVALID_VALUE.recurrence_event_choice', { values: SUBJECTS.join(', ') });
  } else {
    const statuses = Object.keys(RECURRENCE_TRANSITIONS[subject]);
    if (!_isOneOf(statuses, status)) {
      issue('event.status', 'INVALID_VALUE.recurrence_event_choice', { values: statuses.join(', ') });
    }
  }
  const instant = _normalizeInstant(_own(value, 'occurred_at'));
  if (instant === undefined) issue('event.occurred_at', 'INVALID_VALUE.recurrence_occurred_at');
  const ofCycle = subject === 'charge' || subject === 'attempt';
  const cycle = _own(value, 'cycle');
  if (ofCycle && (!Number.isSafeInteger(cycle) || (cycle as number) < 1)) {
    issue('event.cycle', 'INVALID_VALUE.recurrence_cycle');
  } else if (!ofCycle && cycle !== undefined && known) {
    issue('event.cycle', 'INVALID_VALUE.recurrence_not_expected');
  }
  // With NAO_PERMITE a cycle has its first attempt only; with PERMITE_3R_7D three more.
  const most = retries === 'none' ? 1 : MAX_RECURRENCE_ATTEMPTS;
  const attempt = _own(value, 'attempt');
  if (
    subject === 'attempt' &&
    (!Number.isSafeInteger(attempt) || (attempt as number) < 1 || (attempt as number) > most)
  ) {
    issue('event.attempt', 'INVALID_VALUE.recurrence_attempt', { max: most });
  } else if (subject !== 'attempt' && attempt !== undefined && known) {
    issue('event.attempt', 'INVALID_VALUE.recurrence_not_expected');
  }
  const reason = _own(value, 'reason');
  if (
    reason !== undefined &&
    known &&
    !(subject === 'attempt' && status === 'REJEITADA' && typeof reason === 'string' && REASON.test(reason))
  ) {
    issue('event.reason', 'INVALID_VALUE.recurrence_reason');
  }
  if (issues.length > 0) return issues;
  return {
    id: id as string,
    subject: subject as RecurrenceSubject,
    status: status as string,
    occurred_at: instant as string,
    ...(ofCycle ? { cycle: cycle as number } : {}),
    ...(subject === 'attempt' ? { attempt: attempt as number } : {}),
  };
}

/** Whether two events, as read, are the same report: a redelivery, not a conflict. */
export function _sameRecurrenceEvent(left: RecordedRecurrenceEvent, right: RecordedRecurrenceEvent): boolean {
  return (
    left.id === right.id &&
    left.subject === right.subject &&
    left.status === right.status &&
    left.occurred_at === right.occurred_at &&
    left.cycle === right.cycle &&
    left.attempt === right.attempt
  );
}
