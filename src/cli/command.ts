import type { ExitCode } from './exit-codes.js';
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
