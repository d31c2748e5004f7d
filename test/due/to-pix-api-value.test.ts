import { describe, expect, it } from 'vitest';
import { toPixApiValue } from '../../src/due/to-pix-api-value.js';
import type { DueTerms } from '../../src/due/types.js';

// Source: bacen/pix-api, openapi.yaml version 2.9.0 (commit 1f1b568f, 2025-09-05), retrieved
// 2026-11-28: components.examples and the schema CobVValor (multa modalidades 1 Valor Fixo, 2
// Percentual; juros 1 Valor (dias corridos), 2–4 Percentual ao dia/mês/ano (dias corridos), 5–8 the
// same in dias úteis; desconto 1–2 até a[s] data[s] (valor fixo, percentual), 3–6 por antecipação
// (valor dia corrido, valor dia útil, percentual dia corrido, percentual dia útil); abatimento 1–2).
describe('toPixApiValue reproduces the cobv examples of the Pix API specification', () => {
  it('cobBody1 ("Exemplo de criação de cobrança com vencimento 1")', () => {
    // valor: original 123.45; multa modalidade 2 valorPerc 15.00; juros modalidade 2 valorPerc 2.00;
    // desconto modalidade 1, descontoDataFixa [{ data: 2020-11-30, valorPerc: 30.00 }].
    const terms: DueTerms = {
      amount: 12345,
      due_date: '2020-12-31',
      days_after_due: 30,
      late_fee: { type: 'percentage', amount: 0.15 },
      interest: { type: 'percentage', amount: 0.02, per: 'day', days: 'calendar' },
      discount: { until: [{ date: '2020-11-30', type: 'fixed', amount: 3000 }] },
    };
    expect(toPixApiValue(terms)).toEqual({
      ok: true,
      valor: {
        original: '123.45',
        multa: { modalidade: 2, valorPerc: '15.00' },
        juros: { modalidade: 2, valorPerc: '2.00' },
        desconto: { modalidade: 1, descontoDataFixa: [{ data: '2020-11-30', valorPerc: '30.00' }] },
      },
    });
  });

  it('loteCobVBody1 ("Exemplo de criação de lote de cobranças com vencimento 1"): original 100.00 alone', () => {
    expect(toPixApiValue({ amount: 10000, due_date: '2020-12-31', days_after_due: 30 })).toEqual({
      ok: true,
      valor: { original: '100.00' },
    });
  });
});

describe('toPixApiValue writes each modalidade of CobVValor', () => {
  const base = { amount: 10000, due_date: '2026-03-10' };
  const interest = (
    type: 'fixed' | 'percentage',
    per: 'day' | 'month' | 'year',
    days: 'calendar' | 'business',
  ) => {
    const answer = toPixApiValue({
      ...base,
      interest: { type, amount: type === 'fixed' ? 5 : 0.0033, per, days },
    });
    return answer.ok ? answer.valor.juros : undefined;
  };

  it('juros 1 to 8: fixed per day, then per day, month and year, calendar days before business days', () => {
    expect(interest('fixed', 'day', 'calendar')).toEqual({ modalidade: 1, valorPerc: '0.05' });
    expect(interest('percentage', 'day', 'calendar')).toEqual({ modalidade: 2, valorPerc: '0.33' });
    expect(interest('percentage', 'month', 'calendar')).toEqual({ modalidade: 3, valorPerc: '0.33' });
    expect(interest('percentage', 'year', 'calendar')).toEqual({ modalidade: 4, valorPerc: '0.33' });
    expect(interest('fixed', 'day', 'business')).toEqual({ modalidade: 5, valorPerc: '0.05' });
    expect(interest('percentage', 'day', 'business')).toEqual({ modalidade: 6, valorPerc: '0.33' });
    expect(interest('percentage', 'month', 'business')).toEqual({ modalidade: 7, valorPerc: '0.33' });
    expect(interest('percentage', 'year', 'business')).toEqual({ modalidade: 8, valorPerc: '0.33' });
  });

  it('desconto 2 (percentage until dates) and 3 to 6 (per day paid early)', () => {
    const until = toPixApiValue({
      ...base,
      discount: { until: [{ date: '2026-03-01', type: 'percentage', amount: 0.05 }] },
    });
    expect(until.ok && until.valor.desconto).toEqual({
      modalidade: 2,
      descontoDataFixa: [{ data: '2026-03-01', valorPerc: '5.00' }],
    });
    const perDay = (type: 'fixed' | 'percentage', days: 'calendar' | 'business') => {
      const answer = toPixApiValue({
        ...base,
        discount: { type, amount: type === 'fixed' ? 150 : 0.001, per: 'day', days },
      });
      return answer.ok ? answer.valor.desconto : undefined;
    };
    expect(perDay('fixed', 'calendar')).toEqual({ modalidade: 3, valorPerc: '1.50' });
    expect(perDay('fixed', 'business')).toEqual({ modalidade: 4, valorPerc: '1.50' });
    expect(perDay('percentage', 'calendar')).toEqual({ modalidade: 5, valorPerc: '0.10' });
    expect(perDay('percentage', 'business')).toEqual({ modalidade: 6, valorPerc: '0.10' });
  });

  it('multa 1 and abatimento 1–2: fixed amounts in reais, percentages in percent', () => {
    const answer = toPixApiValue({
      ...base,
      late_fee: { type: 'fixed', amount: 250 },
      rebate: { type: 'percentage', amount: 0.125 },
    });
    expect(answer.ok && answer.valor).toEqual({
      original: '100.00',
      multa: { modalidade: 1, valorPerc: '2.50' },
      abatimento: { modalidade: 2, valorPerc: '12.50' },
    });
    const fixed = toPixApiValue({ ...base, rebate: { type: 'fixed', amount: 1 } });
    expect(fixed.ok && fixed.valor.abatimento).toEqual({ modalidade: 1, valorPerc: '0.01' });
  });

  it('refuses terms the Pix API cannot carry, with the issue at its path', () => {
    const answer = toPixApiValue({ ...base, late_fee: { type: 'percentage', amount: 0.00001 } });
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ code: 'INVALID_VALUE', path: 'late_fee.amount' }],
    });
  });
});

describe('toPixApiValue on terms it cannot read', () => {
  it('a list whose length throws (a hostile Proxy) is answered as unreadable, never thrown', () => {
    const until = new Proxy([], {
      get() {
        throw new Error('trap');
      },
    });
    const terms = { amount: 10000, due_date: '2020-12-31', discount: { until } } as unknown as DueTerms;
    expect(toPixApiValue(terms, { locale: 'pt-BR' })).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'Entrada inválida: Não foi possível ler este dado. Tente novamente.',
      hint: 'Fields to fix: (the request body). Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_TYPE',
          path: '',
          pointer: '',
          message: 'Não foi possível ler este dado. Tente novamente.',
          hint: 'The request body could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
          params: { label: '' },
        },
      ],
    });
  });
});
