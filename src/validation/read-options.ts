import type { Merchant } from '../card-flow/merchant.js';
import { _readLocale } from '../issues/issue.js';
import { _isArray, _own } from '../shared/own.js';
import type { SplitMdr } from '../split/types.js';
import { DEFAULT_CURRENCIES, type ValidationScope } from './scope.js';

/**
 * Reads validation options defensively: options come from code, but a JavaScript caller can still
 * pass anything, and validation must not throw. Unusable values fall back to their defaults.
 */
export function _readScope(options: unknown): ValidationScope {
  const now = _own(options, 'now');
  const currencies = _own(options, 'currencies');
  const mdr = _own(options, 'mdr');
  const merchant = _own(options, 'merchant');
  return {
    ...(mdr === undefined ? {} : { mdr: mdr as SplitMdr }),
    ...(merchant === undefined ? {} : { merchant: merchant as Merchant }),
    now: now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date(),
    currencies:
      _isArray(currencies) && currencies.every((code) => typeof code === 'string')
        ? [...(currencies as string[])]
        : DEFAULT_CURRENCIES,
    locale: _readLocale(_own(options, 'locale')),
  };
}
