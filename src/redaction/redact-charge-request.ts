import { FIELD_RULES } from '../rules/fields.js';
import { _isArray, _own, UNREADABLE } from '../shared/own.js';
import {
  _looksLikePan,
  _looksLikeSecretKey,
  _maskPan,
  _maskPansInText,
  _maskSecret,
  _maskSecretKeysInText,
} from './mask.js';

// The sensitive fields come from the rules table, found by their path also inside a wrapper object
// a host logs (`body.payment_details.number`). A token or CVV is recognized by its name anywhere;
// a card number anywhere by its digits (Luhn), since `number` alone also names an address field.
const SENSITIVE_RULES = FIELD_RULES.filter((rule) => rule.sensitive);
const SENSITIVE_BY_NAME = new Map(
  SENSITIVE_RULES.filter((rule) => rule.sensitive !== 'pan').map((rule) => [
    rule.path.split('.').pop() as string,
    rule.sensitive,
  ]),
);

function _sensitivity(pattern: string): 'pan' | 'secret' | 'token' | undefined {
  for (let index = 0; index < SENSITIVE_RULES.length; index++) {
    const rule = SENSITIVE_RULES[index] as (typeof SENSITIVE_RULES)[number];
    if (pattern === rule.path || pattern.endsWith(`.${rule.path}`)) return rule.sensitive;
  }
  return SENSITIVE_BY_NAME.get(pattern.slice(pattern.lastIndexOf('.') + 1));
}
// Personal data of the buyer (LGPD), by path pattern, masked only when the caller asks.
const PERSONAL = new Set(FIELD_RULES.filter((rule) => rule.personal).map((rule) => rule.path));
const SECRET_NAMES = new Set(['cvv', 'cvc', 'cvv2', 'security_code', 'password', 'secret', 'secret_key']);
const MAX_DEPTH = 32;
const MAX_ITEMS = 1000;

/** Options of {@link redactChargeRequest}. */
export interface RedactChargeRequestOptions {
  /**
   * What to do with the buyer's personal data (name, e-mail, tax id, phone, birthdate, street
   * address, cardholder name): keep it for support logs, or mask it where the LGPD policy of the
   * host says logs must not hold it.
   * @defaultValue `'keep'`
   */
  readonly personalData?: 'keep' | 'mask';
}

/**
 * Returns a copy of a charge request (or of anything) that is safe to log: card numbers masked to
 * their first 6 and last 4 digits, CVVs removed, tokens and secret keys masked, wherever they
 * appear. Never throws and never mutates `value`; circular, unreadable and too-deep parts are
 * replaced by markers.
 *
 * @param value - a charge request, valid or not, or any other value.
 * @param options - whether to mask the buyer's personal data too.
 * @returns a fresh, log-safe copy.
 * @example
 * redactChargeRequest({ payment_details: { number: '4111111111111111', cvv: '123' } })
 * //=> { payment_details: { number: '411111••••••1111' } }
 */
export function redactChargeRequest(value: unknown, options?: RedactChargeRequestOptions): unknown {
  const maskPersonal = _own(options, 'personalData') === 'mask';
  return _redact(value, '', 0, new WeakSet(), maskPersonal);
}

// `pattern` is the dotted path with array indices as `*`, to look the field up in the table.
function _redact(
  value: unknown,
  pattern: string,
  depth: number,
  seen: WeakSet<object>,
  personal: boolean,
): unknown {
  if (typeof value === 'string') {
    const redacted = _redactString(value, _sensitivity(pattern));
    return personal && PERSONAL.has(pattern) ? _maskPersonal(redacted, pattern) : redacted;
  }
  if (value === UNREADABLE) return '[unreadable]';
  // A card number sent as a number (or a BigInt) is still a card number.
  if ((typeof value === 'number' || typeof value === 'bigint') && _looksLikePan(String(value))) {
    return _maskPan(String(value));
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (_isArray(value)) {
      const items: unknown[] = [];
      const itemPattern = pattern === '' ? '*' : `${pattern}.*`;
      // Whole items only: a Proxy may report a length like 2.5.
      const count = Math.trunc(Math.min(value.length, MAX_ITEMS));
      for (let index = 0; index < count; index++) {
        items[index] = _redact(_own(value, String(index)), itemPattern, depth + 1, seen, personal);
      }
      return items;
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
    const copy: Record<string, unknown> = {};
    const names = Object.keys(value);
    for (let index = 0; index < names.length; index++) {
      const name = names[index] as string;
      if (SECRET_NAMES.has(name.toLowerCase()) || SENSITIVE_BY_NAME.get(name) === 'secret') continue;
      const redacted = _redact(
        _own(value, name),
        pattern === '' ? name : `${pattern}.${name}`,
        depth + 1,
        seen,
        personal,
      );
      // A key can itself be a card number or a secret key; the descriptor has no prototype, so an
      // inherited `get` cannot turn it into an accessor.
      if (redacted !== undefined) {
        Object.defineProperty(copy, _redactString(name, undefined), {
          __proto__: null,
          value: redacted,
          enumerable: true,
          writable: true,
          configurable: true,
        } as PropertyDescriptor);
      }
    }
    return copy;
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(value);
  }
}

function _redactString(value: string, kind: 'pan' | 'secret' | 'token' | undefined): string {
  if (kind === 'token' || _looksLikeSecretKey(value)) return _maskSecret(value);
  // In the card-number field any spelling is masked (dots, letters): only its digits can leak.
  if (kind === 'pan' || _looksLikePan(value)) return _maskPan(value);
  return _maskSecretKeysInText(_maskPansInText(value));
}

// Enough left to tell records apart in a support conversation, not enough to identify a person.
function _maskPersonal(value: string, pattern: string): string {
  if (pattern.endsWith('email')) {
    const at = value.lastIndexOf('@');
    return at > 0 ? `${value[0]}•••${value.slice(at)}` : '•••';
  }
  if (pattern.endsWith('tax_id') || pattern.endsWith('phone')) {
    const digits = value.replace(/\D/g, '');
    return `•••${digits.slice(-2)}`;
  }
  return value.length > 0 ? `${value[0]}•••` : value;
}
