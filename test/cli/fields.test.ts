import { describe, expect, it } from 'vitest';
import { resolveRequiredFields } from '../../src/index.js';
import { runCli } from './run-cli.js';

const groupLine = (stdout: string, group: string) =>
  stdout.split('\n').find((line) => line.startsWith(`  ${group} (`)) ?? '';

describe('charge-rules fields', { timeout: 60_000 }, () => {
  it('prints the groups for a country and context, fields grouped by parent', async () => {
    const { status, stdout, stderr } = await runCli([
      'fields',
      'BR',
      '--method',
      'credit_card',
      '--product-type',
      'physical',
    ]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Fields for BR · payment_method=credit_card · product_type=physical');
    expect(groupLine(stdout, 'required')).toMatch(/^ {2}required \(19\) +amount, currency, product_type,/);
    expect(stdout).toMatch(/^ +customer: name, email, tax_id, type$/m);
    expect(stdout).toMatch(/^ +billing_address: neighborhood, state, zip_code$/m);
    expect(groupLine(stdout, 'when sent')).toMatch(
      /^ {2}when sent \(7\) +shipping_address: neighborhood, state, zip_code$/,
    );
    expect(groupLine(stdout, 'forbidden')).toMatch(/payment_details: expires_in_seconds, due_date/);
    expect(groupLine(stdout, 'ignored')).toMatch(/—$/);
    expect(groupLine(stdout, 'one of')).toMatch(/payment_details: number, holder_name, expiration_month/);
    expect(stdout).toMatch(/^ {2}or +payment_details: token$/m);
  });

  it('forbids the card fields with --hosted', async () => {
    const { stdout } = await runCli(['fields', 'BR', '--method', 'credit_card', '--hosted']);
    expect(stdout).toContain('card_flow=hosted');
    expect(groupLine(stdout, 'forbidden')).toMatch(
      /payment_details: number, holder_name, expiration_month, expiration_year,/,
    );
    expect(stdout).not.toContain('one of');
  });

  it('lists a forbidden object once, not the fields inside it, which --json still gives', async () => {
    const { stdout } = await runCli(['fields', 'BR', '--method', 'credit_card']);
    expect(stdout).toMatch(/late_fee, interest,\s+discount, rebate, recurrence/);
    expect(stdout).not.toContain('payment_details.late_fee:');
    expect(stdout).not.toContain('payment_details.recurrence:');
    const json = await runCli(['fields', 'BR', '--method', 'credit_card', '--json']);
    const forbidden = (JSON.parse(json.stdout) as { forbidden: string[] }).forbidden;
    expect(forbidden).toContain('payment_details.late_fee.type');
    const shown = Number(/^ {2}forbidden \((\d+)\)/m.exec(stdout)?.[1]);
    const inside = forbidden.filter((path) => forbidden.some((other) => path.startsWith(`${other}.`)));
    expect(shown).toBe(forbidden.length - inside.length);
  });

  it('accepts a lower-case country and keeps Brazilian-only rules optional elsewhere', async () => {
    const { status, stdout } = await runCli(['fields', 'us']);
    expect(status).toBe(0);
    expect(stdout).toContain('Fields for US');
    expect(stdout).toMatch(/^ +customer: tax_id, phone, birthdate$/m);
  });

  it('prints the library result as JSON with --json', async () => {
    const { status, stdout } = await runCli([
      'fields',
      'BR',
      '--method',
      'pix',
      '--product-type',
      'digital',
      '--json',
    ]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(
      resolveRequiredFields('BR', { payment_method: 'pix', product_type: 'digital' }),
    );
  });

  it.each([
    [['XX'], 'COUNTRY must be an ISO 3166-1 alpha-2 country code'],
    [[], 'missing COUNTRY'],
    [['BR', '--method', 'bitcoin'], '--method must be one of: credit_card, debit_card, pix, boleto.'],
    [['BR', '--product-type', 'service'], '--product-type must be one of: digital, physical.'],
    [['BR', '--hosted=yes'], "option '--hosted' takes no value."],
    [['BR', 'US'], "unexpected argument 'US'."],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const { status, stdout, stderr } = await runCli(['fields', ...args]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Run charge-rules fields --help for usage.');
  });

  it('never echoes a mistyped country, which may be a card number or a key', async () => {
    for (const country of ['4111111111111111', 'sk_live_abcdef123456']) {
      const { status, stderr } = await runCli(['fields', country]);
      expect(status).toBe(2);
      expect(stderr).not.toContain(country);
    }
  });

  it('has a --help that lists the groups and options', async () => {
    const { status, stdout } = await runCli(['fields', '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: charge-rules fields COUNTRY [options]');
    for (const word of [
      '--method',
      '--product-type',
      '--hosted',
      '--json',
      'forbidden',
      'one of',
      'when sent',
    ]) {
      expect(stdout).toContain(word);
    }
  });
});
