// The worked examples of docs/split.md, run as written: the docs and the engine cannot disagree.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { exactShare } from './oracle.js';

interface Example {
  readonly input: { amount: number; rules: SplitRule[]; mdr: number; options?: object };
  readonly rows: Record<string, string>[];
}

function readExamples(): Example[] {
  const text = readFileSync(resolve(import.meta.dirname, '../../docs/split.md'), 'utf8');
  const examples: Example[] = [];
  for (const match of text.matchAll(/```json split-example\n([\s\S]*?)```\n+((?:\|.*\|\n)+)/g)) {
    const [header, , ...body] = (match[2] as string).trim().split('\n').map(cells);
    const rows = body.map((row) =>
      Object.fromEntries((header as string[]).map((name, i) => [name, row[i] ?? ''])),
    );
    examples.push({ input: JSON.parse(match[1] as string), rows });
  }
  return examples;
}

function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

const examples = readExamples();

describe('docs/split.md worked examples', () => {
  it('has the four tables of the three examples', () => {
    expect(examples).toHaveLength(4);
  });

  it.each(examples.map((example, index) => [index + 1, example] as const))(
    'table %i is what computeSplit returns',
    (_, example) => {
      const { amount, rules, mdr, options } = example.input;
      const result = computeSplit(amount, rules, mdr, options);
      if (!result.ok) throw new Error(result.message);
      for (const row of example.rows) {
        if (row['#'] === 'unallocated') {
          expect(result.unallocated).toBe(Number(row.gross));
          continue;
        }
        const index = Number(row['#']);
        const share = result.shares[index];
        const rule = rules[index] as SplitRule;
        expect(share?.type).toBe(row.type);
        expect(String(rule.amount)).toBe(row.amount);
        expect(exactShare(amount, rule).toFixed()).toBe(row['exact share']);
        expect([share?.gross, share?.fee, share?.net]).toEqual([
          Number(row.gross),
          Number(row.fee),
          Number(row.net),
        ]);
      }
      expect(example.rows.filter((row) => row['#'] !== 'unallocated')).toHaveLength(result.shares.length);
    },
  );
});
