import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/messages/locales/index.js';
import { cardRequest, expectNoCardData, tokenRequest } from './card-data.js';
import { EXAMPLES, NOW, ROOT, runCli } from './run-cli.js';

describe('charge-rules validate', { timeout: 60_000 }, () => {
  it('prints ✓ and a redacted summary of a valid request, exit 0', async () => {
    const { status, stdout, stderr } = await runCli(['validate', EXAMPLES.validCard, '--now', NOW]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain(`✓ valid charge request (${EXAMPLES.validCard})`);
    expect(stdout).toMatch(/^ {2}amount +R\$129\.80 \(12980 centavos\)$/m);
    expect(stdout).toContain('visa 411111••••••1111');
    expect(stdout).toMatch(/^ {2}split +3 recipients: 70%, R\$15\.00, 10%/m);
  });

  it('judges the amount against --max-amount', async () => {
    const { status, stdout } = await runCli([
      'validate',
      EXAMPLES.validCard,
      '--now',
      NOW,
      '--max-amount',
      '10000',
    ]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/^ {2}OUT_OF_RANGE +amount +Enter an amount of at most R\$100\.00\.$/m);
  });

  it('adds each issue hint for the integrator with --hints', async () => {
    const { status, stdout } = await runCli(['validate', EXAMPLES.hostedWithCard, '--now', NOW, '--hints']);
    expect(status).toBe(1);
    expect(stdout).toMatch(/^ {2}code +path +message +hint$/m);
    expect(stdout).toContain('Fields to fix: payment_details.number');
    expect(stdout).toMatch(
      /payment_details\.instalments is not a field of a charge request: did you mean installments\?/,
    );
  });

  it('prints every issue of an invalid request as a code / path / message table, exit 1', async () => {
    const { status, stdout, stderr } = await runCli(['validate', EXAMPLES.hostedWithCard, '--now', NOW]);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).toContain('✗ invalid charge request');
    expect(stdout).toContain('3 issues, HTTP 422');
    expect(stdout).toMatch(/^ {2}code +path +message$/m);
    expect(stdout).toMatch(/^ {2}FORBIDDEN_FIELD +payment_details\.number +Card details are typed/m);
    expect(stdout).toMatch(
      /^ {2}UNKNOWN_FIELD +payment_details\.instalments +This information cannot be used/m,
    );
    expect(stdout).not.toContain('hint');
  });

  it('aligns the table: every message starts in the same column', async () => {
    const { stdout } = await runCli(['validate', EXAMPLES.brazilianBuyer, '--now', NOW]);
    const rows = stdout.split('\n').filter((line) => /^ {2}[A-Z_]{5,} /.test(line));
    const columns = rows.map((line) => line.indexOf(line.split(/ {2,}/)[3] ?? ''));
    expect(rows).toHaveLength(6);
    expect(new Set(columns).size).toBe(1);
  });

  it('prints the messages in Portuguese with --locale pt-BR', async () => {
    const { status, stdout } = await runCli([
      'validate',
      EXAMPLES.brazilianBuyer,
      '--locale',
      'pt-BR',
      '--now',
      NOW,
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain('6 issues');
    expect(stdout).toMatch(/REQUIRED +billing_address\.neighborhood +Preencha este campo\./);
    expect(stdout).toContain('Informe um CEP válido com 8 dígitos');
  });

  it('prints the library result as JSON with --json: valid, with the card data redacted', async () => {
    const { status, stdout } = await runCli(['validate', EXAMPLES.validCard, '--json', '--now', NOW]);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.ok).toBe(true);
    expect(result.value.payment_details.number).toBe('411111••••••1111');
    expect(result.value.payment_details).not.toHaveProperty('cvv');
    expect(result.value.billing_address.zip_code).toBe('01310100');
  });

  it('prints the library result as JSON with --json: invalid, with status and issues', async () => {
    const { status, stdout } = await runCli(['validate', EXAMPLES.splitExceeds, '--json', '--now', NOW]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL', path: 'split' })],
    });
  });

  it('reads stdin with "-"', async () => {
    const { status, stdout } = await runCli(['validate', '-', '--now', NOW], {
      input: JSON.stringify(cardRequest()),
    });
    expect(status).toBe(0);
    expect(stdout).toContain('✓ valid charge request (stdin)');
  });

  it('reads stdin when no FILE is given and JSON is piped in', async () => {
    const request = { ...cardRequest(), amount: 0 };
    const { status, stdout } = await runCli(['validate', '--now', NOW], { input: JSON.stringify(request) });
    expect(status).toBe(1);
    expect(stdout).toMatch(/OUT_OF_RANGE +amount/);
  });

  it("says how long a PIX QR code is valid: its seconds, or the provider's default when none is sent", async () => {
    const request = JSON.parse(readFileSync(join(ROOT, EXAMPLES.validPix), 'utf8'));
    const withoutExpiry = { ...request, payment_details: undefined };
    expect((await runCli(['validate', '-'], { input: JSON.stringify(request) })).stdout).toMatch(
      /^ {2}payment +pix, QR code valid for 3600 seconds$/m,
    );
    expect((await runCli(['validate', '-'], { input: JSON.stringify(withoutExpiry) })).stdout).toMatch(
      /^ {2}payment +pix, QR code valid for the provider's default time$/m,
    );
  });

  it('judges card expiry against --now', async () => {
    const { status, stdout } = await runCli(['validate', EXAMPLES.validCard, '--now', '2032-01-01']);
    expect(status).toBe(1);
    expect(stdout).toMatch(/EXPIRED +payment_details\.expiration_/);
  });

  it('checks that the first recipient can pay the fee with --mdr and --mdr-fixed', async () => {
    const request = cardRequest();
    request.split = [{ ...(request.split as object[])[0], type: 'fixed', amount: 100 }];
    const input = JSON.stringify(request);
    expect((await runCli(['validate', '--now', NOW], { input })).status).toBe(0);
    const { status, stdout } = await runCli(
      ['validate', '--now', NOW, '--mdr', '0.0299', '--mdr-fixed', '39'],
      {
        input,
      },
    );
    expect(status).toBe(1);
    expect(stdout).toMatch(/NEGATIVE_NET_AMOUNT_AFTER_FEES +split\.0/);
  });

  it('checks the method against a merchant configuration with --merchant', async () => {
    const input = JSON.stringify({
      ...cardRequest(),
      card_flow: 'hosted',
      payment_details: { installments: 1 },
    });
    const { status, stdout } = await runCli(['validate', '--now', NOW, '--merchant', EXAMPLES.merchant], {
      input,
    });
    expect(status).toBe(1);
    expect(stdout).toMatch(/CARD_FLOW_NOT_SUPPORTED +card_flow/);
  });

  it('exits 2 on a missing file, naming it, with a hint', async () => {
    const { status, stdout, stderr } = await runCli(['validate', 'docs/examples/requests/nope.json']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('validate: docs/examples/requests/nope.json cannot be read: no such file.');
    expect(stderr).toContain('Check the path');
  });

  it('exits 2 on input that is not JSON, with the position and without quoting it', async () => {
    const { status, stderr } = await runCli(['validate', '-'], { input: '{\n  "amount": 100,\n  oops\n}' });
    expect(status).toBe(2);
    expect(stderr).toContain('validate: stdin:3:3: not valid JSON');
    expect(stderr).not.toContain('oops');
  });

  it('exits 2 on empty input', async () => {
    const { status, stderr } = await runCli(['validate'], { input: '' });
    expect(status).toBe(2);
    expect(stderr).toContain('stdin:1:1: it is empty');
  });

  it.each([
    [['--locale', 'xx'], `--locale must be one of: ${LOCALES.join(', ')}.`],
    [['--now', 'yesterday'], '--now must be an ISO 8601 date'],
    [['--now', '2026-02-30'], '--now must be an ISO 8601 date'],
    [['--mdr', '2.99%'], '--mdr must be a rate in [0, 1)'],
    [['--mdr', '1'], '--mdr must be a rate in [0, 1)'],
    [['--mdr-fixed', '-1'], "option '--mdr-fixed' needs a value (write --mdr-fixed=VALUE"],
    [['--mdr-fixed=-1'], '--mdr-fixed must be a non-negative whole number of centavos'],
    [['--mdr-fixed', '1.5'], '--mdr-fixed must be a non-negative whole number of centavos'],
    [['--colour'], "unknown option '--colour'."],
    [['b.json'], "unexpected argument 'b.json'."],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const { status, stdout, stderr } = await runCli(['validate', EXAMPLES.validPix, ...args]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Run charge-rules validate --help for usage.');
  });

  it('has a --help that lists its options and exit codes', async () => {
    const { status, stdout } = await runCli(['validate', '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: charge-rules validate [FILE|-] [options]');
    for (const option of [
      '--locale',
      '--now',
      '--mdr',
      '--mdr-fixed',
      '--merchant',
      '--json',
      '--no-color',
    ]) {
      expect(stdout).toContain(option);
    }
    expect(stdout).toContain('Exit codes: 0 valid, 1 invalid (issues printed), 2 usage error');
  });

  it('never prints the card number, CVV or token, valid or not, in any format', async () => {
    const inputs = [
      cardRequest(),
      { ...cardRequest(), card_flow: 'hosted' },
      { ...cardRequest(), amount: -1 },
      tokenRequest(),
      { ...tokenRequest(), card_flow: 'hosted' },
    ].map((request) => JSON.stringify(request));
    for (const args of [['validate'], ['validate', '--json'], ['validate', '--locale', 'pt-BR']]) {
      for (const input of inputs) {
        const run = await runCli([...args, '--now', NOW], { input });
        expect(run.status).not.toBe(2);
        expectNoCardData(run.stdout + run.stderr);
      }
    }
  });
});
