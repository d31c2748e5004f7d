// Every refusal of a malformed Pix Automático event, whole: code, path, pointer, message, hint and
// params, for each field the reader checks, at and past each limit. The rules are the Pix API's
// (bacen/pix-api openapi.yaml 2.9.0, commit 1f1b568, 2025-09-05; retrieved 2026-11-28):
// CobRTentativas.rejeicao.codigo is a code of the message catalogue, `maxLength: 4` (AB10, AC05…);
// an attempt belongs to a cycle's CobR, up to three retries within seven days under PERMITE_3R_7D
// and none under NAO_PERMITE.
import { describe, expect, it } from 'vitest';
import { applyRecurrenceEvent } from '../../src/recurrence/apply-recurrence-event.js';
import type { RecurrenceEvent } from '../../src/recurrence/recurrence-events.js';
import type { RecurrenceHistory } from '../../src/recurrence/recurrence-state.js';
import type { RecurrenceRetries } from '../../src/recurrence/types.js';

const AT = '2024-08-22T12:43:53.337Z';
const SUBJECTS = 'recurrence, request, charge, attempt';
const NOT_EXPECTED = 'Leave this out: this kind of event does not carry it.';

const empty = (retries: RecurrenceRetries = 'three_in_seven_days'): RecurrenceHistory => ({
  retries,
  events: [],
});

/** The issue a caller reads: its label is the buyer's words for the field, its hint the path's. */
function issue(path: string, label: string, message: string, params: Record<string, unknown> = {}) {
  return {
    code: 'INVALID_VALUE',
    path,
    pointer: `/${path.replaceAll('.', '/')}`,
    message,
    hint: `${path}: ${message}`,
    params: { ...params, label },
  };
}

const idIssue = issue('event.id', 'Event identifier', 'Use an event id of 1 to 255 characters.', {
  max: 255,
});
const subjectIssue = issue('event.subject', 'What the event is about', `Choose one of: ${SUBJECTS}.`, {
  values: SUBJECTS,
});
const cycleIssue = issue('event.cycle', 'Payment number', 'Use a whole number, at least 1.');
const attemptIssue = (max: number) =>
  issue('event.attempt', 'Attempt number', `Use an attempt number from 1 to ${max}.`, { max });
const reasonIssue = issue(
  'event.reason',
  'Reason code',
  'Use a code of 4 capital letters or digits, on a rejected attempt only.',
);

function issuesOf(event: Record<string, unknown>, state = empty()) {
  const result = applyRecurrenceEvent(state, event as unknown as RecurrenceEvent);
  expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
  return result.ok ? [] : result.issues;
}

const charge = { id: 'c1', subject: 'charge', cycle: 1, status: 'ATIVA', occurred_at: AT };
const attempt = { id: 'a1', subject: 'attempt', cycle: 1, attempt: 1, status: 'REJEITADA', occurred_at: AT };

describe('a recurrence event is refused whole, at the field that is wrong', () => {
  it('an id is text of 1 to 255 characters: 255 is read, 256, empty or a number are refused', () => {
    expect(
      applyRecurrenceEvent(empty(), { ...charge, id: 'x'.repeat(255) } as RecurrenceEvent),
    ).toMatchObject({
      ok: true,
      outcome: 'applied',
    });
    for (const id of ['x'.repeat(256), '', 42]) expect(issuesOf({ ...charge, id })).toEqual([idIssue]);
  });

  it('a subject outside the four is refused with the four named, and what depends on it is not judged', () => {
    expect(issuesOf({ ...charge, subject: 'cobr', status: 'NOPE' })).toEqual([subjectIssue]);
    expect(issuesOf({ ...attempt, subject: 'cobr', reason: 'AB10' })).toEqual([subjectIssue]);
  });

  it.each([0, -1, 1.5, '1', undefined])(
    'a charge event of cycle %j is refused: cycles count from 1',
    (cycle) => {
      expect(issuesOf({ ...charge, cycle })).toEqual([cycleIssue]);
      expect(issuesOf({ ...attempt, cycle })).toEqual([cycleIssue]);
    },
  );

  it('a cycle or an attempt number on an event that carries neither is refused as not expected', () => {
    const request = { id: 's1', subject: 'request', status: 'CRIADA', occurred_at: AT };
    expect(issuesOf({ ...request, cycle: 1 })).toEqual([
      issue('event.cycle', 'Payment number', NOT_EXPECTED),
    ]);
    expect(issuesOf({ ...charge, attempt: 1 })).toEqual([
      issue('event.attempt', 'Attempt number', NOT_EXPECTED),
    ]);
  });

  it('an event without a subject is refused for its subject alone, whatever else it carries', () => {
    const { subject: _, ...bare } = attempt;
    expect(issuesOf(bare)).toEqual([subjectIssue]);
  });

  it.each([0, 5, 1.5, '2', undefined])(
    'an attempt numbered %j is refused: 1 to 4 under three retries',
    (number) => {
      expect(issuesOf({ ...attempt, attempt: number })).toEqual([attemptIssue(4)]);
    },
  );

  it('attempts 1 and 4 are read under three retries; under none, only attempt 1', () => {
    for (const number of [1, 4]) {
      const event = { ...attempt, id: `a${number}`, attempt: number, status: 'AGENDADA' } as RecurrenceEvent;
      expect(applyRecurrenceEvent(empty(), event)).toMatchObject({ ok: true, outcome: 'applied' });
    }
    expect(issuesOf({ ...attempt, attempt: 2 }, empty('none'))).toEqual([attemptIssue(1)]);
  });

  it('a rejected attempt takes a reason of exactly 4 capital letters or digits, AB10 as the catalogue writes it', () => {
    expect(applyRecurrenceEvent(empty(), { ...attempt, reason: 'AB10' } as RecurrenceEvent)).toMatchObject({
      ok: true,
      outcome: 'applied',
    });
    for (const reason of ['AB1', 'AB100', 'ab10', 'XAB10', 'AB10X', ' AB10', 'AB10\n', 1234]) {
      expect(issuesOf({ ...attempt, reason })).toEqual([reasonIssue]);
    }
  });

  it('a reason on an attempt that was not rejected, or on a charge, is refused', () => {
    expect(issuesOf({ ...attempt, status: 'PAGA', reason: 'AB10' })).toEqual([reasonIssue]);
    expect(issuesOf({ ...charge, status: 'REJEITADA', reason: 'AB10' })).toEqual([reasonIssue]);
  });
});

describe('a redelivered id is a duplicate only when every field it carries is the same', () => {
  const stored = { ...attempt, status: 'REJEITADA', reason: 'AB10' } as RecurrenceEvent;
  const state = () => {
    const result = applyRecurrenceEvent(empty(), stored);
    if (!result.ok) throw new Error(result.message);
    return result.state;
  };

  it('the same report again, with or without its reason, is a duplicate', () => {
    expect(applyRecurrenceEvent(state(), stored)).toMatchObject({ ok: true, outcome: 'duplicate' });
    const { reason: _, ...withoutReason } = stored as unknown as Record<string, unknown>;
    expect(applyRecurrenceEvent(state(), withoutReason as unknown as RecurrenceEvent)).toMatchObject({
      ok: true,
      outcome: 'duplicate',
    });
  });

  it.each([
    ['subject', { subject: 'charge', attempt: undefined, reason: undefined }],
    ['status', { status: 'PAGA', reason: undefined }],
    ['instant', { occurred_at: '2024-08-22T12:43:54.337Z' }],
    ['cycle', { cycle: 2 }],
    ['attempt', { attempt: 2 }],
  ])('the same id with another %s is a conflict', (_, change) => {
    const event = JSON.parse(JSON.stringify({ ...stored, ...change }));
    expect(applyRecurrenceEvent(state(), event)).toMatchObject({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_CONFLICT',
    });
  });
});

describe('a stored state holds at most 5,000 events', () => {
  const charges = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `c${index}`,
      subject: 'charge',
      cycle: index + 1,
      status: 'CRIADA',
      occurred_at: AT,
    })) as RecurrenceEvent[];
  const created = { id: 'r1', subject: 'recurrence', status: 'CRIADA', occurred_at: AT } as RecurrenceEvent;
  const BAD_STATE =
    'Pass a state answered by applyRecurrenceEvent, unchanged, or a retry policy with an empty list of events to start.';

  it('the 5,000th event is recorded; a 5,001st is refused, while a redelivery is still a duplicate', () => {
    expect(applyRecurrenceEvent({ retries: 'none', events: charges(4999) }, created)).toMatchObject({
      ok: true,
      outcome: 'applied',
    });
    const full = { retries: 'none', events: charges(5000) } as const;
    const message = 'This recurring payment already holds 5,000 events, the most one can hold.';
    expect(applyRecurrenceEvent(full, created)).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message,
      hint: message,
    });
    expect(applyRecurrenceEvent(full, charges(1)[0] as RecurrenceEvent)).toMatchObject({
      ok: true,
      outcome: 'duplicate',
    });
  });

  it.each([
    ['5,001 events', { retries: 'none', events: charges(5001) }],
    ['a list that is only shaped like one', { retries: 'none', events: { length: 0 } }],
    [
      'a list whose length is not a number (a hostile Proxy)',
      {
        retries: 'none',
        events: new Proxy([], { get: (target, key) => (key === 'length' ? 'x' : Reflect.get(target, key)) }),
      },
    ],
  ])('a state of %s is not one applyRecurrenceEvent answered', (_, state) => {
    expect(applyRecurrenceEvent(state as unknown as RecurrenceHistory, created)).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: BAD_STATE,
      hint: BAD_STATE,
    });
  });
});
