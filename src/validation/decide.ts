import type { Condition, OwnFacts } from '../rules/conditions.js';

/** A compiled condition: `true`, `false`, or `undefined` when the facts do not decide it. */
export type Decide = (facts: OwnFacts) => boolean | undefined;

// The table's conditions are frozen objects without a prototype, each of its own shape: reading
// them on every evaluation (`'fact' in condition`, `condition.in`) was a good part of the walk's
// and the checks' time. Each is compiled once into a closure, kept beside the condition.
const compiled = new WeakMap<Condition, Decide>();

/**
 * Evaluates a condition of the rules table as `evaluate` does, through its compiled closure.
 *
 * @param condition - a condition of the table.
 * @param facts - what is known of the request, in a record made by `_emptyRecord` (nothing
 *   inherited: the compiled closures read facts without an own-property test).
 * @returns `true`, `false`, or `undefined` when the facts do not decide it.
 * @example
 * _decide({ fact: 'payment_method', in: ['pix', 'boleto'] }, _readFacts({}))
 * //=> undefined
 */
export function _decide(condition: Condition, facts: OwnFacts): boolean | undefined {
  let decide = compiled.get(condition);
  if (decide === undefined) {
    decide = _compileCondition(condition);
    compiled.set(condition, decide);
  }
  return decide(facts);
}

/**
 * A condition of the rules table as a closure over facts, with the three-valued logic of
 * `evaluate`: `true`, `false`, or `undefined` when the facts do not decide it.
 *
 * @param condition - a condition of the table.
 * @returns the closure.
 * @example
 * _compileCondition({ fact: 'payment_method', in: ['pix'] })(_readFacts({ payment_method: 'pix' }))
 * //=> true
 */
export function _compileCondition(condition: Condition): Decide {
  if ('fact' in condition) {
    const name = condition.fact;
    const values = condition.in;
    // `OwnFacts` are records the library made (`_emptyRecord`: a frozen prototype without keys
    // over no prototype), so a plain read sees own facts only, where `evaluate` needs
    // `Object.hasOwn` for a caller's object; the type keeps a spread or a literal out. Most leaves
    // name one value: a comparison, not a search.
    if (values.length === 1) {
      const only = values[0];
      return (facts) => {
        const value = facts[name];
        return value === undefined ? undefined : value === only;
      };
    }
    return (facts) => {
      const value = facts[name];
      return value === undefined ? undefined : values.includes(value);
    };
  }
  if ('not' in condition) {
    const inner = _compileCondition(condition.not);
    return (facts) => {
      const result = inner(facts);
      return result === undefined ? undefined : !result;
    };
  }
  const deciding = !('all' in condition);
  const parts = ('all' in condition ? condition.all : condition.any).map((part) => _compileCondition(part));
  return (facts) => {
    let unknown = false;
    for (const part of parts) {
      const result = part(facts);
      if (result === deciding) return deciding;
      if (result === undefined) unknown = true;
    }
    return unknown ? undefined : !deciding;
  };
}
