import { computeSplit, ROUNDING_MODES, type SplitRule } from '../../index.js';
import { centavosOption, oneOf, readLocale } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_REQUEST, EXAMPLE_RULES, piped } from '../examples.js';
import { EXIT_INVALID, EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow, MAX_AMOUNT_ROW } from '../help.js';
import { readJsonInput } from '../io.js';
import { HINTS_HELP_ROW } from '../issues.js';
import { readMdrFlags } from '../mdr.js';
import { printBreakdown, printFailure, withExactShares } from '../split-breakdown.js';
import { readSplitInput } from '../split-input.js';

const NAME = 'split';

const HELP = `Usage: charge-rules split --amount N [options] [FILE|-]

Splits a charge between recipients with the library's split engine and prints the breakdown:
per recipient the exact share (amount × percentage, as an exact decimal), the gross in whole
centavos (largest remainder), the fee (deducted from the first recipient) and the net; then what
no rule claims (unallocated, kept by the master account) and the totals.

FILE (or stdin with "-" or when piped) holds a JSON array of split rules, or a whole charge
request, whose "split" is used and whose "amount" is the default for --amount.

Options:
${helpRows([
  ['--amount N', 'the charge amount in centavos, e.g. 12980 for R$129.80'],
  ['--mdr RATE', 'the fee rate as a decimal, e.g. 0.0299 for 2.99% (default: no rate)'],
  ['--mdr-fixed N', 'the fixed part of the fee, in centavos per charge (default: 0)'],
  ['--rounding MODE', 'how an exact half centavo rounds: half-even (default, ABNT NBR 5891) or half-up'],
  MAX_AMOUNT_ROW,
  localeRow('language of the messages and amounts'),
  [
    '--json',
    'print the result as JSON: the library\'s result, each share with its "exact_share" as a decimal string',
  ],
  HINTS_HELP_ROW,
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 computed, 1 the rules or amount are invalid or the shares don't fit
(SPLIT_AMOUNT_EXCEEDS_TOTAL, NEGATIVE_NET_AMOUNT_AFTER_FEES), 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_RULES, 'split --amount 9999 --mdr 0.0299 --mdr-fixed 50')}
  ${piped(EXAMPLE_REQUEST, 'split --mdr 0.0299')}
  ${piped(EXAMPLE_RULES, 'split --amount 10000 --json')}`;

/** `charge-rules split`: computeSplit with a breakdown table. */
export const splitCommand: Command = defineCommand({
  name: NAME,
  summary: 'break a charge down between split recipients, to the centavo',
  help: HELP,
  options: {
    amount: { type: 'string' },
    mdr: { type: 'string' },
    'mdr-fixed': { type: 'string' },
    rounding: { type: 'string' },
    'max-amount': { type: 'string' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
    hints: { type: 'boolean' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const flagAmount = centavosOption(NAME, '--amount', values.amount, 1);
    const fee = readMdrFlags(NAME, values.mdr, values['mdr-fixed']);
    const rounding = oneOf(NAME, '--rounding', values.rounding, ROUNDING_MODES) ?? 'half-even';
    const maxAmount = centavosOption(NAME, '--max-amount', values['max-amount'], 1);
    const locale = readLocale(NAME, values.locale);
    const input = readSplitInput((await readJsonInput(NAME, positionals[0], context.stdin)).value);
    if (flagAmount === undefined && !input.fromRequest) {
      throw usageError(
        NAME,
        '--amount is required with a rules array (a charge request brings its own amount).',
      );
    }
    // The library judges the request's amount: a bad one is an issue at `amount`, exit 1.
    const amount = flagAmount ?? (input.requestAmount as number);
    const rules = input.rules as readonly SplitRule[] | undefined;
    const result = computeSplit(amount, rules, fee?.mdr ?? 0, {
      rounding,
      locale,
      ...(maxAmount === undefined ? {} : { maxAmount }),
    });
    if (values.json) {
      context.out.json(result.ok ? withExactShares(result, rules ?? []) : result);
      return result.ok ? EXIT_OK : EXIT_INVALID;
    }
    if (!result.ok) {
      printFailure(context.out, result, amount, rules ?? [], locale, values.hints === true);
      return EXIT_INVALID;
    }
    printBreakdown(context.out, result, rules ?? [], fee, rounding, locale);
    return EXIT_OK;
  },
});
