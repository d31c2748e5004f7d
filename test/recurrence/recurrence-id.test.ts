// Source: bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28),
// components.schemas.RecId: "RAxxxxxxxxyyyyMMddkkkkkkkkkkk (29 caracteres; case sensitive) … "A":
// "R" caso a recorrência permita novas tentativas de pagamento pós vencimento, ou "N" caso não
// permita … "xxxxxxxx": … (8 caracteres alfanuméricos [A-Z|0-9]) … "yyyyMMdd": data (8 caracteres)
// de criação da recorrência … "kkkkkkkkkkk": … (11 caracteres alfanuméricos [a-z|A-Z|0-9])".
// changelog.md [2.9.0]: "Atualização dos padrões dos campos idRec e idSolicRec para permitir
// valores alfanuméricos nos componentes xxxxxxxx (ISPBs)".
import { describe, expect, it } from 'vitest';
import { parseRecurrenceId } from '../../src/recurrence/recurrence-id.js';

describe('parseRecurrenceId', () => {
  it.each([
    // components.schemas.RecId.example and the examples recResponse*, cobRResponse3, cobRResponse4.
    ['RR1234567820240115abcdefghijk', 'three_in_seven_days', '12345678', '2024-01-15'],
    ['RN1234567820240115abcdefghijk', 'none', '12345678', '2024-01-15'],
    ['RR123456782024061999000566354', 'three_in_seven_days', '12345678', '2024-06-19'],
    ['RN985156112024071999000566354', 'none', '98515611', '2024-07-19'],
    ['RR7784567820240528123defgh775', 'three_in_seven_days', '77845678', '2024-05-28'],
    ['RR1026652320240821lab77511abf', 'three_in_seven_days', '10266523', '2024-08-21'],
    ['RR3781267820250201123deabc339', 'three_in_seven_days', '37812678', '2025-02-01'],
  ] as const)('reads the specification example %s', (id, retries, ispb, date) => {
    expect(parseRecurrenceId(id)).toEqual({ ok: true, retries, ispb, date });
  });

  it('reads an alphanumeric ISPB, allowed since Pix API 2.9.0', () => {
    expect(parseRecurrenceId('RNAB12CD3420250201abcdefghijk')).toEqual({
      ok: true,
      retries: 'none',
      ispb: 'AB12CD34',
      date: '2025-02-01',
    });
  });

  it('answers the whole failure shape for an id that is not one', () => {
    expect(parseRecurrenceId('RR123456782024011abcdefghijk')).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: expect.stringContaining('29'),
      hint: "Fields to fix: the recurrence id (parseRecurrenceId's argument). Each issue has a hint of its own.",
      issues: [
        expect.objectContaining({
          code: 'INVALID_VALUE',
          path: '',
          pointer: '',
          hint: expect.stringContaining('RR or RN'),
        }),
      ],
    });
  });

  it.each([
    ['the request id of the same specification (SC…)', 'SC1234567820240115abcdefghijk'],
    ['a retry letter other than R or N', 'RX1234567820240115abcdefghijk'],
    ['a lower-case ISPB ([A-Z|0-9] only)', 'RRab34567820240115abcdefghijk'],
    ['a date that does not exist (30 February)', 'RR1234567820240230abcdefghijk'],
    ['a 13th month', 'RR1234567820241315abcdefghijk'],
    ['30 characters', 'RR1234567820240115abcdefghijkl'],
    ['a sequence with a symbol', 'RR1234567820240115abcdefghi-k'],
    ['a leading space', ' RR1234567820240115abcdefghij'],
    ['a character in front of all 29', 'XRR1234567820240115abcdefghijk'],
  ])('refuses %s', (_, id) => {
    expect(parseRecurrenceId(id)).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
  });

  it('refuses a retries option outside its values, listing them for the buyer and naming the option for the integrator', () => {
    expect(parseRecurrenceId('RN1234567820240115abcdefghijk', { retries: 'sometimes' } as never)).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'New attempts — choose one of: none, three_in_seven_days.',
      hint: 'Fields to fix: options.retries. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'options.retries',
          pointer: '/options/retries',
          message: 'Choose one of: none, three_in_seven_days.',
          hint: 'options.retries: Choose one of: none, three_in_seven_days.',
          params: { values: 'none, three_in_seven_days', label: 'New attempts' },
        },
      ],
    });
  });

  it('refuses a value that is not a string without throwing', () => {
    for (const value of [undefined, null, 29, {}, ['RR1234567820240115abcdefghijk']]) {
      expect(parseRecurrenceId(value as unknown as string)).toMatchObject({
        ok: false,
        code: 'INVALID_INPUT',
      });
    }
  });

  it('writes the buyer message in the locale asked for', () => {
    const failure = parseRecurrenceId('R', { locale: 'pt-BR' });
    expect(failure.ok === false && failure.message).toContain('identificador de 29 caracteres');
  });
});

// The retry letter against the policy the recurrence was agreed with. Source: bacen/pix-api
// openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28), components.schemas.RecId:
// "\"A\": identificação da possibilidade de novas tentativas, sendo possíveis os valores \"R\" ou \"N\"
// (1 caractere). \"R\" caso a recorrência permita novas tentativas de pagamento pós vencimento, ou
// \"N\" caso não permita novas tentativas"; the same recurrence's politicaRetentativa is
// PERMITE_3R_7D (this library's `three_in_seven_days`) or NAO_PERMITE (`none`).
describe('parseRecurrenceId with the agreed retry policy', () => {
  it.each([
    // Each pair of idRec and politicaRetentativa of one example of the specification.
    ['cobRResponse1', 'RR1234567820240115abcdefghijk', 'three_in_seven_days'],
    ['cobRResponse3', 'RR123456782024061999000566354', 'three_in_seven_days'],
    ['cobRResponse4', 'RN985156112024071999000566354', 'none'],
    ['recResponse1', 'RN1234567820240115abcdefghijk', 'none'],
    ['recResponse2', 'RR1234567820240115abcdefghijk', 'three_in_seven_days'],
    ['recResponse4', 'RR7784567820240528123defgh775', 'three_in_seven_days'],
    ['recResponse5', 'RR1026652320240821lab77511abf', 'three_in_seven_days'],
    ['recResponse6', 'RN1234567820241203fghijkabcde', 'none'],
    ['recResponse7', 'RN1234567820241130lkwdefghijk', 'none'],
    ['recPayload1', 'RN123456782024011577825445612', 'none'],
  ] as const)('accepts the id and policy of the example %s', (_, id, retries) => {
    expect(parseRecurrenceId(id, { retries })).toMatchObject({ ok: true, retries });
  });

  it('refuses the one example whose letter contradicts its policy (recResponse8: RR… with NAO_PERMITE)', () => {
    expect(parseRecurrenceId('RR3781267820250201123deabc339', { retries: 'none' })).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message:
        'Recurring payment identifier — the identifier starts with RR, which does not match the new attempts chosen (none): RR is for a payment that allows new attempts, RN for one that does not.',
      hint: "Fields to fix: the recurrence id (parseRecurrenceId's argument). Each issue has a hint of its own.",
      issues: [
        {
          code: 'INVALID_VALUE',
          path: '',
          pointer: '',
          message:
            'The identifier starts with RR, which does not match the new attempts chosen (none): RR is for a payment that allows new attempts, RN for one that does not.',
          params: { label: 'Recurring payment identifier', prefix: 'RR', retries: 'none' },
          hint: 'The identifier starts with RR, which does not match the new attempts chosen (none): RR is for a payment that allows new attempts, RN for one that does not.',
        },
      ],
    });
  });

  it('refuses an RN id for a recurrence that allows retries, naming both in the hint', () => {
    const answer = parseRecurrenceId('RN1234567820240115abcdefghijk', { retries: 'three_in_seven_days' });
    expect(answer).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    const issue = answer.ok ? undefined : answer.issues[0];
    expect(issue).toMatchObject({ code: 'INVALID_VALUE', path: '' });
    expect(issue?.hint).toContain('RN');
    expect(issue?.hint).toContain('three_in_seven_days');
  });

  it.each([
    [
      'pt-BR',
      'Identificador do pagamento recorrente — o identificador começa com RN, o que não corresponde às novas tentativas escolhidas (three_in_seven_days): RR é para um pagamento que permite novas tentativas, RN para um que não permite.',
    ],
    [
      'es',
      'Identificador del pago recurrente — el identificador empieza con RN, lo que no corresponde a los nuevos intentos elegidos (three_in_seven_days): RR es para un pago que permite nuevos intentos, RN para uno que no los permite.',
    ],
  ] as const)('words the contradiction for the buyer in %s', (locale, message) => {
    const answer = parseRecurrenceId('RN1234567820240115abcdefghijk', {
      locale,
      retries: 'three_in_seven_days',
    });
    expect(answer.ok === false && answer.message).toBe(message);
  });

  it('refuses a retry policy that is neither none nor three_in_seven_days, at options.retries', () => {
    const answer = parseRecurrenceId('RR1234567820240115abcdefghijk', {
      retries: 'PERMITE_3R_7D' as unknown as 'none',
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_VALUE', path: 'options.retries', pointer: '/options/retries' }],
    });
  });

  it('reads the policy as an own property only, and a throwing getter fails closed', () => {
    const inherited = Object.create({ retries: 'none' }) as { retries?: 'none' };
    expect(parseRecurrenceId('RR1234567820240115abcdefghijk', inherited)).toMatchObject({ ok: true });
    const hostile = {
      get retries(): 'none' {
        throw new Error('boom');
      },
    };
    expect(parseRecurrenceId('RR1234567820240115abcdefghijk', hostile)).toMatchObject({
      ok: false,
      issues: [{ path: 'options.retries' }],
    });
  });

  it('still refuses a malformed id first, whatever the policy', () => {
    expect(parseRecurrenceId('RX1234567820240115abcdefghijk', { retries: 'none' })).toMatchObject({
      ok: false,
      issues: [{ path: '', hint: expect.stringContaining('RR or RN') }],
    });
  });
});
