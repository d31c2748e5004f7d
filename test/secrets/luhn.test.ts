import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _passesLuhn } from '../../src/secrets/luhn.js';

describe('Luhn', () => {
  it('accepts the classic test numbers and rejects a changed digit', () => {
    expect(_passesLuhn('4111111111111111')).toBe(true);
    expect(_passesLuhn('378282246310005')).toBe(true);
    expect(_passesLuhn('4111111111111112')).toBe(false);
  });

  it('rejects every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '4111111111111111';
        const changed =
          valid.slice(0, position) + ((Number(valid[position]) + delta) % 10) + valid.slice(position + 1);
        expect(_passesLuhn(changed)).toBe(false);
      }),
    );
  });
});
