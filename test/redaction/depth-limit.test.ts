// The copy keeps 32 levels of objects and arrays (the root is the first); the 33rd is replaced by
// the `[truncated]` marker. A JSON text inside a string counts one level below the string.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

const MAX_LEVELS = 32;

// `levels` objects, each holding the next under `next`, the innermost holding `leaf`.
function nestedObjects(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = { next: value };
  return value;
}

function nestedArrays(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe('redactChargeRequest at its depth limit', () => {
  it('keeps 32 levels of objects whole', () => {
    expect(redactChargeRequest(nestedObjects(MAX_LEVELS, 'x'))).toEqual(nestedObjects(MAX_LEVELS, 'x'));
  });

  it('replaces the 33rd level of objects by [truncated]', () => {
    expect(redactChargeRequest(nestedObjects(MAX_LEVELS + 1, 'x'))).toEqual(
      nestedObjects(MAX_LEVELS, '[truncated]'),
    );
  });

  it('counts arrays as levels too: the 33rd nested array is [truncated]', () => {
    expect(redactChargeRequest(nestedArrays(MAX_LEVELS, 'x'))).toEqual(nestedArrays(MAX_LEVELS, 'x'));
    expect(redactChargeRequest(nestedArrays(MAX_LEVELS + 1, 'x'))).toEqual(
      nestedArrays(MAX_LEVELS, '[truncated]'),
    );
  });

  it('counts a JSON text one level below the string that holds it', () => {
    // The root is level 1 and the string under `raw` level 2, so the JSON text's outermost object is
    // level 3: 30 levels of it fit.
    const fits = JSON.stringify(nestedObjects(MAX_LEVELS - 2, 'x'));
    const over = JSON.stringify(nestedObjects(MAX_LEVELS - 1, 'x'));
    expect(redactChargeRequest({ raw: fits })).toEqual({ raw: fits });
    expect(redactChargeRequest({ raw: over })).toEqual({
      raw: JSON.stringify(nestedObjects(MAX_LEVELS - 2, '[truncated]')),
    });
  });
});
