import { _deepFreeze } from '../shared/freeze.js';
import { _emptyRecord, _isRecord, _own } from '../shared/own.js';
import { COUNTRY_CODES } from './countries.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from './values.js';

/**
 * One fact the rules table's conditions can depend on. Each is defined here once: validation reads
 * it from a request, `resolveRequiredFields` from its country and context, the docs from this list.
 */
export interface FactDefinition {
  /** The fact's name: the dotted request path it is read from. */
  readonly name: string;
  /** Every value the fact can take. */
  readonly values: readonly string[];
  /** The values a request may send, when fewer than {@link values} (no `card_flow: 'transparent'`). */
  readonly sent?: readonly string[];
  /** What the fact is when the field, or the object holding it, is absent. */
  readonly absent?: string;
  /** Read in any ASCII letter case, as upper case (country codes). */
  readonly anyCase?: true;
  /** The fact is whether the field is sent (`'sent'` or `'absent'`), not its value. */
  readonly presence?: true;
  /**
   * Where `resolveRequiredFields` takes the fact from: its `country` argument or a key of its
   * context. Without one the fact stays unknown there (a token may or may not be sent).
   */
  readonly context?: 'country' | 'payment_method' | 'product_type' | 'card_flow';
  /** The fact in words for each value, when `name = value` would not read well (docs). */
  readonly words?: Readonly<Record<string, string>>;
}

/**
 * The facts, in the order of the `resolveRequiredFields` cache key. A missing fact is unknown
 * (three-valued logic), and so is one whose field holds a value not listed: no condition is
 * decided on bad data.
 */
export const FACTS = /* @__PURE__ */ _deepFreeze([
  { name: 'payment_method', values: PAYMENT_METHODS, context: 'payment_method' },
  { name: 'product_type', values: PRODUCT_TYPES, context: 'product_type' },
  // The request names only the exception; no card_flow is the transparent flow.
  { name: 'card_flow', values: CARD_FLOWS, sent: ['hosted'], absent: 'transparent', context: 'card_flow' },
  // No address, or an address without a country: a Brazilian buyer.
  { name: 'billing_address.country', values: COUNTRY_CODES, absent: 'BR', anyCase: true, context: 'country' },
  {
    name: 'shipping_address.country',
    values: COUNTRY_CODES,
    absent: 'BR',
    anyCase: true,
    context: 'country',
  },
  {
    name: 'payment_details.token',
    values: ['sent', 'absent'],
    absent: 'absent',
    presence: true,
    words: { sent: 'a token is sent', absent: 'no token is sent' },
  },
] as const satisfies readonly FactDefinition[]);

/** The name of a fact of {@link FACTS}. */
export type Fact = (typeof FACTS)[number]['name'];

/** What is known about a request. A missing fact is unknown (three-valued logic). */
export type Facts = Partial<Record<Fact, string>>;

declare const ownFacts: unique symbol;

/**
 * Facts in a lookup record the library made (`_emptyRecord`): nothing inherited, so a plain read
 * sees own facts only. What validation's compiled conditions take; a caller's object, a literal or
 * a spread is plain {@link Facts} and goes through `evaluate`, which proves own-ness itself.
 */
export type OwnFacts = Facts & { readonly [ownFacts]: true };

/**
 * Reads every fact of {@link FACTS} from a request (raw input or the validation walk's copy), own
 * properties only. A fact whose field holds a value it cannot take stays unknown.
 *
 * @param request - any value.
 * @returns the facts, in a record whose prototype chain holds no key (`_emptyRecord`).
 * @example
 * _readFacts({ payment_method: 'pix' })['billing_address.country']
 * //=> 'BR'
 */
export function _readFacts(request: unknown): OwnFacts {
  // Nothing in its prototype chain: a fact inherited from Object.prototype is not a fact.
  const facts = _emptyRecord<OwnFacts>();
  for (const reader of factReaders()) {
    const value = readFact(reader, request);
    if (value !== undefined) facts[reader.fact.name as Fact] = value;
  }
  return facts;
}

/**
 * {@link _readFacts} over a value the library made (the walk's copy: plain objects, arrays and
 * primitives, no getter, no Proxy): the same facts, read without the guards hostile input needs.
 *
 * @param copy - a value the library made.
 * @returns the facts, in an object without a prototype.
 */
export function _readCopyFacts(copy: unknown): OwnFacts {
  const facts = _emptyRecord<OwnFacts>();
  const list = factReaders();
  for (let index = 0; index < list.length; index++) {
    const reader = list[index] as FactReader;
    const value = readCopyFact(reader, copy);
    if (value !== undefined) facts[reader.fact.name as Fact] = value;
  }
  return facts;
}

function readCopyFact(reader: FactReader, copy: unknown): string | undefined {
  let value: unknown = copy;
  const segments = reader.segments;
  for (let index = 0; index < segments.length; index++) {
    if (value === undefined) return reader.fact.absent;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const key = segments[index] as string;
    value = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return factOfValue(reader, value);
}

function factReaders(): readonly FactReader[] {
  readers ??= FACTS.map((fact: FactDefinition) => ({
    fact,
    segments: fact.name.split('.'),
    accepted: new Set(fact.sent ?? fact.values),
  }));
  return readers;
}

// Each fact with its path split and its values in a Set, once: a split per fact and call, and a
// lookup of the fact's Set, were most of the cost of reading the facts.
interface FactReader {
  readonly fact: FactDefinition;
  readonly segments: readonly string[];
  readonly accepted: ReadonlySet<string>;
}
let readers: readonly FactReader[] | undefined;

function readFact(reader: FactReader, request: unknown): string | undefined {
  let value: unknown = request;
  for (const segment of reader.segments) {
    // An absent holder reads as an absent field; a holder that is no object decides nothing.
    if (value === undefined) return reader.fact.absent;
    if (!_isRecord(value)) return undefined;
    value = _own(value, segment);
  }
  return factOfValue(reader, value);
}

function factOfValue({ fact, accepted }: FactReader, value: unknown): string | undefined {
  if (value === undefined) return fact.absent;
  if (fact.presence) return 'sent';
  // A value listed as it is (the usual case) needs no case folding.
  if (typeof value === 'string' && accepted.has(value)) return value;
  // ASCII letters only before upper-casing: 'ı'.toUpperCase() is 'I'.
  const read =
    fact.anyCase && typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : value;
  return typeof read === 'string' && accepted.has(read) ? read : undefined;
}
