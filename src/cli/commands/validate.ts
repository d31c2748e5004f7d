import {
  type ChargeRequest,
  type Locale,
  listPublicPaymentMethods,
  type Merchant,
  redactChargeRequest,
  type ValidateChargeRequestOptions,
  validateChargeRequest,
} from '../../index.js';
import { centavosOption, readLocale } from '../args.js';
import { summarizeCharge } from '../charge-summary.js';
import { type Command, type CommandContext, defineCommand } from '../command.js';
import { CliError, usageError } from '../errors.js';
import { EXAMPLE_REQUEST, piped } from '../examples.js';
import { EXIT_INVALID, EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow, MAX_AMOUNT_ROW } from '../help.js';
import { type InputStream, readJsonInput } from '../io.js';
import { HINTS_HELP_ROW, renderIssues } from '../issues.js';
import { readMdrFlags } from '../mdr.js';
import { readNow } from '../now.js';
import { displayWidth } from '../table.js';

const NAME = 'validate';

// The person running the CLI reads their own file on their own terminal, often to check the buyer's
// details: card data is masked, personal data is shown.
const SHOWN = { personalData: 'keep' } as const;

const HELP = `Usage: charge-rules validate [FILE|-] [options]

Validates a charge request (the body of POST /v1/charges) read from FILE, or from stdin with "-" or
when JSON is piped in. Prints ✓ and a summary of the normalized request, or every issue found as
a table of code, path and message (and the integrator's hint, with --hints). Card data is redacted
in everything printed.

Options:
${helpRows([
  MAX_AMOUNT_ROW,
  localeRow('language of the messages and amounts'),
  [
    '--now ISO',
    'the clock for card expiry and boleto due dates: a date (noon in Brasília that day) or a date-time, e.g. 2026-05-01 or 2026-05-01T10:00:00-03:00',
  ],
  [
    '--mdr RATE',
    'the platform fee rate as a decimal, e.g. 0.0299 for 2.99%: the first split recipient must be able to pay the fee (NEGATIVE_NET_AMOUNT_AFTER_FEES)',
  ],
  ['--mdr-fixed N', 'the fixed part of the fee, in centavos per charge'],
  [
    '--merchant FILE',
    'a merchant configuration ({ "methods": [...] }): the method must be enabled and its card flow served (PAYMENT_METHOD_NOT_ENABLED, CARD_FLOW_NOT_SUPPORTED)',
  ],
  [
    '--json',
    "print the library's result as JSON: { ok: true, value } with card data redacted, or { ok: false, status: 422, issues }",
  ],
  HINTS_HELP_ROW,
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 valid, 1 invalid (issues printed), 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_REQUEST, 'validate')}
  echo '{"amount":0,"currency":"BRL"}' | charge-rules validate --locale pt-BR
  echo '{"amount":0}' | charge-rules validate --json
  echo '{"amount":0}' | charge-rules validate --hints`;

/** `charge-rules validate`: validateChargeRequest on a file or stdin. */
export const validateCommand: Command = defineCommand({
  name: NAME,
  summary: 'validate a charge request (POST /v1/charges body)',
  help: HELP,
  options: {
    'max-amount': { type: 'string' },
    locale: { type: 'string' },
    now: { type: 'string' },
    mdr: { type: 'string' },
    'mdr-fixed': { type: 'string' },
    merchant: { type: 'string' },
    json: { type: 'boolean' },
    hints: { type: 'boolean' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const file = positionals[0];
    // Read every option before any input: a usage error must not wait for stdin.
    const locale = readLocale(NAME, values.locale);
    const now = readNow(NAME, values.now);
    const fee = readMdrFlags(NAME, values.mdr, values['mdr-fixed']);
    const maxAmount = centavosOption(NAME, '--max-amount', values['max-amount'], 1);
    if (values.merchant === '-' && (file === undefined || file === '-')) {
      throw usageError(NAME, 'the request and --merchant cannot both be read from stdin.');
    }
    const merchant =
      values.merchant === undefined ? undefined : await readMerchant(values.merchant, context.stdin);
    const input = await readJsonInput(NAME, file, context.stdin);
    const options: ValidateChargeRequestOptions = {
      locale,
      ...(now === undefined ? {} : { now }),
      ...(fee === undefined ? {} : { mdr: fee.mdr }),
      ...(maxAmount === undefined ? {} : { maxAmount }),
      ...(merchant === undefined ? {} : { merchant }),
    };
    const result = validateChargeRequest(input.value, options);
    if (values.json) {
      // The request and the issues go through the redaction (a belt over the braces of messages
      // that already never quote card data); the card flow decision is the library's own answer,
      // which the allow-list would mask for its name.
      context.out.json(
        result.ok
          ? { ...result, value: redactChargeRequest(result.value, SHOWN) }
          : redactChargeRequest(result, SHOWN),
      );
    } else {
      printResult(context, input.label, result, locale, values.hints === true);
    }
    return result.ok ? EXIT_OK : EXIT_INVALID;
  },
});

async function readMerchant(file: string, stdin: InputStream): Promise<Merchant> {
  const { value, label } = await readJsonInput(NAME, file, stdin);
  // Checked here so that a broken configuration is a usage error, not a request "not enabled".
  const listing = listPublicPaymentMethods(value as Merchant);
  if (!listing.ok) {
    throw new CliError(
      `${NAME}: --merchant ${label}: ${listing.message}`,
      'See charge-rules methods --help.',
    );
  }
  return value as Merchant;
}

function printResult(
  context: CommandContext,
  label: string,
  result: ReturnType<typeof validateChargeRequest>,
  locale: Locale,
  hints: boolean,
): void {
  const { out } = context;
  const { colors } = out;
  if (!result.ok) {
    const issues = result.issues ?? [];
    const count = issues.length === 1 ? '1 issue' : `${issues.length} issues`;
    out.line(
      `${colors.red('✗')} ${colors.bold('invalid charge request')} ${colors.dim(`(${label})`)}: ${count}, HTTP ${result.status}`,
    );
    if (issues.length === 0) out.line(`  ${result.message}`);
    if (hints) out.line(`  ${colors.dim(result.hint)}`);
    for (const line of renderIssues(issues, colors, hints)) out.line(line);
    return;
  }
  out.line(`${colors.green('✓')} ${colors.bold('valid charge request')} ${colors.dim(`(${label})`)}`);
  // Only the redacted copy reaches the summary: masked PAN, token's last 4, no CVV.
  const lines = summarizeCharge(redactChargeRequest(result.value, SHOWN) as ChargeRequest, locale);
  const width = Math.max(...lines.map(([name]) => displayWidth(name)));
  for (const [name, text] of lines) out.line(`  ${colors.dim(name.padEnd(width))}  ${text}`);
}
