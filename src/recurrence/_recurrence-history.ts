import { _byInstant } from '../lifecycle/_read-event.js';
import type {
  RecordedRecurrenceEvent,
  RecurrenceAttemptState,
  RecurrenceCycleState,
  RecurrenceEventOutcome,
  RecurrenceState,
} from './recurrence-state.js';
import { RECURRENCE_TRANSITIONS, type StatusMoves } from './transitions.js';

/** What follows from a recurrence's events: every status, and what became of each event. */
export interface RecurrenceHistoryResult {
  readonly recurrence: RecurrenceState['recurrence'];
  readonly request: RecurrenceState['request'];
  readonly cycles: RecurrenceCycleState[];
  /** Per event, in the order given. */
  readonly outcomes: readonly RecurrenceEventOutcome[];
}

/**
 * Derives the statuses of a recurrence from its events. Each machine (the recurrence, its request,
 * each cycle's charge, each attempt) replays its events in the order they happened (then by id), so
 * any arrival order gives the same statuses: an event moves its machine when its status can be
 * reached from the one reached so far, and is `stale` otherwise, or `ended` once the machine has
 * reached an ending. Of two endings, the one that happened first stands.
 *
 * The one rule the arrival order decides: a cycle is settled once, by the first paid attempt its
 * machine took when it arrived. It stays paid (the money came in) even if a report of an ending that
 * happened before it arrives later; any other paid attempt of the cycle is `already_settled`, even
 * one that happened earlier: the host counted the first when it arrived, and a second must never be.
 *
 * @param events - the events, in arrival order, each id once.
 * @returns the statuses and, per event, its outcome.
 */
export function _recurrenceHistory(events: readonly RecordedRecurrenceEvent[]): RecurrenceHistoryResult {
  const settlers = new Set<number>();
  const excluded = new Set<number>();
  const settledCycles = new Set<number>();
  events.forEach((event, at) => {
    if (!isPaid(event)) return;
    const cycle = event.cycle as number;
    if (settledCycles.has(cycle)) {
      excluded.add(at);
      return;
    }
    // Its machine as it stood when it arrived: the events of the same attempt that came before it.
    const machine = machineOf(event);
    const before = events.flatMap((other, index) =>
      index <= at && !excluded.has(index) && machineOf(other) === machine ? [index] : [],
    );
    if (replay(events, before, excluded, settlers).outcomes[at] === 'applied') {
      settlers.add(at);
      settledCycles.add(cycle);
    }
  });
  const { statuses, outcomes } = replay(
    events,
    events.map((_, at) => at),
    excluded,
    settlers,
  );
  return {
    recurrence: (statuses.get('recurrence') ?? null) as RecurrenceState['recurrence'],
    request: (statuses.get('request') ?? null) as RecurrenceState['request'],
    cycles: cyclesOf(events, statuses),
    outcomes,
  };
}

function isPaid(event: RecordedRecurrenceEvent): boolean {
  return event.subject === 'attempt' && event.status === 'PAGA';
}

function machineOf(event: RecordedRecurrenceEvent): string {
  if (event.subject === 'charge') return `charge ${event.cycle}`;
  if (event.subject === 'attempt') return `attempt ${event.cycle} ${event.attempt}`;
  return event.subject;
}

/** Whether `target` can be reached from `from` in one move or more: a step forward. */
function reaches(moves: StatusMoves<string>, from: string, target: string): boolean {
  const seen = new Set<string>();
  const queue = [...(moves[from] ?? [])];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === target) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(moves[next] ?? []));
  }
  return false;
}

/** Per machine, the status reached; per event replayed, its outcome. */
interface Replayed {
  readonly statuses: ReadonlyMap<string, string>;
  readonly outcomes: readonly RecurrenceEventOutcome[];
}

/**
 * Replays the events at `indexes` in the order they happened. `excluded` are second payments of a
 * settled cycle; `settlers` are payments that settled their cycle, applied whatever came before.
 */
function replay(
  events: readonly RecordedRecurrenceEvent[],
  indexes: readonly number[],
  excluded: ReadonlySet<number>,
  settlers: ReadonlySet<number>,
): Replayed {
  const outcomes: RecurrenceEventOutcome[] = new Array(events.length);
  const statuses = new Map<string, string>();
  const order = [...indexes].sort((left, right) =>
    _byInstant(events[left] as RecordedRecurrenceEvent, events[right] as RecordedRecurrenceEvent),
  );
  for (const at of order) {
    const event = events[at] as RecordedRecurrenceEvent;
    if (excluded.has(at)) {
      outcomes[at] = 'already_settled';
      continue;
    }
    const machine = machineOf(event);
    const moves = RECURRENCE_TRANSITIONS[event.subject] as StatusMoves<string>;
    const current = statuses.get(machine);
    if (current === undefined || settlers.has(at) || reaches(moves, current, event.status)) {
      statuses.set(machine, event.status);
      outcomes[at] = 'applied';
    } else {
      outcomes[at] = (moves[current] ?? []).length === 0 ? 'ended' : 'stale';
    }
  }
  return { statuses, outcomes };
}

function cyclesOf(
  events: readonly RecordedRecurrenceEvent[],
  statuses: ReadonlyMap<string, string>,
): RecurrenceCycleState[] {
  // Per cycle named, the attempt numbers named.
  const named = new Map<number, Set<number>>();
  for (const event of events) {
    if (event.cycle === undefined) continue;
    const numbers = named.get(event.cycle) ?? new Set<number>();
    if (event.attempt !== undefined) numbers.add(event.attempt);
    named.set(event.cycle, numbers);
  }
  return [...named.keys()]
    .sort((left, right) => left - right)
    .map((index) => {
      const attempts: RecurrenceAttemptState[] = [];
      for (const number of [...(named.get(index) as Set<number>)].sort((left, right) => left - right)) {
        const status = statuses.get(`attempt ${index} ${number}`);
        if (status !== undefined) attempts.push({ number, status } as RecurrenceAttemptState);
      }
      return {
        index,
        status: (statuses.get(`charge ${index}`) ?? null) as RecurrenceCycleState['status'],
        attempts,
        settled: attempts.some((attempt) => attempt.status === 'PAGA'),
      };
    });
}
