import { _fieldTree, type FieldNode } from '../rules/field-tree.js';
import { _forgetLastMatch } from '../secrets/forget-last-match.js';
import { _looksLikeKey } from '../secrets/keys.js';
import { _maskFully, _maskPan, _maskToken } from '../secrets/mask.js';
import { _isCvvName, _isSecretName } from '../secrets/names.js';
import { _looksLikePan } from '../secrets/pan.js';
import { _maskSecretsAndCvvsIn, _maskSecretsIn } from '../secrets/text.js';
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
 * key naming the security code itself is dropped. Digits are read in any script (fullwidth,
 * Arabic-Indic…) and across invisible characters. A string outside the table's fields (metadata, an
 * unknown key) that is itself JSON (`'{"cvv":"123"}'`) is redacted as the value it holds and written
 * back as JSON; in every string, the table's fields included, a security code after its name
 * (`cvv: 123`, `cód. segurança 123`) is hidden. A wrapper a host logs (`{ body: request }`) is
 * recognised.
 *
 * The copy is plain JSON data, so `JSON.stringify` of it never throws: a BigInt becomes its decimal
 * string, `NaN` and infinities `null`, a Date its ISO string, a Map or a Set the array of its entries,
 * a boxed primitive its value; functions and symbols are left out (`null` in an array or as the whole
 * value, like `undefined`). Never throws and never mutates `value`; circular, unreadable and too-deep
 * parts are replaced by markers.
 *
 * @param value - a charge request, valid or not, or any other value.
 * @param options - whether to keep the buyer's personal data.
 * @returns a fresh, log-safe copy, made only of JSON values.
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
    const copy = redact(
      value,
      { node: _fieldTree(), free: false, secret: false },
      0,
      new WeakSet(),
      keepPersonal,
    );
    return copy === undefined ? null : copy;
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
  if (typeof value === 'string') return redactString(value, place, depth, seen, keepPersonal);
  // A card number sent as a number (or a BigInt) is still a card number.
  if (typeof value === 'number' || typeof value === 'bigint') return redactNumber(value, place, keepPersonal);
  if (value === UNREADABLE) return '[unreadable]';
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    const inner = boxedOrCollection(value);
    if (inner !== value) return redact(inner, place, depth, seen, keepPersonal);
    if (_isArray(value)) {
      const itemPlace = placeOfItem(place);
      // Whole items only: a Proxy may report a length like 2.5.
      const count = Math.trunc(Math.min(value.length, MAX_ITEMS));
      const items: unknown[] = [];
      for (let index = 0; index < count; index++) {
        // JSON has no hole: what JSON.stringify would write as null is null here already.
        items.push(redact(_own(value, index), itemPlace, depth + 1, seen, keepPersonal) ?? null);
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

// A Map or a Set as the array of its entries, a boxed primitive as its value: the forms JSON has.
function boxedOrCollection(value: object): unknown {
  if (value instanceof Map || value instanceof Set) return Array.from(value);
  if (
    value instanceof String ||
    value instanceof Number ||
    value instanceof Boolean ||
    value instanceof BigInt
  ) {
    return value.valueOf();
  }
  return value;
}

function redactString(
  value: string,
  place: Place,
  depth: number,
  seen: WeakSet<object>,
  keepPersonal: boolean,
): unknown {
  if (place.secret) return maskSecretValue(value);
  const rule = place.node?.rule;
  // In the card-number field any spelling is masked (dots, letters): only its digits can leak.
  if (rule?.sensitive === 'pan') return _maskPan(value);
  if (rule?.sensitive === 'token') return _maskToken(value);
  if (rule === undefined) {
    const json = parsedJson(value);
    // A JSON text inside a string is read as the value it holds: its keys and values are redacted
    // like metadata's, and it is written back as JSON text.
    if (json !== undefined) return JSON.stringify(redact(json, FREE, depth + 1, seen, keepPersonal) ?? null);
  }
  // Every string a person or a host writes goes through the same checks, the table's fields (an
  // item's description, a customer's name) as much as metadata: a buyer types `cvv 123` anywhere.
  // Card numbers first: a code scan that went first would take a card number's first digits for a
  // code after `cvv`, and leave the rest too short to read as a card number.
  const safe = _maskSecretsAndCvvsIn(value);
  return rule?.personal && !keepPersonal ? _maskPersonal(safe, rule.path) : safe;
}

const MAX_JSON_TEXT = 100_000;

// The object or array a string holds as JSON text, or undefined (a plain string, a JSON scalar).
function parsedJson(value: string): object | undefined {
  const first = value.trimStart()[0];
  if ((first !== '{' && first !== '[') || value.length > MAX_JSON_TEXT) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function redactNumber(value: number | bigint, place: Place, keepPersonal: boolean): unknown {
  const text = String(value);
  if (place.secret) return maskSecretValue(text);
  const rule = place.node?.rule;
  if (rule?.sensitive === 'pan' || _looksLikePan(text)) return _maskPan(text);
  if (rule?.sensitive === 'token') return _maskToken(text);
  if (rule?.personal && !keepPersonal) return _maskPersonal(text, rule.path);
  // JSON has neither: a BigInt is written as its digits, NaN and the infinities as null, and -0
  // as 0 (what JSON.stringify writes, so the copy reads back the same).
  if (typeof value === 'bigint') return text;
  if (value === 0) return 0;
  return Number.isFinite(value) ? value : null;
}

// Under a key named like a secret: a card number or a key keeps what PCI DSS lets a log show (it
// tells support which card or key it was); anything else, a password or a CVV, shows nothing.
function maskSecretValue(value: string): string {
  if (_looksLikePan(value)) return _maskPan(value);
  if (_looksLikeKey(value)) return _maskToken(value);
  return _maskFully();
}
