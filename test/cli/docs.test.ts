// Runs every ```console block of docs/cli.md: each `$ charge-rules …` line is run and must print
// exactly the lines under it (stdout, then stderr), so the page cannot go stale.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

interface Example {
  readonly command: string;
  readonly output: string;
}

function readExamples(): Example[] {
  const text = readFileSync(resolve(ROOT, 'docs/cli.md'), 'utf8');
  const examples: Example[] = [];
  for (const block of text.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const part of (block[1] ?? '').split(/^(?=\$ )/m)) {
      const [command = '', ...output] = part.trimEnd().split('\n');
      examples.push({ command: command.slice(2), output: output.join('\n') });
    }
  }
  return examples;
}

const examples = readExamples();

describe('docs/cli.md', { timeout: 60_000 }, () => {
  it('has examples of every command', () => {
    const commands = new Set(examples.map(({ command }) => command.split(' ')[1]));
    for (const name of ['validate', 'split', 'installments', 'fields', 'methods'])
      expect(commands).toContain(name);
  });

  it.each(examples)('$command', ({ command, output }) => {
    // The examples use no quoting, so splitting on spaces gives the arguments.
    const [program, ...args] = command.split(' ');
    expect(program).toBe('charge-rules');
    const run = runCli(args);
    expect((run.stdout + run.stderr).trimEnd()).toBe(output);
  });
});
