// The plan compiler's guard on the table's shape: the walk keeps a bit per field of an object, so an
// object of more than 30 fields cannot be told apart field by field, and a table with one is refused
// when it is compiled, naming the object. The shipped table is far below the bound; these tables are
// made up to hold the guard to it.
import { describe, expect, it } from 'vitest';
import type { FieldNode } from '../../../src/rules/field-tree.js';
import type { FieldRule } from '../../../src/rules/fields.js';
import { _compilePlan } from '../../../src/validation/walk/plan.js';

const node = (rule: FieldRule, children: [string, FieldNode][] = []): FieldNode => ({
  rule,
  pattern: rule.path,
  children: new Map(children),
});

// A table whose one row is the object `box`, with `count` text fields.
function tableWithFields(count: number): FieldNode {
  const fields = Array.from({ length: count }, (_, index): [string, FieldNode] => [
    `field_${index}`,
    node({ path: `box.field_${index}`, type: 'string' }),
  ]);
  return {
    rule: undefined,
    pattern: '',
    children: new Map([['box', node({ path: 'box', type: 'object' }, fields)]]),
  };
}

describe('the compiled plan of a table', () => {
  it('takes an object of 30 fields', () => {
    expect(() => _compilePlan(tableWithFields(30))).not.toThrow();
  });

  it('refuses an object of 31 fields, naming it', () => {
    expect(() => _compilePlan(tableWithFields(31))).toThrow(
      new RangeError('charge-rules: too many fields at box'),
    );
  });
});
