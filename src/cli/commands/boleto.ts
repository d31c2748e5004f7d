import {
  type Boleto,
  type BoletoFields,
  buildBoleto,
  type ChargeOutcomeRequest,
  checkProviderAnswer,
  formatBRL,
  parseBoleto,
} from '../../index.js';
import { centavosOption, readLocale } from '../args.js';
import { printFields, printRefusal } from '../code-report.js';
import { type CommandContext, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow } from '../help.js';
import { readCodeInput, readJsonInput } from '../io.js';

const NAME = 'boleto';

/** Banco do Brasil's example line: bank 001, R$ 1,00, due 2007-12-31. */
const EXAMPLE_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';
/** A utility bill's collection line (R$ 133,12), as the Boleto-Validator README prints it. */
const EXAMPLE_COLLECTION_LINE = '83640000001-1 33120138000-2 81288462711-6 08013618155-1';
const EXAMPLE_FIELDS = JSON.stringify({
  bank: '001',
  amount: 15000,
  due_date: '2026-12-10',
  free_field: '0000001234567000000000017',
});

const HELP = `Usage: charge-rules boleto LINE|- [options]
       charge-rules boleto --build [FILE|-] [options]

Reads a boleto's digitable line (47 digits for a bank boleto, 48 for a collection one) or its
44-digit barcode, dots, spaces and hyphens allowed, checks every check digit and prints the bank,
the amount, the barcode and line, and the dates the due-date factor can stand for (it repeats
every 9000 days since 2025-02-22): --reference picks the nearest one.

With --amount, the boleto is also checked against a charge of that amount as a provider's answer
would be: a bank boleto needs --due-date too (its due-date factor must be that date's); a
collection boleto carries no due date, so --amount alone checks it.

With --build, FILE (or stdin) holds a bank boleto's fields as JSON (bank, amount in centavos,
due_date, free_field of 25 digits), and the line and barcode are printed.

Options:
${helpRows([
  ['--build', 'write a bank boleto from JSON fields instead of reading one'],
  ['--reference DATE', 'pick the due date nearest DATE (YYYY-MM-DD); the CLI never reads the clock'],
  ['--amount N', 'check the boleto against a charge of N centavos (a bank boleto: with --due-date)'],
  ['--due-date DATE', "the charge's due date, YYYY-MM-DD (with --amount)"],
  localeRow('language of the messages'),
  ['--json', "print the library's result as JSON"],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 valid, 1 invalid line or fields (the issues are printed), 2 usage error.

Examples:
  charge-rules boleto '${EXAMPLE_LINE}' --reference 2007-12-01
  charge-rules boleto --amount 100 --due-date 2007-12-31 '${EXAMPLE_LINE}'
  charge-rules boleto --amount 13312 '${EXAMPLE_COLLECTION_LINE}'
  echo '${EXAMPLE_FIELDS}' | charge-rules boleto --build`;

/** `charge-rules boleto`: parseBoleto, buildBoleto and checkProviderAnswer on a boleto. */
export const boletoCommand = defineCommand({
  name: NAME,
  summary: "read, check or write a boleto's digitable line and barcode",
  help: HELP,
  options: {
    build: { type: 'boolean' },
    reference: { type: 'string' },
    amount: { type: 'string' },
    'due-date': { type: 'string' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const locale = readLocale(NAME, values.locale);
    const json = values.json === true;
    if (values.build) {
      const input = await readJsonInput(NAME, positionals[0], context.stdin);
      const built = buildBoleto(input.value as BoletoFields, { locale });
      if (!built.ok) return printRefusal(context, built, json);
      if (json) context.out.json(built);
      else
        printFields(context, 'bank boleto', [
          ['line', built.line],
          ['barcode', built.barcode],
        ]);
      return EXIT_OK;
    }
    const amount = centavosOption(NAME, '--amount', values.amount, 1);
    const dueDate = values['due-date'];
    if (dueDate !== undefined && amount === undefined)
      throw usageError(NAME, '--due-date goes with --amount.');
    const line = await readCodeInput(NAME, positionals[0], context.stdin);
    const reference = values.reference ?? dueDate;
    const parsed = parseBoleto(line, {
      locale,
      ...(reference === undefined ? {} : { referenceDate: reference }),
    });
    if (!parsed.ok && parsed.code === 'INVALID_CONFIGURATION')
      throw usageError(NAME, '--reference and --due-date are dates written YYYY-MM-DD.');
    if (!parsed.ok) return printRefusal(context, parsed, json);
    if (amount !== undefined) {
      // Only a bank boleto carries a due date to check; a collection boleto is checked on its amount.
      if (dueDate === undefined && parsed.boleto.kind === 'bank')
        throw usageError(
          NAME,
          '--due-date goes with --amount for a bank boleto: it checks its due-date factor.',
        );
      const request: ChargeOutcomeRequest = {
        amount,
        currency: 'BRL',
        payment_method: 'boleto',
        payment_details: dueDate === undefined ? {} : { due_date: dueDate },
      };
      const answer = { digitable_line: parsed.boleto.line, barcode: parsed.boleto.barcode };
      const checked = checkProviderAnswer(request, answer, { locale });
      if (!checked.ok) return printRefusal(context, checked, json);
    }
    if (json) context.out.json(parsed);
    else printBoleto(context, parsed.boleto, locale);
    return EXIT_OK;
  },
});

function printBoleto(context: CommandContext, boleto: Boleto, locale: ReturnType<typeof readLocale>): void {
  const candidates = boleto.due_date_candidates.length === 0 ? 'none' : boleto.due_date_candidates.join(', ');
  printFields(context, `${boleto.kind} boleto`, [
    ['bank', boleto.bank],
    ['amount', formatBRL(boleto.amount, { locale })],
    ['due_date', boleto.due_date],
    ['candidates', boleto.kind === 'bank' ? candidates : undefined],
    ['line', boleto.line],
    ['barcode', boleto.barcode],
  ]);
}
