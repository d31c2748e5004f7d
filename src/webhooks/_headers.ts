import { _kindOf, _member, _own } from '../shared/own.js';

/** The longest header value read: ten rotated signatures fit in a tenth of it. */
export const MAX_WEBHOOK_HEADER_LENGTH = 4096;

// Own keys scanned for a header written in another letter case: more than any real request has.
const MAX_HEADER_KEYS = 1000;

/**
 * The headers of a webhook request, as a server framework gives them: a record (Node's
 * `IncomingMessage.headers`, Fastify's `request.headers`; names in any letter case, a value a
 * string or a list of one string) or anything with a `get(name)` method (a Fetch `Headers`).
 */
export type WebhookHeaders =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/**
 * Reads one header by its lower-case name: through `get` when the headers have one (from their
 * class, never from `Object.prototype`), else as an own property in any letter case. A value that
 * is not one string of at most {@link MAX_WEBHOOK_HEADER_LENGTH} characters, or whose read throws,
 * reads as absent.
 *
 * @example
 * _readHeader({ 'Webhook-Id': 'msg_1' }, 'webhook-id')
 * //=> 'msg_1'
 */
export function _readHeader(headers: unknown, name: string): string | undefined {
  if (_kindOf(headers) !== 'record') return undefined;
  const get = _member(headers as object, 'get');
  const value =
    typeof get === 'function' ? call(get, headers as object, name) : fromRecord(headers as object, name);
  const single = _kindOf(value) === 'array' && _own(value, 'length') === 1 ? _own(value, 0) : value;
  return typeof single === 'string' && single.length <= MAX_WEBHOOK_HEADER_LENGTH ? single : undefined;
}

function call(get: unknown, headers: object, name: string): unknown {
  try {
    return Reflect.apply(get as (name: string) => unknown, headers, [name]);
  } catch {
    return undefined;
  }
}

function fromRecord(headers: object, name: string): unknown {
  const exact = _own(headers, name);
  if (exact !== undefined) return exact;
  let keys: string[];
  try {
    keys = Object.keys(headers);
  } catch {
    return undefined;
  }
  for (const key of keys.slice(0, MAX_HEADER_KEYS)) {
    if (key.toLowerCase() === name) return _own(headers, key);
  }
  return undefined;
}
