// Every example the CLI and its docs show runs as printed from an installed package: the example lines
// of every --help page, of docs/cli.md and of the README (markdownExamples says what counts as one
// on a page) run in a project that installed the packed tarball, where the CLI can read no file
// outside the project.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Example, helpExamples, markdownExamples, shortName } from './examples.js';
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

const fromPage = (document: string): SourcedExample[] =>
  markdownExamples(readFileSync(join(ROOT, document), 'utf8')).map((example) => ({
    ...example,
    source: document,
  }));
const fromDocs = fromPage('docs/cli.md');
const fromReadme = fromPage('README.md');

/**
 * Runs an example in the project: exit 0, or 1 when it shows an invalid input on purpose, and
 * nothing on stderr; what its console block shows, if it has one. An output that starts with the
 * CLI's error prefix shows a usage error on purpose: exit 2, and exactly that on stderr.
 */
function expectToRun(example: Example): void {
  const run = runInProject(project, example.line);
  if (example.output?.startsWith('charge-rules: ')) {
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 2, stdout: '' });
    expect(run.stderr.trimEnd()).toBe(example.output);
    return;
  }
  expect(run.stderr).toBe('');
  expect([0, 1]).toContain(run.status);
  if (example.output !== undefined) expect(run.stdout.trimEnd()).toBe(example.output);
}

describe('the examples, from an installed package', { timeout: 60_000 }, () => {
  it('the top-level help lists the eleven commands', () => {
    expect(commands).toEqual([
      'validate',
      'split',
      'refund',
      'receivables',
      'events',
      'installments',
      'fields',
      'methods',
      'pix',
      'boleto',
      'recurrence',
      'due',
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

  it('docs/cli.md shows every command at work, and the README shows the CLI', () => {
    // The command an example runs: the word after the last `charge-rules` of the line.
    const shown = fromDocs.map(({ line }) => /.*charge-rules (\w+)/.exec(line)?.[1]);
    expect(commands.filter((name) => !shown.includes(name))).toEqual([]);
    expect(fromReadme.length).toBeGreaterThan(0);
  });

  for (const example of [...fromHelp, ...fromDocs, ...fromReadme]) {
    it(`${example.source}: ${shortName(example.line)}`, () => expectToRun(example));
  }
});
