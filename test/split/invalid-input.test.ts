import { describe, expect, it } from 'vitest';
import type { Issue } from '../../src/issues/issue.js';
import { LIMITS } from '../../src/rules/limits.js';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';
import { A, fixed, percentage } from './fixtures.js';

/** The issues of an INVALID_INPUT failure, as `code path` strings; anything else fails the test. */
function issuesOf(result: ReturnType<typeof computeSplit>): string[] {
  if (result.ok || result.code !== 'INVALID_INPUT')
    throw new Error(`expected INVALID_INPUT, got ${JSON.stringify(result)}`);
  return result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

/** The issues of an INVALID_CONFIGURATION failure (a 500), as `code path` strings. */
function configIssuesOf(result: ReturnType<typeof computeSplit>): string[] {
  if (result.ok || result.code !== 'INVALID_CONFIGURATION' || result.status !== 500)
    throw new Error(`expected INVALID_CONFIGURATION, got ${JSON.stringify(result)}`);
  return (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`);
}

const ok = [fixed(100)];
const split = (amount: unknown, rules: unknown = ok, mdr: unknown = 0, options?: unknown) =>
  issuesOf(computeSplit(amount as number, rules as SplitRule[], mdr as number, options as object));

describe('computeSplit INVALID_INPUT: amount', () => {
  it.each([
    ['a missing amount', undefined, 'REQUIRED amount'],
    ['a string', '1000', 'INVALID_TYPE amount'],
    ['a fraction of a centavo', 10.5, 'INVALID_TYPE amount'],
    ['NaN', Number.NaN, 'INVALID_TYPE amount'],
    ['Infinity', Number.POSITIVE_INFINITY, 'INVALID_TYPE amount'],
    ['null', null, 'INVALID_TYPE amount'],
    ['a BigInt', 1000n, 'INVALID_TYPE amount'],
    ['zero', 0, 'OUT_OF_RANGE amount'],
    ['-0', -0, 'OUT_OF_RANGE amount'],
    ['a negative amount', -100, 'OUT_OF_RANGE amount'],
    ['an unsafe integer', 2 ** 53, 'OUT_OF_RANGE amount'],
  ])('rejects %s', (_, amount, issue) => {
    expect(split(amount)).toEqual([issue]);
  });

  it('names the field and asks for a whole number in the message', () => {
    const result = computeSplit(10.5, ok, 0);
    expect(result.ok ? '' : result.message).toBe('The input is not valid: Amount: enter a whole number.');
  });
});

describe('computeSplit INVALID_INPUT: rules', () => {
  it.each([
    ['null', null],
    ['an object', { 0: fixed(1), length: 1 }],
    ['a string', 'fixed'],
  ])('rejects rules that are %s', (_, rules) => {
    expect(split(100, rules)).toEqual(['INVALID_TYPE split']);
  });

  it(`rejects more than ${LIMITS.split} rules without reading them`, () => {
    const rules = Array.from({ length: LIMITS.split + 1 }, () => null);
    expect(split(100, rules)).toEqual(['TOO_MANY split']);
  });

  it(`accepts exactly ${LIMITS.split} rules`, () => {
    const rules = Array.from({ length: LIMITS.split }, () => percentage(0.01));
    expect(computeSplit(100, rules, 0).ok).toBe(true);
  });

  it('rejects entries that are not objects: null, arrays, strings, holes', () => {
    // biome-ignore lint/suspicious/noSparseArray: a hole is one of the cases under test
    const rules = [null, [], 'fixed', , fixed(1)];
    expect(split(100, rules)).toEqual([
      'INVALID_TYPE split.0',
      'INVALID_TYPE split.1',
      'INVALID_TYPE split.2',
      'INVALID_TYPE split.3',
    ]);
  });

  it('reports every missing field of every rule at once', () => {
    expect(split(100, [{}, { recipient_id: A }])).toEqual([
      'REQUIRED split.0.recipient_id',
      'REQUIRED split.0.recipient_type',
      'REQUIRED split.0.type',
      'REQUIRED split.0.amount',
      'REQUIRED split.1.recipient_type',
      'REQUIRED split.1.type',
      'REQUIRED split.1.amount',
    ]);
  });

  it.each([
    ['a numeric recipient_id', { recipient_id: 7 }, 'INVALID_TYPE split.0.recipient_id'],
    ['a recipient_id that is not a UUID', { recipient_id: 'acct_123' }, 'INVALID_VALUE split.0.recipient_id'],
    [
      'a UUID with a bad character',
      { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c330g' },
      'INVALID_VALUE split.0.recipient_id',
    ],
    [
      'a UUID without hyphens',
      { recipient_id: '3f2504e04f8941d39a0c0305e82c33010000' },
      'INVALID_VALUE split.0.recipient_id',
    ],
    ['an unknown recipient_type', { recipient_type: 'seller' }, 'INVALID_VALUE split.0.recipient_type'],
    ['a numeric recipient_type', { recipient_type: 1 }, 'INVALID_TYPE split.0.recipient_type'],
    ['an unknown rule type', { type: 'share' }, 'INVALID_VALUE split.0.type'],
    ['a fixed amount with centavo fractions', { type: 'fixed', amount: 10.5 }, 'INVALID_TYPE split.0.amount'],
    ['a fixed amount of 0', { type: 'fixed', amount: 0 }, 'OUT_OF_RANGE split.0.amount'],
    ['a fixed amount of -0', { type: 'fixed', amount: -0 }, 'OUT_OF_RANGE split.0.amount'],
    ['an unsafe fixed amount', { type: 'fixed', amount: 2 ** 53 }, 'OUT_OF_RANGE split.0.amount'],
    [
      'a fixed amount of Infinity',
      { type: 'fixed', amount: Number.POSITIVE_INFINITY },
      'INVALID_TYPE split.0.amount',
    ],
    ['a fixed amount as a string', { type: 'fixed', amount: '100' }, 'INVALID_TYPE split.0.amount'],
    ['a percentage of 10 meaning 10%', { type: 'percentage', amount: 10 }, 'OUT_OF_RANGE split.0.amount'],
    ['a percentage of 0', { type: 'percentage', amount: 0 }, 'OUT_OF_RANGE split.0.amount'],
    ['a percentage of -0', { type: 'percentage', amount: -0 }, 'OUT_OF_RANGE split.0.amount'],
    ['a negative percentage', { type: 'percentage', amount: -0.1 }, 'OUT_OF_RANGE split.0.amount'],
    [
      'a percentage of Infinity',
      { type: 'percentage', amount: Number.POSITIVE_INFINITY },
      'OUT_OF_RANGE split.0.amount',
    ],
    ['a percentage of NaN', { type: 'percentage', amount: Number.NaN }, 'INVALID_TYPE split.0.amount'],
    ['a percentage as a string', { type: 'percentage', amount: '0.1' }, 'INVALID_TYPE split.0.amount'],
    ['a cross_company that is not a boolean', { cross_company: 'yes' }, 'INVALID_TYPE split.0.cross_company'],
  ])('rejects %s', (_, change, issue) => {
    expect(split(100, [{ ...percentage(0.1), ...change }])).toEqual([issue]);
  });

  it('reports a non-number amount even when the type is unknown', () => {
    expect(split(100, [{ ...percentage(0.1), type: 'share', amount: '10' }])).toEqual([
      'INVALID_VALUE split.0.type',
      'INVALID_TYPE split.0.amount',
    ]);
  });

  it('gives the "0.10 means 10%" hint for a percentage written as a whole number', () => {
    const result = computeSplit(100, [percentage(10)], 0);
    expect(result.ok ? [] : result.issues?.map((issue) => issue.message)).toEqual([
      'Enter a fraction greater than 0 and at most 1: 0.10 means 10%.',
    ]);
  });

  it('ignores unknown keys of a rule', () => {
    expect(computeSplit(100, [{ ...percentage(0.1), note: 'x' } as SplitRule], 0).ok).toBe(true);
  });
});

describe("computeSplit INVALID_CONFIGURATION: the MDR and the options are the caller's own", () => {
  it.each([
    ['a missing MDR', undefined, 'REQUIRED mdr'],
    ['null', null, 'INVALID_VALUE mdr'],
    ['a rate of 1', 1, 'INVALID_VALUE mdr'],
    ['a negative rate', -0.01, 'INVALID_VALUE mdr'],
    ['a rate of -0', -0, 'INVALID_VALUE mdr'],
    ['NaN', Number.NaN, 'INVALID_VALUE mdr'],
    ['a percent written as a whole number', 2.99, 'INVALID_VALUE mdr'],
    ['a rate string of 1', '1', 'INVALID_VALUE mdr'],
    ['a rate string of 1.0', '1.0', 'INVALID_VALUE mdr'],
    ['a rate string with a comma', '0,0299', 'INVALID_VALUE mdr'],
    ['a rate string with a sign', '-0.01', 'INVALID_VALUE mdr'],
    ['a rate string with spaces', ' 0.01', 'INVALID_VALUE mdr'],
    ['a rate string with a percent sign', '2.99%', 'INVALID_VALUE mdr'],
    ['a rate string without leading digit', '.5', 'INVALID_VALUE mdr'],
    ['a rate string without decimals', '0.', 'INVALID_VALUE mdr'],
    ['a rate string with an empty exponent', '1e', 'INVALID_VALUE mdr'],
    ['a rate string with a huge exponent', '1e-99999', 'INVALID_VALUE mdr'],
    ['a rate string whose scale is too fine', '1e-500', 'INVALID_VALUE mdr'],
    ['a rate string that is too long', `0.${'1'.repeat(600)}`, 'INVALID_VALUE mdr'],
    ['an empty string', '', 'INVALID_VALUE mdr'],
    ['a boolean', true, 'INVALID_VALUE mdr'],
    ['an array', [0.0299], 'INVALID_VALUE mdr'],
    ['a bad rate inside the object', { rate: 1.5 }, 'INVALID_VALUE mdr'],
    ['a string rate of 1e0 inside the object', { rate: '1e0' }, 'INVALID_VALUE mdr'],
    ['a fixed fee with centavo fractions', { fixed: 0.5 }, 'INVALID_VALUE mdr'],
    ['a fixed fee as a string', { fixed: '50' }, 'INVALID_VALUE mdr'],
    ['a negative fixed fee', { fixed: -1 }, 'INVALID_VALUE mdr'],
    ['a fixed fee of -0', { fixed: -0 }, 'INVALID_VALUE mdr'],
    ['an unsafe fixed fee', { fixed: 2 ** 53 }, 'INVALID_VALUE mdr'],
  ])('rejects %s', (_, mdr, issue) => {
    expect(configIssuesOf(computeSplit(100, ok, mdr as number))).toEqual([issue]);
  });

  it('answers 500, so that a host never blames the buyer for its own fee', () => {
    const result = computeSplit(100, ok, 2.99);
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(result.ok ? '' : result.message).toBe(
      'The MDR or the options given to the split are not valid: mdr: use a rate from 0 up to (not including) 1, like 0.0299, or { rate, fixed } with fixed in whole centavos.',
    );
  });

  it.each([
    ['a string', 'half-up', 'INVALID_TYPE options'],
    ['null', null, 'INVALID_TYPE options'],
    ['an unknown rounding mode', { rounding: 'bankers' }, 'INVALID_VALUE options.rounding'],
  ])('rejects options that are %s', (_, options, issue) => {
    expect(configIssuesOf(computeSplit(100, ok, 0, options as object))).toEqual([issue]);
  });

  it('falls back to English for an unknown locale', () => {
    const result = computeSplit(0, ok, 0, { locale: 'fr' as 'en' });
    expect(result.ok ? '' : result.message).toBe(
      'The input is not valid: Amount: enter an amount of at least R$0.01.',
    );
  });

  it('reports the configuration first when both it and the request are wrong', () => {
    expect(
      configIssuesOf(
        computeSplit('1' as unknown as number, [percentage(2)], 'x', { rounding: 'x' as 'half-up' }),
      ),
    ).toEqual(['INVALID_VALUE mdr', 'INVALID_VALUE options.rounding']);
  });

  it('reports every problem of the request together, amount first', () => {
    expect(split('1', [percentage(2)])).toEqual(['INVALID_TYPE amount', 'OUT_OF_RANGE split.0.amount']);
  });
});

describe('computeSplit INVALID_INPUT messages', () => {
  it('are written in Portuguese with locale pt-BR', () => {
    const result = computeSplit(
      100,
      [{ ...percentage(10), recipient_type: 'seller' as 'merchant' }, null as unknown as SplitRule],
      {},
      {
        locale: 'pt-BR',
      },
    );
    expect(result.ok ? undefined : result).toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'Entrada inválida: Tipo de recebedor (recebedor 1) — escolha uma destas opções: merchant, submerchant.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'split.0.recipient_type',
          message: 'Escolha uma destas opções: merchant, submerchant.',
        },
        {
          code: 'OUT_OF_RANGE',
          path: 'split.0.amount',
          message: 'Informe uma fração maior que 0 e até 1: 0.10 significa 10%.',
        },
        { code: 'INVALID_TYPE', path: 'split.1', message: 'Este campo deve ser um objeto.' },
      ],
    });
  });

  it('are written in English by default, naming the expected type', () => {
    const result = computeSplit(
      100,
      [{ ...percentage(0.1), amount: '0.1' as unknown as number, cross_company: 1 as unknown as boolean }],
      0,
    );
    expect(result.ok ? undefined : result.issues?.map((issue) => issue.message)).toEqual([
      'This field must be a number.',
      'This field must be true or false.',
    ]);
  });
});

describe('computeSplit issue labels', () => {
  it.each(['en', 'pt-BR', 'es'] as const)(
    'name a rule field with the label request validation gives it (%s)',
    (locale) => {
      const rules = [{ ...percentage(0.1), recipient_id: 'x' }];
      const engine = computeSplit(100, rules, 0, { locale });
      const request = validateChargeRequest(
        { ...pixRequest(), amount: 100, split: rules },
        { locale, now: NOW },
      );
      const labelAt = (issues: readonly Issue[] | undefined) =>
        issues?.find((issue) => issue.path === 'split.0.recipient_id')?.params?.label;
      expect(labelAt(engine.ok ? undefined : engine.issues)).toBeDefined();
      expect(labelAt(engine.ok ? undefined : engine.issues)).toBe(
        labelAt(request.ok ? undefined : request.issues),
      );
    },
  );

  it('name an argument outside the request by its path', () => {
    const result = computeSplit(100, ok, 0, { rounding: 'up' as 'half-up' });
    expect(result.ok ? undefined : result.issues?.[0]?.params?.label).toBe('options.rounding');
  });
});
