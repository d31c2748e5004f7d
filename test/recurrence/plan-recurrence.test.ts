import { describe, expect, it } from 'vitest';
import { MAX_RECURRENCE_CYCLES, planRecurrence } from '../../src/recurrence/plan-recurrence.js';
import type { Recurrence } from '../../src/recurrence/types.js';

const monthly: Recurrence = {
  contract: 'CT-2024-001',
  object: 'Academia, plano mensal',
  start_date: '2024-01-31',
  period: 'monthly',
  amount: 9990,
  retries: 'none',
};

function dueDates(recurrence: Recurrence, count: number, from?: string): string[] {
  const plan = planRecurrence(recurrence, from === undefined ? { count } : { count, from });
  if (!plan.ok) throw new Error(plan.message);
  return plan.cycles.map((cycle) => cycle.due_date);
}

describe('planRecurrence: due dates', () => {
  // Decision (docs/decisions.md, "Pix Automático: a due day the month lacks"): the month's last day.
  // The Pix API 2.9.0 (RecBase.calendario) gives only dataInicial and periodicidade; the rule for
  // Pix Agendado Recorrente (Resolução BCB 1/2020 as amended, reported by Correio Braziliense,
  // 2024-10-28: "para pagamentos agendados nos dias 29, 30 e 31 de meses sem essas datas, a
  // instituição deve transferir o valor automaticamente no dia útil seguinte") takes the next
  // business day; a monthly cycle must stay in its month ("Existe uma CobR … com
  // calendario.dataDeVencimento no mesmo ciclo" is a violation, Pix API 2.9.0, CobROperacaoInvalida),
  // so the library clamps to the month's last day.
  it('clamps a start on the 31st to each shorter month, 29 February in a leap year, and comes back to the 31st', () => {
    expect(dueDates(monthly, 5)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
  });

  it('clamps a start on the 30th to 28 February in a common year', () => {
    expect(dueDates({ ...monthly, start_date: '2025-01-30' }, 3)).toEqual([
      '2025-01-30',
      '2025-02-28',
      '2025-03-30',
    ]);
  });

  it('keeps an annual start on 29 February on the 28th until the next leap year', () => {
    expect(dueDates({ ...monthly, period: 'annual', start_date: '2024-02-29' }, 5)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('counts quarters and halves of a year from the start, clamped to the month end', () => {
    expect(dueDates({ ...monthly, period: 'quarterly', start_date: '2025-11-30' }, 3)).toEqual([
      '2025-11-30',
      '2026-02-28',
      '2026-05-30',
    ]);
    expect(dueDates({ ...monthly, period: 'semiannual', start_date: '2025-08-31' }, 3)).toEqual([
      '2025-08-31',
      '2026-02-28',
      '2026-08-31',
    ]);
  });

  it('falls due every seven days for a weekly recurrence, across a year end', () => {
    expect(dueDates({ ...monthly, period: 'weekly', start_date: '2025-12-24' }, 3)).toEqual([
      '2025-12-24',
      '2025-12-31',
      '2026-01-07',
    ]);
  });

  it('stops at end_date, which may be a due date itself', () => {
    expect(dueDates({ ...monthly, start_date: '2026-01-15', end_date: '2026-03-15' }, 12)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
    ]);
  });

  it('starts from the first cycle that falls due on or after `from`, numbered from start_date', () => {
    const plan = planRecurrence({ ...monthly, start_date: '2026-01-31' }, { count: 2, from: '2026-04-01' });
    expect(plan.ok && plan.cycles.map(({ index, due_date }) => ({ index, due_date }))).toEqual([
      { index: 4, due_date: '2026-04-30' },
      { index: 5, due_date: '2026-05-31' },
    ]);
  });

  it('plans a cycle that falls due on `from` itself', () => {
    const plan = planRecurrence({ ...monthly, start_date: '2026-01-31' }, { count: 1, from: '2026-03-31' });
    expect(plan.ok && plan.cycles[0]?.index).toBe(3);
  });

  it('finds the first cycle after `from` directly, however long ago the recurrence started', () => {
    const plan = planRecurrence(
      { ...monthly, period: 'weekly', start_date: '1900-01-01' },
      { count: 1, from: '2026-11-28' },
    );
    // 1900-01-01 and 2026-11-30 are both Mondays.
    expect(plan.ok && plan.cycles[0]?.due_date).toBe('2026-11-30');
  });
});

describe('planRecurrence: windows and attempts', () => {
  // Source: EBANX, "Pix Automático — Recurring Payment Schedule" (docs.ebanx.com, retrieved
  // 2026-11-28): "if a payment is due on January 12th, the payment request must be sent no earlier
  // than January 2nd and no later than January 10th". BCB rule as reported by Jovem Pan, 2023-12-07:
  // "o banco do recebedor deverá enviar as instruções de pagamento entre dez a dois dias corridos
  // antes da liquidação do valor".
  it("sends the instruction from 10 to 2 calendar days before the due date (EBANX's 12 January example)", () => {
    const plan = planRecurrence({ ...monthly, start_date: '2026-01-12' }, { count: 1 });
    expect(plan).toEqual({
      ok: true,
      cycles: [
        {
          index: 1,
          due_date: '2026-01-12',
          send_from: '2026-01-02',
          send_until: '2026-01-10',
          attempts: [{ number: 1, from: '2026-01-12', until: '2026-01-12' }],
        },
      ],
    });
  });

  // Sources: Pix API 2.9.0 politicaRetentativa PERMITE_3R_7D; BCB as reported by Jovem Pan,
  // 2023-12-07: "Caso ocorra erro novamente, será possível tentar outras três vezes nos próximos
  // sete dias"; POST /cobr/{txid}/retentativa/{data} refuses "Existe uma tentativa vigente para a
  // data informada" (one attempt a day). The specification's cobRResponse3 (due 2024-06-20) shows a
  // retry (tipo NTAG) on 2024-06-24: inside the second attempt's window below.
  it('gives three_in_seven_days three retries, each on a later day, within the seven days after the due date', () => {
    const plan = planRecurrence(
      {
        ...monthly,
        start_date: '2024-06-20',
        min_amount: 5033,
        amount: undefined,
        retries: 'three_in_seven_days',
      } as unknown as Recurrence,
      { count: 1 },
    );
    expect(plan.ok && plan.cycles[0]?.attempts).toEqual([
      { number: 1, from: '2024-06-20', until: '2024-06-20' },
      { number: 2, from: '2024-06-21', until: '2024-06-25' },
      { number: 3, from: '2024-06-22', until: '2024-06-26' },
      { number: 4, from: '2024-06-23', until: '2024-06-27' },
    ]);
  });

  it('writes the retries of a cycle due on 9999-12-31 with the year 10000 whole, five digits', () => {
    const plan = planRecurrence(
      { ...monthly, start_date: '9999-12-31', retries: 'three_in_seven_days' },
      { count: 1 },
    );
    expect(plan).toEqual({
      ok: true,
      cycles: [
        {
          index: 1,
          due_date: '9999-12-31',
          send_from: '9999-12-21',
          send_until: '9999-12-29',
          attempts: [
            { number: 1, from: '9999-12-31', until: '9999-12-31' },
            { number: 2, from: '10000-01-01', until: '10000-01-05' },
            { number: 3, from: '10000-01-02', until: '10000-01-06' },
            { number: 4, from: '10000-01-03', until: '10000-01-07' },
          ],
        },
      ],
    });
  });
  it('opens the window of a cycle due early in year 0000 in year -0001, its sign before four digits', () => {
    expect(planRecurrence({ ...monthly, start_date: '0000-01-05' }, { count: 1 })).toEqual({
      ok: true,
      cycles: [
        {
          index: 1,
          due_date: '0000-01-05',
          send_from: '-0001-12-26',
          send_until: '0000-01-03',
          attempts: [{ number: 1, from: '0000-01-05', until: '0000-01-05' }],
        },
      ],
    });
  });
});

describe('planRecurrence: failures', () => {
  function issuesOf(recurrence: unknown, options: unknown = { count: 1 }) {
    const plan = planRecurrence(recurrence as Recurrence, options as { count: number });
    if (plan.ok) throw new Error('expected a failure');
    expect(plan).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    return plan.issues.map(({ code, path }) => ({ code, path }));
  }

  // Pix API 2.9.0, RecOperacaoInvalida for POST /rec: "Ambos os campos rec.valor.valorRec e
  // rec.valor.valorMinimoRecebedor estão preenchidos."
  it('refuses both a fixed and a minimum amount', () => {
    expect(issuesOf({ ...monthly, min_amount: 100 })).toEqual([
      { code: 'INVALID_VALUE', path: 'recurrence.amount' },
    ]);
  });

  it('refuses a recurrence with neither amount', () => {
    const { amount: _, ...noAmount } = monthly;
    expect(issuesOf(noAmount)).toEqual([{ code: 'INVALID_VALUE', path: 'recurrence.amount' }]);
  });

  // Pix API 2.9.0, RecOperacaoInvalida: "O campo rec.calendario.dataFinal é anterior ao campo
  // rec.calendario.dataInicial."
  it('refuses an end_date before start_date', () => {
    expect(issuesOf({ ...monthly, end_date: '2024-01-30' })).toEqual([
      { code: 'INVALID_VALUE', path: 'recurrence.end_date' },
    ]);
  });

  // Pix API 2.9.0, RecBase.vinculo: contrato and objeto have maxLength 35.
  it('refuses a contract or object over 35 characters, and every wrong field at once', () => {
    expect(
      issuesOf({
        ...monthly,
        contract: 'x'.repeat(36),
        object: '',
        period: 'daily',
        retries: 'always',
        start_date: '2024-02-30',
        amount: 1.5,
      }),
    ).toEqual([
      { code: 'INVALID_VALUE', path: 'recurrence.contract' },
      { code: 'INVALID_VALUE', path: 'recurrence.object' },
      { code: 'INVALID_VALUE', path: 'recurrence.start_date' },
      { code: 'INVALID_VALUE', path: 'recurrence.period' },
      { code: 'INVALID_VALUE', path: 'recurrence.amount' },
      { code: 'INVALID_VALUE', path: 'recurrence.retries' },
    ]);
  });

  it('refuses a count out of 1 to MAX_RECURRENCE_CYCLES and a from that is not a date', () => {
    for (const count of [0, MAX_RECURRENCE_CYCLES + 1, 1.5, '3']) {
      expect(issuesOf(monthly, { count })).toEqual([{ code: 'INVALID_VALUE', path: 'options.count' }]);
    }
    expect(issuesOf(monthly, { count: 1, from: '2024-13-01' })).toEqual([
      { code: 'INVALID_VALUE', path: 'options.from' },
    ]);
  });

  it('refuses a value that is not an object, and a recurrence whose getter throws, without throwing', () => {
    expect(issuesOf('monthly')).toEqual([{ code: 'INVALID_TYPE', path: 'recurrence' }]);
    const hostile = {
      ...monthly,
      get period(): string {
        throw new Error('boom');
      },
    };
    // The unreadable field fails closed, at its own path.
    expect(issuesOf(hostile)).toEqual([{ code: 'INVALID_VALUE', path: 'recurrence.period' }]);
  });

  it('does not take an amount from a polluted Object.prototype', () => {
    const { amount: _, ...noAmount } = monthly;
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.amount = 100;
    try {
      expect(issuesOf(noAmount)).toEqual([{ code: 'INVALID_VALUE', path: 'recurrence.amount' }]);
    } finally {
      delete prototype.amount;
    }
  });

  it('writes the buyer message in the locale asked for, and the hint in English with the path', () => {
    const plan = planRecurrence(monthly, { count: 0, locale: 'es' });
    expect(plan.ok === false && plan.message).toContain('pide de 1 a');
    expect(plan.ok === false && plan.issues[0]?.hint).toMatch(
      /^options\.count: Ask for 1 to 1[,.]?040 payments\.$/,
    );
  });
});

// Every refusal of a recurrence's field, whole: code, path, pointer, message, hint and
// params, at and past each limit. The limits are the Pix API's (bacen/pix-api openapi.yaml 2.9.0,
// commit 1f1b568, 2025-09-05; retrieved 2026-11-28): RecBase.vinculo.contrato and objeto,
// `maxLength: 35`; calendario.dataInicial and dataFinal, dates (`format: date`); periodicidade
// SEMANAL, MENSAL, TRIMESTRAL, SEMESTRAL, ANUAL; politicaRetentativa NAO_PERMITE, PERMITE_3R_7D.
const MOST_CENTAVOS = 9_999_999_999;

/** The issue a caller reads: labelled with the buyer's words for the field, hinted with its path. */
function issue(
  code: string,
  path: string,
  label: string,
  message: string,
  params: Record<string, unknown> = {},
) {
  return {
    code,
    path,
    pointer: `/${path.replaceAll('.', '/')}`,
    message,
    hint: `${path}: ${message}`,
    params: { ...params, label },
  };
}

function issuesOf(recurrence: unknown) {
  const plan = planRecurrence(recurrence as Recurrence, { count: 1 });
  expect(plan).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
  return plan.ok ? [] : plan.issues;
}

const plans = (recurrence: Recurrence) => planRecurrence(recurrence, { count: 1 }).ok;

const textIssue = (field: string, label: string) =>
  issue('INVALID_VALUE', `recurrence.${field}`, label, 'Use 1 to 35 characters.', { max: 35 });
const dateIssue = (field: string, label: string) =>
  issue('INVALID_VALUE', `recurrence.${field}`, label, 'Use a real date, written like 2026-03-31.');
const amountIssue = (field: string, label: string) =>
  issue(
    'INVALID_VALUE',
    `recurrence.${field}`,
    label,
    'Use a whole number of centavos, from 1 to 9,999,999,999.',
    {
      max: MOST_CENTAVOS,
    },
  );

describe('planRecurrence refuses each field of a recurrence whole, at and past its limit', () => {
  it('a recurrence that is not an object is refused at recurrence, in words the buyer reads', () => {
    for (const value of [null, 'monthly', [monthly]]) {
      expect(issuesOf(value)).toEqual([
        issue(
          'INVALID_TYPE',
          'recurrence',
          'Recurring payment',
          'Send the details of the recurring payment.',
        ),
      ]);
    }
  });

  it('a contract and an object take 1 to 35 characters: 35 plans, 36, blank or a number are refused', () => {
    expect(plans({ ...monthly, contract: 'x'.repeat(35), object: 'y'.repeat(35) })).toBe(true);
    for (const text of ['x'.repeat(36), ' \t', '', 42]) {
      expect(issuesOf({ ...monthly, contract: text, object: text })).toEqual([
        textIssue('contract', 'Contract reference'),
        textIssue('object', 'What is paid'),
      ]);
    }
  });

  it('the rules between the fields wait until every field reads: a bad period hides both amounts given', () => {
    expect(issuesOf({ ...monthly, period: 'daily', min_amount: 100 }).map((found) => found.path)).toEqual([
      'recurrence.period',
    ]);
  });

  it('a start date and an end date are real dates: 30 February is refused at each', () => {
    expect(issuesOf({ ...monthly, start_date: '2024-02-30', end_date: '2025-02-30' })).toEqual([
      dateIssue('start_date', 'First payment date'),
      dateIssue('end_date', 'Last payment date'),
    ]);
  });

  it('a period and a retry policy outside their values are refused with the values named', () => {
    const periods = 'weekly, monthly, quarterly, semiannual, annual';
    const retries = 'none, three_in_seven_days';
    expect(issuesOf({ ...monthly, period: 'daily', retries: 'always' })).toEqual([
      issue('INVALID_VALUE', 'recurrence.period', 'How often', `Choose one of: ${periods}.`, {
        values: periods,
      }),
      issue('INVALID_VALUE', 'recurrence.retries', 'New attempts', `Choose one of: ${retries}.`, {
        values: retries,
      }),
    ]);
  });

  it('an amount or a minimum amount is whole centavos from 1 to R$ 99.999.999,99, each labelled as itself', () => {
    expect(plans({ ...monthly, amount: 1 })).toBe(true);
    expect(plans({ ...monthly, amount: MOST_CENTAVOS })).toBe(true);
    const { amount: _, ...noAmount } = monthly;
    expect(plans({ ...noAmount, min_amount: MOST_CENTAVOS })).toBe(true);
    for (const amount of [0, MOST_CENTAVOS + 1, 1.5, '100']) {
      expect(issuesOf({ ...monthly, amount })).toEqual([amountIssue('amount', 'Amount')]);
      expect(issuesOf({ ...noAmount, min_amount: amount })).toEqual([
        amountIssue('min_amount', 'Minimum amount'),
      ]);
    }
  });

  it('the minimum amount is named in the buyer language as a minimum', () => {
    const { amount: _, ...noAmount } = monthly;
    const plan = planRecurrence({ ...noAmount, min_amount: 0 }, { count: 1, locale: 'pt-BR' });
    expect(plan.ok === false && plan.message).toBe(
      'Valor mínimo: use um número inteiro de centavos, de 1 a 9.999.999.999.',
    );
  });
});
