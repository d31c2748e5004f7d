import { type ParseArgsConfig, parseArgs } from 'node:util';
import { formatBRL, LOCALES, type Locale } from '../index.js';
import { usageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const DEFAULT_LOCALE: Locale = 'en';

/**
 * The values `--locale` takes, for the help pages: `en (default), pt-BR or es`. Written from the
 * library's own list, so a locale the library gains is offered without touching the CLI.
 */
export const LOCALE_CHOICES = listed(
  LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? `${locale} (default)` : locale)),
);

function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * Reads `--locale`: the language of the library's messages and how amounts are written.
 *
 * @param command - the command name, for the message.
 * @param value - the value given, if any.
 * @returns the locale, English when the option was not given.
 * @throws CliError listing the library's locales.
 */
export function readLocale(command: string, value: string | undefined): Locale {
  return oneOf(command, '--locale', value, LOCALES) ?? DEFAULT_LOCALE;
}

/** The options every command takes. */
export const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  'no-color': { type: 'boolean' },
} as const satisfies Options;

/**
 * Parses one command's arguments with `node:util` `parseArgs` in strict mode, adding the common
 * options, and turns its errors into usage errors (exit 2) that name the command.
 *
 * @param command - the command name, for messages.
 * @param args - the arguments after the command name.
 * @param options - the command's own options.
 * @param maxPositionals - how many positional arguments the command takes.
 * @returns the parsed values and positionals.
 * @throws CliError for an unknown option, a missing option value or too many positionals.
 */
export function parseCommandArgs<const O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
  maxPositionals: number,
) {
  let parsed: ReturnType<typeof parseArgs<{ options: O & typeof COMMON_OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...COMMON_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(command, describeParseError(error));
  }
  const extra = parsed.positionals[maxPositionals];
  // --help wins over everything else, so `charge-rules split x y --help` still shows the help.
  if (extra !== undefined && (parsed.values as { help?: boolean }).help !== true) {
    throw usageError(command, `unexpected argument '${extra}'.`);
  }
  return parsed;
}

// parseArgs messages are long and suggest `--` tricks; keep the part a user needs.
function describeParseError(error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option '${option}'.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('argument missing')) {
    return `option '${option}' needs a value.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('ambiguous')) {
    // `--amount -5`: parseArgs will not take a dash-led word as a value unless it is attached.
    return `option '${option}' needs a value (write ${option}=VALUE for one starting with '-').`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('does not take an argument')) {
    return `option '${option}' takes no value.`;
  }
  return message.split('. ')[0]?.replace(/\.?$/, '.') ?? message;
}

/**
 * Checks that an option's value is one of a closed list.
 *
 * @param command - the command name, for the message.
 * @param option - the option as typed, e.g. `--locale`.
 * @param value - the value given, if any.
 * @param allowed - the accepted values.
 * @returns the value, typed, or `undefined` when the option was not given.
 * @throws CliError listing the accepted values.
 */
export function oneOf<T extends string>(
  command: string,
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw usageError(command, `${option} must be one of: ${allowed.join(', ')}.`);
  return match;
}

/**
 * Reads a whole number of centavos from an option.
 *
 * @param command - the command name, for the message.
 * @param option - the option as typed, e.g. `--amount`.
 * @param value - the value given, if any.
 * @param minimum - the smallest accepted value (1 for an amount, 0 for a fixed fee).
 * @returns the number, or `undefined` when the option was not given.
 * @throws CliError when the value is not a safe integer of at least `minimum`.
 */
export function centavosOption(
  command: string,
  option: string,
  value: string | undefined,
  minimum: 0 | 1,
): number | undefined {
  if (value === undefined) return undefined;
  // Digits only: '1e3', '12.5', ' 7' and '0x10' are all numbers to Number(), none is a centavo count.
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < minimum) {
    const what = minimum === 1 ? 'a positive' : 'a non-negative';
    // The CLI's own messages are English, so is the amount in them.
    const example = formatBRL(1990, { locale: 'en' });
    throw usageError(
      command,
      `${option} must be ${what} whole number of centavos, like 1990 for ${example}.`,
    );
  }
  return number;
}
