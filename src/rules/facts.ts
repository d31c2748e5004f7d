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
 * @returns the facts, in a record whose prototype chain holds no key (`_emptyRecord`), frozen and
 *   shared by every request with the same facts.
 * @example
 * _readFacts({ payment_method: 'pix' })['billing_address.country']
 * //=> 'BR'
 */
export function _readFacts(request: unknown): OwnFacts {
  const readers = _factReaders();
  return _factsOfCode(_readFactsCode(request, readers), readers);
}

/**
 * The facts of a request as one number (see {@link _factsOfCode}), read as {@link _readFacts} reads
 * them: what validation keys the answers that depend on the facts alone by.
 *
 * @param request - any value.
 * @param list - the facts' readers ({@link _factReaders}).
 * @returns the facts code.
 */
export function _readFactsCode(request: unknown, list: readonly FactReader[]): number {
  let code = 0;
  for (let index = 0; index < list.length; index++) {
    const reader = list[index] as FactReader;
    code = code * reader.radix + readFact(reader, request);
  }
  return code;
}

/**
 * The paths of each fact (in the order of {@link FACTS}) and of the objects holding it, outermost
 * first (`billing_address`, then `billing_address.country`): where a maker of a copy that keeps its
 * fields by path (the validation walk) finds what {@link _keptFactsCode} reads.
 *
 * @param list - the facts' readers ({@link _factReaders}).
 * @returns per fact, its path's prefixes, the path itself last.
 */
export function _factPaths(list: readonly FactReader[]): readonly (readonly string[])[] {
  return list.map(({ segments }) => segments.map((_, depth) => segments.slice(0, depth + 1).join('.')));
}

/**
 * {@link _readFactsCode} over a copy the library made (plain objects, arrays and primitives, no
 * getter, no Proxy), its fields read where its maker kept them rather than looked up again: the
 * field at the `depth`-th path of fact `index` of {@link _factPaths} is `kept[places[index][depth]]`
 * (`undefined` when the copy does not hold it).
 *
 * @param copy - the copy.
 * @param kept - the copy's fields, as its maker kept them.
 * @param places - per fact, where each of its paths is kept.
 * @param list - the facts' readers ({@link _factReaders}).
 * @returns the facts code.
 */
export function _keptFactsCode(
  copy: unknown,
  kept: readonly unknown[],
  places: readonly (readonly number[])[],
  list: readonly FactReader[],
): number {
  let code = 0;
  for (let index = 0; index < list.length; index++) {
    const reader = list[index] as FactReader;
    code = code * reader.radix + keptFact(reader, copy, kept, places[index] as readonly number[]);
  }
  return code;
}

/**
 * The facts a code stands for: each fact's digit is its value's index in `values` plus one (0:
 * unknown), the facts in mixed radix in the order of {@link FACTS}, so equal facts have equal codes.
 *
 * A caller that meets the same codes again keeps the records (validation keeps one per combination).
 *
 * @param code - a code of {@link _readFactsCode}.
 * @param list - the facts' readers ({@link _factReaders}).
 * @returns the facts, frozen, in a record made by `_emptyRecord`.
 */
export function _factsOfCode(code: number, list: readonly FactReader[]): OwnFacts {
  const digits: number[] = [];
  let rest = code;
  for (let index = list.length - 1; index >= 0; index--) {
    const { radix } = list[index] as FactReader;
    digits[index] = rest % radix;
    rest = Math.floor(rest / radix);
  }
  // Nothing in its prototype chain: a fact inherited from Object.prototype is not a fact.
  const facts = _emptyRecord<Record<string, string>>();
  for (let index = 0; index < list.length; index++) {
    const { fact } = list[index] as FactReader;
    const digit = digits[index] as number;
    if (digit !== UNKNOWN) facts[fact.name] = fact.values[digit - 1] as string;
  }
  return Object.freeze(facts) as OwnFacts;
}

function keptFact(
  reader: FactReader,
  copy: unknown,
  kept: readonly unknown[],
  place: readonly number[],
): number {
  let value: unknown = copy;
  for (let depth = 0; depth < place.length; depth++) {
    // An absent holder reads as an absent field; a holder that is no object decides nothing.
    if (value === undefined) return reader.absent;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return UNKNOWN;
    value = kept[place[depth] as number];
  }
  return digitOf(reader, value);
}

/**
 * How to read each fact of {@link FACTS}: its path split and the digit of each value a request may
 * send, made once by a caller that reads many requests (a split per fact and call, and a lookup of
 * the fact's values, were most of the cost of reading the facts).
 *
 * @returns the readers, in the order of {@link FACTS}.
 */
export function _factReaders(): readonly FactReader[] {
  return FACTS.map((fact: FactDefinition) => {
    const digit = (value: string) => fact.values.indexOf(value) + 1;
    return {
      fact,
      segments: fact.name.split('.'),
      digits: new Map((fact.sent ?? fact.values).map((value) => [value, digit(value)])),
      absent: fact.absent === undefined ? UNKNOWN : digit(fact.absent),
      present: digit('sent'),
      radix: fact.values.length + 1,
    };
  });
}

/** One fact of {@link FACTS} as {@link _factReaders} reads it. */
export interface FactReader {
  readonly fact: FactDefinition;
  readonly segments: readonly string[];
  /** The digit of each value a request may send: its index in `values` plus one. */
  readonly digits: ReadonlyMap<string, number>;
  /** The digit of the fact when its field is absent ({@link UNKNOWN} without `absent`). */
  readonly absent: number;
  /** The digit of a presence fact whose field is sent. */
  readonly present: number;
  /** How many digits the fact has: its values and unknown. */
  readonly radix: number;
}

/** The digit of a fact that is not known. */
const UNKNOWN = 0;

function readFact(reader: FactReader, request: unknown): number {
  let value: unknown = request;
  const segments = reader.segments;
  for (let index = 0; index < segments.length; index++) {
    // An absent holder reads as an absent field; a holder that is no object decides nothing.
    if (value === undefined) return reader.absent;
    if (!_isRecord(value)) return UNKNOWN;
    value = _own(value, segments[index] as string);
  }
  return digitOf(reader, value);
}

function digitOf(reader: FactReader, value: unknown): number {
  if (value === undefined) return reader.absent;
  if (reader.fact.presence) return reader.present;
  if (typeof value !== 'string') return UNKNOWN;
  // A value listed as it is (the usual case) needs no case folding.
  const digit = reader.digits.get(value);
  if (digit !== undefined) return digit;
  // ASCII letters only before upper-casing: 'ı'.toUpperCase() is 'I'.
  if (!reader.fact.anyCase || !/^[A-Za-z]{2}$/.test(value)) return UNKNOWN;
  return reader.digits.get(value.toUpperCase()) ?? UNKNOWN;
}
