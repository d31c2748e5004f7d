// The example command lines the CLI's help pages and the docs show, as a reader would copy them.

/** An example command line, and the output its document shows under it, if any. */
export interface Example {
  readonly line: string;
  /** What a ```console block prints under the line: stdout, then stderr. */
  readonly output?: string;
}

/**
 * The examples of a help page: the lines indented under its `Examples:` heading (or `Example:`, or
 * `Examples (…):`), up to the end of the page.
 *
 * @param help - the text of a `--help`.
 * @returns the command lines, unindented.
 */
export function helpExamples(help: string): Example[] {
  const start = help.search(/^Examples?\b.*:$/m);
  if (start === -1) return [];
  return help
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('  '))
    .map((line) => ({ line: line.trim() }));
}

// A line runs charge-rules when it starts with it or pipes into it, bare or through npx.
const RUNS_CLI = /^(npx )?charge-rules |\| (npx )?charge-rules /;

/**
 * The examples of a Markdown document. The convention: an example is a line of a ```sh or ```console
 * block that runs `charge-rules` (it starts with `charge-rules ` or `npx charge-rules `, or pipes
 * into one of them); in a ```console block the line follows `$ `, and the lines under it, up to the
 * next `$ `, are its output. Other lines (`npm start`, `node dist/cli.js`) are not examples: they
 * only make sense in this repository.
 *
 * @param markdown - the document.
 * @returns its examples, in order.
 */
export function markdownExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  for (const [, kind, body = ''] of markdown.matchAll(/^```(sh|console)\n([\s\S]*?)^```$/gm)) {
    if (kind === 'sh') {
      for (const line of body.split('\n')) if (RUNS_CLI.test(line)) examples.push({ line: line.trim() });
      continue;
    }
    for (const part of body.split(/^(?=\$ )/m)) {
      const [command = '', ...output] = part.trimEnd().split('\n');
      const line = command.slice(2);
      if (command.startsWith('$ ') && RUNS_CLI.test(line)) examples.push({ line, output: output.join('\n') });
    }
  }
  return examples;
}

/**
 * A short name for an example in a test title: the JSON an example pipes in is left out.
 *
 * @param line - the command line.
 * @returns the line with `echo '…'` for its input.
 */
export function shortName(line: string): string {
  return line.replace(/^echo '[^']*'/, "echo '…'");
}
