// The walk's answers that depend on how it met the fields: keys out of table order inside array
// entries, a sibling-reading format next to a field of the wrong type, and the bound on unknown fields.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/rules/limits.js';
import { validateChargeRequest } from '../../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW } from '../../fixtures/requests.js';

// biome-ignore lint/suspicious/noExplicitAny: tests reshape requests freely
type Draft = any;

const reversed = (entry: object): object => Object.fromEntries(Object.entries(entry).reverse());

describe('the walk of a request', () => {
  it('lists the fields of each array entry in table order whatever order they were sent in', () => {
    const draft: Draft = creditCardRequest();
    draft.items = draft.items.map(reversed);
    draft.split = draft.split.map(reversed);
    const result = validateChargeRequest(draft, { now: NOW });
    if (!result.ok) throw new Error('expected a valid request');
    expect(result.value.items.map((item) => Object.keys(item))).toEqual([
      ['name', 'quantity', 'unit_price', 'tangible'],
      ['name', 'quantity', 'unit_price', 'tangible', 'code'],
      ['name', 'quantity', 'unit_price', 'tangible', 'category'],
    ]);
    const share = ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company'];
    expect(result.value.split?.map((rule) => Object.keys(rule))).toEqual([share, share, share]);
  });

  it("checks a split share's amount against its type while another field of the share has the wrong type", () => {
    const draft: Draft = creditCardRequest();
    draft.split[0].recipient_type = 5;
    draft.split[0].amount = 10 ** 12;
    const result = validateChargeRequest(draft, { now: NOW });
    expect(result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_TYPE', 'split.0.recipient_type'],
      ['OUT_OF_RANGE', 'split.0.amount'],
    ]);
  });

  it('reports a split amount that is not a number once, with its type present or missing', () => {
    const draft: Draft = creditCardRequest();
    draft.split[0].amount = Number.NaN;
    draft.split[1].amount = Number.NaN;
    delete draft.split[1].type;
    const result = validateChargeRequest(draft, { now: NOW });
    expect(result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_TYPE', 'split.0.amount'],
      ['REQUIRED', 'split.1.type'],
      ['INVALID_TYPE', 'split.1.amount'],
    ]);
  });

  it('says how many unknown fields it lists once there are more', () => {
    const draft: Draft = creditCardRequest();
    for (let index = 0; index <= LIMITS.unknownFields; index++) draft[`extra_${index}`] = 1;
    const result = validateChargeRequest(draft, { now: NOW });
    const tooMany = result.ok ? undefined : (result.issues ?? []).find((issue) => issue.code === 'TOO_MANY');
    expect(tooMany).toMatchObject({
      path: '',
      params: { max: LIMITS.unknownFields },
      message: `More than ${LIMITS.unknownFields} unknown fields were sent; only the first ${LIMITS.unknownFields} are listed.`,
    });
  });
});
