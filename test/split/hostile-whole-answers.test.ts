// The split reader's fail-closed paths, answered whole: a value a getter or a Proxy trap threw on is
// "unreadable" (its own message, no row's words), never taken for a missing or wrongly typed value,
// and no field is read twice, even when a field after it throws. The English messages are the
// catalogue's text, written out here.
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../src/issues/issue.js';
import { _computeSplit, computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';
import { fixed, percentage } from './fixtures.js';

const UNREADABLE_MESSAGE = 'This could not be read. Please try again.';

/** The whole issues of a refused split, or the success as `ok: true`. */
function answerOf(rules: unknown): unknown {
  const result = computeSplit(10_000, rules as SplitRule[], 0);
  if (result.ok) return { ok: true };
  return {
    status: result.status,
    code: result.code,
    issues: (result.issues ?? []).map(({ code, path, pointer, message, params }: Issue) => ({
      code,
      path,
      pointer,
      message,
      params,
    })),
  };
}

/** A refusal with one issue; `label` is the field's name as the English catalogue writes it. */
function refused(code: string, path: string, message: string, label: string, params: object = {}) {
  const pointer = `/${path.split('.').join('/')}`;
  return {
    status: 422,
    code: 'INVALID_INPUT',
    issues: [{ code, path, pointer, message, params: { label, ...params } }],
  };
}

function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** A getter that throws on its first read and answers `value` after: read twice, it lies. */
function throwsOnce(rule: object, key: string, value: unknown): { reads: number } {
  const count = { reads: 0 };
  Object.defineProperty(rule, key, {
    enumerable: true,
    get() {
      count.reads++;
      if (count.reads === 1) throw new Error('first read');
      return value;
    },
  });
  return count;
}

describe('the split reader on values it cannot read', () => {
  it('calls a revoked rules list unreadable, not a value of the wrong type', () => {
    expect(answerOf(revoked([]))).toEqual(refused('INVALID_TYPE', 'split', UNREADABLE_MESSAGE, 'Split'));
  });

  it('answers an unreadable rules list without throwing, also where no catch would stand in (validation)', () => {
    // `_computeSplit` is computeSplit without its fail-closed catch: the answer must come from the reader.
    const result = _computeSplit(10_000, revoked([]) as SplitRule[], 0);
    expect(
      result.ok ? [] : result.issues?.map(({ code, path, message }) => ({ code, path, message })),
    ).toEqual([{ code: 'INVALID_TYPE', path: 'split', message: UNREADABLE_MESSAGE }]);
  });

  it('calls a rules list whose length cannot be read unreadable, not a missing list', () => {
    const rules = new Proxy([fixed(1)], {
      getOwnPropertyDescriptor: (target, key) => {
        if (key === 'length') throw new Error('length');
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(answerOf(rules)).toEqual(refused('INVALID_TYPE', 'split', UNREADABLE_MESSAGE, 'Split'));
  });

  it('calls a rule whose entry getter throws unreadable, not a missing rule', () => {
    const rules: unknown[] = [];
    Object.defineProperty(rules, 0, {
      enumerable: true,
      get() {
        throw new Error('entry');
      },
    });
    expect(answerOf(rules)).toEqual(refused('INVALID_TYPE', 'split.0', UNREADABLE_MESSAGE, 'Recipient 1'));
  });

  it('calls a field whose getter throws once unreadable: it is not read again to a good value', () => {
    for (const [key, value, label] of [
      ['recipient_type', 'merchant', 'Recipient type (recipient 1)'],
      ['amount', 0.5, 'Share (recipient 1)'],
      ['cross_company', true, 'Cross-company (recipient 1)'],
    ] as const) {
      const rule = { ...percentage(0.5) };
      const count = throwsOnce(rule, key, value);
      expect(answerOf([rule])).toEqual(refused('INVALID_TYPE', `split.0.${key}`, UNREADABLE_MESSAGE, label));
      expect(count.reads).toBe(1);
    }
  });

  it('reads the amount once when cross_company, read after it, throws', () => {
    const rule = { ...percentage(0.5) };
    let reads = 0;
    Object.defineProperty(rule, 'amount', {
      enumerable: true,
      get() {
        reads++;
        return 0.5;
      },
    });
    throwsOnce(rule, 'cross_company', true);
    expect(answerOf([rule])).toEqual(
      refused('INVALID_TYPE', 'split.0.cross_company', UNREADABLE_MESSAGE, 'Cross-company (recipient 1)'),
    );
    expect(reads).toBe(1);
  });
});

describe('the split reader on a rule that is an array', () => {
  // An array stays an array whatever its prototype: Array.isArray looks at the object itself.
  function arrayDressedAsRecord(): unknown {
    const rule = Object.assign([], percentage(0.5));
    Object.setPrototypeOf(rule, Object.prototype);
    return rule;
  }

  it('refuses an array whose prototype is Object.prototype as not an object, as validation does', () => {
    const answer = answerOf([arrayDressedAsRecord()]) as { issues: Issue[] };
    expect(answer).toMatchObject({ status: 422, code: 'INVALID_INPUT' });
    expect(answer.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 'INVALID_TYPE', path: 'split.0', message: 'This field must be an object.' },
    ]);
    const request = validateChargeRequest(
      { ...pixRequest(), amount: 10_000, split: [arrayDressedAsRecord()] },
      { now: NOW },
    );
    const ofSplit = request.ok
      ? []
      : (request.issues ?? []).filter((issue) => issue.path.startsWith('split'));
    expect(ofSplit).toEqual(answer.issues.map((issue) => expect.objectContaining(issue)));
  });
});
