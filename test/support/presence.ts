// The presence table's rows decided the way resolveRequiredFields decided them before it read
// generated answers: the oracle the tests hold the answers and the facts of a context to.
import type { Fact, Facts } from '../../src/rules/facts.js';
import { PRESENCE_FACTS, type PresenceCondition } from '../../src/rules/presence.generated.js';
import { _emptyRecord, _own } from '../../src/shared/own.js';

/**
 * Evaluates a condition of the presence table as `evaluate` does the rules table's: `true`, `false`,
 * or `undefined` when the facts do not decide it. `1` holds always, `0` (no condition) never.
 *
 * @param condition - a condition of the presence table, `1` or `0`.
 * @param facts - what is known; own properties only.
 * @returns whether the condition holds, or `undefined` when the facts do not decide it.
 * @example
 * holds(['payment_method', 'pix'], { payment_method: 'boleto' })
 * //=> false
 */
export function holds(condition: 0 | 1 | PresenceCondition, facts: Facts): boolean | undefined {
  if (typeof condition === 'number') return condition === 1;
  const [head] = condition;
  if (typeof head === 'string') {
    // Own facts only: a key another script added to Object.prototype is not a fact.
    const value = Object.hasOwn(facts, head) ? facts[head as Fact] : undefined;
    return value === undefined ? undefined : condition.indexOf(value, 1) > 0;
  }
  if (head === 2) {
    const inner = holds(condition[1] as PresenceCondition, facts);
    return inner === undefined ? undefined : !inner;
  }
  // all (0) is decided by a false part, any (1) by a true one.
  const deciding = head === 1;
  let unknown = false;
  for (let index = 1; index < condition.length; index++) {
    const result = holds(condition[index] as PresenceCondition, facts);
    if (result === deciding) return deciding;
    if (result === undefined) unknown = true;
  }
  return unknown ? undefined : !deciding;
}

/**
 * The facts `resolveRequiredFields` knows from its country and context: each fact the context gives
 * must be one of its values; one it does not give is what an absent field reads as, or unknown.
 *
 * @param country - an ISO 3166-1 alpha-2 code, upper case, already checked.
 * @param context - the caller's context, read by own properties.
 * @returns the facts, in an object without a prototype.
 * @throws RangeError naming the context key whose value is not one the fact can take.
 * @example
 * contextFacts('US', { payment_method: 'pix' })['billing_address.country']
 * //=> 'US'
 */
export function contextFacts(country: string, context: unknown): Facts {
  const facts = _emptyRecord<Facts>();
  for (const [name, key, values, absent] of PRESENCE_FACTS) {
    const given = values === 0 ? country : _own(context, key);
    if (given === undefined) {
      if (absent !== 0) facts[name as Fact] = absent;
    } else if (values === 0 || (typeof given === 'string' && values.includes(given))) {
      facts[name as Fact] = given as string;
    } else {
      throw new RangeError(`resolveRequiredFields: context.${key} must be one of ${values.join(', ')}.`);
    }
  }
  return facts;
}
