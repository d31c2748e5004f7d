import { describe, expect, it } from 'vitest';
import { cardRequest, expectNoCardData } from './card-data.js';
import { EXAMPLES, runCli } from './run-cli.js';

const MARKETPLACE = [
  'split',
  '--amount',
  '9999',
  '--mdr',
  '0.0299',
  '--mdr-fixed',
  '50',
  EXAMPLES.marketplace,
];

// The cells of a table row, split on the two-space column gaps.
const cells = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);
const rowOf = (stdout: string, start: string) =>
  stdout.split('\n').find((line) => line.trimStart().startsWith(start));

describe('charge-rules split', { timeout: 60_000 }, () => {
  it('refuses an amount above --max-amount, exit 1', async () => {
    const { status, stdout } = await runCli(['split', '--amount', '2001', '--max-amount', '2000', '-'], {
      input: '[]',
    });
    expect(status).toBe(1);
    expect(stdout).toContain('Enter an amount of at most R$20.00.');
  });

  it('prints the breakdown of docs/split.md example 1: exact share, gross, fee, net per recipient', async () => {
    const { status, stdout, stderr } = await runCli(MARKETPLACE);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(
      /^ {2}recipient +recipient type +type +rule +cross-company +exact share +gross +fee +net$/m,
    );
    expect(cells(rowOf(stdout, '3f2504e0'))).toEqual([
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      'merchant',
      'percentage',
      '30%',
      'no',
      '2999.7',
      '2999',
      '349',
      '2650',
    ]);
    expect(cells(rowOf(stdout, '9b2c6f1e')).slice(3)).toEqual(['R$15.00', 'no', '1500', '1500', '0', '1500']);
    expect(cells(rowOf(stdout, 'c0ffee00')).slice(3)).toEqual([
      '12.5%',
      'no',
      '1249.875',
      '1250',
      '0',
      '1250',
    ]);
    expect(cells(rowOf(stdout, 'd1e2f3a4')).slice(3)).toEqual(['15%', 'yes', '1499.85', '1500', '0', '1500']);
  });

  it('prints the unallocated line and totals that add up to the amount', async () => {
    const { stdout } = await runCli(MARKETPLACE);
    expect(cells(rowOf(stdout, 'unallocated'))).toEqual([
      'unallocated (master account)',
      '2749.575',
      '2750',
      '2750',
    ]);
    expect(cells(rowOf(stdout, 'total'))).toEqual(['total', '9999', '9999', '349', '9650']);
  });

  it('shows the fee with its exact arithmetic and who pays it', async () => {
    const { stdout } = await runCli(MARKETPLACE);
    expect(stdout).toContain(
      'fee 349 centavos = 9999 × 0.0299 = 298.9701 → 299 + 50 fixed, deducted from the first recipient',
    );
  });

  it('right-aligns the figures', async () => {
    const lines = (await runCli(MARKETPLACE)).stdout
      .split('\n')
      .filter((line) => /^ {2}[0-9a-f]{8}-/.test(line));
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('computes exact shares exactly, with no binary rounding (1/3 of a large amount)', async () => {
    const rules = [
      {
        recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        recipient_type: 'merchant',
        type: 'percentage',
        amount: 1 / 3,
      },
    ];
    const { status, stdout } = await runCli(
      ['split', '--amount', '9007199254740991', '--max-amount', '9007199254740991', '--json', '-'],
      {
        input: JSON.stringify(rules),
      },
    );
    expect(status).toBe(0);
    // 9007199254740991 × 0.3333333333333333, by hand: no double could hold it.
    expect(JSON.parse(stdout).shares[0].exact_share).toBe('3002399751580330.0330933581753003');
  });

  it('prints machine-readable JSON with --json: the library result plus exact_share', async () => {
    const { status, stdout } = await runCli([...MARKETPLACE, '--json']);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ ok: true, amount: 9999, fee: 349, unallocated: 2750 });
    expect(result.shares.map((share: { exact_share: string }) => share.exact_share)).toEqual([
      '2999.7',
      '1500',
      '1249.875',
      '1499.85',
    ]);
    expect(result.shares[0]).toMatchObject({ gross: 2999, fee: 349, net: 2650, cross_company: false });
  });

  it('rounds an exact half up with --rounding half-up (docs/split.md example 3)', async () => {
    const rules = [
      {
        recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        recipient_type: 'merchant',
        type: 'percentage',
        amount: 0.5,
      },
      {
        recipient_id: '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
        recipient_type: 'submerchant',
        type: 'percentage',
        amount: 0.198,
      },
    ];
    const input = JSON.stringify(rules);
    const even = JSON.parse(
      (await runCli(['split', '--amount', '250', '--mdr', '0.01', '--json'], { input })).stdout,
    );
    const up = JSON.parse(
      (
        await runCli(['split', '--amount', '250', '--mdr', '0.01', '--rounding', 'half-up', '--json'], {
          input,
        })
      ).stdout,
    );
    expect([even.fee, even.unallocated]).toEqual([2, 76]);
    expect([up.fee, up.unallocated]).toEqual([3, 75]);
  });

  it('takes a whole charge request, using its split and its amount', async () => {
    const { status, stdout } = await runCli(['split', '--mdr', '0.0299', EXAMPLES.validPix]);
    expect(status).toBe(0);
    expect(stdout).toContain('Split of R$50.00 (5000 centavos), fee 2.99%, rounding half-even');
    expect(cells(rowOf(stdout, 'total'))).toEqual(['total', '5000', '5000', '150', '4850']);
  });

  it('reads the rules from stdin', async () => {
    const { status, stdout } = await runCli(['split', '--amount', '9999', '-'], { input: '[]' });
    expect(status).toBe(0);
    expect(cells(rowOf(stdout, 'unallocated'))).toEqual([
      'unallocated (master account)',
      '9999',
      '9999',
      '9999',
    ]);
  });

  it('exits 1 when the shares exceed the amount, showing each exact claim', async () => {
    const { status, stdout } = await runCli(['split', EXAMPLES.splitExceeds]);
    expect(status).toBe(1);
    expect(stdout).toContain('✗ SPLIT_AMOUNT_EXCEEDS_TOTAL: The split shares add up to R$115.00');
    expect(cells(rowOf(stdout, 'shares total'))).toEqual(['shares total', '11500']);
    expect(cells(rowOf(stdout, 'charge amount'))).toEqual(['charge amount', '10000']);
  });

  it('exits 1 when the first share cannot pay the fee', async () => {
    const rules = [
      {
        recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        recipient_type: 'merchant',
        type: 'fixed',
        amount: 10,
      },
    ];
    const { status, stdout } = await runCli(['split', '--amount', '1000', '--mdr-fixed', '999', '-'], {
      input: JSON.stringify(rules),
    });
    expect(status).toBe(1);
    expect(stdout).toContain('✗ NEGATIVE_NET_AMOUNT_AFTER_FEES');
  });

  it('exits 1 on invalid rules with every issue, in Portuguese with --locale pt-BR', async () => {
    const input = JSON.stringify([{ recipient_id: 'x', type: 'percentage', amount: 10 }]);
    const { status, stdout } = await runCli(['split', '--amount', '100', '--locale', 'pt-BR'], { input });
    expect(status).toBe(1);
    expect(stdout).toMatch(/INVALID_VALUE +split\.0\.recipient_id +Informe um ID válido \(um UUID\)/);
    expect(stdout).toMatch(/REQUIRED +split\.0\.recipient_type/);
    expect(stdout).toMatch(/OUT_OF_RANGE +split\.0\.amount +.*0\.10 significa 10%/);
  });

  it('adds the hints for the integrator with --hints, in English whatever the locale', async () => {
    const input = JSON.stringify([{ recipient_id: 'x', type: 'percentage', amount: 10 }]);
    const { status, stdout } = await runCli(['split', '--amount', '100', '--locale', 'pt-BR', '--hints'], {
      input,
    });
    expect(status).toBe(1);
    expect(stdout).toContain('Fields to fix: split.0.recipient_id');
    expect(stdout).toMatch(
      /OUT_OF_RANGE +split\.0\.amount +.*split\.0\.amount: Enter a fraction greater than 0/,
    );
  });

  it('prints the failure as JSON with --json', async () => {
    const { status, stdout } = await runCli(['split', '--json', EXAMPLES.splitExceeds]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: false,
      status: 422,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      total: '11500',
    });
  });

  it.each([
    [[EXAMPLES.marketplace], '--amount is required with a rules array'],
    [['--amount', '0', EXAMPLES.marketplace], '--amount must be a positive whole number of centavos'],
    [['--amount', '12.5', EXAMPLES.marketplace], '--amount must be a positive whole number of centavos'],
    [['--amount', '1e3', EXAMPLES.marketplace], '--amount must be a positive whole number of centavos'],
    [['--amount', '100', '--mdr', '0,0299', EXAMPLES.marketplace], '--mdr must be a rate in [0, 1)'],
    [
      ['--amount', '100', '--rounding', 'down', EXAMPLES.marketplace],
      '--rounding must be one of: half-even, half-up.',
    ],
    [['--amount'], "option '--amount' needs a value."],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const { status, stdout, stderr } = await runCli(['split', ...args]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it('exits 2 on a missing rules file', async () => {
    const { status, stderr } = await runCli(['split', '--amount', '100', 'docs/examples/splits/nope.json']);
    expect(status).toBe(2);
    expect(stderr).toContain('cannot be read: no such file');
  });

  it('has a --help that explains the columns, the options and the input', async () => {
    const { status, stdout } = await runCli(['split', '-h']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: charge-rules split --amount N [options] [FILE|-]');
    for (const option of ['--amount', '--mdr', '--mdr-fixed', '--rounding', '--json'])
      expect(stdout).toContain(option);
    expect(stdout).toContain('unallocated');
  });

  it('never prints the card data of a charge request it splits', async () => {
    const input = JSON.stringify(cardRequest());
    for (const args of [['split'], ['split', '--json'], ['split', '--amount', '1']]) {
      const run = await runCli([...args, '--mdr', '0.0299'], { input });
      expectNoCardData(run.stdout + run.stderr);
    }
  });
});
