// A row's plan speaks the row's own words: the message a row names for a missing or a too long value
// is the one reported, for any row a table may hold (the shipped table names its own words only on
// rows that are required under conditions, which the conditional checks word; these rows are made
// up to hold the plan to the rule for every row).
import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../../src/rules/fields.js';
import {
  _checkPresent,
  _checkValue,
  RowPlan,
  type ValueRun,
} from '../../../src/validation/walk/value-checks.js';

const newRun = (): ValueRun => ({ issues: [], untyped: 0, indexes: [3], maxAmount: 100, bare: [] });
const plan = (rule: FieldRule) => new RowPlan(rule, undefined, undefined, -1);

describe('a row plan', () => {
  it("reports a required row's own message when its value is missing", () => {
    const run = newRun();
    const rule: FieldRule = {
      path: 'items.*.name',
      type: 'string',
      required: true,
      messages: { required: 'REQUIRED.card_data' },
    };
    _checkPresent(plan(rule), run);
    expect(run).toEqual({
      ...newRun(),
      untyped: 1,
      issues: [{ key: 'REQUIRED.card_data', path: 'items.3.name' }],
    });
  });

  it("reports a required row's own message for an empty or blank text", () => {
    const rule: FieldRule = {
      path: 'items.*.name',
      type: 'string',
      required: true,
      messages: { required: 'REQUIRED.card_data' },
    };
    const answers = ['', '   '].map((text) => {
      const run = newRun();
      _checkValue(text, plan(rule), run);
      return run.issues;
    });
    expect(answers).toEqual([
      [{ key: 'REQUIRED.card_data', path: 'items.3.name' }],
      [{ key: 'REQUIRED.card_data', path: 'items.3.name' }],
    ]);
  });

  it('reports REQUIRED for a missing value of a required row that names no words of its own', () => {
    const run = newRun();
    _checkPresent(plan({ path: 'items.*.name', type: 'string', required: true }), run);
    expect(run.issues).toEqual([{ key: 'REQUIRED', path: 'items.3.name' }]);
  });

  it("reports a row's own message for a text past its maxLength, and TOO_LONG without one", () => {
    const worded: FieldRule = {
      path: 'items.*.name',
      type: 'string',
      maxLength: 2,
      messages: { maxLength: 'INVALID_VALUE.country' },
    };
    const bare: FieldRule = { path: 'items.*.name', type: 'string', maxLength: 2 };
    const answers = [worded, bare].map((rule) => {
      const run = newRun();
      _checkValue('BRA', plan(rule), run);
      return run.issues;
    });
    expect(answers).toEqual([
      [{ key: 'INVALID_VALUE.country', path: 'items.3.name' }],
      [{ key: 'TOO_LONG', path: 'items.3.name' }],
    ]);
  });
});

describe("a row plan's checks", () => {
  it('reports nothing for a missing value of a row that is not required', () => {
    const run = newRun();
    _checkPresent(plan({ path: 'items.*.name', type: 'string' }), run);
    expect(run).toEqual(newRun());
  });

  it('fills each * of a nested path with the index of the entry read at its depth', () => {
    const run = { ...newRun(), indexes: [1, 2] };
    _checkPresent(plan({ path: 'items.*.parts.*.name', type: 'string', required: true }), run);
    expect(run.issues).toEqual([{ key: 'REQUIRED', path: 'items.1.parts.2.name' }]);
  });

  it('trims a no-break space at either end of a text on a row that trims', () => {
    const rule: FieldRule = { path: 'items.*.name', type: 'string', trim: true, maxLength: 5 };
    const answers = ['\u00a0abcde', 'abcde\u00a0'].map((text) => {
      const run = newRun();
      return { copy: _checkValue(text, plan(rule), run), issues: run.issues };
    });
    expect(answers).toEqual([
      { copy: 'abcde', issues: [] },
      { copy: 'abcde', issues: [] },
    ]);
  });

  it('counts a blank required text of a row with a format as a value of the wrong type, without checking its format', () => {
    const run = newRun();
    const rule: FieldRule = { path: 'items.*.email', type: 'string', required: true, format: 'email' };
    _checkValue('', new RowPlan(rule, () => 'INVALID_VALUE.email', undefined, -1), run);
    expect(run).toEqual({ ...newRun(), untyped: 1, issues: [{ key: 'REQUIRED', path: 'items.3.email' }] });
  });
});
