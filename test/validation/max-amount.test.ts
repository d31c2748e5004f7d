import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules/limits.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { createChargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

const RECIPIENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function issuesOf(input: unknown, options: object = {}) {
  const result = validateChargeRequest(input, { now: NOW, ...options });
  return result.ok ? [] : (result.issues ?? []);
}

function pixOf(changes: object): unknown {
  return { ...pixRequest(), ...changes };
}

describe('the default maximum charge amount', () => {
  it('is a business maximum, far below the largest safe integer', () => {
    expect(LIMITS.amount.max).toBe(9_999_999_999);
  });

  it('accepts an amount of exactly the maximum', () => {
    const items = [{ name: 'Lote', quantity: 1, unit_price: 1, tangible: false }];
    expect(issuesOf(pixOf({ amount: LIMITS.amount.max, items }))).toEqual([]);
  });

  it.each([1e20, 2 ** 53 + 2, 2 ** 53 - 1, 1e308, 1e38, LIMITS.amount.max + 1])(
    'answers %s with one "at most" issue showing the maximum',
    (amount) => {
      expect(issuesOf(pixOf({ amount }))).toEqual([
        {
          code: 'OUT_OF_RANGE',
          path: 'amount',
          pointer: '/amount',
          message: 'Enter an amount of at most R$99,999,999.99.',
          hint: 'amount: Enter an amount of at most R$99,999,999.99.',
          params: expect.objectContaining({ max: LIMITS.amount.max }),
        },
      ]);
    },
  );

  it('says "at most" in every locale', () => {
    const messages = (['pt-BR', 'es'] as const).map(
      (locale) => issuesOf(pixOf({ amount: 1e20 }), { locale })[0]?.message,
    );
    expect(messages).toEqual([
      'Informe um valor de no máximo R$\u00a099.999.999,99.',
      'Ingresa un monto de como máximo R$\u00a099.999.999,99.',
    ]);
  });

  it('bounds an item price, the shipping and a fixed split share as well', () => {
    const item = { name: 'Lote', quantity: 1, unit_price: 1e20, tangible: false };
    const share = { recipient_id: RECIPIENT, recipient_type: 'merchant', type: 'fixed', amount: 1e20 };
    const issues = issuesOf(pixOf({ items: [item], shipping_amount: 1e20, split: [share] }));
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['items.0.unit_price', 'Enter an amount of at most R$99,999,999.99.'],
      ['shipping_amount', 'Enter an amount of at most R$99,999,999.99.'],
      ['split.0.amount', 'Enter an amount of at most R$99,999,999.99.'],
    ]);
  });
});

describe('one issue per value', () => {
  it('gives any number sent as the amount at most one issue', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        expect(issuesOf(pixOf({ amount })).filter((issue) => issue.path === 'amount').length).toBeLessThan(2);
      }),
    );
  });

  it('gives any integer above the maximum exactly the "at most" issue', () => {
    fc.assert(
      fc.property(fc.double({ min: LIMITS.amount.max + 1, noNaN: true }), (amount) => {
        fc.pre(Number.isInteger(amount));
        const issues = issuesOf(pixOf({ amount }));
        expect(issues.map((issue) => [issue.code, issue.path, issue.params.max])).toEqual([
          ['OUT_OF_RANGE', 'amount', LIMITS.amount.max],
        ]);
      }),
    );
  });

  it('reports a fraction below one centavo as not a whole number only', () => {
    expect(issuesOf(pixOf({ amount: 0.5 })).map((issue) => issue.code)).toEqual(['INVALID_TYPE']);
  });
});

describe('the maxAmount option', () => {
  it("lowers the maximum, and the message shows the host's figure", () => {
    const issues = issuesOf(pixOf({ amount: 5001 }), { maxAmount: 5000 });
    expect(issues.map((issue) => [issue.message, issue.params.max])).toEqual([
      ['Enter an amount of at most R$50.00.', 5000],
    ]);
  });

  it('raises the maximum up to the largest safe integer', () => {
    const items = [{ name: 'Lote', quantity: 1, unit_price: 1, tangible: false }];
    const request = pixOf({ amount: Number.MAX_SAFE_INTEGER, items });
    expect(issuesOf(request, { maxAmount: Number.MAX_SAFE_INTEGER })).toEqual([]);
  });

  it("bounds a fixed split share at the host's maximum", () => {
    const share = { recipient_id: RECIPIENT, recipient_type: 'merchant', type: 'fixed', amount: 20_000 };
    const issues = issuesOf(pixOf({ amount: 10_001, split: [share] }), { maxAmount: 10_000 });
    expect(issues.map((issue) => issue.path)).toEqual(['amount', 'split.0.amount']);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1000', null])(
    "refuses %s as the host's configuration, before the request",
    (maxAmount) => {
      const result = validateChargeRequest(pixOf({}), { now: NOW, maxAmount } as never);
      expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
      expect(result.ok || result.message).toContain('maxAmount');
    },
  );

  it('is taken by the Standard Schema view too', () => {
    const schema = createChargeRequestSchema({ now: NOW, maxAmount: 5000 });
    const result = schema['~standard'].validate(pixOf({ amount: 5001 }));
    expect(result).toEqual({
      issues: [{ message: 'Enter an amount of at most R$50.00.', path: ['amount'] }],
    });
  });

  it('is refused by the Standard Schema view when it is not usable', () => {
    const schema = createChargeRequestSchema({ now: NOW, maxAmount: 0 });
    const result = schema['~standard'].validate(pixOf({}));
    expect('issues' in result && result.issues?.[0]?.message).toContain('maxAmount');
  });
});

describe("the split engine's maximum", () => {
  it('refuses an amount above the maximum with "at most"', () => {
    expect(computeSplit(1e20, [], 0)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The input is not valid: Amount: enter an amount of at most R$99,999,999.99.',
    });
  });

  it("takes the host's maximum", () => {
    expect(computeSplit(2000, [], 0, { maxAmount: 2000 }).ok).toBe(true);
    expect(computeSplit(2001, [], 0, { maxAmount: 2000 })).toMatchObject({
      issues: [{ path: 'amount', params: { max: 2000 } }],
    });
  });

  it.each([0, 1.5, '10', Number.MAX_SAFE_INTEGER + 1])(
    'answers INVALID_CONFIGURATION for a maxAmount of %s',
    (maxAmount) => {
      expect(computeSplit(100, [], 0, { maxAmount } as never)).toMatchObject({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
      });
    },
  );
});
