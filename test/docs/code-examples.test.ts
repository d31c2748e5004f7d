// Runs every TypeScript example of the README and docs/ that imports 'charge-rules', against the
// source. A line `expression; //=> value` asserts that the expression deep-equals the value, so an
// example that goes stale fails here. Only snippets that need a DOM or a network are fenced
// `ts no-run`; the browser test (test/browser) runs that flow for real.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const generated = resolve(import.meta.dirname, '.generated');
const documents = [
  'README.md',
  ...readdirSync(resolve(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

interface Example {
  readonly document: string;
  readonly line: number;
  readonly code: string;
}

function examplesOf(document: string): Example[] {
  const lines = readFileSync(resolve(root, document), 'utf8').split('\n');
  const examples: Example[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (lines[index]?.trim() !== '```ts') continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && lines[end]?.trim() !== '```') end++;
    const code = lines.slice(start, end).join('\n');
    if (code.includes("from 'charge-rules'")) examples.push({ document, line: start + 1, code });
    index = end;
  }
  return examples;
}

function toModule(example: Example): string {
  const source = pathToFileURL(resolve(root, 'src', 'index.ts')).href;
  const body = example.code
    .replaceAll("from 'charge-rules'", `from '${source}'`)
    .split('\n')
    .map((line, offset) => {
      const match = /^(\s*)(.+?);?\s*\/\/=>\s*(.+)$/.exec(line);
      if (!match) return line;
      const [, indent, expression, expected] = match;
      return `${indent}__check(${expression}, ${expected}, ${JSON.stringify(`${example.document}:${example.line + offset}`)});`;
    })
    .join('\n');
  return `export async function run(__check: (actual: unknown, expected: unknown, where: string) => void) {\n${body
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n')}\n}\n${body
    .split('\n')
    .filter((line) => line.startsWith('import '))
    .join('\n')}\n`;
}

const examples = documents.flatMap(examplesOf);

describe('code examples in the README and docs/', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((example) => [`${example.document}:${example.line}`, example] as const))(
    '%s runs and shows true results',
    async (name, example) => {
      mkdirSync(generated, { recursive: true });
      const file = resolve(generated, `${name.replace(/[^a-z0-9]+/gi, '-')}.ts`);
      writeFileSync(file, toModule(example));
      const module = (await import(pathToFileURL(file).href)) as {
        run: (check: (a: unknown, e: unknown, w: string) => void) => Promise<void>;
      };
      let checks = 0;
      await module.run((actual, expected, where) => {
        checks++;
        expect(actual, where).toEqual(expected);
      });
      expect(checks, 'an example should show at least one result').toBeGreaterThan(0);
    },
  );
});
