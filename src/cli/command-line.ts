// One run of the program over given streams: what the `charge-rules` executable does between reading
// its arguments and setting its exit code. main.ts hands it the process; a test hands it strings.
import { createColors, shouldColor } from './color.js';
import type { CommandContext } from './command.js';
import { CliError } from './errors.js';
import { EXIT_USAGE, type ExitCode } from './exit-codes.js';
import type { InputStream } from './io.js';
import { createPrinter, type TextSink } from './output.js';
import { runProgram } from './program.js';

/** What a run reads and writes: the process's environment and standard streams, or fakes of them. */
export interface CommandLineIO {
  /** Read for NO_COLOR, FORCE_COLOR and TERM only. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  readonly stdin: InputStream;
}

/**
 * Runs the program on its arguments and prints what it answers, errors included.
 *
 * @param argv - the arguments after `charge-rules`.
 * @param io - the environment and the streams.
 * @returns the exit code: a usage or input error is printed on stderr and answers 2.
 */
export async function runCommandLine(argv: readonly string[], io: CommandLineIO): Promise<ExitCode> {
  // Colour is decided before parsing, so even a usage error respects --no-color.
  const end = argv.indexOf('--');
  const noColorFlag = (end === -1 ? argv : argv.slice(0, end)).includes('--no-color');
  const colorFor = (isTTY: boolean | undefined) =>
    createColors(shouldColor({ isTTY, env: io.env, noColorFlag }));
  const context: CommandContext = {
    out: createPrinter(io.stdout, colorFor(io.stdout.isTTY)),
    err: createPrinter(io.stderr, colorFor(io.stderr.isTTY)),
    stdin: io.stdin,
  };
  try {
    return await runProgram(argv, context);
  } catch (error) {
    const { colors } = context.err;
    if (error instanceof CliError) {
      context.err.line(`${colors.red('charge-rules:')} ${error.message}`);
      if (error.hint) context.err.line(colors.dim(error.hint));
    } else {
      // A bug, not bad input: say so, without a stack trace that could carry input values around.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      context.err.line(`${colors.red('charge-rules: internal error:')} ${message}`);
    }
    return EXIT_USAGE;
  }
}
