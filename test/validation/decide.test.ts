// The compiled conditions of validation against `evaluate`, the rules table's own reading of a
// condition: on every condition of the table and any facts, both answer the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Condition, evaluate, isMethod, type OwnFacts } from '../../src/rules/conditions.js';
import { _readFacts, FACTS } from '../../src/rules/facts.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { _emptyRecord } from '../../src/shared/own.js';
import { _decide } from '../../src/validation/decide.js';

const CONDITIONS: readonly Condition[] = FIELD_RULES.flatMap((rule) => [
  ...(rule.required !== undefined && rule.required !== true ? [rule.required] : []),
  ...[rule.allowed, rule.ignored, rule.formatWhen, rule.defaultWhen, rule.normalizeWhen].filter(
    (condition): condition is Condition => condition !== undefined,
  ),
  ...(rule.valuesWhen ?? []).map((choice) => choice.when),
  ...Object.values(rule.messages ?? {}).flatMap((message) =>
    typeof message === 'string' ? [] : message.flatMap((choice) => (choice.when ? [choice.when] : [])),
  ),
]);

// Each fact unknown, or any of its values, or a value it cannot take.
const facts: fc.Arbitrary<OwnFacts> = fc
  .tuple(...FACTS.map((fact) => fc.option(fc.constantFrom(...fact.values, 'other'), { nil: undefined })))
  .map((values) => {
    const known = _emptyRecord<Record<string, string>>();
    FACTS.forEach((fact, index) => {
      const value = values[index];
      if (value !== undefined) known[fact.name] = value;
    });
    return known as OwnFacts;
  });

describe('compiled conditions', () => {
  it('covers conditions of every kind in the table', () => {
    expect(CONDITIONS.length).toBeGreaterThan(10);
  });

  it('decide every condition of the table as evaluate does, on any facts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONDITIONS), facts, (condition, known) => {
        expect(_decide(condition, known)).toBe(evaluate(condition, known));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('compiled conditions on the facts validation reads', () => {
  it('ignore a fact another script put on Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.payment_method = 'pix';
    try {
      const known = _readFacts({});
      expect(_decide(isMethod('pix'), known)).toBeUndefined();
    } finally {
      delete proto.payment_method;
    }
  });

  it('decide a condition naming several values by any of them', () => {
    const known = _readFacts({ payment_method: 'debit_card' });
    expect(_decide(isMethod('credit_card', 'debit_card'), known)).toBe(true);
  });
});
