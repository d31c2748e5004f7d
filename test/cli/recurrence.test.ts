// `charge-rules recurrence`: planRecurrence on the command line. The dates are counted by hand from
// the rules planRecurrence cites: the start's day of the month or the month's last day, the
// instruction sent 10 to 2 calendar days before, retry k from D+k to D+4+k (docs/decisions.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PLAN } from '../../src/cli/examples.js';
import { ROOT, runCli } from './run-cli.js';

const cells = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);
const rowsOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => /^\s+\d+\s/.test(line))
    .map(cells);

describe('charge-rules recurrence', { timeout: 60_000 }, () => {
  it('prints each cycle: due date, send window, attempts and the last attempt day', async () => {
    const { status, stdout, stderr } = await runCli(['recurrence', '--plan', '-', '--count', '4'], {
      input: EXAMPLE_PLAN,
    });

    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout.split('\n')[0]).toBe('Recurrence: 4 cycles');
    expect(rowsOf(stdout)).toEqual([
      ['1', '2027-01-31', '2027-01-21', '2027-01-29', '4', '2027-02-07'],
      ['2', '2027-02-28', '2027-02-18', '2027-02-26', '4', '2027-03-07'],
      ['3', '2027-03-31', '2027-03-21', '2027-03-29', '4', '2027-04-07'],
      ['4', '2027-04-30', '2027-04-20', '2027-04-28', '4', '2027-05-07'],
    ]);
  });

  it('reads the plan from a file, and plans from --from on', async () => {
    const { status, stdout } = await runCli([
      'recurrence',
      '--plan',
      'docs/examples/recurrence/gym-monthly.json',
      '--count',
      '2',
      '--from',
      '2027-06-01',
    ]);

    expect(status).toBe(0);
    expect(rowsOf(stdout).map((row) => row.slice(0, 2))).toEqual([
      ['6', '2027-06-30'],
      ['7', '2027-07-31'],
    ]);
  });

  it('prints the library result with --json', async () => {
    const { status, stdout } = await runCli(['recurrence', '--plan', '-', '--count', '1', '--json'], {
      input: JSON.stringify({ ...JSON.parse(EXAMPLE_PLAN), retries: 'none' }),
    });

    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      ok: true,
      cycles: [
        {
          index: 1,
          due_date: '2027-01-31',
          send_from: '2027-01-21',
          send_until: '2027-01-29',
          attempts: [{ number: 1, from: '2027-01-31', until: '2027-01-31' }],
        },
      ],
    });
  });

  it('prints a refused recurrence with its issues and exits 1', async () => {
    const { status, stdout, stderr } = await runCli(
      ['recurrence', '--plan', '-', '--count', '0', '--locale', 'pt-BR'],
      {
        input: JSON.stringify({ ...JSON.parse(EXAMPLE_PLAN), period: 'daily' }),
      },
    );

    expect({ status, stderr }).toEqual({ status: 1, stderr: '' });
    expect(stdout).toContain('INVALID_INPUT');
    expect(stdout).toContain('recurrence.period');
    expect(stdout).toContain('options.count');
  });

  it('answers a refused recurrence as JSON with --json', async () => {
    const { status, stdout } = await runCli(['recurrence', '--plan', '-', '--count', '2000', '--json'], {
      input: EXAMPLE_PLAN,
    });

    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ path: 'options.count', params: { max: 1040 } }],
    });
  });

  it.each([
    [
      ['recurrence', '--count', '3'],
      'charge-rules: recurrence: --plan is required: a JSON file, or - for stdin.',
    ],
    [['recurrence', '--plan', '-'], 'charge-rules: recurrence: --count is required.'],
    [
      ['recurrence', '--plan', '-', '--count', 'three'],
      'charge-rules: recurrence: --count must be a whole number.',
    ],
  ])('is a usage error, exit 2: %j', async (args, message) => {
    const { status, stdout, stderr } = await runCli(args, { input: EXAMPLE_PLAN });

    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr.split('\n')[0]).toBe(message);
  });

  it('bundles the plan of its help page as docs/examples/recurrence/gym-monthly.json', () => {
    const bundled = JSON.parse(readFileSync(join(ROOT, 'docs/examples/recurrence/gym-monthly.json'), 'utf8'));

    expect(bundled).toEqual(JSON.parse(EXAMPLE_PLAN));
  });
});
