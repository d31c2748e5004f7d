// The split engine checks its rules with the rules table's rows of `split`, compiled from those rows
// alone: these tests hold the plan to the table, so a row changed in the table changes computeSplit.
import { describe, expect, it } from 'vitest';
import { issues } from '../../src/messages/locales/en.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { _ruleMessage } from '../../src/rules/rule-message.js';
import { SPLIT_FIELD_RULES } from '../../src/rules/split-fields.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { _splitPlan } from '../../src/split/split-plan.js';
import type { SplitRule } from '../../src/split/types.js';
import { B } from './fixtures.js';

const splitRows = () => FIELD_RULES.filter((row) => row.path === 'split' || row.path.startsWith('split.'));

describe('the split plan', () => {
  it('is compiled from the rows the rules table holds for split, in table order', () => {
    expect(splitRows().map((row) => ({ ...row }))).toEqual(SPLIT_FIELD_RULES.map((row) => ({ ...row })));
    const plan = _splitPlan();
    expect([
      plan.list.rule.path,
      plan.entry.rule.path,
      ...plan.fields.map((field) => field.rule.path),
    ]).toEqual(splitRows().map((row) => row.path));
  });

  it('reads every field a rule row names, under the key the row names', () => {
    const plan = _splitPlan();
    expect(plan.fields.map((field) => field.key)).toEqual([
      'recipient_id',
      'recipient_type',
      'type',
      'amount',
      'cross_company',
    ]);
    expect([plan.recipientId, plan.recipientType, plan.type, plan.amount, plan.crossCompany]).toEqual(
      plan.fields,
    );
  });

  it('words every message a split row can choose with the common issue words, which computeSplit ships', () => {
    const keys = new Set<string>([
      'INVALID_TYPE',
      'INVALID_TYPE.unreadable',
      'INVALID_VALUE.enum',
      'TOO_MANY',
    ]);
    for (const row of SPLIT_FIELD_RULES) {
      keys.add(_ruleMessage(row, 'required', {}, 'REQUIRED'));
      keys.add(_ruleMessage(row, 'maxLength', {}, 'TOO_LONG'));
      if ('format' in row && row.format === 'uuid')
        keys.add(_ruleMessage(row, 'format', {}, 'INVALID_VALUE.uuid'));
    }
    // The amount's format: a fixed share's and a percentage's refusals.
    for (const key of [
      'INVALID_TYPE.integer',
      'OUT_OF_RANGE.split_fixed',
      'OUT_OF_RANGE.money_max',
      'OUT_OF_RANGE.percentage',
    ])
      keys.add(key);
    expect([...keys].filter((key) => !Object.hasOwn(issues, key))).toEqual([]);
  });

  it('follows a row of the table: a recipient_id longer than its maxLength is TOO_LONG, not a UUID refusal', () => {
    const result = computeSplit(
      100,
      [{ recipient_id: `${B}0`, recipient_type: 'merchant', type: 'fixed', amount: 1 }] as SplitRule[],
      0,
    );
    expect(result.ok ? [] : result.issues?.map(({ code, path, params }) => ({ code, path, params }))).toEqual(
      [
        {
          code: 'TOO_LONG',
          path: 'split.0.recipient_id',
          params: { expected: 'text', max: 36, label: 'Recipient ID (recipient 1)' },
        },
      ],
    );
  });
});
