// The library in a real browser: Debian's Chromium, driven by playwright-core, loads the built ESM
// bundle (dist/) from a local static server, first in a test page, then in the playground.
// `npm test` builds dist/ first; locally, run `npm run build` once, then `npx vitest run test/browser`.
// Chromium is found or provisioned by ./chromium.ts; without one the suite is skipped with one loud
// line, except under CI=true, where a missing browser fails the run.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYGROUND_FILES, type ServedRequest, startStaticServer } from '../../docs/playground/serve.mjs';
import {
  computeSplit,
  listPublicPaymentMethods,
  redactChargeRequest,
  resolveRequiredFields,
  toProblemDetails,
  validateChargeRequest,
} from '../../src/index.js';
import { TEST_TIMEOUT_MS } from '../support/timeouts.js';
import { findChromium } from './chromium.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = findChromium();
if ('missing' in CHROMIUM) {
  if (process.env.CI === 'true') throw new Error(`browser suite: ${CHROMIUM.missing}`);
  console.warn(`\n*** browser suite SKIPPED: ${CHROMIUM.missing} ***\n`);
}
const skipBrowser = 'missing' in CHROMIUM;
const SCREENSHOTS = resolve(ROOT, 'test-results/browser');
// What the pages may load: the playground's files plus the test page.
const SERVED_FILES = [...PLAYGROUND_FILES, '/test/browser/fixtures/'];
// The launch flags that work on closed-network machines (no route but the package registry): without
// the background-networking ones, Chromium's own connections are refused and slow everything down.
// playwright-core gives every launch a new, empty profile directory and removes it on close.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A wait gives up before its test does, so a failure names what it waited for; a loaded machine
// gets the whole budget rather than a few seconds.
const WAIT_MS = (TEST_TIMEOUT_MS * 3) / 4;
// The clock, merchant and MDR of test/browser/fixtures/page.js, so every figure is exact.
const NOW = new Date('2026-01-15T12:00:00Z');
const MDR = 0.0299;
const MERCHANT = {
  methods: [
    { type: 'pix' },
    { type: 'credit_card', card_flow: 'hosted' },
    { type: 'debit_card', card_flow: 'transparent' },
    { type: 'boleto' },
  ],
} as const;
// `CODE path` of each issue of docs/examples/requests/invalid-brazilian-buyer.json, in order.
const INVALID_BUYER_ISSUES = [
  'INVALID_VALUE customer.email',
  'INVALID_VALUE customer.tax_id',
  'INVALID_TYPE items.0.unit_price',
  'REQUIRED billing_address.neighborhood',
  'INVALID_VALUE billing_address.state',
  'INVALID_VALUE billing_address.zip_code',
];
// Module specifiers that only Node resolves: none may reach the browser.
const NODE_BUILTIN =
  /^(node:|(assert|buffer|child_process|crypto|events|fs|http|https|net|os|path|process|stream|url|util|worker_threads|zlib)(\/|$))/;

interface PageEvents {
  readonly requests: string[];
  readonly problems: string[];
}

let browser: Browser | undefined;
let page: Page;
let origin: string;
let closeServer: (() => Promise<void>) | undefined;
const served: ServedRequest[] = [];
// What the page did since the last `visit`.
const events: PageEvents = { requests: [], problems: [] };

function example(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(ROOT, `docs/examples/requests/${name}.json`), 'utf8'));
}

/** The dated fields of a boleto's or a card's payment details. */
interface DatedDetails {
  readonly due_date: string;
  readonly expiration_year: string;
  readonly expiration_month: string;
}

function paymentDetails(request: Record<string, unknown>): DatedDetails {
  return request.payment_details as DatedDetails;
}

/** A card's expiry as `YYYY-MM`. */
function expiry(details: DatedDetails): string {
  return `${details.expiration_year}-${details.expiration_month}`;
}

/** The calendar day of an ISO instant in Brasília (UTC−3), `YYYY-MM-DD`. */
function brasiliaDate(instant: string): string {
  return new Date(Date.parse(instant) - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Days from one `YYYY-MM-DD` to another. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Months from one `YYYY-MM…` to another. */
function monthsBetween(from: string, to: string): number {
  const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return month(to) - month(from);
}

/** Records every request the page makes and every error it reports. */
function watch(target: Page): void {
  target.on('request', (request) => events.requests.push(request.url()));
  target.on('requestfailed', (request) =>
    events.problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  target.on('response', (response) => {
    if (response.status() >= 400) events.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  target.on('pageerror', (error) => events.problems.push(`page error: ${error.message}`));
  target.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      events.problems.push(`console ${message.type()}: ${message.text()}`);
  });
}

/** Navigates the page; one page serves every test, so Chromium starts a renderer only once. */
async function visit(path: string): Promise<void> {
  events.requests.length = 0;
  events.problems.length = 0;
  await page.goto(`${origin}${path}`);
}

/** Every request went to our server, for an allowed file, and nothing went wrong in the page. */
function expectCleanRun(seen: PageEvents = events): void {
  expect(seen.problems).toEqual([]);
  expect(seen.requests.length).toBeGreaterThan(0);
  for (const url of seen.requests) {
    expect(url.startsWith(`${origin}/`), url).toBe(true);
    const path = url.slice(origin.length).split('?')[0] as string;
    expect(NODE_BUILTIN.test(path.slice(1)), path).toBe(false);
    expect(
      SERVED_FILES.some((prefix) => path.startsWith(prefix)),
      path,
    ).toBe(true);
  }
  expect(served.filter((entry) => entry.status !== 200)).toEqual([]);
}

beforeAll(async () => {
  if ('missing' in CHROMIUM) return;
  if (!existsSync(resolve(ROOT, 'dist/index.js'))) {
    throw new Error('dist/index.js not found: run `npm run build` first (`npm test` does).');
  }
  const server = await startStaticServer({
    root: ROOT,
    allow: SERVED_FILES,
    // Files do not change during the run: later pages reuse the modules the first one loaded.
    cacheControl: 'max-age=600',
    onRequest: (entry) => served.push(entry),
  });
  closeServer = server.close;
  origin = server.origin;
  browser = await chromium.launch({ executablePath: CHROMIUM.path, headless: true, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  page.setDefaultTimeout(WAIT_MS);
  watch(page);
});

afterAll(async () => {
  await browser?.close();
  await closeServer?.();
});

describe.skipIf(skipBrowser)('the built ESM bundle in Chromium', () => {
  const shown: Record<string, unknown> = {};
  let seen: PageEvents = { requests: [], problems: [] };

  beforeAll(async () => {
    await visit('/test/browser/fixtures/page.html');
    await page.waitForFunction(() => document.getElementById('status')?.textContent !== 'loading');
    shown.status = await page.textContent('#status');
    for (const id of ['required-br', 'required-us', 'valid', 'invalid', 'problem', 'methods', 'split']) {
      shown[id] = JSON.parse((await page.textContent(`#${id}`)) || 'null');
    }
    seen = { requests: [...events.requests], problems: [...events.problems] };
  });

  it('runs the whole page without an error', () => {
    expect(shown.status).toBe('done');
  });

  it('loads only the bundle and the examples from the server, no valibot and no Node built-in', () => {
    expectCleanRun(seen);
    const paths = seen.requests.map((url) => url.slice(origin.length));
    expect(paths).toContain('/dist/index.js');
    expect(paths.filter((path) => path.includes('valibot'))).toEqual([]);
  });

  it('resolves the Brazilian required fields', () => {
    const br = shown['required-br'] as {
      country: string;
      required: string[];
      requiredWhenPresent: Record<string, string[]>;
    };
    expect(br.country).toBe('BR');
    expect(br.required).toEqual(expect.arrayContaining(['customer.tax_id', 'items.*.unit_price']));
    expect(br.requiredWhenPresent.billing_address).toEqual([
      'billing_address.neighborhood',
      'billing_address.state',
      'billing_address.zip_code',
    ]);
    expect(br.required).not.toContain('billing_address');
    expect(br).toEqual(resolveRequiredFields('BR'));
  });

  it('resolves the US required fields of a credit card charge', () => {
    const us = shown['required-us'] as { country: string; required: string[]; optional: string[] };
    expect(us.country).toBe('US');
    expect(us.required).toContain('billing_address');
    expect(us.optional).toEqual(expect.arrayContaining(['customer.tax_id', 'billing_address.zip_code']));
    expect(us.required).not.toContain('customer.tax_id');
    expect(us).toEqual(resolveRequiredFields('US', { payment_method: 'credit_card' }));
  });

  it('accepts the valid credit card request and redacts its normalized value', () => {
    const valid = shown.valid as { ok: boolean; value: Record<string, Record<string, unknown>> };
    expect(valid.ok).toBe(true);
    expect(valid.value.payment_details).toMatchObject({ number: '411111••••••1111', installments: 3 });
    expect(valid.value.payment_details).not.toHaveProperty('cvv');
    // Personal data is masked by default, in the browser as in Node.
    expect(valid.value.customer).toMatchObject({ name: 'M•••', tax_id: '•••25' });
    expect(valid.value.billing_address).toMatchObject({ zip_code: '01310100', state: 'SP', country: 'BR' });
    const node = validateChargeRequest(example('valid-credit-card'), { now: NOW, mdr: MDR });
    expect(node.ok && { ok: true, value: redactChargeRequest(node.value) }).toEqual(valid);
  });

  it('rejects the invalid Brazilian buyer with every issue, in Portuguese', () => {
    const invalid = shown.invalid as {
      ok: boolean;
      status: number;
      issues: { code: string; path: string }[];
    };
    expect(invalid.ok).toBe(false);
    expect(invalid.status).toBe(422);
    expect(invalid.issues.map(({ code, path }) => `${code} ${path}`)).toEqual(INVALID_BUYER_ISSUES);
    const node = validateChargeRequest(example('invalid-brazilian-buyer'), { now: NOW, locale: 'pt-BR' });
    expect(invalid).toEqual(node);
    expect(invalid).not.toEqual(validateChargeRequest(example('invalid-brazilian-buyer'), { now: NOW }));
    expect(shown.problem).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(shown.problem).toEqual(node.ok ? null : toProblemDetails(node));
  });

  it('lists the public payment methods of a merchant', () => {
    expect(shown.methods).toMatchObject({
      ok: true,
      body: {
        data: {
          methods: [
            { type: 'credit_card', card_flow: 'hosted', collects_card_fields: false },
            { type: 'debit_card', card_flow: 'transparent', collects_card_fields: true },
            { type: 'pix' },
            { type: 'boleto' },
          ],
        },
      },
    });
    expect(shown.methods).toEqual(listPublicPaymentMethods(MERCHANT));
  });

  it('computes the split of the credit card request to the centavo', () => {
    const [a, b, c] = [
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21',
      'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    ];
    expect(shown.split).toEqual({
      ok: true,
      amount: 12980,
      fee: 388,
      shares: [
        {
          recipient_id: a,
          recipient_type: 'merchant',
          type: 'percentage',
          cross_company: false,
          gross: 9086,
          fee: 388,
          net: 8698,
        },
        {
          recipient_id: b,
          recipient_type: 'submerchant',
          type: 'fixed',
          cross_company: false,
          gross: 1500,
          fee: 0,
          net: 1500,
        },
        {
          recipient_id: c,
          recipient_type: 'submerchant',
          type: 'percentage',
          cross_company: true,
          gross: 1298,
          fee: 0,
          net: 1298,
        },
      ],
      unallocated: 1096,
    });
    const request = example('valid-credit-card');
    expect(shown.split).toEqual(computeSplit(request.amount as number, request.split as never, MDR));
  });
});

describe('the browser bundle', () => {
  it('imports nothing but its own chunks: valibot only as types', () => {
    const files = readdirSync(resolve(ROOT, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && file !== 'cli.js',
    );
    expect(files).toContain('index.js');
    const bare = new Set<string>();
    for (const file of files) {
      const code = readFileSync(resolve(ROOT, 'dist', file), 'utf8');
      // Import and export statements start a line in esbuild's output; a string such as 'from'
      // inside the code is not one.
      const pattern =
        /^(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/gm;
      for (const match of code.matchAll(pattern)) {
        const specifier = (match[1] ?? match[2] ?? match[3]) as string;
        if (!specifier.startsWith('.')) bare.add(specifier);
      }
    }
    expect([...bare]).toEqual([]);
  });
});

describe.skipIf(skipBrowser)('the playground', () => {
  interface Outcome {
    readonly state: string;
    /** `CODE path` per issue listed. */
    readonly issues: readonly string[];
  }

  /** The result once the page has done its work: it sets aria-busy="false" on #result then. */
  async function outcome(): Promise<Outcome> {
    const done = await page.waitForFunction(() => {
      const result = document.getElementById('result');
      if (result?.getAttribute('aria-busy') !== 'false') return false;
      const issues = Array.from(
        document.querySelectorAll<HTMLElement>('#issues li'),
        (item) => `${item.dataset.code} ${item.dataset.path}`,
      );
      return { state: result.dataset.state ?? '', issues };
    });
    return (await done.jsonValue()) as Outcome;
  }

  async function openPlayground(query = ''): Promise<Outcome> {
    await visit(`/docs/playground/index.html${query}`);
    return outcome();
  }

  it('offers every example request of docs/examples/requests', async () => {
    await openPlayground();
    const options = await page.$$eval('#example option', (nodes) =>
      nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean),
    );
    const files = readdirSync(resolve(ROOT, 'docs/examples/requests')).map((file) =>
      file.replace(/\.json$/, ''),
    );
    expect([...options].sort()).toEqual([...files].sort());
    for (const name of options) {
      await page.selectOption('#example', name);
      const expected = name.startsWith('valid-') ? { state: 'valid', issues: [] } : { state: 'invalid' };
      expect({ name, ...(await outcome()) }).toMatchObject({ name, ...expected });
      expect(await page.evaluate(() => new URL(location.href).searchParams.get('example'))).toBe(name);
    }
    expectCleanRun();
  });

  it('moves the dates of the examples to the day the page checks them on', async () => {
    const written = brasiliaDate(
      JSON.parse(readFileSync(resolve(ROOT, 'docs/examples/clock.json'), 'utf8')).now,
    );
    expect((await openPlayground('?example=valid-boleto')).state).toBe('valid');
    // The page's own day, as it shows it: the test never reads a clock.
    const today = (await page.getAttribute('#today', 'datetime')) as string;
    const boleto = paymentDetails(JSON.parse(await page.inputValue('#request')));
    const boletoFile = paymentDetails(example('valid-boleto'));
    expect(daysBetween(today, boleto.due_date)).toBe(daysBetween(written, boletoFile.due_date));

    await page.selectOption('#example', 'valid-debit-card');
    expect((await outcome()).state).toBe('valid');
    const card = paymentDetails(JSON.parse(await page.inputValue('#request')));
    const cardFile = paymentDetails(example('valid-debit-card'));
    expect(monthsBetween(today, expiry(card))).toBe(monthsBetween(written, expiry(cardFile)));
    expectCleanRun();
  });

  it('shows the credit card request as valid, with a split bar that adds up to the amount', async () => {
    await openPlayground('?example=valid-credit-card');
    await page.click('#validate');
    expect((await outcome()).state).toBe('valid');
    expect(await page.textContent('#status')).toBe(
      'Valid. Split: 3 recipients, fee R$3.88, unallocated R$10.96.',
    );

    const segments = await page.$$eval('#split-bar .segment', (nodes) =>
      nodes.map((node) => `${(node as HTMLElement).dataset.kind} ${(node as HTMLElement).dataset.cents}`),
    );
    expect(segments).toEqual(['share 8698', 'share 1500', 'share 1298', 'fee 388', 'unallocated 1096']);
    const total = segments.reduce((sum, segment) => sum + Number(segment.split(' ')[1]), 0);
    expect(total).toBe(12980);
    const widths = await page.$$eval('#split-bar .segment', (nodes) =>
      nodes.map((node) => node.getBoundingClientRect().width),
    );
    expect(widths[0] as number).toBeGreaterThan((widths[1] as number) * 5);

    const rows = await page.$$eval('#split-rows tr', (trs) =>
      trs.map((tr) =>
        Array.from(tr.children).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['70%', 'R$90.86', 'R$90.86', 'R$3.88', 'R$86.98'],
      ['fixed R$15.00', 'R$15.00', 'R$15.00', 'R$0.00', 'R$15.00'],
      ['10%', 'R$12.98', 'R$12.98', 'R$0.00', 'R$12.98'],
    ]);
    const normalized = (await page.textContent('#normalized')) ?? '';
    expect(normalized).toContain('"number": "411111••••••1111"');
    expect(normalized).not.toContain('"cvv"');

    // pt-BR: library messages and money in Brazilian format.
    await page.selectOption('#locale', 'pt-BR');
    expect((await outcome()).state).toBe('valid');
    expect((await page.textContent('#split-totals'))?.replace(/\s+/g, ' ')).toContain('R$ 129,80');

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'playground-split.png'), fullPage: true });
    expectCleanRun();
  });

  it('reports an MDR the first recipient cannot pay at split.0', async () => {
    expect((await openPlayground('?example=valid-credit-card')).state).toBe('valid');
    await page.fill('#mdr-rate', '0.9');
    expect(await outcome()).toEqual({ state: 'invalid', issues: ['NEGATIVE_NET_AMOUNT_AFTER_FEES split.0'] });
    await page.fill('#mdr-rate', '2.5');
    await outcome();
    expect(await page.isVisible('#mdr-error')).toBe(true);
    expect(await page.getAttribute('#mdr-rate', 'aria-invalid')).toBe('true');
    expectCleanRun();
  });

  it('shows the issues of an invalid request next to their fields', async () => {
    expect((await openPlayground('?example=valid-credit-card')).state).toBe('valid');
    // Typing into the editor: validated once the typing pauses.
    await page.fill('#request', JSON.stringify(example('invalid-brazilian-buyer'), null, 2));
    expect(await outcome()).toEqual({ state: 'invalid', issues: INVALID_BUYER_ISSUES });
    expect(await page.textContent('#status')).toBe('Invalid (HTTP 422): 6 issues.');
    expect(await page.inputValue('#example')).toBe('');
    const expected = validateChargeRequest(example('invalid-brazilian-buyer'), { now: NOW });
    const email = expected.ok ? '' : (expected.issues?.[0]?.message as string);
    const row = page.locator('#fields li[data-path="customer.email"]');
    expect(await row.getAttribute('class')).toContain('has-issue');
    expect(await row.locator(':scope > .line').textContent()).toContain(email);
    // A missing field gets a row of its own under its parent.
    const missing = page.locator(
      '#fields li[data-path="billing_address"] li[data-path="billing_address.neighborhood"]',
    );
    expect(await missing.getAttribute('class')).toContain('ghost');
    expect(await missing.textContent()).toContain('missing');
    // Fields without an issue are not highlighted.
    expect(await page.getAttribute('#fields li[data-path="customer.name"]', 'class')).not.toContain(
      'has-issue',
    );
    expect(await page.isHidden('#split-section')).toBe(true);
    expect(await page.textContent('#problem')).toContain('"status": 422');

    await page.click('#issues li:first-child button');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-path') === 'customer.email');

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'playground.png'), fullPage: true });
    expectCleanRun();
  });

  it('says when the text is not JSON, and clears the previous result', async () => {
    expect((await openPlayground('?example=valid-credit-card')).state).toBe('valid');
    await page.fill('#request', '{ "amount": ');
    expect((await outcome()).state).toBe('not-json');
    expect(await page.textContent('#status')).toMatch(/^Not JSON: /);
    expect(await page.getAttribute('#request', 'aria-invalid')).toBe('true');
    expect(await page.isHidden('#split-section')).toBe(true);
    expect(await page.isHidden('#issues-section')).toBe(true);
    expectCleanRun();
  });
});
