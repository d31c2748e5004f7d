// Which places of paths are kept from one call to the next: only the table's own paths (its keys,
// and indexes below the array's `maxLength`), never one that carries a caller's text.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules/limits.js';
import { _placeOf } from '../../src/rules/path-place.js';

describe('_placeOf', () => {
  it('keeps the place of a path of the table: the same object answers the second time', () => {
    expect(_placeOf('items.2.unit_price')).toBe(_placeOf('items.2.unit_price'));
    expect(_placeOf('items.2.unit_price').kept).toBe(true);
  });

  it('places a key shaped like an index past the array bound anew on every call, and what lies below it', () => {
    const first = _placeOf('items.52998224725.unit_price');
    const second = _placeOf('items.52998224725.unit_price');

    expect(second).not.toBe(first);
    expect(second.parent).not.toBe(first.parent);
    expect(first).toMatchObject({
      kept: false,
      segment: 'unit_price',
      node: { pattern: 'items.*.unit_price' },
    });
    expect(first.parent).toMatchObject({
      kept: false,
      index: true,
      rank: 52998224725,
      segment: '52998224725',
    });
  });

  it('keeps the last index the table allows in an array, and not the first past it', () => {
    const last = `split.${LIMITS.split - 1}.amount`;
    const past = `split.${LIMITS.split}.amount`;

    expect(_placeOf(last)).toBe(_placeOf(last));
    expect(_placeOf(past)).not.toBe(_placeOf(past));
    expect(_placeOf(past).node?.pattern).toBe('split.*.amount');
  });

  it('places a key outside the table anew on every call', () => {
    expect(_placeOf('customer.nickname')).not.toBe(_placeOf('customer.nickname'));
    expect(_placeOf('customer.nickname')).toMatchObject({ kept: false, node: undefined });
  });
});
