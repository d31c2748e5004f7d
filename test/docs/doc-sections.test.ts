// docs/cli.md and docs/hosts.md have a section for everything they document, and no section is
// empty. What must be documented is derived: the commands are the CLI's own list (COMMANDS, with
// each one's usage line from its --help page), and the hosts are the folders of docs/examples/ that
// hold a server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/program.js';

const root = resolve(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface Section {
  readonly level: number;
  readonly title: string;
  /** The lines under the heading, up to the next heading of any level, fences included. */
  readonly body: readonly string[];
}

/** The sections of a markdown page; a `#` line inside a fenced block is code, not a heading. */
function sections(markdown: string): Section[] {
  const found: { level: number; title: string; body: string[] }[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^(```|~~~)/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || fence === marker)) {
      fence = fence === undefined ? marker : undefined;
    }
    const heading = fence === undefined ? /^(#{1,6})\s+(.*)$/.exec(line) : null;
    if (heading !== null) found.push({ level: heading[1]?.length ?? 0, title: heading[2] ?? '', body: [] });
    else found.at(-1)?.body.push(line);
  }
  return found;
}

/** The headings with nothing under them before the next one: a heading that introduces no text. */
function emptySections(markdown: string): string[] {
  const all = sections(markdown);
  return all
    .filter((section, index) => {
      const next = all[index + 1];
      const introducesSubsections = next !== undefined && next.level > section.level;
      return section.body.every((line) => line.trim() === '') && !introducesSubsections;
    })
    .map((section) => section.title);
}

describe('the documentation pages', () => {
  it.each(['docs/cli.md', 'docs/hosts.md'])(
    '%s has no heading followed directly by another heading',
    (page) => {
      expect(emptySections(read(page))).toEqual([]);
    },
  );

  it('finds an empty section where a heading is followed by another of its level', () => {
    expect(emptySections('# Page\n\nText.\n\n## Empty\n## Full\n\nText.\n')).toEqual(['Empty']);
    expect(emptySections('# Page\n\n## Parent\n### Child\n\nText.\n')).toEqual([]);
    expect(emptySections('# Page\n\n## Code\n\n```sh\n# a comment, not a heading\n```\n')).toEqual([]);
  });
});

describe('docs/cli.md', () => {
  const page = read('docs/cli.md');
  const bySection = new Map(sections(page).map((section) => [section.title, section.body.join('\n')]));

  it.each(COMMANDS.map((command) => [command.name, command]))(
    'has a section for %s with its usage line and an example that runs it',
    (name, command) => {
      const body = bySection.get(name);
      expect(body, `no "## ${name}" section`).toBeDefined();
      const usage = /^Usage: (.+)$/m.exec(command.help)?.[1];
      expect(usage, `the --help page of ${name} has no usage line`).toBeDefined();
      expect(body).toContain(`Usage: \`${usage}\``);
      expect(body).toMatch(new RegExp(`^(\\$ )?(.*\\| )?(npx )?charge-rules ${name}\\b`, 'm'));
    },
  );

  it('lists every command in its table of commands, linked to its section', () => {
    const linked = [...page.matchAll(/^\| \[`([a-z]+)[^`]*`\]\(#([a-z]+)\)/gm)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(linked).toEqual(COMMANDS.map((command) => [command.name, command.name]));
  });
});

describe('docs/hosts.md', () => {
  const hostFolders = readdirSync(resolve(root, 'docs', 'examples'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(resolve(root, 'docs', 'examples', entry.name, 'server.mjs')),
    )
    .map((entry) => entry.name);
  const all = sections(read('docs/hosts.md'));

  it('finds the example hosts, node:http and Fastify', () => {
    expect(hostFolders.sort()).toEqual(['fastify', 'host']);
  });

  it.each(hostFolders)('has a section on the host of docs/examples/%s/, with its wiring', (folder) => {
    const section = all.find((candidate) => candidate.title.includes(`docs/examples/${folder}/`));
    expect(section, `no heading names docs/examples/${folder}/`).toBeDefined();
    expect(section?.body.join('\n')).toMatch(/```ts/);
  });
});
