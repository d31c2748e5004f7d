import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatMoneyMessage, type MoneyMessageKey } from '../messages/money.js';
import { _failure, type Failure } from '../result/failure.js';

/** Options of {@link parseBRL}. */
export interface ParseBRLOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** An amount of reais read exactly, in centavos. */
export interface ParsedBRL {
  readonly ok: true;
  readonly value: number;
}

/** The result of {@link parseBRL}. */
export type ParseBRLResult = ParsedBRL | Failure<'INVALID_INPUT'>;

// Longer than any amount of centavos a safe integer holds, written with every separator and R$.
const MAX_LENGTH = 64;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
// Spaces that group thousands: space, no-break space, narrow no-break space (fr-style and Intl).
const SPACES = ' \u00a0\u202f';

type SeparatorClass = '.' | ',' | ' ';

/**
 * Reads an amount of reais typed by a person or printed by `formatBRL` into centavos, exactly
 * (digit strings and BigInt, never a float). The grammar, after trimming spaces:
 *
 * - an optional minus sign, an optional `R$`, then the number (the sign may also follow `R$`);
 * - digits, grouped in threes by `.`, `,` or spaces, and an optional decimal part after `,` or `.`;
 * - with both `.` and `,`, the last one is the decimal separator (`1.500,00`, `1,500.00`);
 * - one separator kind used more than once groups thousands (`1.500.000`);
 * - one single separator followed by 1 or 2 digits is decimal (`1500.5`, `10,99`); followed by
 *   three digits it is ambiguous (`1.500`: thousands or decimals?) and refused, unless the text
 *   starts with `R$` (money is never written with three decimals: thousands) or the whole part is 0;
 * - more than two decimals only if the extra ones are zeros (`1.5000`): no fractions of a centavo.
 *
 * @param text - the text to read.
 * @param options - the language of the failure message.
 * @returns `{ ok: true, value }` in centavos, or a 422 `INVALID_INPUT` failure saying why.
 * @example
 * parseBRL('R$ 1.500')
 * //=> { ok: true, value: 150000 }
 */
export function parseBRL(text: string, options?: ParseBRLOptions): ParseBRLResult {
  let locale: Locale = 'en';
  let result: number | MoneyMessageKey;
  try {
    locale = _readLocale(options?.locale);
    result = parse(text);
  } catch {
    // Reading the options threw (a hostile getter): answered as for a value that is not text.
    result = 'BRL.not_text';
  }
  if (typeof result !== 'string') return { ok: true, value: result };
  const message = formatMoneyMessage(locale, result);
  const hint = formatMoneyMessage('en', result);
  const code =
    result === 'BRL.too_large'
      ? 'OUT_OF_RANGE'
      : result === 'BRL.not_text'
        ? 'INVALID_TYPE'
        : 'INVALID_VALUE';
  const issue: Issue = { code, path: '', pointer: '', message, hint, params: {} };
  return _failure(422, 'INVALID_INPUT', message, hint, [issue]);
}

function parse(input: unknown): number | MoneyMessageKey {
  if (typeof input !== 'string') return 'BRL.not_text';
  if (input.length > MAX_LENGTH) return 'BRL.too_long';
  let rest = input.trim();
  if (rest === '') return 'BRL.empty';
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith('\u2212')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  let symbol = false;
  if (rest.startsWith('R$')) {
    symbol = true;
    rest = rest.slice(2).trim();
    if (!negative && (rest.startsWith('-') || rest.startsWith('\u2212'))) {
      negative = true;
      rest = rest.slice(1).trim();
    }
  }
  if (rest === '') return symbol ? 'BRL.empty' : 'BRL.characters';
  // Digit runs and the one-character separators between them.
  const runs: string[] = [''];
  const separators: SeparatorClass[] = [];
  for (const character of rest) {
    if (character >= '0' && character <= '9') {
      runs[runs.length - 1] += character;
    } else if (character === '.' || character === ',' || SPACES.includes(character)) {
      separators.push(character === '.' || character === ',' ? character : ' ');
      runs.push('');
    } else {
      return 'BRL.characters';
    }
  }
  const last = separators.length - 1;
  const lastClass = separators[last];
  let decimal = false;
  if (lastClass === '.' || lastClass === ',') {
    const sameClass = separators.filter((separator) => separator === lastClass).length;
    if (sameClass === 1 && separators.length > 1) decimal = true;
    else if (separators.length === 1) {
      const digits = (runs[1] as string).length;
      const whole = runs[0] as string;
      if (digits !== 3) decimal = true;
      else if (zerosOf(whole)) decimal = true;
      else if (!symbol) return 'BRL.ambiguous';
    }
  }
  const wholeRuns = decimal ? runs.slice(0, -1) : runs;
  const grouping = decimal ? separators.slice(0, -1) : separators;
  if (grouping.some((separator) => separator !== grouping[0])) return 'BRL.grouping';
  if (grouping.length > 0) {
    const [head, ...groups] = wholeRuns as [string, ...string[]];
    if (head.length < 1 || head.length > 3 || groups.some((group) => group.length !== 3))
      return 'BRL.grouping';
  }
  let fraction = decimal ? (runs[runs.length - 1] as string) : '00';
  if (fraction === '') return 'BRL.grouping';
  if (fraction.length > 2) {
    if (!zerosOf(fraction.slice(2))) return 'BRL.fraction';
    fraction = fraction.slice(0, 2);
  }
  // Zeros in front count for nothing, however many; the text's length bounds the BigInt's work.
  const whole = wholeRuns.join('');
  const centavos = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (centavos > MAX_SAFE) return 'BRL.too_large';
  // A negative zero is zero.
  return centavos === 0n ? 0 : Number(negative ? -centavos : centavos);
}

/** Whether a run of digits is empty or all zeros. */
function zerosOf(digits: string): boolean {
  for (const digit of digits) if (digit !== '0') return false;
  return true;
}
