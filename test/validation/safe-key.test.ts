// A key the caller wrote, as an issue may show it (an unknown field, a metadata key): card numbers
// and keys masked, then cut to 64 characters, with "…" whenever some of the key is not shown.
import { describe, expect, it } from 'vitest';
import { _safeKey } from '../../src/validation/raw-issue.js';

// 100 zero-width spaces: they render as nothing, and a key where a card number is found comes back
// without them, far shorter than it was written.
const INVISIBLE = '\u200b'.repeat(100);

describe('_safeKey', () => {
  it('shows a key of up to 64 characters whole, and cuts a longer one with "…"', () => {
    expect(_safeKey('b'.repeat(64))).toBe('b'.repeat(64));
    expect(_safeKey('b'.repeat(65))).toBe(`${'b'.repeat(64)}…`);
    expect(_safeKey('b'.repeat(500))).toBe(`${'b'.repeat(64)}…`);
  });

  it('masks a card number hidden among invisible characters, and says nothing was left out of 128', () => {
    // 1 + 100 + 16 + 1 + 10 = 128 characters, every one read: short once masked, shown whole.
    const key = `x${INVISIBLE}4111111111111111 ${'a'.repeat(10)}`;
    expect(key).toHaveLength(128);
    expect(_safeKey(key)).toBe(`x411111••••••1111 ${'a'.repeat(10)}`);
  });

  it('reads only the first 128 characters of a longer key, and marks the rest left out with "…"', () => {
    // Short once masked, yet the 129th character was never read: the reader is told something follows.
    const key = `x${INVISIBLE}4111111111111111 ${'a'.repeat(11)}`;
    expect(_safeKey(key)).toBe(`x411111••••••1111 ${'a'.repeat(10)}…`);
  });
});
