import { quoteInstallments as quote } from '../../src/installments/quote-installments.js';
import { computeSplit as compute } from '../../src/split/compute-split.js';
import { prepareSplit as prepare } from '../../src/split/prepare-split.js';

// The engines' arithmetic is exact up to 2^53 − 1 centavos, far past the default maximum amount: the
// tests of that arithmetic run with the widest `maxAmount` a host may set. Options a test gives
// are kept as they are (a hostile bag stays hostile); a plain bag without `maxAmount` gains it.
const WIDEST = Number.MAX_SAFE_INTEGER;

function widened<T>(options: T): T {
  if (options === undefined) return { maxAmount: WIDEST } as T;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return options;
  return Object.hasOwn(options, 'maxAmount') ? options : ({ maxAmount: WIDEST, ...options } as T);
}

/** `computeSplit` with `maxAmount: Number.MAX_SAFE_INTEGER` unless the options say otherwise. */
export const computeSplit: typeof compute = (amount, rules, mdr, options) =>
  compute(amount, rules, mdr, widened(options));

/** `prepareSplit` with `maxAmount: Number.MAX_SAFE_INTEGER` unless the options say otherwise. */
export const prepareSplit: typeof prepare = (rules, mdr, options) => prepare(rules, mdr, widened(options));

/** `quoteInstallments` with `maxAmount: Number.MAX_SAFE_INTEGER` unless the options say otherwise. */
export const quoteInstallments: typeof quote = (amount, options) => quote(amount, widened(options));
