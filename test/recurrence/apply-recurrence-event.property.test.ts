// Invariants of applyRecurrenceEvent over random histories. The machines are those of
// RECURRENCE_TRANSITIONS (bacen/pix-api openapi.yaml 2.9.0: RecStatus, SolicRecStatus, CobRStatus,
// CobRTentativas.status); a cycle has its first attempt and, with PERMITE_3R_7D, three more.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRecurrenceEvent } from '../../src/recurrence/apply-recurrence-event.js';
import type { RecurrenceEvent } from '../../src/recurrence/recurrence-events.js';
import type { RecurrenceHistory, RecurrenceState } from '../../src/recurrence/recurrence-state.js';
import { RECURRENCE_TRANSITIONS, type StatusMoves } from '../../src/recurrence/transitions.js';
import { RECURRENCE_RETRIES, type RecurrenceRetries } from '../../src/recurrence/types.js';

const BASE = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

interface Machine {
  readonly subject: RecurrenceEvent['subject'];
  readonly cycle?: number;
  readonly attempt?: number;
}

const mostAttempts = (retries: RecurrenceRetries) => (retries === 'none' ? 1 : 4);

/** A walk forward through a machine from its first status, as far as the choices go. */
function walk(moves: StatusMoves<string>, choices: readonly number[]): string[] {
  let status = Object.keys(moves)[0] as string;
  const path = [status];
  for (const choice of choices) {
    const next = moves[status] ?? [];
    if (next.length === 0) break;
    status = next[choice % next.length] as string;
    path.push(status);
  }
  return path;
}

/** The events of one machine: its walk, each status at a later minute than the one before. */
function eventsOf(
  machine: Machine,
  path: readonly string[],
  start: number,
  gaps: readonly number[],
): RecurrenceEvent[] {
  let minute = start;
  const tag = [machine.subject, machine.cycle, machine.attempt]
    .filter((part) => part !== undefined)
    .join('-');
  return path.map((status, step) => {
    minute += gaps[step] ?? 1;
    return {
      id: `${tag}-${step}`,
      subject: machine.subject,
      status,
      occurred_at: new Date(BASE + minute * MINUTE).toISOString(),
      ...(machine.cycle === undefined ? {} : { cycle: machine.cycle }),
      ...(machine.attempt === undefined ? {} : { attempt: machine.attempt }),
    } as RecurrenceEvent;
  });
}

interface Walk {
  readonly choices: readonly number[];
  readonly start: number;
  readonly gaps: readonly number[];
}

const walkArbitrary: fc.Arbitrary<Walk> = fc.record({
  choices: fc.array(fc.nat(), { maxLength: 4 }),
  start: fc.integer({ min: 0, max: 50_000 }),
  gaps: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 5, maxLength: 5 }),
});

/**
 * A valid history: each machine's statuses in an order the transitions allow, one after the other
 * in time, and at most one paid attempt per cycle (a later one in the walk ends as EXPIRADA).
 */
const validHistory = fc
  .record({
    retries: fc.constantFrom(...RECURRENCE_RETRIES),
    recurrence: walkArbitrary,
    request: walkArbitrary,
    cycles: fc.array(
      fc.record({ charge: walkArbitrary, attempts: fc.array(walkArbitrary, { minLength: 1, maxLength: 4 }) }),
      { maxLength: 3 },
    ),
  })
  .map(({ retries, recurrence, request, cycles }) => {
    const events: RecurrenceEvent[] = [];
    const add = (machine: Machine, moves: StatusMoves<string>, arbitrary: Walk, paid?: { done: boolean }) => {
      let path = walk(moves, arbitrary.choices);
      if (paid !== undefined && path.at(-1) === 'PAGA') {
        if (paid.done) path = [...path.slice(0, -1), 'EXPIRADA'];
        paid.done = true;
      }
      events.push(...eventsOf(machine, path, arbitrary.start, arbitrary.gaps));
    };
    add({ subject: 'recurrence' }, RECURRENCE_TRANSITIONS.recurrence, recurrence);
    add({ subject: 'request' }, RECURRENCE_TRANSITIONS.request, request);
    cycles.forEach((cycle, index) => {
      add({ subject: 'charge', cycle: index + 1 }, RECURRENCE_TRANSITIONS.charge, cycle.charge);
      const paid = { done: false };
      cycle.attempts.slice(0, mostAttempts(retries)).forEach((attempt, number) => {
        add(
          { subject: 'attempt', cycle: index + 1, attempt: number + 1 },
          RECURRENCE_TRANSITIONS.attempt,
          attempt,
          paid,
        );
      });
    });
    return { retries, events };
  });

/** A history and an arrival order of it. */
const shuffled = validHistory.chain((history) =>
  fc
    .shuffledSubarray(history.events, { minLength: history.events.length, maxLength: history.events.length })
    .map((order) => ({ ...history, order })),
);

/** Applies events in the order given; answers the state and every answer. */
function applyAll(retries: RecurrenceRetries, events: readonly RecurrenceEvent[]) {
  let state: RecurrenceState | RecurrenceHistory = { retries, events: [] };
  const answers: { event: RecurrenceEvent; outcome: string }[] = [];
  for (const event of events) {
    const result = applyRecurrenceEvent(state, event);
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    state = result.state;
    answers.push({ event, outcome: result.outcome });
  }
  return { state: state as RecurrenceState, answers };
}

/** The state with its events in one order (by id), for comparing arrival orders. */
const canonical = (state: RecurrenceState) => ({
  ...state,
  events: [...state.events].sort((left, right) => (left.id < right.id ? -1 : 1)),
});

describe('applyRecurrenceEvent, over random histories', () => {
  it('ends in the same state whatever the arrival order of a valid history', () => {
    fc.assert(
      fc.property(shuffled, ({ retries, events, order }) => {
        const inOrder = applyAll(retries, events).state;
        expect(canonical(applyAll(retries, order).state)).toEqual(canonical(inOrder));
        // A valid history moves every machine forward: every event applies.
        expect(inOrder.events.every((event) => event.outcome === 'applied')).toBe(true);
      }),
    );
  });

  it('changes nothing when any events are delivered again', () => {
    fc.assert(
      fc.property(
        shuffled.chain((history) => fc.subarray(history.order).map((again) => ({ ...history, again }))),
        ({ retries, order, again }) => {
          const { state } = applyAll(retries, order);
          for (const event of again) {
            expect(applyRecurrenceEvent(state, event)).toEqual({ ok: true, state, outcome: 'duplicate' });
          }
        },
      ),
    );
  });

  // Any statuses at any times, several paid attempts per cycle, in any order.
  const anyHistory = fc.record({
    retries: fc.constantFrom(...RECURRENCE_RETRIES),
    events: fc.uniqueArray(
      fc.record({
        cycle: fc.integer({ min: 1, max: 2 }),
        attempt: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 4 })),
        status: fc.constantFrom(...Object.keys(RECURRENCE_TRANSITIONS.attempt), 'PAGA', 'PAGA'),
        minute: fc.integer({ min: 0, max: 10 }),
      }),
      {
        maxLength: 14,
        selector: (event) => `${event.cycle} ${event.attempt} ${event.status} ${event.minute}`,
      },
    ),
  });

  it('settles a cycle at most once, counts a payment once, and keeps at most the attempts the policy allows', () => {
    fc.assert(
      fc.property(anyHistory, ({ retries, events }) => {
        const most = mostAttempts(retries);
        const history = events
          .filter((event) => event.attempt <= most)
          .map(
            (event, index) =>
              ({
                id: `e${index}`,
                subject: 'attempt',
                cycle: event.cycle,
                attempt: event.attempt,
                status: event.status,
                occurred_at: new Date(BASE + event.minute * MINUTE).toISOString(),
              }) as RecurrenceEvent,
          );
        const { state, answers } = applyAll(retries, history);
        for (const cycle of state.cycles ?? []) {
          const paid = cycle.attempts.filter((attempt) => attempt.status === 'PAGA').length;
          expect(paid).toBeLessThanOrEqual(1);
          expect(cycle.settled).toBe(paid === 1);
          expect(cycle.attempts.length).toBeLessThanOrEqual(most);
          const counted = answers.filter(
            ({ event, outcome }) =>
              event.subject === 'attempt' &&
              event.cycle === cycle.index &&
              event.status === 'PAGA' &&
              outcome === 'applied',
          );
          expect(counted.length).toBe(paid);
        }
      }),
    );
  });
});
