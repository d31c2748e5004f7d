import type { ParseArgsConfig } from 'node:util';
import { parseCommandArgs } from './args.js';
import { EXIT_OK, type ExitCode } from './exit-codes.js';
import type { InputStream } from './io.js';
import type { Printer } from './output.js';

/** What a command gets from the process: its streams, nothing global, so it reads like a function. */
export interface CommandContext {
  /** Results: tables, summaries, `--json` documents. */
  readonly out: Printer;
  /** Errors and hints. */
  readonly err: Printer;
  readonly stdin: InputStream;
}

/** One `charge-rules` command. */
export interface Command {
  readonly name: string;
  /** One line for the program's help. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  /**
   * Runs the command.
   *
   * @param args - the arguments after the command name.
   * @param context - the streams.
   * @returns the exit code; bad usage and unreadable input are thrown as `CliError` instead.
   */
  run(args: readonly string[], context: CommandContext): Promise<ExitCode>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A command as written: its options and positionals, and what it does with them once parsed. */
export interface CommandSpec<O extends Options> {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** The command's own options; `--help` and `--no-color` are added to every command. */
  readonly options: O;
  /** How many positional arguments it takes. */
  readonly positionals: number;
  run(parsed: ReturnType<typeof parseCommandArgs<O>>, context: CommandContext): Promise<ExitCode>;
}

/**
 * Turns a command spec into a {@link Command}: the arguments are parsed, and `--help` answered, in
 * one place for every command, so that no command can forget either.
 *
 * @param spec - the command's name, help, options and body.
 * @returns the command.
 */
export function defineCommand<const O extends Options>(spec: CommandSpec<O>): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    async run(args, context) {
      const parsed = parseCommandArgs(spec.name, args, spec.options, spec.positionals);
      if ((parsed.values as { help?: boolean }).help === true) {
        context.out.line(spec.help);
        return EXIT_OK;
      }
      return spec.run(parsed, context);
    },
  };
}
