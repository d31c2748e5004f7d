import type { Issue } from '../index.js';
import type { Colors } from './color.js';
import { renderTable } from './table.js';

/**
 * Lays out issues as an aligned table of code, path and message, and with `hints` the integrator's
 * hint: what `validate` and `split` print for an invalid input. Messages and hints come from the
 * library, which never puts a card number, CVV or token in either.
 *
 * @param issues - the issues, in the library's order.
 * @param colors - the styles of stdout (codes in red).
 * @param hints - whether to add the hint column (`--hints`).
 * @returns the lines, indented by two spaces.
 */
export function renderIssues(issues: readonly Issue[], colors: Colors, hints = false): string[] {
  const columns = [{ header: 'code' }, { header: 'path' }, { header: 'message' }];
  return renderTable(
    hints ? [...columns, { header: 'hint' }] : columns,
    issues.map((issue) => {
      const row = [{ text: issue.code, style: colors.red }, issue.path || '(root)', issue.message];
      return hints ? [...row, { text: issue.hint, style: colors.dim }] : row;
    }),
    colors,
    '  ',
  );
}

/** The `--hints` option of the commands that print issues. */
export const HINTS_HELP_ROW: readonly [string, string] = [
  '--hints',
  "add each issue's hint for the integrator (English: the wire path, the rule, what to send)",
];
