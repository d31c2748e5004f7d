import { listPublicPaymentMethods, type Merchant, type PublicPaymentMethod } from '../../index.js';
import { readLocale } from '../args.js';
import { counted } from '../charge-summary.js';
import { type Command, type CommandContext, defineCommand } from '../command.js';
import { EXAMPLE_MERCHANT, piped } from '../examples.js';
import { EXIT_INVALID, EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow } from '../help.js';
import { readJsonInput } from '../io.js';
import { renderTable } from '../table.js';

const NAME = 'methods';

const HELP = `Usage: charge-rules methods FILE|- [options]

Turns a merchant configuration into the body of GET /v1/public/payment-methods, what a checkout
page fetches to know which methods to offer and whether it must render card fields. Prints the
body as JSON, then a short summary of what the checkout shows.

FILE (or stdin with "-" or when piped) holds a merchant configuration, other properties ignored:
{ "methods": [{ "type": "pix" }, { "type": "credit_card", "card_flow": "hosted" }, ...] }

Options:
${helpRows([
  localeRow('language of the error message'),
  ['--json', 'print only the response body'],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 ok, 1 the configuration is not valid (INVALID_CONFIGURATION), 2 usage error or
unreadable input.

Examples:
  ${piped(EXAMPLE_MERCHANT, 'methods -')}
  ${piped(EXAMPLE_MERCHANT, 'methods --json')}
  echo '{"methods":[{"type":"cash"}]}' | charge-rules methods --locale es`;

/** `charge-rules methods`: listPublicPaymentMethods on a merchant configuration. */
export const methodsCommand: Command = defineCommand({
  name: NAME,
  summary: 'build the public payment-methods listing of a merchant',
  help: HELP,
  options: { locale: { type: 'string' }, json: { type: 'boolean' } },
  positionals: 1,
  async run({ values, positionals }, context) {
    const locale = readLocale(NAME, values.locale);
    const input = await readJsonInput(NAME, positionals[0], context.stdin);
    const listing = listPublicPaymentMethods(input.value as Merchant, { locale });
    if (!listing.ok) {
      if (values.json) context.out.json(listing);
      else context.out.line(`${context.out.colors.red('✗')} ${listing.code}: ${listing.message}`);
      return EXIT_INVALID;
    }
    context.out.json(listing.body);
    if (!values.json) printSummary(context, input.label, listing.body.data.methods);
    return EXIT_OK;
  },
});

// What each entry means for the checkout page that reads the listing.
function checkoutShows(method: PublicPaymentMethod): string {
  if (!('card_flow' in method)) return method.type === 'pix' ? 'a PIX QR code' : 'a boleto to pay';
  return method.collects_card_fields
    ? 'its own card fields (transparent: send number, cvv… or a token)'
    : "a redirect to the provider's hosted page (send no card fields)";
}

function printSummary(context: CommandContext, label: string, methods: readonly PublicPaymentMethod[]): void {
  const { out } = context;
  out.line();
  out.line(
    `${out.colors.bold(`${counted(methods.length, 'method')} enabled`)} ${out.colors.dim(`(${label})`)}`,
  );
  const rows = methods.map((method) => [
    method.type,
    'card_flow' in method ? method.card_flow : '—',
    checkoutShows(method),
  ]);
  for (const line of renderTable(
    [{ header: 'method' }, { header: 'card flow' }, { header: 'the checkout shows' }],
    rows,
    out.colors,
    '  ',
  )) {
    out.line(line);
  }
}
