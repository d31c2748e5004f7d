import type { Issue } from '../index.js';
import type { Colors } from './color.js';
import { renderTable } from './table.js';

/**
 * Lays out issues as an aligned table of code, path and message: what `validate` and `split`
 * print for an invalid input. The messages come from the library, which never puts a card number,
 * CVV or token in one.
 *
 * @param issues - the issues, in the library's order.
 * @param colors - the styles of stdout (codes in red).
 * @returns the lines, indented by two spaces.
 */
export function renderIssues(issues: readonly Issue[], colors: Colors): string[] {
  return renderTable(
    [{ header: 'code' }, { header: 'path' }, { header: 'message' }],
    issues.map((issue) => [{ text: issue.code, style: colors.red }, issue.path || '(root)', issue.message]),
    colors,
    '  ',
  );
}
