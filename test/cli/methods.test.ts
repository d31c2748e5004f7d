import { describe, expect, it } from 'vitest';
import { EXAMPLES, runCli } from './run-cli.js';

const LISTING = {
  data: {
    methods: [
      { type: 'credit_card', card_flow: 'transparent', collects_card_fields: true },
      { type: 'debit_card', card_flow: 'hosted', collects_card_fields: false },
      { type: 'pix' },
      { type: 'boleto' },
    ],
  },
};

describe('charge-rules methods', { timeout: 60_000 }, () => {
  it('prints the GET /v1/public/payment-methods body, then a summary of what the checkout shows', async () => {
    const { status, stdout, stderr } = await runCli(['methods', EXAMPLES.merchant]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const [body, summary] = stdout.split('\n\n');
    expect(JSON.parse(body ?? '')).toEqual(LISTING);
    expect(summary).toContain('4 methods enabled (docs/examples/merchant.json)');
    expect(summary).toMatch(/^ {2}credit_card +transparent +its own card fields/m);
    expect(summary).toMatch(/^ {2}debit_card +hosted +a redirect to the provider's hosted page/m);
    expect(summary).toMatch(/^ {2}pix +— +a PIX QR code$/m);
  });

  it('prints only the body with --json', async () => {
    const { status, stdout } = await runCli(['methods', EXAMPLES.merchant, '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(LISTING);
  });

  it('reads the configuration from stdin', async () => {
    const { status, stdout } = await runCli(['methods', '-', '--json'], {
      input: '{"methods":[{"type":"pix"}]}',
    });
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ data: { methods: [{ type: 'pix' }] } });
  });

  it('exits 1 on a configuration that is not valid, in the asked locale', async () => {
    const input = '{"methods":[{"type":"pix","card_flow":"hosted"}]}';
    const { status, stdout } = await runCli(['methods', '-', '--locale', 'pt-BR'], { input });
    expect(status).toBe(1);
    expect(stdout).toMatch(/^✗ INVALID_CONFIGURATION: /);
    const json = await runCli(['methods', '-', '--json'], { input });
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('exits 2 on a missing file', async () => {
    const { status, stdout, stderr } = await runCli(['methods', 'docs/examples/nope.json']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('methods: docs/examples/nope.json cannot be read: no such file.');
  });

  it('has a --help that shows the file format', async () => {
    const { status, stdout } = await runCli(['methods', '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: charge-rules methods FILE|- [options]');
    expect(stdout).toContain('"card_flow": "hosted"');
  });
});
