// Runs the BUILT CLI (dist/cli.js) as a child process, the way a user runs it: `npm test` builds
// first; locally, `npm run build` before `npx vitest run test/cli`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

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

/**
 * Runs `node dist/cli.js ...args` in the repository root with NO_COLOR=1 (and no FORCE_COLOR from
 * the outer environment), and returns its exit code and output.
 */
export function runCli(args: readonly string[], options: RunOptions = {}): CliRun {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first.`);
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...options.env };
  delete env.FORCE_COLOR;
  if (options.env?.FORCE_COLOR !== undefined) env.FORCE_COLOR = options.env.FORCE_COLOR;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env,
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
