import { LOCALE_CHOICES } from './args.js';
import { displayWidth } from './table.js';
import { wrapWords } from './wrap.js';

/** One row of a help page's table: a term (an option and its value, or a command's usage) and what it does. */
export type HelpRow = readonly [term: string, description: string];

// The width output.ts gives a pipe: a help page is read through a pager as often as on a terminal.
const HELP_WIDTH = 100;
const INDENT = '  ';
const GAP = '  ';

/**
 * Lays out the rows of an Options or Commands section: every description starts in one column, at
 * least two spaces after the longest term, and wraps under itself at 100 columns.
 *
 * @param rows - the terms and descriptions, in order.
 * @returns the lines of the section, joined.
 * @example
 * helpRows([['--json', 'print JSON'], ['-h, --help', 'show this help']])
 * //=> '  --json      print JSON\n  -h, --help  show this help'
 */
export function helpRows(rows: readonly HelpRow[]): string {
  const column = INDENT.length + Math.max(...rows.map(([term]) => displayWidth(term))) + GAP.length;
  const blank = ' '.repeat(column);
  return rows
    .flatMap(([term, description]) =>
      wrapWords(description, HELP_WIDTH - column).map((line, index) =>
        index === 0
          ? `${INDENT}${term}${' '.repeat(column - displayWidth(INDENT + term))}${line}`
          : blank + line,
      ),
    )
    .join('\n');
}

/**
 * The `--locale` row of a command's options.
 *
 * @param what - what the locale changes, e.g. `language of the messages`.
 * @returns the row, listing the library's locales.
 */
export function localeRow(what: string): HelpRow {
  return ['--locale LOCALE', `${what}: ${LOCALE_CHOICES}`];
}

/** The `--max-amount` row of the commands that judge an amount. */
export const MAX_AMOUNT_ROW: HelpRow = [
  '--max-amount N',
  'the largest charge amount in centavos; a larger one is refused (default: 9999999999, R$99,999,999.99)',
];

/** The rows of the options every command takes, last in every command's Options section. */
export const COMMON_HELP_ROWS: readonly HelpRow[] = [
  ['--no-color', 'no colours (colour is used only on a terminal, never with NO_COLOR)'],
  ['-h, --help', 'show this help'],
];
