// Every help page lays out its Commands and Options as two columns a reader can scan: each term is
// followed by at least two spaces, every description of a section starts in the same column, and
// a description that wraps continues in that column.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/index.js';
import { runCli } from './run-cli.js';

const COMMANDS = ['validate', 'split', 'refund', 'receivables', 'installments', 'fields', 'methods'];
const pages = [
  { name: 'charge-rules --help', help: (await runCli(['--help'])).stdout },
  ...(await Promise.all(
    COMMANDS.map(async (name) => ({ name: `${name} --help`, help: (await runCli([name, '--help'])).stdout })),
  )),
];

/** The lines of each two-column section of a help page (`Commands:`, `Options:`), by heading. */
function sections(help: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, heading = '', body = ''] of help.matchAll(/^(Commands|Options):\n([\s\S]*?)(?:\n\n|$)/gm)) {
    found.set(heading, body.split('\n'));
  }
  return found;
}

// A row: two spaces, a term whose words are one space apart, two spaces or more, the description.
const ROW = /^ {2}(\S+(?: \S+)*) {2,}(\S.*)$/;

describe('help pages', () => {
  it.each(pages)('$name has its Options section (and the top level its Commands)', ({ name, help }) => {
    const headings = [...sections(help).keys()];
    expect(headings).toEqual(name === 'charge-rules --help' ? ['Commands', 'Options'] : ['Options']);
  });

  it.each(pages)(
    '$name: every row has its term, two spaces or more, and its description in one column',
    ({ help }) => {
      for (const lines of sections(help).values()) {
        const columns = new Set<number>();
        for (const line of lines) {
          const continued = /^ {3,}\S/.test(line);
          const row = ROW.exec(line);
          expect(continued || row !== null, `a row runs its term into its description: "${line}"`).toBe(true);
          columns.add(continued ? line.search(/\S/) : line.length - (row?.[2]?.length ?? 0));
        }
        expect([...columns]).toHaveLength(1);
      }
    },
  );

  it.each(pages)('$name stays within 100 columns, examples aside', ({ help }) => {
    const examples = help.search(/^Examples?\b.*:$/m);
    const text = examples === -1 ? help : help.slice(0, examples);
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(100);
  });

  const localeRowOf = (help: string) =>
    sections(help)
      .get('Options')
      ?.find((line) => line.startsWith('  --locale'));
  it.each(pages.filter(({ help }) => localeRowOf(help) !== undefined))(
    '$name offers every locale of the library for --locale',
    ({ help }) => {
      for (const locale of LOCALES) expect(localeRowOf(help)).toMatch(new RegExp(`\\b${locale}\\b`));
    },
  );
});
