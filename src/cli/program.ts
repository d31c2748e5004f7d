import type { Command, CommandContext } from './command.js';
import { boletoCommand } from './commands/boleto.js';
import { dueCommand } from './commands/due.js';
import { eventsCommand } from './commands/events.js';
import { fieldsCommand } from './commands/fields.js';
import { installmentsCommand } from './commands/installments.js';
import { methodsCommand } from './commands/methods.js';
import { pixCommand } from './commands/pix.js';
import { receivablesCommand } from './commands/receivables.js';
import { recurrenceCommand } from './commands/recurrence.js';
import { refundCommand } from './commands/refund.js';
import { splitCommand } from './commands/split.js';
import { validateCommand } from './commands/validate.js';
import { CliError } from './errors.js';
import {
  EXAMPLE_DUE_TERMS,
  EXAMPLE_HISTORY,
  EXAMPLE_MERCHANT,
  EXAMPLE_PLAN,
  EXAMPLE_RULES,
  piped,
} from './examples.js';
import { EXIT_OK, EXIT_USAGE, type ExitCode } from './exit-codes.js';
import { helpRows } from './help.js';
import { suggest } from './suggest.js';
import { VERSION } from './version.js';

/** The commands, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [
  validateCommand,
  splitCommand,
  refundCommand,
  receivablesCommand,
  eventsCommand,
  installmentsCommand,
  fieldsCommand,
  methodsCommand,
  pixCommand,
  boletoCommand,
  recurrenceCommand,
  dueCommand,
];

const NAMES = COMMANDS.map((command) => command.name);

const USAGE: Readonly<Record<string, string>> = {
  validate: 'validate [FILE|-]',
  split: 'split --amount N [FILE|-]',
  refund: 'refund --refund N [FILE|-]',
  receivables: 'receivables --method M [FILE|-]',
  events: 'events [FILE|-]',
  installments: 'installments --amount N --max N',
  fields: 'fields COUNTRY',
  methods: 'methods FILE|-',
  pix: 'pix CODE|- | --build [FILE|-]',
  boleto: 'boleto LINE|- | --build [FILE|-]',
  recurrence: 'recurrence --plan FILE|- --count N',
  due: 'due --terms FILE|- --on DATE',
};

/** The program's `--help` text. */
export const PROGRAM_HELP = `charge-rules ${VERSION}: the domain rules of a Brazilian charge-creation interface
(card, PIX, boleto, inline split, public payment methods), on the command line.

Usage: charge-rules <command> [options]

Commands:
${helpRows(COMMANDS.map((command) => [USAGE[command.name] ?? command.name, command.summary]))}

Options:
${helpRows([
  ['-h, --help', "show this help; charge-rules <command> --help shows a command's own"],
  ['-V, --version', 'print the version'],
  ['--no-color', 'no colours (colour is used only on a terminal, never with NO_COLOR)'],
])}

Exit codes: 0 valid or ok, 1 invalid input (the issues are printed), 2 usage error or
unreadable input (the reason is on stderr).

Card numbers, CVVs and tokens are redacted in everything charge-rules prints.

Examples (none needs a file; each one works wherever charge-rules is installed):
  echo '{"amount":0}' | charge-rules validate --locale pt-BR
  ${piped(EXAMPLE_RULES, 'split --amount 9999 --mdr 0.0299 --mdr-fixed 50')}
  ${piped(EXAMPLE_RULES, 'refund --amount 9999 --refund 5000')}
  ${piped(EXAMPLE_RULES, 'receivables --amount 9999 --method pix --confirmed 2026-01-15')}
  ${piped(EXAMPLE_HISTORY, 'events --mdr 0.0299')}
  charge-rules installments --amount 10000 --max 12 --free 3 --rate 0.0199
  charge-rules fields BR --method credit_card --product-type physical
  ${piped(EXAMPLE_MERCHANT, 'methods')}
  charge-rules boleto '00190.50095 40144.816069 06809.350314 3 37370000000100' --reference 2007-12-01
  ${piped(EXAMPLE_PLAN, 'recurrence --plan - --count 3')}

  ${piped(EXAMPLE_DUE_TERMS, 'due --terms - --on 2026-03-25')}`;

const TOP_HINT = `Commands: ${NAMES.join(', ')}. Run charge-rules --help for usage.`;

/**
 * Runs the program on its arguments: the global flags, `help [COMMAND]`, or one command.
 *
 * @param argv - the arguments after `charge-rules`.
 * @param context - the streams.
 * @returns the exit code. Usage and input errors thrown by a command are caught by the caller.
 */
export async function runProgram(argv: readonly string[], context: CommandContext): Promise<ExitCode> {
  // `--no-color` may precede the command; main.ts has already read it.
  const args = argv[0] === '--no-color' ? argv.slice(1) : argv;
  const [first, ...rest] = args;
  if (first === undefined) {
    // No command is a usage error: the help goes to stderr so a pipe does not take it for output.
    context.err.line(PROGRAM_HELP);
    return EXIT_USAGE;
  }
  if (first === '--help' || first === '-h') {
    context.out.line(PROGRAM_HELP);
    return EXIT_OK;
  }
  if (first === '--version' || first === '-V') {
    context.out.line(VERSION);
    return EXIT_OK;
  }
  if (first === 'help') {
    const topic = rest[0];
    if (topic === undefined) {
      context.out.line(PROGRAM_HELP);
      return EXIT_OK;
    }
    context.out.line(findCommand(topic).help);
    return EXIT_OK;
  }
  if (first.startsWith('-')) {
    throw new CliError(`unknown option '${first}' before the command.`, TOP_HINT);
  }
  return findCommand(first).run(rest, context);
}

function findCommand(name: string): Command {
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command) return command;
  const guess = suggest(name, NAMES);
  throw new CliError(`unknown command '${name}'.${guess ? ` Did you mean '${guess}'?` : ''}`, TOP_HINT);
}
