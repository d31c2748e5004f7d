import { CARD_METHODS } from './values.js';

/**
 * The facts a field's presence can depend on, named by the request path they are read from.
 * `payment_details.token` reads as `'sent'` or `'absent'`; the address countries default to `BR`.
 */
export type Fact =
  | 'payment_method'
  | 'product_type'
  | 'card_flow'
  | 'billing_address.country'
  | 'shipping_address.country'
  | 'payment_details.token';

/** What is known about a request. A missing fact is unknown (three-valued logic). */
export type Facts = Partial<Record<Fact, string>>;

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
  let unknown = false;
  for (const part of 'all' in condition ? condition.all : condition.any) {
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

// The building blocks the rules table is written with.
export const isMethod = (...methods: string[]): Condition => ({ fact: 'payment_method', in: methods });
export const isCard: Condition = isMethod(...CARD_METHODS);
export const isHosted: Condition = { fact: 'card_flow', in: ['hosted'] };
export const isTransparent: Condition = { fact: 'card_flow', in: ['transparent'] };
export const isPhysical: Condition = { fact: 'product_type', in: ['physical'] };
export const tokenSent: Condition = { fact: 'payment_details.token', in: ['sent'] };
export const countryIsBrazil = (address: 'billing_address' | 'shipping_address'): Condition => ({
  fact: `${address}.country`,
  in: ['BR'],
});
export const all = (...parts: Condition[]): Condition => ({ all: parts });
export const any = (...parts: Condition[]): Condition => ({ any: parts });
export const not = (part: Condition): Condition => ({ not: part });
