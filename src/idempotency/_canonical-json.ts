import { _kindOf } from '../shared/own.js';

// Levels of arrays and objects, the outermost being the first: deeper than any charge request
// (metadata is 3 levels inside 2), a cap on recursion, not a rule.
const MAX_DEPTH = 64;

/**
 * The canonical JSON text of a JSON value: object keys sorted by UTF-16 code units, no whitespace,
 * numbers and strings written as `JSON.stringify` writes them (the rules of RFC 8785, JSON
 * Canonicalization Scheme, for the values a charge request holds). Keys whose value is `undefined`
 * are left out, as JSON leaves them out. Own enumerable keys only.
 *
 * @returns the text, or `undefined` for a value JSON cannot carry (a function, a symbol, a BigInt,
 *   a non-finite number, a class instance, a cycle, more than 64 levels).
 * @example
 * _canonicalJson({ b: [1, { d: true, c: null }], a: 'x' })
 * //=> '{"a":"x","b":[1,{"c":null,"d":true}]}'
 */
export function _canonicalJson(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : undefined;
  // `depth` counts the levels above this one: a container at depth 64 would be the 65th level.
  if (depth >= MAX_DEPTH) return undefined;
  const kind = _kindOf(value);
  if (kind === 'array') {
    const parts: string[] = [];
    for (const item of value as unknown[]) {
      const text = _canonicalJson(item, depth + 1);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    return `[${parts.join(',')}]`;
  }
  if (kind !== 'record') return undefined;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const parts: string[] = [];
  for (const key of Object.keys(value as object).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    const text = _canonicalJson(item, depth + 1);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
