import type { Fact, Facts } from './facts.js';
import { CARD_METHODS } from './values.js';

export type { Fact, Facts, OwnFacts } from './facts.js';

/**
 * A condition over {@link Facts}, kept as data so that validation, `resolveRequiredFields`, the JSON
 * Schema notes and the docs tables all read the same rule.
 */
export type Condition =
  | { readonly fact: Fact; readonly in: readonly string[] }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/** Evaluates a condition: `true`, `false`, or `undefined` when the facts do not decide it. */
export function evaluate(condition: Condition, facts: Facts): boolean | undefined {
  if ('fact' in condition) {
    // Own facts only: a key another script added to Object.prototype is not a fact.
    const value = Object.hasOwn(facts, condition.fact) ? facts[condition.fact] : undefined;
    return value === undefined ? undefined : condition.in.includes(value);
  }
  if ('not' in condition) {
    const inner = evaluate(condition.not, facts);
    return inner === undefined ? undefined : !inner;
  }
  // all() is decided by a false part, any() by a true one.
  const deciding = !('all' in condition);
  const parts = 'all' in condition ? condition.all : condition.any;
  let unknown = false;
  for (const part of parts) {
    const result = evaluate(part, facts);
    if (result === deciding) return deciding;
    if (result === undefined) unknown = true;
  }
  return unknown ? undefined : !deciding;
}

/** The facts a condition reads, for checks that must wait until those fields are valid. */
export function factsOf(condition: Condition, into: Set<Fact> = new Set()): Set<Fact> {
  if ('fact' in condition) into.add(condition.fact);
  else if ('not' in condition) factsOf(condition.not, into);
  else for (const part of 'all' in condition ? condition.all : condition.any) factsOf(part, into);
  return into;
}

/**
 * Frozen, without a prototype: the rules table is read with `rule.allowed` and `'fact' in
 * condition`, and a key another script adds to Object.prototype must never look like part of it.
 */
export function _data<T extends object>(value: T): T {
  return Object.freeze(Object.assign(Object.create(null), value));
}

// The building blocks the rules table is written with.
export const isMethod = (...methods: string[]): Condition => _data({ fact: 'payment_method', in: methods });
export const isCard: Condition = isMethod(...CARD_METHODS);
export const isHosted: Condition = _data({ fact: 'card_flow', in: ['hosted'] });
export const isTransparent: Condition = _data({ fact: 'card_flow', in: ['transparent'] });
export const isPhysical: Condition = _data({ fact: 'product_type', in: ['physical'] });
export const tokenSent: Condition = _data({ fact: 'payment_details.token', in: ['sent'] });
export const countryIsBrazil = (address: 'billing_address' | 'shipping_address'): Condition =>
  _data({ fact: `${address}.country`, in: ['BR'] });
export const all = (...parts: Condition[]): Condition => _data({ all: parts });
export const any = (...parts: Condition[]): Condition => _data({ any: parts });
export const not = (part: Condition): Condition => _data({ not: part });
