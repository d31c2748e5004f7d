import {
  buildPixCode,
  type ChargeOutcomeRequest,
  checkProviderAnswer,
  formatBRL,
  type PixCode,
  type PixCodeFields,
  parsePixCode,
} from '../../index.js';
import { centavosOption, readLocale } from '../args.js';
import { printFields, printRefusal } from '../code-report.js';
import { type CommandContext, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow } from '../help.js';
import { readCodeInput, readJsonInput } from '../io.js';

const NAME = 'pix';

/** BACEN's example static code (BR Code manual): a random key, no amount. */
const EXAMPLE_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const EXAMPLE_FIELDS = JSON.stringify({
  key: '+5561912345678',
  amount: 1500,
  merchant_name: 'Loja Exemplo',
  merchant_city: 'São Paulo',
  txid: 'PEDIDO123',
});

const HELP = `Usage: charge-rules pix CODE|- [options]
       charge-rules pix --build [FILE|-] [options]

Reads a PIX BR Code ("Pix copia e cola", the text of a PIX QR code) and prints what it says: static
(a key) or dynamic (a location URL), the amount, the receiver, the transaction ID. The structure
and checksum are checked; each problem is listed with where it is in the code (26.01: the key).

With --amount (and --expiring for a charge that expires), the code is also checked against that
charge as a provider's answer would be: its amount, and a dynamic code for an expiring charge.

With --build, FILE (or stdin) holds the fields as JSON, named as the decoder prints them with
--json (key or url, amount in centavos, merchant_name, merchant_city, txid, ...), and the code
is printed.

Options:
${helpRows([
  ['--build', 'write a code from JSON fields instead of reading one'],
  ['--amount N', 'check the code against a charge of N centavos'],
  ['--expiring', 'the charge expires (expires_in_seconds): it needs a dynamic code'],
  localeRow('language of the messages'),
  ['--json', "print the library's result as JSON"],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 valid, 1 invalid code or fields (the issues are printed), 2 usage error.

Examples:
  charge-rules pix '${EXAMPLE_CODE}'
  charge-rules pix --amount 1500 '${EXAMPLE_CODE}'
  echo '${EXAMPLE_FIELDS}' | charge-rules pix --build`;

/** `charge-rules pix`: parsePixCode, buildPixCode and checkProviderAnswer on a BR Code. */
export const pixCommand = defineCommand({
  name: NAME,
  summary: 'read, check or write a PIX BR Code (copia e cola)',
  help: HELP,
  options: {
    build: { type: 'boolean' },
    amount: { type: 'string' },
    expiring: { type: 'boolean' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const locale = readLocale(NAME, values.locale);
    const json = values.json === true;
    if (values.build) {
      if (values.amount !== undefined || values.expiring)
        throw usageError(NAME, '--build takes no --amount or --expiring.');
      const input = await readJsonInput(NAME, positionals[0], context.stdin);
      const built = buildPixCode(input.value as PixCodeFields, { locale });
      if (!built.ok) return printRefusal(context, built, json);
      if (json) context.out.json(built);
      else context.out.line(built.text);
      return EXIT_OK;
    }
    const amount = centavosOption(NAME, '--amount', values.amount, 1);
    if (values.expiring && amount === undefined) throw usageError(NAME, '--expiring needs --amount.');
    const code = await readCodeInput(NAME, positionals[0], context.stdin);
    const parsed = parsePixCode(code, { locale });
    if (!parsed.ok) return printRefusal(context, parsed, json);
    if (amount !== undefined) {
      const request: ChargeOutcomeRequest = {
        amount,
        currency: 'BRL',
        payment_method: 'pix',
        ...(values.expiring ? { payment_details: { expires_in_seconds: 3600 } } : {}),
      };
      const checked = checkProviderAnswer(request, { qr_code: code }, { locale });
      if (!checked.ok) return printRefusal(context, checked, json);
    }
    if (json) context.out.json(parsed);
    else printPix(context, parsed.pix, amount, locale);
    return EXIT_OK;
  },
});

function printPix(
  context: CommandContext,
  pix: PixCode,
  checked: number | undefined,
  locale: ReturnType<typeof readLocale>,
): void {
  const money = (centavos: number | undefined) =>
    centavos === undefined ? 'typed by the payer' : formatBRL(centavos, { locale });
  const title = `${pix.kind} PIX code${checked === undefined ? '' : `, agrees with a charge of ${formatBRL(checked, { locale })}`}`;
  printFields(context, title, [
    ['key', pix.key],
    ['url', pix.url],
    ['amount', money(pix.amount)],
    ['merchant_name', pix.merchant_name],
    ['merchant_city', pix.merchant_city],
    ['postal_code', pix.postal_code],
    ['txid', pix.txid ?? '*** (none)'],
    ['description', pix.description],
    ['single_use', pix.single_use ? 'yes' : 'no'],
    ['recurrence', pix.recurrence],
    ['recurrence_url', pix.recurrence_url],
  ]);
}
