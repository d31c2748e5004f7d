import { FIELD_RULES } from '../rules/fields.js';
import { _isArray, _own, UNREADABLE } from '../validation/own.js';
import { _looksLikePan, _looksLikeSecretKey, _maskPan, _maskSecret } from './mask.js';

// The sensitive fields come from the rules table; keys with these names are also treated as card
// data anywhere else in the value (a host that logs its own wrapper object stays safe).
const SENSITIVE = new Map(
  FIELD_RULES.filter((rule) => rule.sensitive).map((rule) => [
    rule.path.split('.').pop() as string,
    rule.sensitive,
  ]),
);
const SECRET_NAMES = new Set(['cvv', 'cvc', 'cvv2', 'security_code', 'password', 'secret', 'secret_key']);
const MAX_DEPTH = 32;

/**
 * Returns a copy of a charge request (or of anything) that is safe to log: card numbers masked to
 * their first 6 and last 4 digits, CVVs removed, tokens and secret keys masked, wherever they
 * appear. Never throws and never mutates `value`; circular, unreadable and too-deep parts are
 * replaced by markers.
 *
 * @param value - a charge request, valid or not, or any other value.
 * @returns a fresh, log-safe copy.
 * @example
 * redactChargeRequest({ payment_details: { number: '4111111111111111', cvv: '123' } })
 * //=> { payment_details: { number: '411111••••••1111' } }
 */
export function redactChargeRequest(value: unknown): unknown {
  return _redact(value, undefined, 0, new WeakSet());
}

function _redact(value: unknown, key: string | undefined, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return _redactString(value, key);
  if (value === UNREADABLE) return '[unreadable]';
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (_isArray(value))
      return Array.from({ length: Math.min(value.length, 1000) }, (_, index) =>
        _redact(_own(value, String(index)), undefined, depth + 1, seen),
      );
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
    const copy: Record<string, unknown> = {};
    for (const name of Object.keys(value)) {
      if (SECRET_NAMES.has(name.toLowerCase()) || SENSITIVE.get(name) === 'secret') continue;
      const redacted = _redact(_own(value, name), name, depth + 1, seen);
      if (redacted !== undefined)
        Object.defineProperty(copy, name, {
          value: redacted,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return copy;
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(value);
  }
}

function _redactString(value: string, key: string | undefined): string {
  const kind = key === undefined ? undefined : SENSITIVE.get(key);
  if (kind === 'token' || _looksLikeSecretKey(value)) return _maskSecret(value);
  if (_looksLikePan(value) || (kind === 'pan' && /\d{6}/.test(value))) return _maskPan(value);
  return value;
}
