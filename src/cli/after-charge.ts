import type { Issue } from '../index.js';
import {
  computeSplit,
  type FeeBearer,
  type Locale,
  ROUNDING_MODES,
  type SplitResult,
  type SplitRule,
} from '../index.js';
import { centavosOption, oneOf, readLocale } from './args.js';
import { usageError } from './errors.js';
import { EXIT_INVALID, type ExitCode } from './exit-codes.js';
import { type HelpRow, localeRow } from './help.js';
import type { InputStream } from './io.js';
import { readJsonInput } from './io.js';
import { HINTS_HELP_ROW, renderIssues } from './issues.js';
import { readMdrFlags } from './mdr.js';
import type { Printer } from './output.js';
import { readSplitInput } from './split-input.js';

// What `refund` and `receivables` share: the split they start from, read with the same flags and
// input as `split`, and how a failure of the library is printed.

/** The flags that describe the split, as `split` takes them, plus `--fee-bearer`. */
export const SPLIT_FLAGS = {
  amount: { type: 'string' },
  mdr: { type: 'string' },
  'mdr-fixed': { type: 'string' },
  'fee-bearer': { type: 'string' },
  rounding: { type: 'string' },
  locale: { type: 'string' },
  json: { type: 'boolean' },
  hints: { type: 'boolean' },
} as const;

/** The help rows of {@link SPLIT_FLAGS}. */
export const SPLIT_HELP_ROWS: readonly HelpRow[] = [
  ['--amount N', 'the charge amount in centavos (a charge request brings its own)'],
  ['--mdr RATE', 'the fee rate as a decimal, e.g. 0.0299 for 2.99% (default: no rate)'],
  ['--mdr-fixed N', 'the fixed part of the fee, in centavos per charge (default: 0)'],
  ['--fee-bearer WHO', 'who pays the fee: first (default), proportional, master, or a recipient_id'],
  ['--rounding MODE', 'half-even (default) or half-up'],
  localeRow('language of the messages and amounts'),
  ['--json', "print the library's result as JSON"],
  HINTS_HELP_ROW,
];

interface SplitFlagValues {
  readonly amount?: string | undefined;
  readonly mdr?: string | undefined;
  readonly 'mdr-fixed'?: string | undefined;
  readonly 'fee-bearer'?: string | undefined;
  readonly rounding?: string | undefined;
  readonly locale?: string | undefined;
}

/** The split a command works on, and the locale of its messages. */
export interface CommandSplit {
  readonly result: SplitResult;
  readonly locale: Locale;
}

/**
 * Reads the rules (a JSON array or a charge request) and the split flags, and computes the split.
 *
 * @param command - the command name, for messages.
 * @param values - the parsed flags.
 * @param file - the input file, `-` or undefined for stdin.
 * @param stdin - the standard input.
 * @returns the split result (a failure is the library's, for the caller to print) and the locale.
 * @throws CliError (exit 2) on bad flags or unreadable input.
 */
export async function readCommandSplit(
  command: string,
  values: SplitFlagValues,
  file: string | undefined,
  stdin: InputStream,
): Promise<CommandSplit> {
  return computeCommandSplit(command, values, (await readJsonInput(command, file, stdin)).value);
}

/**
 * Computes the split of an input already read: a rules array, or an object with `split` and
 * `amount` (a charge request, or a charge history for `events`), with the split flags.
 *
 * @param command - the command name, for messages.
 * @param values - the parsed flags.
 * @param value - the parsed JSON input.
 * @returns the split result and the locale.
 * @throws CliError (exit 2) on bad flags.
 */
export function computeCommandSplit(command: string, values: SplitFlagValues, value: unknown): CommandSplit {
  const flagAmount = centavosOption(command, '--amount', values.amount, 1);
  const fee = readMdrFlags(command, values.mdr, values['mdr-fixed']);
  const rounding = oneOf(command, '--rounding', values.rounding, ROUNDING_MODES) ?? 'half-even';
  const locale = readLocale(command, values.locale);
  const bearerFlag = values['fee-bearer'] ?? 'first';
  const feeBearer: FeeBearer =
    bearerFlag === 'first' || bearerFlag === 'proportional' || bearerFlag === 'master'
      ? bearerFlag
      : { recipient_id: bearerFlag };
  const input = readSplitInput(value);
  if (flagAmount === undefined && !input.fromRequest) {
    throw usageError(
      command,
      '--amount is required with a rules array (a charge request brings its own amount).',
    );
  }
  const amount = flagAmount ?? (input.requestAmount as number);
  const rules = input.rules as readonly SplitRule[] | undefined;
  return { result: computeSplit(amount, rules, fee?.mdr ?? 0, { rounding, locale, feeBearer }), locale };
}

/** A failure of the library, in its one shape. */
export interface PrintableFailure {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly issues?: readonly Issue[] | undefined;
}

/** How a command was asked to print: `--json`, `--hints`. */
export interface ReportFlags {
  readonly json?: boolean | undefined;
  readonly hints?: boolean | undefined;
}

/**
 * Prints a library failure: its code and message, with `--hints` its hint, then its issues as a
 * table.
 *
 * @param out - stdout.
 * @param failure - the failure.
 * @param hints - whether to print the integrator's hints.
 */
export function printLibraryFailure(out: Printer, failure: PrintableFailure, hints = false): void {
  const { colors } = out;
  out.line(`${colors.red('✗')} ${colors.bold(failure.code)}: ${failure.message}`);
  if (hints) out.line(`  ${colors.dim(failure.hint)}`);
  if (failure.issues !== undefined && failure.issues.length > 0) {
    for (const line of renderIssues(failure.issues, colors, hints)) out.line(line);
  }
}

/**
 * Answers a library failure the way every after-charge command does: as JSON with `--json`, else
 * as its code, message (and hint, with `--hints`) and issues.
 *
 * @param out - stdout.
 * @param flags - `--json` and `--hints`, as given.
 * @param failure - the failure.
 * @returns the exit code of refused input.
 */
export function reportLibraryFailure(out: Printer, flags: ReportFlags, failure: PrintableFailure): ExitCode {
  if (flags.json) out.json(failure);
  else printLibraryFailure(out, failure, flags.hints === true);
  return EXIT_INVALID;
}
