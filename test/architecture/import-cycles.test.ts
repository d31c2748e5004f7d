import { describe, expect, test } from 'vitest';
import { importCycles, importEdges, importGraph } from '../support/import-graph.js';

// Each module of src/ imports only what is defined below it: a circle (even one of type imports
// only) ties two definitions together, so that neither can move or be read without the other.
// The locale type once came through src/issues/, which itself needed the message catalogues that
// needed it: one such circle ran through 22 modules.
describe('the import graph of src/', () => {
  const graph = importGraph(process.cwd(), 'src');

  test('is read from the sources: issue.ts and its own imports are found', () => {
    expect(graph.get('src/issues/issue.ts')).toEqual(['src/messages/params.ts', 'src/issues/codes.ts']);
  });

  test('has no circle of imports', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  test('takes the locale type and list from the registry of locales, never through src/issues/', () => {
    const elsewhere = importEdges(process.cwd(), 'src')
      .filter(({ names }) => names.includes('Locale') || names.includes('LOCALES'))
      // The command line is written against the public barrel, like any user of the library.
      .filter(({ target }) => target !== 'src/messages/locales/index.ts' && target !== 'src/index.ts')
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(elsewhere).toEqual([]);
  });
});

describe('importCycles', () => {
  test('finds a circle of three modules and a module importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['f']]);
  });
});
