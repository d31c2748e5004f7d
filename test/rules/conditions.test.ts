import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  all,
  any,
  type Condition,
  evaluate,
  type Facts,
  factsOf,
  isMethod,
  not,
} from '../../src/rules/conditions.js';

const pix = isMethod('pix');
const hosted: Condition = { fact: 'card_flow', in: ['hosted'] };

describe('evaluate', () => {
  it('reads a known fact', () => {
    expect(evaluate(pix, { payment_method: 'pix' })).toBe(true);
    expect(evaluate(pix, { payment_method: 'boleto' })).toBe(false);
  });

  it('leaves a condition on an unknown fact undecided', () => {
    expect(evaluate(pix, {})).toBeUndefined();
    expect(evaluate(not(pix), {})).toBeUndefined();
  });

  it('decides all() by one false fact even when others are unknown', () => {
    expect(evaluate(all(pix, hosted), { payment_method: 'boleto' })).toBe(false);
    expect(evaluate(all(pix, hosted), { payment_method: 'pix' })).toBeUndefined();
  });

  it('decides any() by one true fact even when others are unknown', () => {
    expect(evaluate(any(pix, hosted), { card_flow: 'hosted' })).toBe(true);
    expect(evaluate(any(pix, hosted), { card_flow: 'transparent' })).toBeUndefined();
    expect(evaluate(any(pix, hosted), { card_flow: 'transparent', payment_method: 'boleto' })).toBe(false);
  });

  it('never contradicts a completed set of facts (three-valued logic is sound)', () => {
    const condition = any(all(pix, not(hosted)), all(isMethod('credit_card'), hosted));
    const method = fc.constantFrom('pix', 'credit_card', 'boleto');
    const flow = fc.constantFrom('hosted', 'transparent');
    fc.assert(
      fc.property(method, flow, fc.boolean(), fc.boolean(), (m, f, hideMethod, hideFlow) => {
        const complete: Facts = { payment_method: m, card_flow: f };
        const partial: Facts = {
          ...(hideMethod ? {} : { payment_method: m }),
          ...(hideFlow ? {} : { card_flow: f }),
        };
        const decided = evaluate(condition, partial);
        if (decided !== undefined) expect(decided).toBe(evaluate(condition, complete));
        expect(evaluate(condition, complete)).toBeTypeOf('boolean');
      }),
    );
  });
});

describe('factsOf', () => {
  it('lists every fact a condition reads', () => {
    expect([...factsOf(any(pix, not(hosted)))].sort()).toEqual(['card_flow', 'payment_method']);
  });
});
