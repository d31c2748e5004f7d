import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _readDigits } from '../../src/secrets/digits.js';
import { NOW, ROOT, runBuiltCli, runCli } from './run-cli.js';

// The escape that starts every ANSI colour code.
const ANSI = '\u001b[';

describe('charge-rules (the program)', { timeout: 60_000 }, () => {
  it('explains itself with --help: usage, every command, exit codes', async () => {
    const { status, stdout, stderr } = await runCli(['--help']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Usage: charge-rules <command> [options]');
    for (const command of ['validate', 'split', 'fields', 'methods'])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(stdout).toContain('Exit codes: 0 valid or ok, 1 invalid input');
  });

  it('answers -h and `help` like --help', async () => {
    const help = (await runCli(['--help'])).stdout;
    expect((await runCli(['-h'])).stdout).toBe(help);
    expect((await runCli(['help'])).stdout).toBe(help);
  });

  it('prints the package version with --version', async () => {
    const { status, stdout } = await runCli(['--version']);
    expect(status).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('shows a command help with `help COMMAND`, the same as COMMAND --help', async () => {
    const { status, stdout } = await runCli(['help', 'split']);
    expect(status).toBe(0);
    expect(stdout).toBe((await runCli(['split', '--help'])).stdout);
  });

  it('exits 2 with the help on stderr when no command is given', async () => {
    const { status, stdout, stderr } = await runCli([]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: charge-rules <command>');
  });

  it('exits 2 on an unknown command, suggesting the closest one and listing them all', async () => {
    const { status, stdout, stderr } = await runCli(['valdate', 'x.json']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain("unknown command 'valdate'. Did you mean 'validate'?");
    expect(stderr).toContain(
      'Commands: validate, split, refund, receivables, events, installments, fields, methods, pix, boleto, recurrence, due.',
    );
  });

  it('exits 2 on an unknown option before the command', async () => {
    const { status, stderr } = await runCli(['--verbose', 'fields', 'BR']);
    expect(status).toBe(2);
    expect(stderr).toContain("unknown option '--verbose'");
  });

  it('exits 2 on an unknown help topic', async () => {
    expect((await runCli(['help', 'nope'])).status).toBe(2);
  });
});

describe('colour', { timeout: 60_000 }, () => {
  it('is off in a pipe', async () => {
    expect((await runCli(['fields', 'BR'], { env: { NO_COLOR: undefined } })).stdout).not.toContain(ANSI);
  });

  it('is on with FORCE_COLOR when nothing forbids it', async () => {
    expect(
      (await runCli(['fields', 'BR'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } })).stdout,
    ).toContain(ANSI);
  });

  it('is never on with NO_COLOR, even when forced', async () => {
    expect(
      (await runCli(['fields', 'BR'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } })).stdout,
    ).not.toContain(ANSI);
  });

  it('is never on with --no-color, even when forced, on stdout and on stderr', async () => {
    const env = { NO_COLOR: undefined, FORCE_COLOR: '1' };
    expect((await runCli(['fields', 'BR', '--no-color'], { env })).stdout).not.toContain(ANSI);
    expect((await runCli(['--no-color', 'fields', 'BR'], { env })).stdout).not.toContain(ANSI);
    expect((await runCli(['fields', 'XX', '--no-color'], { env })).stderr).not.toContain(ANSI);
  });

  it.each([
    [['4111111111111111'], '4111111111111111'],
    [['validate', 'sk_live_abcdefghijklmnop.json'], 'sk_live_abcdefghijklmnop'],
    [['validate', '/tmp/4111-1111-1111-1111.json'], '4111-1111-1111-1111'],
    [['split', '--amount', '100', '-', '4111 1111 1111 1111'], '4111 1111 1111 1111'],
  ])('never echoes a card number or a key given as an argument: %j', async (args, secret) => {
    const { status, stderr } = await runCli(args, { input: '[]' });
    expect(status).toBe(2);
    expect(stderr).not.toContain(secret);
  });

  it.each([
    [['４１１１１１１１１１１１１１１１'], '4111111111111111'],
    [['validate', '/tmp/٤١١١-١١١١-١١١١-١١١١.json'], '4111111111111111'],
    [['fields', '4111\u200B1111\u200B1111\u200B1111'], '4111111111111111'],
    [['validate', 'sk_\u200Blive_abcdefghijklmnop.json'], 'sk_live_abcdefghijklmnop'],
  ])('never echoes a card number or a key in any spelling of its digits: %j', async (args, secret) => {
    const { status, stderr } = await runCli(args, { input: '[]' });
    expect(status).toBe(2);
    expect(_readDigits(stderr).replaceAll('-', '')).not.toContain(secret);
  });
});

// The suites above run the program in-process (runCli); these run the built executable, for what
// only a process shows: the bin starts, reads its argv and stdin, writes to the right stream, sets
// its exit code and decides colour from its own environment.
describe('the built executable', { timeout: 60_000 }, () => {
  it('prints the version on stdout and exits 0', () => {
    expect(runBuiltCli(['--version'])).toEqual({
      status: 0,
      stdout: `${JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).version}\n`,
      stderr: '',
    });
  });

  it('reads a request piped into stdin, prints its issues on stdout and exits 1', () => {
    const { status, stdout, stderr } = runBuiltCli(['validate', '--now', NOW], { input: '{"amount":0}' });
    expect({ status, stderr }).toEqual({ status: 1, stderr: '' });
    expect(stdout).toMatch(/^✗ invalid charge request \(stdin\): \d+ issues, HTTP 422$/m);
  });

  it('writes a usage error on stderr alone, and exits 2', () => {
    const { status, stdout, stderr } = runBuiltCli(['valdate']);
    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr).toContain("charge-rules: unknown command 'valdate'. Did you mean 'validate'?");
  });

  it('colours its output with FORCE_COLOR, and not with NO_COLOR', () => {
    expect(
      runBuiltCli(['fields', 'BR'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout,
    ).toContain(ANSI);
    expect(runBuiltCli(['fields', 'BR'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } }).stdout).not.toContain(
      ANSI,
    );
  });
});
