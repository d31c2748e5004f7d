// Source: bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28).
// - The status enums: RecStatus (CRIADA, APROVADA, REJEITADA, EXPIRADA, CANCELADA), SolicRecStatus
//   (CRIADA, ENVIADA, RECEBIDA, REJEITADA, ACEITA, EXPIRADA, CANCELADA), CobRStatus (CRIADA, ATIVA,
//   CONCLUIDA, EXPIRADA, REJEITADA, CANCELADA) and CobRTentativas.status (SOLICITADA, AGENDADA, PAGA,
//   CANCELADA, REJEITADA, EXPIRADA).
// - Each status comes with its instant: RecAtualizacao, SolicRecAtualizacao, CobRAtualizacao and the
//   attempts' `atualizacao` are "Histórico das mudanças de status", items { status, data } with `data`
//   "Data e hora do registro de status atualizado. Respeita RFC 3339."
// - CobRTentativas.rejeicao.codigo: "Código da rejeição da tentativa. Corresponde ao código de
//   rejeição presente no catálogo de mensagens", maxLength 4 (AB10, AC05, … UDEI).
// - POST /cobr/{txid}/retentativa/{data} violations: "A política configurada na recorrência não
//   permite retentativa de cobrança."
// - The histories of the examples recWebhookNotification1 (CRIADA 2024-08-20T10:12:07.567Z, APROVADA
//   2024-08-22T12:43:53.337Z), solicRecResponse2 (CRIADA, ENVIADA, REJEITADA), cobRResponse4
//   (NAO_PERMITE; CRIADA, ATIVA, CANCELADA; its one attempt CANCELADA) and getCobR1 (an attempt
//   SOLICITADA 2024-05-21T10:40:16.730Z, AGENDADA 2024-05-21T17:08:00.520Z).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/messages/locales/index.js';
import { applyRecurrenceEvent } from '../../src/recurrence/apply-recurrence-event.js';
import type { RecurrenceEvent } from '../../src/recurrence/recurrence-events.js';
import type { RecurrenceHistory, RecurrenceState } from '../../src/recurrence/recurrence-state.js';
import type { RecurrenceRetries } from '../../src/recurrence/types.js';

type Start = RecurrenceState | RecurrenceHistory;

/** Applies events in the order given; every call must succeed. */
function applyAll(events: readonly RecurrenceEvent[], retries: RecurrenceRetries = 'three_in_seven_days') {
  let state: Start = { retries, events: [] };
  const outcomes: string[] = [];
  for (const event of events) {
    const result = applyRecurrenceEvent(state, event);
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    state = result.state;
    outcomes.push(result.outcome);
  }
  return { state: state as RecurrenceState, outcomes };
}

const rec = (id: string, status: string, occurred_at: string) =>
  ({ id, subject: 'recurrence', status, occurred_at }) as RecurrenceEvent;
const request = (id: string, status: string, occurred_at: string) =>
  ({ id, subject: 'request', status, occurred_at }) as RecurrenceEvent;
const charge = (id: string, cycle: number, status: string, occurred_at: string) =>
  ({ id, subject: 'charge', cycle, status, occurred_at }) as RecurrenceEvent;
const attempt = (
  id: string,
  cycle: number,
  number: number,
  status: string,
  occurred_at: string,
  reason?: string,
) =>
  ({
    id,
    subject: 'attempt',
    cycle,
    attempt: number,
    status,
    occurred_at,
    ...(reason === undefined ? {} : { reason }),
  }) as RecurrenceEvent;

describe('applyRecurrenceEvent: the histories of the specification', () => {
  it('approves the recurrence of recWebhookNotification1, in either arrival order', () => {
    const created = rec('w1', 'CRIADA', '2024-08-20T10:12:07.567Z');
    const approved = rec('w2', 'APROVADA', '2024-08-22T12:43:53.337Z');
    expect(applyAll([created, approved]).state.recurrence).toBe('APROVADA');
    const late = applyAll([approved, created]);
    expect(late.state.recurrence).toBe('APROVADA');
    expect(late.outcomes).toEqual(['applied', 'applied']);
  });

  it('ends the request of solicRecResponse2 as REJEITADA', () => {
    const { state } = applyAll([
      request('s1', 'CRIADA', '2024-12-15T12:18:18.618Z'),
      request('s2', 'ENVIADA', '2024-12-15T16:18:18.618Z'),
      request('s3', 'REJEITADA', '2024-12-16T08:50:18.268Z'),
    ]);
    expect(state.request).toBe('REJEITADA');
  });

  it('cancels the charge of cobRResponse4 and its only attempt, under NAO_PERMITE', () => {
    const { state } = applyAll(
      [
        charge('c1', 1, 'CRIADA', '2024-05-20T14:47:29.470Z'),
        charge('c2', 1, 'ATIVA', '2024-05-21T10:18:20.120Z'),
        attempt('t1', 1, 1, 'CANCELADA', '2024-05-26T10:18:20.120Z'),
        charge('c3', 1, 'CANCELADA', '2024-05-26T10:18:20.120Z'),
      ],
      'none',
    );
    expect(state.cycles).toEqual([
      { index: 1, status: 'CANCELADA', attempts: [{ number: 1, status: 'CANCELADA' }], settled: false },
    ]);
  });

  it('schedules the attempt of getCobR1, a report spelled with another offset being the same instant', () => {
    const { state } = applyAll([
      attempt('t2', 1, 1, 'AGENDADA', '2024-05-21T14:08:00.520-03:00'),
      attempt('t1', 1, 1, 'SOLICITADA', '2024-05-21T10:40:16.730Z'),
    ]);
    expect(state.cycles[0]?.attempts).toEqual([{ number: 1, status: 'AGENDADA' }]);
    expect(state.events.map((event) => [event.occurred_at, event.outcome])).toEqual([
      ['2024-05-21T17:08:00.520Z', 'applied'],
      ['2024-05-21T10:40:16.730Z', 'applied'],
    ]);
  });
});

describe('applyRecurrenceEvent: the rules of the lifecycle', () => {
  it('records the same event twice once: the second is a duplicate and changes nothing', () => {
    const approved = rec('w2', 'APROVADA', '2024-08-22T12:43:53.337Z');
    const once = applyAll([approved]).state;
    const again = applyRecurrenceEvent(once, { ...approved, occurred_at: '2024-08-22T09:43:53.337-03:00' });
    expect(again).toEqual({ ok: true, state: once, outcome: 'duplicate' });
  });

  it('refuses an id that comes back with other data as a conflict', () => {
    const once = applyAll([rec('w2', 'APROVADA', '2024-08-22T12:43:53.337Z')]).state;
    const result = applyRecurrenceEvent(once, rec('w2', 'CANCELADA', '2024-08-23T12:00:00Z'));
    expect(result).toMatchObject({ ok: false, status: 409, code: 'CHARGE_EVENT_CONFLICT' });
    expect(result.ok === false && result.hint).toMatch(/^event\.id: /);
  });

  it('records a report of an earlier status as stale, never a step back', () => {
    const { state, outcomes } = applyAll([
      request('s2', 'RECEBIDA', '2024-12-15T16:18:18.618Z'),
      request('s1', 'ENVIADA', '2024-12-15T16:30:00Z'),
    ]);
    expect(state.request).toBe('RECEBIDA');
    expect(outcomes).toEqual(['applied', 'stale']);
  });

  it('keeps an ending final: nothing after it applies', () => {
    const { state, outcomes } = applyAll([
      rec('r1', 'CANCELADA', '2025-01-10T12:00:00Z'),
      rec('r2', 'APROVADA', '2025-01-11T12:00:00Z'),
    ]);
    expect(state.recurrence).toBe('CANCELADA');
    expect(outcomes).toEqual(['applied', 'ended']);
  });

  it('keeps the ending that happened first, whichever report arrives first', () => {
    const rejected = rec('r1', 'REJEITADA', '2025-01-10T12:00:00Z');
    const canceled = rec('r2', 'CANCELADA', '2025-01-11T12:00:00Z');
    const late = applyAll([canceled, rejected]);
    expect(late.state.recurrence).toBe('REJEITADA');
    expect(late.state.events.map((event) => event.outcome)).toEqual(['ended', 'applied']);
    expect(applyAll([rejected, canceled]).state.recurrence).toBe('REJEITADA');
  });

  it('skips every status whose report never came: CRIADA to CONCLUIDA without ATIVA', () => {
    const { state, outcomes } = applyAll([
      charge('c1', 2, 'CRIADA', '2024-05-20T10:00:00Z'),
      charge('c3', 2, 'CONCLUIDA', '2024-06-20T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'applied']);
    expect(state.cycles).toEqual([{ index: 2, status: 'CONCLUIDA', attempts: [], settled: false }]);
  });

  it('keeps the whole state, key for key, after events of the recurrence and its request alone', () => {
    const { state } = applyAll([
      rec('w1', 'CRIADA', '2024-08-20T10:12:07.567Z'),
      request('s1', 'CRIADA', '2024-08-20T10:12:08Z'),
      charge('c1', 1, 'CRIADA', '2024-08-21T10:00:00Z'),
    ]);
    expect(state).toStrictEqual({
      retries: 'three_in_seven_days',
      recurrence: 'CRIADA',
      request: 'CRIADA',
      cycles: [{ index: 1, status: 'CRIADA', attempts: [], settled: false }],
      events: [
        {
          id: 'w1',
          subject: 'recurrence',
          status: 'CRIADA',
          occurred_at: '2024-08-20T10:12:07.567Z',
          outcome: 'applied',
        },
        {
          id: 's1',
          subject: 'request',
          status: 'CRIADA',
          occurred_at: '2024-08-20T10:12:08.000Z',
          outcome: 'applied',
        },
        {
          id: 'c1',
          subject: 'charge',
          status: 'CRIADA',
          occurred_at: '2024-08-21T10:00:00.000Z',
          cycle: 1,
          outcome: 'applied',
        },
      ],
    });
  });

  it('refuses an id that comes back as the event of another machine, all else alike, as a conflict', () => {
    const once = applyAll([rec('x1', 'CRIADA', '2024-08-20T10:12:07.567Z')]).state;
    expect(applyRecurrenceEvent(once, request('x1', 'CRIADA', '2024-08-20T10:12:07.567Z'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'CHARGE_EVENT_CONFLICT',
    });
  });

  it('skips a status whose report never came: ATIVA to CONCLUIDA without CRIADA', () => {
    const { state } = applyAll([
      charge('c2', 3, 'ATIVA', '2024-05-21T10:18:20.120Z'),
      charge('c4', 3, 'CONCLUIDA', '2024-06-20T09:00:00Z'),
    ]);
    expect(state.cycles).toEqual([{ index: 3, status: 'CONCLUIDA', attempts: [], settled: false }]);
  });
});

describe('applyRecurrenceEvent: an open status moves on', () => {
  it('ends an approved recurrence when it is canceled later (PATCH /rec cancels it until it ends)', () => {
    const { state, outcomes } = applyAll([
      rec('w1', 'CRIADA', '2024-08-20T10:12:07.567Z'),
      rec('w2', 'APROVADA', '2024-08-22T12:43:53.337Z'),
      rec('w3', 'CANCELADA', '2024-09-01T09:00:00Z'),
    ]);
    expect(state.recurrence).toBe('CANCELADA');
    expect(outcomes).toEqual(['applied', 'applied', 'applied']);
  });

  it('settles a cycle when its scheduled attempt (AGENDADA, as in getCobR1) is paid', () => {
    const { state, outcomes } = applyAll([
      attempt('t1', 1, 1, 'SOLICITADA', '2024-05-21T10:40:16.730Z'),
      attempt('t2', 1, 1, 'AGENDADA', '2024-05-21T17:08:00.520Z'),
      attempt('t3', 1, 1, 'PAGA', '2024-05-22T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'applied', 'applied']);
    expect(state.cycles[0]).toEqual({
      index: 1,
      status: null,
      attempts: [{ number: 1, status: 'PAGA' }],
      settled: true,
    });
  });
});

describe('applyRecurrenceEvent: one settlement per cycle', () => {
  it('refuses to count a second paid attempt of a cycle, and records it as already settled', () => {
    const { state, outcomes } = applyAll([
      attempt('t1', 1, 1, 'REJEITADA', '2024-06-20T09:00:00Z'),
      attempt('t2', 1, 2, 'PAGA', '2024-06-21T09:00:00Z'),
      attempt('t3', 1, 3, 'PAGA', '2024-06-22T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'applied', 'already_settled']);
    expect(state.cycles[0]).toEqual({
      index: 1,
      status: null,
      attempts: [
        { number: 1, status: 'REJEITADA' },
        { number: 2, status: 'PAGA' },
      ],
      settled: true,
    });
  });

  it('keeps the paid attempt that arrived first, even when a later arrival happened earlier', () => {
    const { state, outcomes } = applyAll([
      attempt('t3', 1, 3, 'PAGA', '2024-06-22T09:00:00Z'),
      attempt('t2', 1, 2, 'PAGA', '2024-06-21T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'already_settled']);
    expect(state.cycles[0]?.attempts.filter((row) => row.status === 'PAGA')).toEqual([
      { number: 3, status: 'PAGA' },
    ]);
  });

  it('keeps a cycle paid when an ending that happened before the payment arrives after it', () => {
    const { state, outcomes } = applyAll([
      attempt('t2', 1, 2, 'PAGA', '2024-06-21T09:00:00Z'),
      attempt('t2x', 1, 2, 'EXPIRADA', '2024-06-21T08:00:00Z'),
      attempt('t3', 1, 3, 'PAGA', '2024-06-22T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'applied', 'already_settled']);
    expect(state.cycles[0]?.attempts).toEqual([{ number: 2, status: 'PAGA' }]);
  });

  it('does not settle a cycle by a payment reported after its attempt ended', () => {
    const { state, outcomes } = applyAll([
      attempt('t2x', 1, 2, 'EXPIRADA', '2024-06-21T08:00:00Z'),
      attempt('t2', 1, 2, 'PAGA', '2024-06-21T09:00:00Z'),
      attempt('t3', 1, 3, 'PAGA', '2024-06-22T09:00:00Z'),
    ]);
    expect(outcomes).toEqual(['applied', 'ended', 'applied']);
    expect(state.cycles[0]?.attempts).toEqual([
      { number: 2, status: 'EXPIRADA' },
      { number: 3, status: 'PAGA' },
    ]);
  });

  it('settles each cycle on its own', () => {
    const { state } = applyAll([
      attempt('a', 1, 1, 'PAGA', '2024-06-20T09:00:00Z'),
      attempt('b', 2, 1, 'PAGA', '2024-07-20T09:00:00Z'),
    ]);
    expect(state.cycles.map((cycle) => [cycle.index, cycle.settled])).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});

describe('applyRecurrenceEvent: attempts and the retry policy', () => {
  it('takes attempts 1 to 4 with three_in_seven_days and refuses a fifth', () => {
    const events = [1, 2, 3, 4].map((n) => attempt(`t${n}`, 1, n, 'REJEITADA', `2024-06-2${n}T09:00:00Z`));
    const { state } = applyAll(events);
    expect(state.cycles[0]?.attempts.map((row) => row.number)).toEqual([1, 2, 3, 4]);
    const fifth = applyRecurrenceEvent(state, attempt('t5', 1, 5, 'REJEITADA', '2024-06-26T09:00:00Z'));
    expect(fifth).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_VALUE', path: 'event.attempt', params: { max: 4 } }],
    });
  });

  it('refuses a retry when the policy is none ("não permite retentativa")', () => {
    const result = applyRecurrenceEvent(
      { retries: 'none', events: [] },
      attempt('t2', 1, 2, 'SOLICITADA', '2024-06-21T09:00:00Z'),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'Attempt number: use an attempt number from 1 to 1.',
      issues: [{ path: 'event.attempt', params: { max: 1 } }],
    });
  });
});

describe('applyRecurrenceEvent: the payer’s reason never reaches the receiver', () => {
  // ISO 20022 ExternalStatusReason1Code, which the Pix message catalogue follows: AM04
  // InsufficientFunds; AM02 NotAllowedAmount, "amount is greater than allowed maximum".
  const reasons = ['AM04', 'AM02'];
  const words = /insufficient|funds|balance|maximum|limit|saldo|insuficiente|máximo|limite|fondos|AM04|AM02/i;

  it.each(LOCALES)('gives one neutral notice for a failed attempt, whatever the reason, in %s', (locale) => {
    const start = { retries: 'three_in_seven_days', events: [] } as const;
    const plain = applyRecurrenceEvent(start, attempt('t1', 2, 1, 'REJEITADA', '2024-07-20T09:00:00Z'), {
      locale,
    });
    if (!plain.ok) throw new Error(plain.message);
    expect(plain.notice).toBe(
      {
        en: "Attempt 1 of payment 2 was not completed by the payer's bank; up to 3 more attempts may follow.",
        'pt-BR':
          'A tentativa 1 do pagamento 2 não foi concluída pelo banco do pagador; podem seguir até 3 novas tentativas.',
        es: 'El intento 1 del pago 2 no fue completado por el banco del pagador; pueden seguir hasta 3 intentos más.',
      }[locale],
    );
    for (const reason of reasons) {
      const result = applyRecurrenceEvent(
        start,
        attempt('t1', 2, 1, 'REJEITADA', '2024-07-20T09:00:00Z', reason),
        {
          locale,
        },
      );
      expect(result).toEqual(plain);
      expect(JSON.stringify(result)).not.toMatch(words);
    }
  });

  it.each(LOCALES)('says no more attempt follows the last one, in %s', (locale) => {
    const result = applyRecurrenceEvent(
      { retries: 'none', events: [] },
      attempt('t1', 1, 1, 'REJEITADA', '2024-07-20T09:00:00Z', 'AM04'),
      { locale },
    );
    expect(result.ok && result.notice).toBe(
      {
        en: "Attempt 1 of payment 1 was not completed by the payer's bank.",
        'pt-BR': 'A tentativa 1 do pagamento 1 não foi concluída pelo banco do pagador.',
        es: 'El intento 1 del pago 1 no fue completado por el banco del pagador.',
      }[locale],
    );
  });

  it.each(LOCALES)('never echoes a reason it refuses, in %s', (locale) => {
    const result = applyRecurrenceEvent(
      { retries: 'none', events: [] },
      attempt('t1', 1, 1, 'PAGA', '2024-07-20T09:00:00Z', 'AM04'),
      { locale },
    );
    expect(result).toMatchObject({ ok: false, status: 422, issues: [{ path: 'event.reason' }] });
    expect(JSON.stringify(result)).not.toMatch(words);
  });

  it('gives no notice for a failure reported after its attempt had ended', () => {
    const { state } = applyAll([attempt('t1', 1, 1, 'CANCELADA', '2024-07-20T09:00:00Z')]);
    const late = applyRecurrenceEvent(
      state,
      attempt('t2', 1, 1, 'REJEITADA', '2024-07-21T09:00:00Z', 'AM04'),
    );
    expect(late).toMatchObject({ ok: true, outcome: 'ended' });
    expect(late).not.toHaveProperty('notice');
  });

  it('gives no notice for an attempt that did not fail', () => {
    const result = applyRecurrenceEvent(
      { retries: 'none', events: [] },
      attempt('t1', 1, 1, 'PAGA', '2024-07-20T09:00:00Z'),
    );
    expect(result).not.toHaveProperty('notice');
  });
});

describe('applyRecurrenceEvent: bad data', () => {
  it('answers every problem of a malformed event as issues at its fields', () => {
    const result = applyRecurrenceEvent({ retries: 'none', events: [] }, {
      id: '',
      subject: 'rec',
      status: 'APROVADA',
      occurred_at: '2024-08-22 12:43',
    } as unknown as RecurrenceEvent);
    expect(result.ok === false && result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_VALUE', 'event.id'],
      ['INVALID_VALUE', 'event.subject'],
      ['INVALID_VALUE', 'event.occurred_at'],
    ]);
  });

  it('refuses a status of another machine: PAGA is an attempt status, not a charge status', () => {
    const result = applyRecurrenceEvent(
      { retries: 'none', events: [] },
      charge('c1', 1, 'PAGA', '2024-07-20T09:00:00Z'),
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      issues: [
        {
          path: 'event.status',
          params: { values: 'CRIADA, ATIVA, CONCLUIDA, EXPIRADA, REJEITADA, CANCELADA' },
        },
      ],
    });
  });

  it('refuses a cycle on an event of the recurrence itself, and an event that is not an object', () => {
    const withCycle = { ...rec('r1', 'APROVADA', '2024-08-22T12:43:53.337Z'), cycle: 1 } as RecurrenceEvent;
    expect(applyRecurrenceEvent({ retries: 'none', events: [] }, withCycle)).toMatchObject({
      issues: [{ path: 'event.cycle' }],
    });
    expect(
      applyRecurrenceEvent({ retries: 'none', events: [] }, null as unknown as RecurrenceEvent),
    ).toMatchObject({ status: 422, issues: [{ code: 'INVALID_TYPE', path: 'event' }] });
  });

  it.each([
    ['no retry policy', { events: [] }],
    ['events that are not a list', { retries: 'none', events: {} }],
    ['a stored event that is malformed', { retries: 'none', events: [{ id: 'x' }] }],
    [
      'an id stored twice',
      {
        retries: 'none',
        events: [
          rec('x', 'CRIADA', '2024-08-20T10:12:07.567Z'),
          rec('x', 'CRIADA', '2024-08-20T10:12:07.567Z'),
        ],
      },
    ],
    [
      'a getter that throws',
      Object.defineProperty({ retries: 'none' }, 'events', {
        enumerable: true,
        get() {
          throw new Error('no');
        },
      }),
    ],
  ])('answers 500 INVALID_CONFIGURATION for a state with %s', (_, state) => {
    const result = applyRecurrenceEvent(state as Start, rec('r1', 'APROVADA', '2024-08-22T12:43:53.337Z'));
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('does not read a retry policy planted on Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.retries = 'three_in_seven_days';
    try {
      const result = applyRecurrenceEvent(
        { events: [] } as unknown as Start,
        rec('r1', 'APROVADA', '2024-08-22T12:43:53Z'),
      );
      expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
    } finally {
      delete proto.retries;
    }
  });
});
