// The samples of the README and docs/: each ```ts and ```js fence.
//
// - A fence `ts no-run` (or `js no-run`) marks a sample that cannot run here (it needs a browser, a
//   network or a server): it is type-checked only, and so shows no claim, since none would be checked.
//   It declares what it needs from its surroundings (`declare function showError(…)`), so it compiles.
// - Only `ts` and `js` fences are samples; a fence in another spelling of TypeScript or JavaScript
//   (`typescript`, `mjs`, …) is counted by countCodeFences instead of escaping the test.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './project.js';
import type { Sample } from './sample.js';

/** What a fence may say after its language. */
const FLAGS = new Set(['no-run']);

export function markdownFiles(): string[] {
  const docs = readdirSync(resolve(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split('\\').join('/')}`)
    .sort();
  return ['README.md', ...docs];
}

function linesOf(document: string): string[] {
  return readFileSync(resolve(ROOT, document), 'utf8').split('\n');
}

/** Counts the fences that open TypeScript or JavaScript in any spelling, independently of samplesOf. */
export function countCodeFences(document: string): number {
  const opening = /^\s*(`{3,}|~{3,})\s*(ts|js|typescript|javascript|tsx|jsx|mts|cts|mjs|cjs)\b/i;
  return linesOf(document).filter((line) => opening.test(line)).length;
}

/** The ```ts and ```js blocks of a document, each dedented by its fence's indentation. */
export function markdownSamplesOf(document: string): Sample[] {
  const lines = linesOf(document);
  const samples: Sample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    let end = index + 1;
    while (end < lines.length && !isClosingFence(lines[end] ?? '', fence)) end++;
    const [language, ...flags] = info.trim().split(/\s+/);
    if (language === 'ts' || language === 'js') {
      const unknown = flags.filter((flag) => !FLAGS.has(flag));
      if (unknown.length > 0)
        throw new Error(`${document}:${index + 1}: unknown fence flag ${unknown.join(' ')}`);
      samples.push({
        document,
        line: index + 2,
        language,
        runs: !flags.includes('no-run'),
        code: lines
          .slice(index + 1, end)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
          .join('\n'),
      });
    }
    index = end;
  }
  return samples;
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.length && trimmed === (fence[0] ?? '').repeat(trimmed.length);
}
