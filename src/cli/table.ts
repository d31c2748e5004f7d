import type { Colors } from './color.js';

/** One column of a {@link renderTable} table. */
export interface Column {
  readonly header: string;
  /** Numbers are right-aligned so their digits line up. @defaultValue `'left'` */
  readonly align?: 'left' | 'right';
}

/** A cell: its text, and optionally a style applied after padding (so colour never skews widths). */
export type Cell = string | { readonly text: string; readonly style: (text: string) => string };

/** A horizontal rule between rows, e.g. above a totals line. */
export const RULE = Symbol('rule');

/** A row of cells, or {@link RULE}. */
export type Row = readonly Cell[] | typeof RULE;

const GAP = '  ';

/**
 * The number of terminal columns a string takes. Code points, not UTF-16 units, so `•`, `✓` and
 * accented Portuguese letters count as one; the CLI prints no wide (CJK) characters.
 *
 * @param text - plain text, without ANSI codes.
 * @returns its width in columns.
 */
export function displayWidth(text: string): number {
  return [...text].length;
}

const textOf = (cell: Cell | undefined): string =>
  cell === undefined ? '' : typeof cell === 'string' ? cell : cell.text;

/**
 * Lays out rows under headers in aligned columns, two spaces apart, with a rule under the header.
 * Trailing spaces are trimmed, so the last column (often a long message) is never padded.
 *
 * @param columns - the headers and alignments.
 * @param rows - the cells, row by row, or {@link RULE} for a separator.
 * @param colors - the styles of the stream the table goes to (the header is bold).
 * @param indent - what precedes every line.
 * @returns the lines of the table.
 * @example
 * renderTable([{ header: 'code' }, { header: 'n', align: 'right' }], [['A', '7'], ['BB', '10']], createColors(false))
 * //=> ['code   n', '────  ──', 'A      7', 'BB    10']
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly Row[],
  colors: Colors,
  indent = '',
): string[] {
  const widths = columns.map((column, index) =>
    Math.max(
      displayWidth(column.header),
      ...rows.map((row) => (row === RULE ? 0 : displayWidth(textOf(row[index])))),
    ),
  );
  const layout = (cells: readonly Cell[], styleHeader: boolean): string => {
    const parts = columns.map((column, index) => {
      const cell = cells[index];
      const text = textOf(cell);
      const padding = ' '.repeat((widths[index] ?? 0) - displayWidth(text));
      const styled = styleHeader ? colors.bold(text) : typeof cell === 'object' ? cell.style(text) : text;
      return column.align === 'right' ? padding + styled : styled + padding;
    });
    return (indent + parts.join(GAP)).trimEnd();
  };
  // A left-aligned last column (a message) is ruled only as wide as its header: a rule as long as
  // the longest message would run past the terminal for nothing.
  const last = columns.length - 1;
  const ruleWidths = widths.map((width, index) =>
    index === last && columns[index]?.align !== 'right' ? displayWidth(columns[index]?.header ?? '') : width,
  );
  const rule = colors.dim(ruleWidths.map((width) => '─'.repeat(width)).join(GAP));
  return [
    layout(
      columns.map((column) => column.header),
      true,
    ),
    indent + rule,
    ...rows.map((row) => (row === RULE ? indent + rule : layout(row, false))),
  ];
}
