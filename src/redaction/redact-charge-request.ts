import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import { _forgetLastMatch } from '../secrets/forget-last-match.js';
import { _looksLikeKey } from '../secrets/keys.js';
import { _maskFully, _maskPan, _maskToken } from '../secrets/mask.js';
import { _isCvvName, _isSecretName } from '../secrets/names.js';
import { _looksLikePan } from '../secrets/pan.js';
import { _maskSecretsIn } from '../secrets/text.js';
import { _isArray, _own, UNREADABLE } from '../shared/own.js';
import { _maskPersonal } from './mask.js';

/** Options of {@link redactChargeRequest}. */
export interface RedactChargeRequestOptions {
  /**
   * What to do with the buyer's personal data (the fields the rules table flags as personal: name,
   * e-mail, tax id, phone, birthdate, street address, cardholder name): mask it, as the LGPD asks of
   * logs by default, or keep it where a support log is allowed to hold it. Any other value masks.
   * @defaultValue `'mask'`
   */
  readonly personalData?: 'keep' | 'mask';
}

// Where a value sits. `node`: its row in the rules table. Without a node, a value is outside the
// table: under an unknown key (`free: false`, where a logged request may be wrapped, as in
// `{ body: request }`, so the table's top-level keys are looked up again below it) or inside
// metadata (`free: true`, where nothing is looked up: every key there is the caller's). `secret`:
// under a key named like a secret, where every value is masked whatever it looks like.
interface Place {
  readonly node?: FieldNode;
  readonly free: boolean;
  readonly secret: boolean;
}

const OUTSIDE: Place = { free: false, secret: false };
const FREE: Place = { free: true, secret: false };
const SECRET: Place = { free: true, secret: true };
const MAX_DEPTH = 32;
const MAX_ITEMS = 1000;

/**
 * Returns a copy of a charge request (or of anything) that is safe to log, by allow-list: a field
 * the rules table knows is kept or masked by its row (card number to its first 6 and last 4 digits,
 * token to its last 4 characters, CVV removed, personal data masked unless `personalData: 'keep'`);
 * anything else (an unknown key anywhere, every value in `metadata`) is kept only if it cannot carry
 * a secret. A value that is or holds a card number (Luhn) or a key or token (`sk_`, `pk_`, `rk_`,
 * `whsec_`, `tok_`) is masked; so is every value under a key named like a secret (token, cvv,
 * password, secret, authorization, card, key, pan, pin…, in any case, anywhere in the name), and a
 * key naming the security code itself is dropped. A wrapper a host logs (`{ body: request }`) is
 * recognised. Never throws and never mutates `value`; circular, unreadable and too-deep parts are
 * replaced by markers.
 *
 * @param value - a charge request, valid or not, or any other value.
 * @param options - whether to keep the buyer's personal data.
 * @returns a fresh, log-safe copy.
 * @example
 * redactChargeRequest({
 *   customer: { name: 'Maria da Silva', token: 'f00dcafe' },
 *   payment_details: { number: '4111111111111111', cvv: '123' },
 *   metadata: { note: 'gift', apiKey: 'abc' },
 * })
 * //=> { customer: { name: 'M•••', token: '••••••••' }, payment_details: { number: '411111••••••1111' }, metadata: { note: 'gift', apiKey: '••••••••' } }
 */
export function redactChargeRequest(value: unknown, options?: RedactChargeRequestOptions): unknown {
  try {
    const keepPersonal = _own(options, 'personalData') === 'keep';
    return redact(value, { node: _fieldTree(), free: false, secret: false }, 0, new WeakSet(), keepPersonal);
  } catch {
    // Fails closed: nothing of the input, rather than a partial copy.
    return '[unreadable]';
  } finally {
    _forgetLastMatch();
  }
}

function redact(
  value: unknown,
  place: Place,
  depth: number,
  seen: WeakSet<object>,
  keepPersonal: boolean,
): unknown {
  if (typeof value === 'string') return redactString(value, place, keepPersonal);
  // A card number sent as a number (or a BigInt) is still a card number.
  if (typeof value === 'number' || typeof value === 'bigint') return redactNumber(value, place, keepPersonal);
  if (value === UNREADABLE) return '[unreadable]';
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (_isArray(value)) {
      const itemPlace = placeOfItem(place);
      // Whole items only: a Proxy may report a length like 2.5.
      const count = Math.trunc(Math.min(value.length, MAX_ITEMS));
      const items: unknown[] = [];
      for (let index = 0; index < count; index++) {
        items.push(redact(_own(value, index), itemPlace, depth + 1, seen, keepPersonal));
      }
      return items;
    }
    if (value instanceof Date) {
      if (place.secret) return _maskFully();
      return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
    }
    const copy: Record<string, unknown> = {};
    // Without a prototype, so an inherited `get` cannot turn it into an accessor; one per object.
    const entry = {
      __proto__: null,
      value: undefined as unknown,
      enumerable: true,
      writable: true,
      configurable: true,
    };
    for (const name of Object.keys(value)) {
      const childPlace = placeOfChild(place, name);
      if (childPlace === undefined) continue;
      entry.value = redact(_own(value, name), childPlace, depth + 1, seen, keepPersonal);
      if (entry.value === undefined) continue;
      // A key the table does not know can itself be a card number or a key; a defined property
      // keeps `__proto__` a plain key.
      Object.defineProperty(copy, childPlace.node ? name : _maskSecretsIn(name), entry as PropertyDescriptor);
    }
    return copy;
  } catch {
    return '[unreadable]';
  } finally {
    seen.delete(value);
  }
}

// The place of the value under `name`, or undefined when the entry is dropped (a CVV).
function placeOfChild(place: Place, name: string): Place | undefined {
  if (place.secret) return place;
  const known = place.node
    ? place.node.children.get(name)
    : place.free
      ? undefined
      : _fieldTree().children.get(name);
  const rule = known?.rule;
  if (rule !== undefined) {
    if (rule.sensitive === 'secret') return undefined;
    return { node: known as FieldNode, free: rule.freeForm === true, secret: false };
  }
  if (_isCvvName(name)) return undefined;
  if (_isSecretName(name)) return SECRET;
  return place.free ? FREE : OUTSIDE;
}

function placeOfItem(place: Place): Place {
  if (place.secret) return place;
  const known = place.node?.children.get('*');
  if (known?.rule !== undefined) return { node: known, free: false, secret: false };
  return place.free ? FREE : OUTSIDE;
}

function redactString(value: string, place: Place, keepPersonal: boolean): string {
  if (place.secret) return maskSecretValue(value);
  const rule = place.node?.rule;
  // In the card-number field any spelling is masked (dots, letters): only its digits can leak.
  if (rule?.sensitive === 'pan') return _maskPan(value);
  if (rule?.sensitive === 'token') return _maskToken(value);
  const safe = _maskSecretsIn(value);
  return rule?.personal && !keepPersonal ? _maskPersonal(safe, rule.path) : safe;
}

function redactNumber(value: number | bigint, place: Place, keepPersonal: boolean): unknown {
  const text = String(value);
  if (place.secret) return maskSecretValue(text);
  const rule = place.node?.rule;
  if (rule?.sensitive === 'pan' || _looksLikePan(text)) return _maskPan(text);
  if (rule?.sensitive === 'token') return _maskToken(text);
  return rule?.personal && !keepPersonal ? _maskPersonal(text, rule.path) : value;
}

// Under a key named like a secret: a card number or a key keeps what PCI DSS lets a log show (it
// tells support which card or key it was); anything else, a password or a CVV, shows nothing.
function maskSecretValue(value: string): string {
  if (_looksLikePan(value)) return _maskPan(value);
  if (_looksLikeKey(value)) return _maskToken(value);
  return _maskFully();
}
