import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const CHECKOUT = ['installments', '--amount', '10000', '--max', '12', '--free', '3', '--rate', '0.0199'];

const cells = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);
const rowOf = (stdout: string, start: string) =>
  stdout.split('\n').find((line) => line.trimStart().startsWith(start));

describe('charge-rules installments', { timeout: 60_000 }, () => {
  it('prints one row per offer with the installment, first installment, total and CET', async () => {
    const { status, stdout, stderr } = await runCli(CHECKOUT);

    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(cells(rowOf(stdout, '3×'))).toEqual([
      '3×',
      'R$33.33',
      'R$33.34',
      'R$100.00',
      'R$0.00',
      'yes',
      '0%',
      '0%',
    ]);
    expect(cells(rowOf(stdout, '12×')).slice(0, 6)).toEqual([
      '12×',
      'R$9.45',
      'R$9.45',
      'R$113.40',
      'R$13.40',
      'no',
    ]);
  });

  it('shows the CET as an exact percentage', async () => {
    const { stdout } = await runCli(CHECKOUT);

    expect(cells(rowOf(stdout, '12×')).slice(6)).toEqual(['1.98973589%', '26.67111863%']);
  });

  it('writes amounts the Brazilian way with --locale pt-BR', async () => {
    const { stdout } = await runCli([...CHECKOUT, '--locale', 'pt-BR']);

    expect(cells(rowOf(stdout, '12×'))[3]).toBe('R$\u00a0113,40');
  });

  it('prints the library result with --json', async () => {
    const { status, stdout } = await runCli([...CHECKOUT, '--json']);
    const result = JSON.parse(stdout) as { ok: boolean; offers: { installments: number }[] };

    expect(status).toBe(0);
    expect(result.offers.map((offer) => offer.installments)).toHaveLength(12);
  });

  it('leaves out offers below --min and spreads --shipping without interest', async () => {
    const { stdout } = await runCli([...CHECKOUT, '--min', '2000', '--shipping', '0']);

    expect(rowOf(stdout, '5×')).toBeDefined();
    expect(rowOf(stdout, '6×')).toBeUndefined();
  });

  it('exits 2 with the library’s reason for a rate that is not a fraction', async () => {
    const { status, stderr } = await runCli([
      'installments',
      '--amount',
      '10000',
      '--max',
      '12',
      '--rate',
      '2',
    ]);

    expect(status).toBe(2);
    expect(stderr).toContain('options.monthlyRate');
  });

  it.each([
    ['no --amount', ['installments', '--max', '3']],
    ['no --max', ['installments', '--amount', '100']],
    ['a --max that is not a number', ['installments', '--amount', '100', '--max', 'x']],
  ])('exits 2 for %s', async (_name, args) => {
    expect((await runCli(args)).status).toBe(2);
  });
});

// A purchase of R$ 1 trillion, far above the default maximum amount.
const TRILLION = ['installments', '--amount', '100000000000000', '--max', '3', '--free', '3'];

describe('charge-rules installments and the maximum amount', { timeout: 60_000 }, () => {
  it('answers an amount above the documented maximum with "at most" and exit 1', async () => {
    const { status, stdout } = await runCli(TRILLION);

    expect(status).toBe(1);
    expect(stdout).toContain('OUT_OF_RANGE');
    expect(stdout).toContain('Enter an amount of at most R$99,999,999.99.');
  });

  it('quotes a larger amount under --max-amount', async () => {
    const { status, stdout } = await runCli([...TRILLION, '--max-amount', '100000000000000']);

    expect(status).toBe(0);
    expect(stdout).toContain('Offers for R$1,000,000,000,000.00:');
  });

  it('refuses a --max-amount that is not a positive whole number as a usage error', async () => {
    const { status, stderr } = await runCli([
      'installments',
      '--amount',
      '100',
      '--max',
      '1',
      '--max-amount',
      '0',
    ]);

    expect(status).toBe(2);
    expect(stderr).toContain('--max-amount must be a positive whole number of centavos');
  });
});
