// resolveRequiredFields reads the generated answers, one digit per field and combination of facts;
// the presence rows hold the same rules as conditions. Here the conditions, evaluated the way
// resolveRequiredFields read them before the answers existed, are the oracle for every country and
// every context.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import type { Facts } from '../../src/rules/facts.js';
import { PRESENCE_ANSWERS, PRESENCE_ROWS } from '../../src/rules/presence.generated.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../src/rules/values.js';
import { contextFacts, holds } from '../support/presence.js';
import { fieldsFor } from '../support/required-fields.js';

const TOKEN = 'payment_details.token';

/** The fields by bucket, as the presence rows' conditions decide them for these facts. */
function fromConditions(country: string, facts: Facts) {
  const lists = {
    required: [] as string[],
    optional: [] as string[],
    forbidden: [] as string[],
    ignored: [] as string[],
  };
  const unlessToken: string[] = [];
  for (const [path, required, allowed, ignored] of PRESENCE_ROWS) {
    if (allowed !== 0 && holds(allowed, facts) === false) lists.forbidden.push(path);
    else if (holds(ignored, facts) === true) lists.ignored.push(path);
    else if (holds(required, facts) === true) lists.required.push(path);
    else {
      lists.optional.push(path);
      const withoutToken = holds(required, { ...facts, [TOKEN]: 'absent' });
      if (withoutToken === true && holds(required, { ...facts, [TOKEN]: 'sent' }) === false) {
        unlessToken.push(path);
      }
    }
  }
  return { country, ...lists, oneOf: unlessToken.length > 0 ? [unlessToken, [TOKEN]] : [] };
}

const contexts = PAYMENT_METHODS.flatMap((method) =>
  PRODUCT_TYPES.flatMap((type) =>
    [undefined, ...CARD_FLOWS].flatMap((flow) => [
      { payment_method: method, product_type: type, ...(flow === undefined ? {} : { card_flow: flow }) },
      { payment_method: method, ...(flow === undefined ? {} : { card_flow: flow }) },
      { product_type: type, ...(flow === undefined ? {} : { card_flow: flow }) },
    ]),
  ),
);

describe('the generated answers of resolveRequiredFields', () => {
  it('list the same fields as the presence rows, in the same order', () => {
    expect(PRESENCE_ANSWERS.map(([path]) => path)).toEqual(PRESENCE_ROWS.map(([path]) => path));
  });

  it('answer as the presence rows decide, for every country and context', () => {
    const disagreements: string[] = [];

    for (const country of COUNTRY_CODES) {
      for (const context of [{}, ...CARD_FLOWS.map((flow) => ({ card_flow: flow })), ...contexts]) {
        const expected = fromConditions(country, contextFacts(country, context));
        const { ok, requiredWhenPresent, ...lists } = fieldsFor(country, context);
        // Required when its parent is sent, wherever the answer lists it: in table order again.
        const needed = new Set([...lists.required, ...Object.values(requiredWhenPresent).flat()]);
        const actual = {
          ...lists,
          required: PRESENCE_ROWS.map(([path]) => path).filter((p) => needed.has(p)),
        };
        if (!ok || JSON.stringify(actual) !== JSON.stringify(expected)) {
          disagreements.push(`${country} ${JSON.stringify(context)}`);
        }
      }
    }

    expect(disagreements).toEqual([]);
  });
});
