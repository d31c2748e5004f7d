import { _exactOfText, _exactPercent, EXACT_ZERO, type ExactDecimal } from '../arithmetic/exact-decimal.js';
import { formatBRL, type Locale, prepareSplit, type SplitMdrParts } from '../index.js';
import { centavosOption } from './args.js';
import { usageError } from './errors.js';

/** The fee read from `--mdr` and `--mdr-fixed`, ready for the library and for display. */
export interface MdrFlags {
  /** As the library takes it: the rate stays the decimal string typed, never a double. */
  readonly mdr: SplitMdrParts;
  /** The rate as an exact decimal, to show the fee's exact value; 0 when `--mdr` is absent. */
  readonly rate: ExactDecimal;
  /** The fixed part in centavos; 0 when `--mdr-fixed` is absent. */
  readonly fixed: number;
}

/**
 * Reads the fee options and checks them with the split engine itself (`prepareSplit` with no
 * rules), so the CLI accepts exactly the rates the library accepts and says why in its words.
 *
 * @param command - the command name, for messages.
 * @param rate - the `--mdr` value, a decimal string such as `0.0299`.
 * @param fixed - the `--mdr-fixed` value, whole centavos.
 * @returns the fee, or `undefined` when neither option was given.
 * @throws CliError (exit 2) when the library refuses the fee.
 */
export function readMdrFlags(command: string, rate: string | undefined, fixed: string | undefined) {
  if (rate === undefined && fixed === undefined) return undefined;
  const fixedCentavos = centavosOption(command, '--mdr-fixed', fixed, 0);
  const mdr: SplitMdrParts = {
    ...(rate === undefined ? {} : { rate }),
    ...(fixedCentavos === undefined ? {} : { fixed: fixedCentavos }),
  };
  const check = prepareSplit([], mdr);
  const exact = rate === undefined ? EXACT_ZERO : _exactOfText(rate);
  if (fixedCentavos !== undefined && !prepareSplit([], { fixed: fixedCentavos }).ok) {
    throw usageError(command, '--mdr-fixed is out of range: it must be a safe integer of centavos.');
  }
  if (!check.ok || exact === undefined) {
    throw usageError(command, '--mdr must be a rate in [0, 1) written as a decimal, like 0.0299 for 2.99%.');
  }
  return { mdr, rate: exact, fixed: fixedCentavos ?? 0 } satisfies MdrFlags;
}

/**
 * Describes a fee for a reader: `2.99% + R$0.39 per charge`.
 *
 * @param flags - the fee read by {@link readMdrFlags}.
 * @param locale - how the fixed part is written.
 * @returns the description.
 */
export function describeMdr(flags: MdrFlags | undefined, locale: Locale): string {
  if (flags === undefined) return 'no fee';
  const parts = [];
  if (flags.rate.units !== 0n) parts.push(_exactPercent(flags.rate));
  if (flags.fixed !== 0) parts.push(`${formatBRL(flags.fixed, { locale })} per charge`);
  return parts.length === 0 ? 'no fee' : parts.join(' + ');
}
