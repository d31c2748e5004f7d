import { LOCALES, type Locale } from '../messages/locales/index.js';
import { _ownData } from '../shared/own.js';

/**
 * The most language ranges read from an Accept-Language header; the rest is ignored. Browsers send
 * a handful, so this only bounds the work a hostile header can cause.
 *
 * @example
 * negotiateLocale(`${'fr, '.repeat(MAX_ACCEPT_LANGUAGE_RANGES)}en`)
 * //=> 'pt-BR'
 */
export const MAX_ACCEPT_LANGUAGE_RANGES = 32;

/**
 * The most characters of an Accept-Language header read; a range cut by this limit is ignored.
 * With {@link MAX_ACCEPT_LANGUAGE_RANGES} it keeps the work constant whatever the header's size.
 *
 * @example
 * negotiateLocale(`${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}en`)
 * //=> 'pt-BR'
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 1024;

/** Options of {@link negotiateLocale}. */
export interface NegotiateLocaleOptions {
  /**
   * The locale answered when the header matches none of {@link LOCALES} (or is missing, empty or
   * garbage). Brazilian Portuguese by default: the buyers and merchants of a Brazilian charge API
   * read it first. Anything that is not one of {@link LOCALES} is ignored.
   * @defaultValue `'pt-BR'`
   */
  readonly defaultLocale?: Locale;
}

/**
 * Picks the library locale a client prefers from its Accept-Language header (RFC 9110 §12.5.4):
 * ranges are tried by descending q-value (header order among equal ones); a range matches a locale
 * with the same tag (`pt-BR`, `pt-br`) or the same language (`pt`, `pt-PT` → `'pt-BR'`, `en-GB` →
 * `'en'`), case-insensitively; `*` stands for every locale no other range of the header names (the
 * default first: `es;q=0.1, *` prefers the others to Spanish); a range with `q=0` excludes the locales it
 * covers (`pt;q=0` excludes `'pt-BR'`). Malformed ranges are skipped, `_` is read as `-`, and only
 * the first {@link MAX_ACCEPT_LANGUAGE_RANGES} ranges within {@link MAX_ACCEPT_LANGUAGE_LENGTH}
 * characters are read. When nothing matches, the default locale answers, unless a `q=0` excluded
 * it, in which case the first locale of {@link LOCALES} not excluded does.
 *
 * @param acceptLanguage - the raw header value (`req.headers['accept-language']` in Node,
 *   `request.headers.get('accept-language')` with fetch); any other value gives the default.
 * @param options - {@link NegotiateLocaleOptions}.
 * @returns one of {@link LOCALES}. Never throws.
 * @example
 * negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')
 * //=> 'en'
 * negotiateLocale('pt-br')
 * //=> 'pt-BR'
 * negotiateLocale(undefined)
 * //=> 'pt-BR'
 * negotiateLocale('de', { defaultLocale: 'en' })
 * //=> 'en'
 */
export function negotiateLocale(
  acceptLanguage: string | null | undefined,
  options?: NegotiateLocaleOptions,
): Locale {
  let fallback: Locale = DEFAULT_NEGOTIATED_LOCALE;
  try {
    const asked = _ownData(options, 'defaultLocale');
    fallback = isLocale(asked) ? asked : DEFAULT_NEGOTIATED_LOCALE;
    return typeof acceptLanguage === 'string' ? negotiate(acceptLanguage, fallback) : fallback;
  } catch {
    // Nothing above throws on any string: only a page that replaced built-ins gets here.
    return fallback;
  }
}

const DEFAULT_NEGOTIATED_LOCALE: Locale = 'pt-BR';

/** One element of the header: a lower-cased language range (or `*`) and its weight in thousandths. */
interface WeightedRange {
  readonly range: string;
  readonly weight: number;
}

function negotiate(header: string, fallback: Locale): Locale {
  const ranges = readRanges(header);
  const excluded = new Set<Locale>();
  for (const { range, weight } of ranges) {
    if (weight === 0 && range !== '*') exclude(range, excluded);
  }
  // RFC 9110 §12.5.4: "*" matches every tag not matched by any other range present in the field.
  // (`*` itself names none: no locale's language is `*`; a refused range names what it excludes.)
  const named = new Set<Locale>(ranges.flatMap(({ range }) => covered(range)));
  const wanted = ranges.filter((entry) => entry.weight > 0);
  wanted.sort((a, b) => b.weight - a.weight);
  for (const { range } of wanted) {
    const locale = range === '*' ? fallbackOf(fallback, named, undefined) : match(range, excluded);
    if (locale !== undefined) return locale;
  }
  return fallbackOf(fallback, excluded, fallback);
}

/** The well-formed elements of the header, in order, within the bounds. */
function readRanges(header: string): WeightedRange[] {
  // One character past the limit tells whether the last range read was cut; searching the window
  // only keeps the work bounded on a header of any size.
  const window = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH + 1);
  const end = Math.min(window.length, MAX_ACCEPT_LANGUAGE_LENGTH);
  const ranges: WeightedRange[] = [];
  let elements = 0;
  for (let start = 0; start <= end; ) {
    const comma = window.indexOf(',', start);
    const stop = comma < 0 ? end : comma;
    // A range cut by the length limit is not the one the client wrote.
    if (stop === end && end < window.length && window[end] !== ',') break;
    const element = window.slice(start, stop).trim();
    start = stop + 1;
    // RFC 9110 lists may hold empty elements, which count for nothing.
    if (element === '') continue;
    if (++elements > MAX_ACCEPT_LANGUAGE_RANGES) break;
    const range = readElement(element);
    if (range !== undefined) ranges.push(range);
  }
  return ranges;
}

/** `range [ OWS ";" OWS "q=" qvalue ]`, already trimmed; `undefined` when malformed. */
function readElement(element: string): WeightedRange | undefined {
  const semicolon = element.indexOf(';');
  const range = (semicolon < 0 ? element : element.slice(0, semicolon)).trimEnd();
  if (!LANGUAGE_RANGE.test(range)) return undefined;
  const lower = range.toLowerCase();
  const normalized = lower.replaceAll('_', '-');
  if (semicolon < 0) return { range: normalized, weight: 1000 };
  const weight = QVALUE.exec(element.slice(semicolon + 1).trimStart());
  if (weight === null) return undefined;
  const [, fraction, one] = weight;
  return { range: normalized, weight: one === undefined ? Number((fraction ?? '').padEnd(3, '0')) : 1000 };
}

// RFC 4647 basic language range; `_` accepted too, since some clients send `pt_BR`.
const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*)$/;
// RFC 9110 weight: "q=" then 0 to 1 with at most three decimals.
const QVALUE = /^[qQ]=(?:0(?:\.(\d{0,3}))?|(1)(?:\.0{0,3})?)$/;

/** Each locale with its tag in lower case and its language subtag, computed once. */
interface LocaleTag {
  readonly locale: Locale;
  readonly tag: string;
  readonly language: string;
}

const TAGS: readonly LocaleTag[] = /* @__PURE__ */ LOCALES.map((locale) => {
  const tag = locale.toLowerCase();
  return { locale, tag, language: languageOf(tag) };
});

/** Excludes the locales a range covers by RFC 4647 basic filtering: the same tag, or one under it. */
function exclude(range: string, excluded: Set<Locale>): void {
  for (const { locale, tag } of TAGS) {
    if (tag === range || tag.startsWith(`${range}-`)) excluded.add(locale);
  }
}

/**
 * The locales a range names: those of its language, which include every one it would exclude at
 * `q=0` (a tag under a range shares its language).
 */
function covered(range: string): Locale[] {
  const language = languageOf(range);
  return TAGS.filter((tag) => tag.language === language).map(({ locale }) => locale);
}

/** The same tag first, else the first locale of the same language; never an excluded one. */
function match(range: string, excluded: ReadonlySet<Locale>): Locale | undefined {
  for (const { locale, tag } of TAGS) if (tag === range && !excluded.has(locale)) return locale;
  const language = languageOf(range);
  for (const { locale, language: other } of TAGS) {
    if (other === language && !excluded.has(locale)) return locale;
  }
  return undefined;
}

function languageOf(tag: string): string {
  const dash = tag.indexOf('-');
  return dash < 0 ? tag : tag.slice(0, dash);
}

/** The default unless set aside, else the first locale not set aside; else `otherwise`. */
function fallbackOf<T>(fallback: Locale, aside: ReadonlySet<Locale>, otherwise: T): Locale | T {
  if (!aside.has(fallback)) return fallback;
  for (const { locale } of TAGS) if (!aside.has(locale)) return locale;
  return otherwise;
}

function isLocale(value: unknown): value is Locale {
  for (const { locale } of TAGS) if (locale === value) return true;
  return false;
}
