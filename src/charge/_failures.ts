import type { Issue } from '../issues/issue.js';
import { formatChargeMessage } from '../messages/charge.js';
import { _fillHint, CHARGE_HINTS } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { ChargeResponseFailure } from './charge-response.js';

/** The answer's code disagrees with itself or with the charge: 502, naming each disagreement. */
export function _refused(locale: Locale, issues: readonly Issue[]): ChargeResponseFailure {
  const first = issues[0] as Issue;
  // The failure's path names the answer's field; the issues say where inside it.
  const path = first.path.split('.').slice(0, 2).join('.');
  return { ..._badAnswer(locale, path), issues };
}

/** The provider's answer cannot be used: 502, naming the answer's field. */
export function _badAnswer(locale: Locale, path: string): ChargeResponseFailure {
  const message = formatChargeMessage(locale, 'INVALID_PROVIDER_RESPONSE');
  const hint = _fillHint(CHARGE_HINTS.INVALID_PROVIDER_RESPONSE, path);
  return { ok: false, status: 502, code: 'INVALID_PROVIDER_RESPONSE', message, hint, path };
}

/** The request is not a validated one: a host bug, 500, naming the field. */
export function _hostBug(locale: Locale, path: string): ChargeResponseFailure {
  const message = formatChargeMessage(locale, 'INTERNAL_ERROR');
  const hint = _fillHint(CHARGE_HINTS.INTERNAL_ERROR, path);
  return { ok: false, status: 500, code: 'INTERNAL_ERROR', message, hint, path };
}
