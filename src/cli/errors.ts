import { _maskSecretsIn } from '../secrets/text.js';
import { EXIT_USAGE } from './exit-codes.js';

/**
 * A reason the command cannot run (exit code 2): bad usage, or an input that cannot be read. Thrown
 * from deep inside a command and caught once in `main.ts`, which prints it on stderr with its hint;
 * the library itself never throws, this is only the CLI's own control flow.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode = EXIT_USAGE;

  /**
   * @param message - what went wrong, one line, never containing the content of an input file. An
   *   argument it quotes (a file path, a command, a country) may be anything a user pasted: card
   *   numbers and keys in it are masked here, for every usage error at once.
   * @param hint - what to do about it, e.g. `Run charge-rules split --help.`
   */
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(_maskSecretsIn(message));
  }
}

/**
 * A usage error of one command: the hint points at that command's help.
 *
 * @param command - the command name, e.g. `validate`.
 * @param message - what is wrong with the arguments.
 * @returns the error to throw.
 */
export function usageError(command: string, message: string): CliError {
  return new CliError(`${command}: ${message}`, `Run charge-rules ${command} --help for usage.`);
}
