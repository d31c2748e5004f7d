// The `charge-rules` executable: wires the process (streams, colour, exit code) to the program.
// The only module of the package that touches Node's globals; everything it calls is plain code.
import { createColors, shouldColor } from './color.js';
import type { CommandContext } from './command.js';
import { CliError } from './errors.js';
import { EXIT_USAGE } from './exit-codes.js';
import { createPrinter } from './output.js';
import { runProgram } from './program.js';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // Colour is decided before parsing, so even a usage error respects --no-color.
  const end = argv.indexOf('--');
  const noColorFlag = (end === -1 ? argv : argv.slice(0, end)).includes('--no-color');
  const colorFor = (isTTY: boolean | undefined) =>
    createColors(shouldColor({ isTTY, env: process.env, noColorFlag }));
  const context: CommandContext = {
    out: createPrinter(process.stdout, colorFor(process.stdout.isTTY)),
    err: createPrinter(process.stderr, colorFor(process.stderr.isTTY)),
    stdin: process.stdin,
  };
  // `charge-rules fields BR | head -3` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    // exitCode, not exit(): stdout may still be flushing into a pipe.
    process.exitCode = await runProgram(argv, context);
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
    process.exitCode = EXIT_USAGE;
  }
}

await main();
