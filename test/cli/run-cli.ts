// Two ways to run the CLI. runCli runs the program in this process, through the function the
// executable calls (src/cli/command-line.ts), with the environment, argv and stdin a user's shell
// would give it and stdout and stderr kept as text: the cases of a suite cost milliseconds, not a
// Node start each. runBuiltCli runs the BUILT executable (dist/cli.js) as a child process, the way a
// user runs it, for what only the process shows (the bin, its streams and exit code): `npm test`
// builds first; locally, `npm run build` before `npx vitest run test/cli`. The examples of every help
// page and of the docs run through the installed package too (help-examples.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { runCommandLine } from '../../src/cli/command-line.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CLI = resolve(ROOT, 'dist/cli.js');

/** What a run of the CLI produced. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link runCli}. */
export interface RunOptions {
  /** Written to the CLI's stdin (which is then a pipe, not a terminal). */
  readonly input?: string;
  /** Added to the environment, after NO_COLOR=1. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The environment of a run: the outer one with NO_COLOR=1 and without its FORCE_COLOR, then `added`. */
function environment(added: RunOptions['env']): Record<string, string> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...added };
  if (added?.FORCE_COLOR === undefined) delete env.FORCE_COLOR;
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Runs `charge-rules ...args` in this process, with the repository root as its working directory
 * (vitest's), NO_COLOR=1 (and no FORCE_COLOR from the outer environment), stdin a pipe holding
 * `input` and stdout and stderr pipes, and returns its exit code and output.
 */
export async function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const input = options.input ?? '';
  const status = await runCommandLine(args, {
    env: environment(options.env),
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
    stdin: Readable.from(input === '' ? [] : [Buffer.from(input)]),
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * Runs `node dist/cli.js ...args` in the repository root with NO_COLOR=1 (and no FORCE_COLOR from
 * the outer environment), and returns its exit code and output.
 */
export function runBuiltCli(args: readonly string[], options: RunOptions = {}): CliRun {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first.`);
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: environment(options.env),
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Example inputs, relative to the repository root (the CLI runs there). */
export const EXAMPLES = {
  validCard: 'docs/examples/requests/valid-credit-card.json',
  validToken: 'docs/examples/requests/valid-credit-card-token.json',
  validPix: 'docs/examples/requests/valid-pix.json',
  hostedWithCard: 'docs/examples/requests/invalid-hosted-with-card-fields.json',
  brazilianBuyer: 'docs/examples/requests/invalid-brazilian-buyer.json',
  splitExceeds: 'docs/examples/requests/invalid-split-exceeds-total.json',
  merchant: 'docs/examples/merchant.json',
  marketplace: 'docs/examples/splits/marketplace.json',
} as const;

/** A fixed clock, so card expiry and boleto due dates in the examples never rot. */
export const NOW = '2026-11-22';
