// The `charge-rules` executable: wires the process (streams, environment, exit code) to the program.
// The only module of the package that touches Node's globals; everything it calls is plain code.
import { runCommandLine } from './command-line.js';

// `charge-rules fields BR | head -3` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
// exitCode, not exit(): stdout may still be flushing into a pipe.
process.exitCode = await runCommandLine(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
