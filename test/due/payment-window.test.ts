import { describe, expect, it } from 'vitest';
import { computeAmountDue } from '../../src/due/compute-amount-due.js';

// Source: bacen/pix-api, openapi.yaml version 2.9.0 (commit 1f1b568f, 2025-09-05), schema
// CobDataDeVencimento, field `validadeAposVencimento`, retrieved 2026-11-28: "Sempre que a data de
// vencimento cair em um fim de semana ou em um feriado para o usuário pagador, ela deve ser
// automaticamente prorrogada para o primeiro dia útil subsequente. Todos os campos que façam
// referência a esta data (validadeAposVencimento; desconto; juros e multa) devem assumir essa
// prorrogação". Each example lists the days a payment is "aceito" and the first one "negado".
const EXAMPLES = [
  { name: 'A', due: '2020-10-20', days: 4, rolled: '2020-10-20', last: '2020-10-26', denied: '2020-10-27' },
  { name: 'B', due: '2020-12-25', days: 0, rolled: '2020-12-28', last: '2020-12-28', denied: '2020-12-29' },
  { name: 'C', due: '2020-12-25', days: 1, rolled: '2020-12-28', last: '2020-12-29', denied: '2020-12-30' },
  { name: 'D', due: '2020-12-25', days: 3, rolled: '2020-12-28', last: '2020-12-31', denied: '2021-01-01' },
  { name: 'E', due: '2020-12-25', days: 4, rolled: '2020-12-28', last: '2021-01-04', denied: '2021-01-05' },
  { name: 'F', due: '2021-08-27', days: 5, rolled: '2021-08-27', last: '2021-09-01', denied: '2021-09-02' },
  { name: 'G', due: '2021-08-28', days: 5, rolled: '2021-08-30', last: '2021-09-06', denied: undefined },
];

describe('the payment window follows the Pix API examples of validadeAposVencimento', () => {
  for (const example of EXAMPLES) {
    it(`example ${example.name}: due ${example.due} with ${example.days} days after due is payable through ${example.last}`, () => {
      const terms = { amount: 10000, due_date: example.due, days_after_due: example.days };
      const answer = computeAmountDue(terms, { paymentDate: example.last });
      expect(answer).toMatchObject({ ok: true, due_date: example.rolled, last_payment_date: example.last });
      if (example.denied !== undefined) {
        expect(computeAmountDue(terms, { paymentDate: example.denied })).toMatchObject({
          ok: false,
          status: 422,
          code: 'CHARGE_EXPIRED',
        });
      }
    });
  }

  it('example G: Saturday 4 and Sunday 5 September, non-business days inside the window, are accepted', () => {
    const terms = { amount: 10000, due_date: '2021-08-28', days_after_due: 5 };
    expect(computeAmountDue(terms, { paymentDate: '2021-09-04' }).ok).toBe(true);
    expect(computeAmountDue(terms, { paymentDate: '2021-09-07' })).toMatchObject({ code: 'CHARGE_EXPIRED' });
  });
});

describe('the payer’s holidays roll the due date', () => {
  // Independência da Bahia, 2 July (Lei estadual da Bahia; "Feriados no Brasil", pt.wikipedia.org,
  // retrieved 2026-11-28), fell on a Thursday in 2026.
  it('a due date on a state holiday rolls for a payer in that state only', () => {
    const terms = { amount: 10000, due_date: '2026-07-02', days_after_due: 0 };
    expect(computeAmountDue(terms, { paymentDate: '2026-07-02', state: 'ba' })).toMatchObject({
      due_date: '2026-07-03',
    });
    expect(computeAmountDue(terms, { paymentDate: '2026-07-02', state: 'SP' })).toMatchObject({
      due_date: '2026-07-02',
    });
  });

  it("a due date on one of the host's extra holidays rolls to the next business day", () => {
    // São Paulo city's anniversary, 25 January 2027, a Monday: a municipal holiday the host passes.
    const terms = { amount: 10000, due_date: '2027-01-25', days_after_due: 0 };
    expect(
      computeAmountDue(terms, { paymentDate: '2027-01-25', state: 'SP', holidays: ['2027-01-25'] }),
    ).toMatchObject({ due_date: '2027-01-26', last_payment_date: '2027-01-26' });
  });

  it('Carnival Monday and Tuesday are not business days for the payer', () => {
    const terms = { amount: 10000, due_date: '2026-02-14', days_after_due: 0 };
    expect(computeAmountDue(terms, { paymentDate: '2026-02-14' })).toMatchObject({ due_date: '2026-02-18' });
  });
});
