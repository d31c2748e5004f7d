import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const SELLER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const history = (events: unknown[], extra: Record<string, unknown> = { payment_method: 'pix' }) =>
  JSON.stringify({
    amount: 10000,
    split: [{ recipient_id: SELLER, recipient_type: 'merchant', type: 'percentage', amount: 0.5 }],
    ...extra,
    events,
  });
const PAID = { id: 'evt_1', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' };

describe('charge-rules events', () => {
  it('prints what each event did and the balances per recipient', async () => {
    const run = await runCli(['events', '--no-color'], {
      input: history([PAID, { ...PAID, id: 'evt_2', type: 'refunded', amount: 2000 }]),
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('evt_1 paid at 2026-03-02T12:00:00Z → paid');
    expect(run.stdout).toContain('partially_refunded: paid R$100.00, refunded R$20.00, charged back R$0.00');
    expect(run.stdout).toMatch(new RegExp(`${SELLER}\\s+5000\\s+1000\\s+0\\s+4000`));
  });

  it('prints a chargeback over a full refund, and how much of it to contest', async () => {
    const refund = { ...PAID, id: 'evt_2', type: 'refunded', amount: 10000 };
    const chargeback = { ...PAID, id: 'evt_3', type: 'charged_back', amount: 10000 };
    const run = await runCli(['events', '--no-color'], { input: history([PAID, refund, chargeback]) });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'charged_back: paid R$100.00, refunded R$100.00, charged back R$100.00 (R$100.00 of it already given back: contest it)',
    );
  });

  it('prints a refused event, goes on, and exits 1', async () => {
    const refund = { id: 'evt_r', type: 'refunded', occurred_at: '2026-03-02T13:00:00Z', amount: 100 };
    const run = await runCli(['events', '--no-color'], { input: history([refund, PAID]) });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ evt_r refunded 100 at 2026-03-02T13:00:00Z: CHARGE_EVENT_NOT_ALLOWED');
    expect(run.stdout).toContain('evt_1 paid at 2026-03-02T12:00:00Z → paid');
  });

  it('prints the charge and each result as JSON with --json', async () => {
    const run = await runCli(['events', '--json'], { input: history([PAID]) });
    const printed = JSON.parse(run.stdout) as { charge: { status: string }; results: { ok: boolean }[] };
    expect(printed.charge.status).toBe('paid');
    expect(printed.results).toHaveLength(1);
  });

  it('takes the payment method from --method when the history has none', async () => {
    expect((await runCli(['events', '--method', 'boleto'], { input: history([PAID], {}) })).status).toBe(0);
    expect((await runCli(['events'], { input: history([PAID], {}) })).status).toBe(2);
  });

  it('exits 2 on a history without events', async () => {
    const run = await runCli(['events'], { input: JSON.stringify({ amount: 100 }) });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"events"');
  });

  it('reports a payment method the library refuses, with exit 1', async () => {
    expect((await runCli(['events'], { input: history([PAID], { payment_method: 'cash' }) })).status).toBe(1);
  });
});
