import type { RecurrenceSubject } from './recurrence-events.js';
import type {
  RecurrenceAttemptStatus,
  RecurrenceChargeStatus,
  RecurrenceRequestStatus,
  RecurrenceStatus,
} from './transitions.js';
import type { RecurrenceRetries } from './types.js';

/**
 * What became of an event:
 * - `applied`: it moved its machine forward;
 * - `stale`: its status is not after the one its machine had reached (a late or repeated report:
 *   never a step back);
 * - `ended`: its machine had already reached an ending (rejected, expired, canceled, accepted,
 *   concluded, paid), which is final;
 * - `already_settled`: a second paid attempt of a cycle already settled, never counted twice.
 */
export type RecurrenceEventOutcome = 'applied' | 'stale' | 'ended' | 'already_settled';

/** An event as the state keeps it: its instant in UTC (`2026-03-02T12:00:00.000Z`), without `reason`. */
export interface RecordedRecurrenceEvent {
  readonly id: string;
  readonly subject: RecurrenceSubject;
  readonly status: string;
  readonly occurred_at: string;
  readonly cycle?: number;
  readonly attempt?: number;
}

/** An event as the state recorded it, and what became of it. */
export interface RecurrenceEventRecord extends RecordedRecurrenceEvent {
  readonly outcome: RecurrenceEventOutcome;
}

/** One attempt of a cycle, as its events left it. */
export interface RecurrenceAttemptState {
  /** 1 to 4, as in the event. */
  readonly number: number;
  readonly status: RecurrenceAttemptStatus;
}

/** One cycle, as its events left it. */
export interface RecurrenceCycleState {
  /** The cycle's number, as `planRecurrence`'s `index`. */
  readonly index: number;
  /** The status of the cycle's charge (`/cobr`), `null` while no event named it. */
  readonly status: RecurrenceChargeStatus | null;
  /** The attempts events named, by number. */
  readonly attempts: RecurrenceAttemptState[];
  /** Whether one attempt is `PAGA`: at most one ever is. */
  readonly settled: boolean;
}

/**
 * A Pix Automático recurrence as `applyRecurrenceEvent` tracks it: a plain JSON value the host stores
 * and passes back unchanged. Everything but `retries` and `events` follows from the events and is
 * recomputed on every call. To start, pass `{ retries, events: [] }`.
 */
export interface RecurrenceState {
  /** The retry policy of the recurrence: it bounds the attempts of each cycle (1, or 4). */
  readonly retries: RecurrenceRetries;
  /** The status of the recurrence (`/rec`), `null` while no event named it. */
  readonly recurrence: RecurrenceStatus | null;
  /** The status of the request to confirm it (`/solicrec`), `null` while no event named it. */
  readonly request: RecurrenceRequestStatus | null;
  /** The cycles events named, by index. */
  readonly cycles: RecurrenceCycleState[];
  /** Every event recorded, in arrival order, at most {@link MAX_RECURRENCE_EVENTS}. */
  readonly events: RecurrenceEventRecord[];
}

/** What `applyRecurrenceEvent` reads of a state: the policy and the events, nothing derived. */
export interface RecurrenceHistory {
  readonly retries: RecurrenceRetries;
  readonly events: readonly RecordedRecurrenceEvent[];
}

/**
 * The most events one recurrence records: years of monthly cycles with every retry, a bound on the
 * work of each call.
 *
 * @example
 * MAX_RECURRENCE_EVENTS
 * //=> 5000
 */
export const MAX_RECURRENCE_EVENTS = 5000;
