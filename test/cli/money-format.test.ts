// One money format per locale in everything the CLI prints: the library's formatBRL for that
// locale (R$250.00 in English, R$ 250,00 in Brazilian Portuguese), whichever command prints it.
import { describe, expect, it } from 'vitest';
import { formatBRL, LOCALES, type Locale, parseBRL } from '../../src/index.js';
import { runCli } from './run-cli.js';

const AMOUNT = 25000;
const RULES = [
  {
    recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    recipient_type: 'merchant',
    type: 'percentage',
    amount: 0.5,
  },
  {
    recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21',
    recipient_type: 'submerchant',
    type: 'fixed',
    amount: 5000,
  },
];
const REQUEST = {
  amount: AMOUNT,
  currency: 'BRL',
  product_type: 'digital',
  payment_method: 'pix',
  customer: { name: 'Ana Souza', email: 'ana@example.com', tax_id: '529.982.247-25', type: 'individual' },
  items: [{ name: 'Curso', quantity: 1, unit_price: AMOUNT, tangible: false }],
  split: RULES,
};
// A fixed share of the whole amount on top of the others: SPLIT_AMOUNT_EXCEEDS_TOTAL, whose message
// and table both write amounts.
const OVERSPENT = [
  ...RULES,
  {
    recipient_id: 'c0ffee00-1234-4abc-9def-0123456789ab',
    recipient_type: 'submerchant',
    type: 'fixed',
    amount: AMOUNT,
  },
];

/** Every command that writes an amount, with its input: each prints R$250.00 at least once. */
const RUNS: readonly { readonly args: readonly string[]; readonly input?: unknown }[] = [
  { args: ['validate', '-'], input: REQUEST },
  { args: ['split', '--amount', String(AMOUNT), '--mdr', '0.0299', '--mdr-fixed', '50'], input: RULES },
  { args: ['split', '--amount', String(AMOUNT)], input: OVERSPENT },
  { args: ['refund', '--amount', String(AMOUNT), '--refund', String(AMOUNT)], input: RULES },
  {
    args: ['receivables', '--amount', String(AMOUNT), '--method', 'pix', '--confirmed', '2026-01-15'],
    input: RULES,
  },
  { args: ['installments', '--amount', String(AMOUNT), '--max', '3', '--free', '3'] },
];

// R$ and a number, with or without the space (a no-break space in pt-BR), signed or not.
const MONEY = /-?R\$\s?-?\d[\d.,]*\d/g;

/** The amounts a text writes, each paired with how formatBRL writes it in the locale. */
function amountsIn(text: string, locale: Locale): { written: string; formatted: string }[] {
  return [...text.matchAll(MONEY)].map(([written]) => {
    const parsed = parseBRL(written);
    return { written, formatted: parsed.ok ? formatBRL(parsed.value, { locale }) : `unreadable: ${written}` };
  });
}

async function run(args: readonly string[], input: unknown): Promise<string> {
  const { stdout, stderr } = await runCli(args, input === undefined ? {} : { input: JSON.stringify(input) });
  expect(stderr).toBe('');
  return stdout;
}

describe('amounts in the CLI output', { timeout: 60_000 }, () => {
  it('are written R$250.00 in English, R$ 250,00 (with a no-break space) in pt-BR', () => {
    expect(formatBRL(AMOUNT, { locale: 'en' })).toBe('R$250.00');
    expect(formatBRL(AMOUNT, { locale: 'pt-BR' })).toBe('R$\u00a0250,00');
  });

  describe.each(LOCALES)('with --locale %s', (locale) => {
    it.each(RUNS)('$args.0 writes every amount as formatBRL does', async ({ args, input }) => {
      const stdout = await run([...args, '--locale', locale], input);
      expect(stdout).toContain(formatBRL(AMOUNT, { locale }));
      for (const { written, formatted } of amountsIn(stdout, locale)) expect(written).toBe(formatted);
    });
  });

  it.each(RUNS)('$args.0 writes them in English without --locale', async ({ args, input }) => {
    expect(await run(args, input)).toBe(await run([...args, '--locale', 'en'], input));
  });

  it('are written in English in the help pages and usage messages, which are English', async () => {
    const commands = RUNS.map(({ args }) => args[0] as string);
    const texts = [
      (await runCli(['--help'])).stdout,
      ...(await Promise.all(commands.map(async (command) => (await runCli([command, '--help'])).stdout))),
      (await runCli(['split', '--amount', '12.5'])).stderr,
    ];
    const amounts = texts.flatMap((text) => amountsIn(text, 'en'));
    expect(amounts.length).toBeGreaterThan(0);
    for (const { written, formatted } of amounts) expect(written).toBe(formatted);
  });
});
