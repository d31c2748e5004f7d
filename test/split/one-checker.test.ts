// A split rule has one checker: the rules table's rows of `split`, which validation's walk runs.
// Validation hands the split engine the rules its walk has accepted, and the engine converts them
// without checking them a second time (it once did, and threw those issues away).
import { describe, expect, it } from 'vitest';
import { importGraph, reachableFrom } from '../support/import-graph.js';

describe('the split rules of a charge request', () => {
  const graph = importGraph(process.cwd(), 'src');

  it('reach validation through the split engine without the engine reading them again', () => {
    const reached = reachableFrom(graph, 'src/validation/validate-charge-request.ts');
    expect(reached).toContain('src/split/walked-split.ts');
    expect(reached.filter((file) => file === 'src/split/read-rules.ts')).toEqual([]);
  });
});

describe('reachableFrom', () => {
  it('follows imports transitively and stops at a circle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', []],
      ['d', ['a']],
    ]);
    expect(reachableFrom(graph, 'a')).toEqual(['a', 'b', 'c']);
  });
});
