import { describe, expect, it } from 'vitest';
import { _maskSecretsIn } from '../../src/secrets/text.js';

describe('masking what a text may hide', () => {
  it('masks a whole value that is a card number, keeping its first 6 and last 4 digits', () => {
    expect(_maskSecretsIn('4111 1111 1111 1111')).toBe('411111••••••1111');
  });

  it('masks a whole value that starts like a key, whatever follows the prefix', () => {
    expect(_maskSecretsIn('tok_abc$%^defghijk')).toBe('••••••••hijk');
  });

  it('masks a key before looking for card numbers, so digits inside a key are not shown', () => {
    expect(_maskSecretsIn('use sk_live_4111111111111111 now')).toBe('use ••••••••1111 now');
  });

  it('returns a text holding neither as it is', () => {
    expect(_maskSecretsIn('gift for Ana, order 42')).toBe('gift for Ana, order 42');
  });
});
