import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DUE_TERMS } from '../../src/cli/examples.js';
import { runCli } from './run-cli.js';

// The help page's terms: a school fee of R$1,200.00 due Tuesday 2026-03-10, payable 30 days after:
// 5% off until 2026-03-05, a 2% late fee and 1% a month of interest over calendar days (a month of
// 30). Worked by hand: paid 2026-03-25, 15 days late: late fee 2% × 120000 = 2400, interest
// 120000 × 1% × 15/30 = 600, amount 123000; paid 2026-03-05: discount 5% × 120000 = 6000, amount
// 114000; last payable day 2026-03-10 + 30 = 2026-04-09, a Thursday.
const TERMS = EXAMPLE_DUE_TERMS;

const due = (args: readonly string[], input = TERMS) => runCli(['due', '--terms', '-', ...args], { input });
const cells = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);
const rowOf = (stdout: string, start: string) =>
  stdout.split('\n').find((line) => line.trimStart().startsWith(start));
const rows = (stdout: string, names: readonly string[]) => names.map((name) => cells(rowOf(stdout, name)));

const directory = mkdtempSync(join(tmpdir(), 'charge-rules-due-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('charge-rules due', () => {
  it('prints each part, the amount due, the due date and the last payable day, fifteen days late', async () => {
    const { status, stdout, stderr } = await due(['--on', '2026-03-25']);

    expect([status, stderr]).toEqual([0, '']);
    expect(stdout.split('\n')[0]).toBe('Amount due on 2026-03-25 for a charge due 2026-03-10');
    expect(rows(stdout, ['original', 'rebate', 'discount', 'late fee', 'interest', 'amount due'])).toEqual([
      ['original', 'R$1,200.00', '120000'],
      ['rebate', 'R$0.00', '0'],
      ['discount', 'R$0.00', '0'],
      ['late fee', '+ R$24.00', '+2400'],
      ['interest', '+ R$6.00', '+600'],
      ['amount due', 'R$1,230.00', '123000'],
    ]);
    expect(rows(stdout, ['due date', 'last payable day'])).toEqual([
      ['due date', '2026-03-10'],
      ['last payable day', '2026-04-09'],
    ]);
  });

  it('takes the discount off by its date, with amounts written the Brazilian way in pt-BR', async () => {
    const { status, stdout } = await due(['--on', '2026-03-05', '--locale', 'pt-BR']);

    expect(status).toBe(0);
    expect(rows(stdout, ['discount', 'late fee', 'amount due'])).toEqual([
      ['discount', '- R$\u00a060,00', '-6000'],
      ['late fee', 'R$\u00a00,00', '0'],
      ['amount due', 'R$\u00a01.140,00', '114000'],
    ]);
  });

  it("rolls a due date on the payer's holiday to the next business day: nothing is late on it", async () => {
    // A municipal holiday on Tuesday 2026-03-10: due Wednesday 2026-03-11, payable until 2026-04-10.
    const { status, stdout } = await due(['--on', '2026-03-11', '--holidays', '2026-03-10']);

    expect(status).toBe(0);
    expect(rows(stdout, ['late fee', 'amount due', 'due date', 'last payable day'])).toEqual([
      ['late fee', 'R$0.00', '0'],
      ['amount due', 'R$1,200.00', '120000'],
      ['due date', '2026-03-11 (2026-03-10 is not a business day for the payer)'],
      ['last payable day', '2026-04-10'],
    ]);
  });

  it("reads the payer's state holidays with --state, and extra holidays from a JSON file", async () => {
    // 9 July is São Paulo's state holiday (Revolução Constitucionalista); in 2026 a Thursday.
    const terms = JSON.stringify({ amount: 10000, due_date: '2026-07-09' });
    expect(
      cells(rowOf((await due(['--on', '2026-07-10', '--state', 'SP'], terms)).stdout, 'due date')),
    ).toEqual(['due date', '2026-07-10 (2026-07-09 is not a business day for the payer)']);
    expect(
      cells(rowOf((await due(['--on', '2026-07-10', '--state', 'RJ'], terms)).stdout, 'due date')),
    ).toEqual(['due date', '2026-07-09']);
    const file = join(directory, 'holidays.json');
    writeFileSync(file, JSON.stringify(['2026-07-09', '2026-07-10']));
    const fromFile = await due(['--on', '2026-07-13', '--holidays', file], terms);
    expect(cells(rowOf(fromFile.stdout, 'due date'))).toEqual([
      'due date',
      '2026-07-13 (2026-07-09 is not a business day for the payer)',
    ]);
  });

  it('prints the library result with --json', async () => {
    const { status, stdout } = await due(['--on', '2026-03-25', '--json']);

    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      ok: true,
      amount: 123000,
      original: 120000,
      late_fee: 2400,
      interest: 600,
      discount: 0,
      rebate: 0,
      due_date: '2026-03-10',
      last_payment_date: '2026-04-09',
    });
  });

  it('answers CHARGE_EXPIRED with exit 1 the day after the last payable day, as text or JSON', async () => {
    const text = await due(['--on', '2026-04-10']);
    expect([text.status, text.stderr]).toEqual([1, '']);
    expect(text.stdout).toBe(
      '✗ CHARGE_EXPIRED: This charge could be paid until April 9, 2026; it can no longer be paid.\n',
    );
    const json = await due(['--on', '2026-04-10', '--json']);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, status: 422, code: 'CHARGE_EXPIRED' });
  });

  it('lists the issues of refused terms at their paths, with exit 1', async () => {
    const terms = JSON.stringify({
      amount: 10000,
      due_date: '2026-03-10',
      late_fee: { type: 'percent', amount: 0.02 },
    });
    const { status, stdout, stderr } = await due(['--on', '2026-03-10', '--hints'], terms);

    expect([status, stderr]).toEqual([1, '']);
    expect(stdout.split('\n')[0]).toMatch(/^✗ INVALID_INPUT: /);
    expect(cells(rowOf(stdout, 'INVALID_VALUE')).slice(0, 2)).toEqual(['INVALID_VALUE', 'late_fee.type']);
  });

  it('refuses bad flags with exit 2 and the reason on stderr, naming the flag', async () => {
    const cases: readonly (readonly [readonly string[], string])[] = [
      [['--on', '2026-3-25'], 'charge-rules: due: --on must be a date written YYYY-MM-DD.'],
      [
        ['--on', '2026-03-25', '--state', 'XX'],
        "charge-rules: due: --state must be a Brazilian state's two letters, like SP.",
      ],
      [['--on', '2026-03-25', '--holidays', '2026-02-30'], 'charge-rules: due: --holidays must be dates'],
      [[], 'charge-rules: due: --on is required: the day of payment, YYYY-MM-DD.'],
    ];
    for (const [args, message] of cases) {
      const { status, stdout, stderr } = await due(args);
      expect({ status, stdout, line: stderr.split('\n')[0]?.slice(0, message.length) }).toEqual({
        status: 2,
        stdout: '',
        line: message,
      });
    }
    const noTerms = await runCli(['due', '--on', '2026-03-25']);
    expect([noTerms.status, noTerms.stderr.split('\n')[0]]).toEqual([
      2,
      'charge-rules: due: --terms is required: a JSON file, or "-" for stdin.',
    ]);
  });
});
