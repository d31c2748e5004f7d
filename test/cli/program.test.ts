import { describe, expect, it } from 'vitest';
import { _readDigits } from '../../src/secrets/digits.js';
import { runCli } from './run-cli.js';

// The escape that starts every ANSI colour code.
const ANSI = '\u001b[';

describe('charge-rules (the program)', { timeout: 60_000 }, () => {
  it('explains itself with --help: usage, every command, exit codes', () => {
    const { status, stdout, stderr } = runCli(['--help']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Usage: charge-rules <command> [options]');
    for (const command of ['validate', 'split', 'fields', 'methods'])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(stdout).toContain('Exit codes: 0 valid or ok, 1 invalid input');
  });

  it('answers -h and `help` like --help', () => {
    const help = runCli(['--help']).stdout;
    expect(runCli(['-h']).stdout).toBe(help);
    expect(runCli(['help']).stdout).toBe(help);
  });

  it('prints the package version with --version', () => {
    const { status, stdout } = runCli(['--version']);
    expect(status).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('shows a command help with `help COMMAND`, the same as COMMAND --help', () => {
    const { status, stdout } = runCli(['help', 'split']);
    expect(status).toBe(0);
    expect(stdout).toBe(runCli(['split', '--help']).stdout);
  });

  it('exits 2 with the help on stderr when no command is given', () => {
    const { status, stdout, stderr } = runCli([]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: charge-rules <command>');
  });

  it('exits 2 on an unknown command, suggesting the closest one and listing them all', () => {
    const { status, stdout, stderr } = runCli(['valdate', 'x.json']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain("unknown command 'valdate'. Did you mean 'validate'?");
    expect(stderr).toContain(
      'Commands: validate, split, refund, receivables, events, installments, fields, methods, pix, boleto.',
    );
  });

  it('exits 2 on an unknown option before the command', () => {
    const { status, stderr } = runCli(['--verbose', 'fields', 'BR']);
    expect(status).toBe(2);
    expect(stderr).toContain("unknown option '--verbose'");
  });

  it('exits 2 on an unknown help topic', () => {
    expect(runCli(['help', 'nope']).status).toBe(2);
  });
});

describe('colour', { timeout: 60_000 }, () => {
  it('is off in a pipe', () => {
    expect(runCli(['fields', 'BR'], { env: { NO_COLOR: undefined } }).stdout).not.toContain(ANSI);
  });

  it('is on with FORCE_COLOR when nothing forbids it', () => {
    expect(runCli(['fields', 'BR'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } }).stdout).toContain(
      ANSI,
    );
  });

  it('is never on with NO_COLOR, even when forced', () => {
    expect(runCli(['fields', 'BR'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } }).stdout).not.toContain(ANSI);
  });

  it('is never on with --no-color, even when forced, on stdout and on stderr', () => {
    const env = { NO_COLOR: undefined, FORCE_COLOR: '1' };
    expect(runCli(['fields', 'BR', '--no-color'], { env }).stdout).not.toContain(ANSI);
    expect(runCli(['--no-color', 'fields', 'BR'], { env }).stdout).not.toContain(ANSI);
    expect(runCli(['fields', 'XX', '--no-color'], { env }).stderr).not.toContain(ANSI);
  });

  it.each([
    [['4111111111111111'], '4111111111111111'],
    [['validate', 'sk_live_abcdefghijklmnop.json'], 'sk_live_abcdefghijklmnop'],
    [['validate', '/tmp/4111-1111-1111-1111.json'], '4111-1111-1111-1111'],
    [['split', '--amount', '100', '-', '4111 1111 1111 1111'], '4111 1111 1111 1111'],
  ])('never echoes a card number or a key given as an argument: %j', (args, secret) => {
    const { status, stderr } = runCli(args, { input: '[]' });
    expect(status).toBe(2);
    expect(stderr).not.toContain(secret);
  });

  it.each([
    [['４１１１１１１１１１１１１１１１'], '4111111111111111'],
    [['validate', '/tmp/٤١١١-١١١١-١١١١-١١١١.json'], '4111111111111111'],
    [['fields', '4111\u200B1111\u200B1111\u200B1111'], '4111111111111111'],
    [['validate', 'sk_\u200Blive_abcdefghijklmnop.json'], 'sk_live_abcdefghijklmnop'],
  ])('never echoes a card number or a key in any spelling of its digits: %j', (args, secret) => {
    const { status, stderr } = runCli(args, { input: '[]' });
    expect(status).toBe(2);
    expect(_readDigits(stderr).replaceAll('-', '')).not.toContain(secret);
  });
});
