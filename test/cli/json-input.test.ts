// Every command that reads a JSON document reads it through one reader, and says where a malformed
// one breaks as FILE:LINE:COLUMN (the form terminals and editors turn into a link), whatever Node's
// version puts in its own message, and without quoting the input.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const folder = mkdtempSync(resolve(tmpdir(), 'charge-rules-json-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A request whose line 3 starts, after two blanks, with a word that is not a quoted key. */
const BROKEN = '{\n  "amount": 100,\n  oops\n}\n';
const brokenFile = resolve(folder, 'request.json');
writeFileSync(brokenFile, BROKEN);

const SPLIT_FLAGS = ['--amount', '9999', '--mdr', '0.0299'];

/** Each command that reads JSON, with the flags it needs to get as far as reading it. */
const COMMANDS: readonly (readonly [name: string, args: readonly string[]])[] = [
  ['validate', []],
  ['split', SPLIT_FLAGS],
  ['methods', []],
  ['events', []],
  ['boleto', ['--build']],
  ['pix', ['--build']],
  ['refund', ['--refund', '100', ...SPLIT_FLAGS]],
  ['receivables', ['--method', 'pix', '--confirmed', '2026-01-15', ...SPLIT_FLAGS]],
];

describe('a malformed JSON input', { timeout: 60_000 }, () => {
  it.each(COMMANDS)('%s names the file, line and column of the error, and exits 2', async (name, args) => {
    const { status, stdout, stderr } = await runCli([name, ...args, brokenFile]);
    expect({ status, stdout, firstLine: stderr.split('\n')[0] }).toEqual({
      status: 2,
      stdout: '',
      firstLine: `charge-rules: ${name}: ${brokenFile}:3:3: not valid JSON: expected double-quoted property name.`,
    });
  });

  it('read from stdin is named stdin', async () => {
    const { status, stderr } = await runCli(['validate', '-'], { input: BROKEN });
    expect({ status, stderr: stderr.split('\n')[0] }).toEqual({
      status: 2,
      stderr: 'charge-rules: validate: stdin:3:3: not valid JSON: expected double-quoted property name.',
    });
  });

  it('places a token Node names without a position (Infinity), and does not quote it', async () => {
    const { status, stderr } = await runCli(['validate', '-'], { input: '{\n  "amount": Infinity\n}' });
    expect({ status, stderr: stderr.split('\n')[0] }).toEqual({
      status: 2,
      stderr: 'charge-rules: validate: stdin:2:13: not valid JSON: unexpected character.',
    });
  });

  it('that ends too early is placed after its last character', async () => {
    const { status, stderr } = await runCli(['split', ...SPLIT_FLAGS, '-'], {
      input: '[\n  { "type": "fixed",\n',
    });
    expect({ status, stderr: stderr.split('\n')[0] }).toEqual({
      status: 2,
      stderr: 'charge-rules: split: stdin:2:21: not valid JSON: expected double-quoted property name.',
    });
    const truncated = await runCli(['validate', '-'], { input: '{\n  "amount": \n' });
    expect({ status: truncated.status, stderr: truncated.stderr.split('\n')[0] }).toEqual({
      status: 2,
      stderr: 'charge-rules: validate: stdin:2:12: not valid JSON: it ends too early.',
    });
  });

  it('that is empty is placed at its start, with a hint', async () => {
    const { status, stderr } = await runCli(['validate'], { input: '\n' });
    expect({ status, stderr }).toEqual({
      status: 2,
      stderr:
        'charge-rules: validate: stdin:1:1: it is empty: expected a JSON document.\nGive a FILE, or pipe JSON into stdin.\n',
    });
  });
});
