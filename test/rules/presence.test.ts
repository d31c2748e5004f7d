import { describe, expect, it } from 'vitest';
import { PRESENCE_FILE } from '../../scripts/presence-table.mjs';
import { type Condition, evaluate } from '../../src/rules/conditions.js';
import { _isCountryCode } from '../../src/rules/countries.js';
import { FACTS, type Facts } from '../../src/rules/facts.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { PRESENCE_FACTS, PRESENCE_ROWS } from '../../src/rules/presence.generated.js';
import { _isCountry } from '../../src/rules/presence.js';
import { contextFacts, holds } from '../support/presence.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every combination of the facts' values, each fact also unknown: Brazil and one other country. */
function everyFacts(): Facts[] {
  let combinations: Facts[] = [{}];
  for (const fact of FACTS) {
    const values = fact.values.length > 10 ? ['BR', 'US'] : fact.values;
    combinations = combinations.flatMap((facts) => [
      facts,
      ...values.map((value) => ({ ...facts, [fact.name]: value })),
    ]);
  }
  return combinations;
}

/** The rules table's answer for a column: as resolveRequiredFields read the rows before. */
function tableHolds(condition: true | Condition | undefined, facts: Facts): boolean | undefined {
  if (condition === undefined) return false;
  return condition === true ? true : evaluate(condition, facts);
}

describe(PRESENCE_FILE, () => {
  it('has a row for every field of the rules table but array entries, in the same order', () => {
    const paths = FIELD_RULES.map((rule) => rule.path).filter((path) => !path.endsWith('*'));

    expect(PRESENCE_ROWS.map(([path]) => path)).toEqual(paths);
  });

  it('decides required, allowed and ignored as the rules table does, for every combination of facts', () => {
    const facts = everyFacts();
    const disagreements: string[] = [];

    for (const rule of FIELD_RULES.filter(({ path }) => !path.endsWith('*'))) {
      const row = PRESENCE_ROWS.find(([path]) => path === rule.path);
      for (const known of facts) {
        for (const [column, index] of [
          ['required', 1],
          ['allowed', 2],
          ['ignored', 3],
        ] as const) {
          const expected = tableHolds(rule[column], known);
          const actual = row === undefined ? 'no row' : holds(row[index], known);
          if (actual !== expected) disagreements.push(`${rule.path} ${column} ${JSON.stringify(known)}`);
        }
      }
    }

    expect(facts.length).toBeGreaterThan(1000);
    expect(disagreements).toEqual([]);
  });
});

describe('the country masks of the presence table', () => {
  it('name exactly the ISO 3166-1 alpha-2 codes among every pair of letters', () => {
    const pairs = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));

    expect(pairs.filter((code) => _isCountry(code))).toEqual(pairs.filter((code) => _isCountryCode(code)));
  });

  it.each(['br', 'B', 'BRA', '', 'B!', '[A', 'A[', 'A@', 'ÀB'])('refuse %j', (code) => {
    expect(_isCountry(code)).toBe(false);
  });
});

describe('reading facts from a resolveRequiredFields context', () => {
  it('takes the country for both addresses and the transparent flow by default', () => {
    expect({ ...contextFacts('US', {}) }).toEqual({
      card_flow: 'transparent',
      'billing_address.country': 'US',
      'shipping_address.country': 'US',
    });
  });

  it('takes the method, product type and flow the context gives', () => {
    const context = { payment_method: 'credit_card', product_type: 'physical', card_flow: 'hosted' };

    expect({ ...contextFacts('BR', context) }).toMatchObject(context);
  });

  it('never reads a context key inherited from Object.prototype', () => {
    const context = Object.create({ payment_method: 'pix' });

    expect(contextFacts('BR', context)).not.toHaveProperty('payment_method');
  });

  it.each([{ payment_method: 'cash' }, { product_type: 'service' }, { card_flow: 'redirect' }])(
    'throws a RangeError for %o',
    (context) => {
      expect(() => contextFacts('BR', context)).toThrow(RangeError);
    },
  );
});

describe('the presence facts', () => {
  it('are the facts a context can give, in registry order', () => {
    const given = FACTS.filter((fact) => 'context' in fact);

    expect(PRESENCE_FACTS.map(([name]) => name)).toEqual(given.map((fact) => fact.name));
  });
});
