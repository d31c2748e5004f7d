// Worked examples of Pix Automático from outside the library, reproduced with planRecurrence.
//
// Open Finance Brasil, "Pix Automático" guide (Confluence space OF, page 1217527809, version 1,
// modified 2025-10-31; https://openfinancebrasil.atlassian.net/wiki/spaces/OF/pages/1217527809/Pix+Autom+tico;
// retrieved 2026-11-28), section 2.1 "Regras de negócio", row "Qual é a definição dos ciclos?":
// "O primeiro ciclo inicia-se no dia informado no consentimento e deve ser acrescido, de acordo com a
// periodicidade, até o dia imediatamente anterior a data de início de um novo ciclo, por exemplo:
// Periodicidade: Mensal Data de início da recorrência: 22/09/2025 Primeiro ciclo: 22/09/2025 ~
// 21/10/2025 Segundo ciclo: 22/10/2025 ~ 21/11/2025 Terceiro ciclo: 22/11/2025 ~ 21/12/2025 Caso a
// data do ciclo caia em um dia inexistente, deve-se considerar o primeiro dia anterior existente como
// data do ciclo, por exemplo: Periodicidade: Mensal Data de início da recorrência: 31/10/2025
// Primeiro ciclo: 31/10/2025 ~ 29/11/2025 Segundo ciclo: 30/11/2025 ~ 30/12/2025 Terceiro ciclo:
// 31/12/2026 ~ 30/01/2026 Quarto ciclo: 31/01/2026 ~ 27/02/2026 […] Quinto ciclo: 28/02/2026 ~
// 30/03/2026". (The third cycle's "31/12/2026" is a typo for 31/12/2025: it runs to 30/01/2026.)
// The same row set: "Iniciador é responsável pelo envio da ocorrência do pagamento? Sim, no prazo de
// 2 a 10 dias anteriores a data de vencimento da cobrança"; "Novas tentativas de liquidação devem
// ocorrer em até 7 dias corridos após a primeira tentativa. São permitidas no máximo 3 retentativas,
// totalizando 4 tentativas de liquidação para um mesmo pagamento".
//
// bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28),
// components/examples: the calendario (dataInicial, dataFinal, periodicidade) of recBody1,
// recResponse1 and recPayload1 (MENSAL, 2024-04-01 to 2025-04-01), recBody2/recResponse2 (ANUAL
// from 2024-10-10, no dataFinal), recResponse7 (MENSAL, 2025-03-01 to 2026-12-01).
import { describe, expect, it } from 'vitest';
import { planRecurrence } from '../../src/recurrence/plan-recurrence.js';
import type { Recurrence } from '../../src/recurrence/types.js';

const base: Recurrence = {
  contract: '1793651',
  object: 'Serviços de Telefonia',
  start_date: '2025-09-22',
  period: 'monthly',
  amount: 17000,
  retries: 'three_in_seven_days',
};

function cycles(recurrence: Recurrence, count: number) {
  const plan = planRecurrence(recurrence, { count });
  if (!plan.ok) throw new Error(plan.message);
  return plan.cycles;
}

// A cycle of the guide runs from its start to the day before the next one starts: its "start" is
// this library's due date, and its end the day before the next due date.
function guideCycles(recurrence: Recurrence, count: number): [string, string][] {
  const planned = cycles(recurrence, count + 1);
  return planned.slice(0, count).map((cycle, index) => {
    const next = new Date(`${planned[index + 1]?.due_date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() - 1);
    return [cycle.due_date, next.toISOString().slice(0, 10)];
  });
}

describe('Open Finance Brasil, Pix Automático guide, section 2.1 (2025-10-31)', () => {
  it('reproduces the monthly cycles that start on 22/09/2025', () => {
    expect(guideCycles(base, 3)).toEqual([
      ['2025-09-22', '2025-10-21'],
      ['2025-10-22', '2025-11-21'],
      ['2025-11-22', '2025-12-21'],
    ]);
  });

  it('reproduces the monthly cycles that start on 31/10/2025: a missing day becomes the day before it that exists', () => {
    expect(guideCycles({ ...base, start_date: '2025-10-31' }, 5)).toEqual([
      ['2025-10-31', '2025-11-29'],
      ['2025-11-30', '2025-12-30'],
      ['2025-12-31', '2026-01-30'],
      ['2026-01-31', '2026-02-27'],
      ['2026-02-28', '2026-03-30'],
    ]);
  });

  it('opens the instruction window 10 days and closes it 2 days before each cycle of the guide falls due', () => {
    expect(cycles({ ...base, start_date: '2025-10-31' }, 2).map((c) => [c.send_from, c.send_until])).toEqual([
      ['2025-10-21', '2025-10-29'],
      ['2025-11-20', '2025-11-28'],
    ]);
  });

  it('allows at most 3 retries, 4 attempts in all, every one within 7 calendar days after the first', () => {
    const [first] = cycles({ ...base, start_date: '2026-01-31' }, 1);
    expect(first?.attempts).toHaveLength(4);
    expect(first?.attempts.at(-1)?.until).toBe('2026-02-07');
  });
});

describe('Pix API 2.9.0 examples, calendario in planRecurrence terms', () => {
  it('plans recBody1/recResponse1/recPayload1 (MENSAL, 2024-04-01 to 2025-04-01) as 13 cycles, the last on dataFinal', () => {
    const planned = cycles(
      { ...base, start_date: '2024-04-01', end_date: '2025-04-01', retries: 'none' },
      24,
    );
    expect(planned.map((c) => c.due_date)).toEqual([
      '2024-04-01',
      '2024-05-01',
      '2024-06-01',
      '2024-07-01',
      '2024-08-01',
      '2024-09-01',
      '2024-10-01',
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
    ]);
  });

  it('plans recBody2/recResponse2 (ANUAL from 2024-10-10, no dataFinal) on each 10 October', () => {
    const planned = cycles({ ...base, period: 'annual', start_date: '2024-10-10' }, 3);
    expect(planned.map((c) => c.due_date)).toEqual(['2024-10-10', '2025-10-10', '2026-10-10']);
  });

  it('plans recResponse7 (MENSAL, 2025-03-01 to 2026-12-01) as 22 cycles', () => {
    const planned = cycles(
      { ...base, start_date: '2025-03-01', end_date: '2026-12-01', retries: 'none' },
      60,
    );
    expect(planned).toHaveLength(22);
    expect(planned.at(-1)?.due_date).toBe('2026-12-01');
  });

  // solicRecResponse1 has dataInicial 2024-04-01 and dataFinal 2023-12-01: a final date before the
  // first, which the same specification lists as a violation of a recurrence (RecOperacaoInvalida:
  // "O campo `rec.calendario.dataFinal` é anterior ao campo `rec.calendario.dataInicial`."). The
  // library keeps the rule, not the example.
  it('refuses the calendario of solicRecResponse1, whose dataFinal comes before its dataInicial', () => {
    const plan = planRecurrence({ ...base, start_date: '2024-04-01', end_date: '2023-12-01' }, { count: 1 });
    expect(plan).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_VALUE', path: 'recurrence.end_date' }],
    });
  });
});
