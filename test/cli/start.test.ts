// `npm start` is the README's first command: after the build it runs scripts/start.mjs, a tour of
// the CLI over docs/examples/. It must succeed, show each job of the library (the PIX code and the
// boleto line a provider hands back, and a charge's events, besides the checkout's), stay short,
// and leave the working tree as it found it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, ROOT } from './run-cli.js';

const examples = resolve(ROOT, 'docs', 'examples');
const readJson = (path: string) => JSON.parse(readFileSync(resolve(examples, path), 'utf8'));
const gitStatus = () => execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });

/** The tour's output, block by block: each `$ charge-rules …` line with what the command printed. */
function blocks(output: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of output.split(/\n(?=\$ charge-rules )/).slice(1)) {
    const [command = '', ...printed] = block.split('\n');
    found.set(command.slice('$ charge-rules '.length), printed.join('\n'));
  }
  return found;
}

let tour: { status: number | null; stdout: string; stderr: string };
let before: string;
let after: string;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first.`);
  before = gitStatus();
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  tour = spawnSync(process.execPath, [resolve(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  after = gitStatus();
});

describe('npm start', () => {
  it('exits 0 with nothing on stderr, and leaves git status as it was', () => {
    expect([tour.status, tour.stderr]).toEqual([0, '']);
    expect(after).toBe(before);
  });

  it("checks the PIX request's code from the provider against that charge, and refuses a static one", () => {
    const answers = readJson('provider-answers.json');
    const request = readJson(answers.pix.request);
    const shown = blocks(tour.stdout);
    const agreed = shown.get(`pix --amount ${request.amount} --expiring '${answers.pix.qr_code}'`);
    expect(agreed).toMatch(/^✓ dynamic PIX code, agrees with a charge of R\$50\.00$/m);
    const refused = shown.get(`pix --amount ${request.amount} --expiring '${answers.pix_static}'`);
    expect(refused).toMatch(/^✗ INVALID_PROVIDER_RESPONSE/);
    expect(refused).toMatch(/answer\.qr_code\.54/);
  });

  it("reads the boleto request's line, checked against its amount and due date", () => {
    const answers = readJson('provider-answers.json');
    const request = readJson(answers.boleto.request);
    const command = [
      `boleto '${answers.boleto.line}'`,
      `--amount ${request.amount}`,
      `--due-date ${request.payment_details.due_date}`,
      `--reference ${readJson('clock.json').now.slice(0, 10)}`,
    ].join(' ');
    const printed = blocks(tour.stdout).get(command);
    expect(printed).toMatch(/^✓ bank boleto$/m);
    expect(printed).toMatch(/^\s+amount\s+R\$250\.00$/m);
    expect(printed).toMatch(/^\s+due_date\s+2026-12-23$/m);
  });

  it('replays the example history and shows the balances it ends with', () => {
    const printed = blocks(tour.stdout).get(
      'events --mdr 0.0299 --mdr-fixed 39 docs/examples/histories/marketplace.json',
    );
    expect(printed).toMatch(/^✓ evt_2 refunded 5000 at 2026-03-05T15:30:00Z repeated$/m);
    expect(printed).toMatch(/^charged_back: paid R\$150\.00, refunded R\$50\.00, charged back R\$100\.00$/m);
    expect(printed).toMatch(/^\s+total\s+\d+\s+5000\s+10000\s+-?\d+$/m);
  });

  it("shows what the rent with a due date costs on the tour's day, worked by hand", () => {
    // R$2,500.00 due Sunday 2026-11-15 (a holiday), so Monday 2026-11-16 for the payer. On 2026-11-23:
    // the rebate 10000, a 2% late fee 5000, and 1% a month over 4 business days (17, 18, 19 and 23
    // November; the 20th is a national holiday) of 21: 250000 × 0.01 × 4/21 = 476.19, so 476;
    // 250000 − 10000 + 5000 + 476 = 245476.
    const now = readJson('clock.json').now.slice(0, 10);
    const late = blocks(tour.stdout).get(`due --terms docs/examples/due-terms.json --on ${now}`);
    expect(late).toMatch(/^\s+rebate\s+- R\$100\.00\s+-10000$/m);
    expect(late).toMatch(/^\s+interest\s+\+ R\$4\.76\s+\+476$/m);
    expect(late).toMatch(/^\s+amount due\s+R\$2,454\.76\s+245476$/m);
    expect(late).toMatch(/^\s+due date\s+2026-11-16 \(2026-11-15 is not a business day for the payer\)$/m);
  });

  it('plans the monthly subscription from 31 January on each month end, worked by hand', () => {
    // Monthly from 2027-01-31: February has 28 days in 2027, April 30; each instruction window runs
    // from 10 to 2 days before the due date, and retries end 7 days after it.
    const plan = blocks(tour.stdout).get(
      'recurrence --plan docs/examples/recurrence/gym-monthly.json --count 4',
    );
    expect(plan).toMatch(/^\s+1\s+2027-01-31\s+2027-01-21\s+2027-01-29\s+4\s+2027-02-07$/m);
    expect(plan).toMatch(/^\s+2\s+2027-02-28\s+2027-02-18\s+2027-02-26\s+4\s+2027-03-07$/m);
    expect(plan).toMatch(/^\s+4\s+2027-04-30\s+2027-04-20\s+2027-04-28\s+4\s+2027-05-07$/m);
  });

  it('quotes each argument a shell would split or expand, so every command shown runs as copied', () => {
    const commands = [...blocks(tour.stdout).keys()];
    const unquoted = (command: string) => command.replace(/'[^']*'/g, "''");
    expect(commands.filter((command) => unquoted(command).includes('*'))).toEqual([]);
    expect(commands).toContainEqual(
      expect.stringContaining("boleto '00190.00009 01234.567004 00000.000174 1 "),
    );
  });

  it('stays a short read: fewer than 400 lines', () => {
    expect(tour.stdout.split('\n').length).toBeLessThan(400);
  });
});
