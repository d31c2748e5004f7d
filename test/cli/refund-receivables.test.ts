import { describe, expect, it } from 'vitest';
import { EXAMPLES, runCli } from './run-cli.js';

const SPLIT = ['--amount', '9999', '--mdr', '0.0299', EXAMPLES.marketplace];
const cells = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);
const rowOf = (stdout: string, start: string) =>
  stdout.split('\n').find((line) => line.trimStart().startsWith(start));

describe('charge-rules refund', { timeout: 60_000 }, () => {
  it('prints what each recipient and the master account give back', async () => {
    const { status, stdout } = await runCli(['refund', '--refund', '5000', ...SPLIT]);
    expect(status).toBe(0);
    expect(cells(rowOf(stdout, '3f2504e0'))).toEqual([
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      '2999',
      '299',
      '0',
      '1500',
      '0',
      '1499',
    ]);
    expect(cells(rowOf(stdout, 'master account'))).toEqual([
      'master account',
      '2750',
      '0',
      '0',
      '1375',
      '0',
      '1375',
    ]);
  });

  it('takes a refund after earlier ones and gives the fee back with --fee refund', async () => {
    const { stdout } = await runCli([
      'refund',
      '--refund',
      '4999',
      '--after',
      '5000',
      '--fee',
      'refund',
      ...SPLIT,
    ]);
    expect(cells(rowOf(stdout, 'total'))).toEqual(['total', '9999', '299', '5000', '4999', '150', '0']);
  });

  it('prints the library result with --json', async () => {
    const { status, stdout } = await runCli([
      'refund',
      '--refund',
      '1500',
      '--from',
      '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
      '--json',
      ...SPLIT,
    ]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, amount: 1500, master: { amount: 0 } });
  });

  it('exits 1 with the code when the refund passes what is left', async () => {
    const { status, stdout } = await runCli(['refund', '--refund', '10000', ...SPLIT]);
    expect(status).toBe(1);
    expect(stdout).toContain('✗ REFUND_EXCEEDS_REMAINING');
  });

  it('adds the hint for the integrator with --hints', async () => {
    const { status, stdout } = await runCli(['refund', '--refund', '10000', '--hints', ...SPLIT]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/^ {2}A refund of R\$100\.00 is more than/m);
  });

  it('exits 2 without --refund', async () => {
    const { status, stderr } = await runCli(['refund', ...SPLIT]);
    expect(status).toBe(2);
    expect(stderr).toContain('--refund is required');
  });
});

describe('charge-rules receivables', { timeout: 60_000 }, () => {
  it('prints a 3-installment schedule rolled over Carnival', async () => {
    const { status, stdout } = await runCli([
      'receivables',
      '--method',
      'credit_card',
      '--installments',
      '3',
      '--confirmed',
      '2026-01-15',
      ...SPLIT,
    ]);
    expect(status).toBe(0);
    expect(cells(rowOf(stdout, 'master account'))).toEqual([
      'master account',
      '1',
      '2026-02-18',
      '918',
      'acquirer',
    ]);
  });

  it('prints the library result with --json', async () => {
    const { stdout } = await runCli([
      'receivables',
      '--method',
      'pix',
      '--confirmed',
      '2026-02-13',
      '--json',
      ...SPLIT,
    ]);
    const result = JSON.parse(stdout) as { ok: boolean; receivables: { due_date: string }[] };
    expect(result.ok).toBe(true);
    expect(result.receivables.map((receivable) => receivable.due_date)).toEqual(Array(5).fill('2026-02-13'));
  });

  it('exits 1 with INVALID_INPUT for installments a method does not have', async () => {
    const { status, stdout } = await runCli([
      'receivables',
      '--method',
      'pix',
      '--installments',
      '3',
      '--confirmed',
      '2026-02-13',
      ...SPLIT,
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain('OUT_OF_RANGE');
    expect(stdout).not.toMatch(/^ {2}code +path +message +hint$/m);
  });

  it('adds a hint column to the issues with --hints', async () => {
    const args = ['receivables', '--method', 'pix', '--installments', '3', '--confirmed', '2026-02-13'];
    const { status, stdout } = await runCli([...args, '--hints', ...SPLIT]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/^ {2}code +path +message +hint$/m);
  });

  it('exits 2 on a date it cannot read', async () => {
    const { status } = await runCli(['receivables', '--method', 'pix', '--confirmed', 'tomorrow', ...SPLIT]);
    expect(status).toBe(2);
  });
});
