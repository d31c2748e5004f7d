// Every example of every --help page runs as printed from an installed package: in a project that
// installed the packed tarball, where the CLI can read no file outside the project.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Example, helpExamples, shortName } from './examples.js';
import { installPackage, runInProject } from './installed-package.js';
import { ROOT } from './run-cli.js';

const project = installPackage();
afterAll(() => rmSync(project, { recursive: true, force: true }));

const helpOf = (topic: string) =>
  runInProject(project, ['charge-rules', topic, '--help'].filter(Boolean).join(' ')).stdout;
// The command names, as the top-level help lists them: "  validate [FILE|-]  validate a…".
const commands = [
  ...(/^Commands:\n([\s\S]*?)\n\n/m.exec(helpOf(''))?.[1] ?? '').matchAll(/^ {2}(\w+)/gm),
].map(([, name]) => name as string);

interface SourcedExample extends Example {
  readonly source: string;
}

const fromHelp: SourcedExample[] = ['', ...commands].flatMap((topic) =>
  helpExamples(helpOf(topic)).map((example) => ({ ...example, source: `${topic || 'charge-rules'} --help` })),
);

/**
 * Runs an example in the project: exit 0, or 1 when it shows an invalid input on purpose, and
 * nothing on stderr.
 */
function expectToRun(example: Example): void {
  const run = runInProject(project, example.line);
  expect(run.stderr).toBe('');
  expect([0, 1]).toContain(run.status);
}

describe('the examples of the help pages, from an installed package', { timeout: 60_000 }, () => {
  it('the top-level help lists the seven commands', () => {
    expect(commands).toEqual([
      'validate',
      'split',
      'refund',
      'receivables',
      'installments',
      'fields',
      'methods',
    ]);
  });

  it('cannot read a file outside the project, so an example naming one of this repository fails', () => {
    const run = runInProject(project, `charge-rules methods ${join(ROOT, 'docs/examples/merchant.json')}`);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ERR_ACCESS_DENIED');
  });

  it('every help page shows at least one example', () => {
    const pages = new Set(fromHelp.map(({ source }) => source));
    expect([...pages]).toEqual(['charge-rules --help', ...commands.map((name) => `${name} --help`)]);
  });

  for (const example of fromHelp) {
    it(`${example.source}: ${shortName(example.line)}`, () => expectToRun(example));
  }
});
