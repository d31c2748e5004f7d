import type { Merchant } from '../card-flow/merchant.js';
import { _readLocale } from '../issues/issue.js';
import { LIMITS } from '../rules/limits.js';
import { _isArray, _own } from '../shared/own.js';
import type { SplitMdr } from '../split/types.js';
import { DEFAULT_CURRENCIES, type ValidationScope } from './scope.js';

// The clock is moved three hours back to Brasília: the instant must stay a representable Date.
const EARLIEST = -8.64e15 + 3 * 60 * 60 * 1000;
const getTime = Date.prototype.getTime;

/**
 * Reads validation options defensively: options come from code, but a JavaScript caller can still
 * pass anything (a Proxy, a Date at the edge of the range), and validation must not throw. Unusable
 * values fall back to their defaults. Every field of the scope is an own property, so nothing on
 * Object.prototype can stand in for an option that was not given.
 */
export function _readScope(options: unknown): ValidationScope {
  return {
    mdr: _own(options, 'mdr') as SplitMdr | undefined,
    merchant: _own(options, 'merchant') as Merchant | undefined,
    installmentPolicy: _own(options, 'installmentPolicy'),
    now: _readNow(_own(options, 'now')),
    currencies: _readCurrencies(_own(options, 'currencies')),
    locale: _readLocale(_own(options, 'locale')),
  };
}

function _readNow(now: unknown): Date {
  let time = Number.NaN;
  try {
    time = getTime.call(now);
  } catch {
    // Not a Date (a Proxy of one, say): the current time.
  }
  return Number.isNaN(time) || time < EARLIEST ? new Date() : new Date(time);
}

// Read by index, never spread: a sparse array of length 2^32 - 1 made the spread allocate until the
// process died (finding 12), which no try/catch can answer.
function _readCurrencies(currencies: unknown): readonly string[] {
  try {
    if (!_isArray(currencies) || currencies.length > LIMITS.currencies) return DEFAULT_CURRENCIES;
    const codes: string[] = [];
    for (let index = 0; index < currencies.length; index++) {
      const code = _own(currencies, index);
      if (typeof code !== 'string') return DEFAULT_CURRENCIES;
      codes[index] = code;
    }
    return codes;
  } catch {
    return DEFAULT_CURRENCIES;
  }
}
