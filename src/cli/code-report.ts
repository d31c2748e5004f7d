import type { Failure } from '../index.js';
import type { CommandContext } from './command.js';
import { EXIT_INVALID, type ExitCode } from './exit-codes.js';
import { renderIssues } from './issues.js';
import { renderTable } from './table.js';

/**
 * Prints a refusal of the `pix` and `boleto` commands: ✗, the code and message, then the issues
 * (their path is the field inside the code, `26.01`, or of the answer, `answer.qr_code.54`).
 *
 * @returns the exit code of an invalid input.
 */
export function printRefusal(context: CommandContext, failure: Failure, json: boolean): ExitCode {
  const { out } = context;
  if (json) out.json(failure);
  else {
    out.line(`${out.colors.red('✗')} ${failure.code}: ${failure.message}`);
    for (const line of renderIssues(failure.issues ?? [], out.colors)) out.line(line);
  }
  return EXIT_INVALID;
}

/**
 * Prints what a code says as two aligned columns, the absent fields left out.
 *
 * @param rows - field and value, in the order to show.
 */
export function printFields(
  context: CommandContext,
  title: string,
  rows: readonly (readonly [string, string | undefined])[],
): void {
  const { out } = context;
  out.line(`${out.colors.green('✓')} ${out.colors.bold(title)}`);
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== undefined);
  for (const line of renderTable(
    [{ header: 'field' }, { header: 'value' }],
    shown.map((row) => [...row]),
    out.colors,
    '  ',
  ))
    out.line(line);
}
