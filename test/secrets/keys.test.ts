import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { _looksLikeKey, _looksLikeSecretKey } from '../../src/secrets/keys.js';
import { _maskSecretsIn } from '../../src/secrets/text.js';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('what looks like a secret key', () => {
  it('is sk_ and at least one more character', () => {
    expect([
      _looksLikeSecretKey('sk_a'),
      _looksLikeSecretKey('sk_'),
      _looksLikeSecretKey('SK_live_1'),
    ]).toEqual([true, false, false]);
  });

  it('means the same to authorization, which refuses sk_ab, and to redaction, which masks it', () => {
    expect(authorizePublicRequest(basic('sk_ab:'))).toMatchObject({
      status: 403,
      code: 'SECRET_KEY_NOT_ALLOWED',
    });
    expect(redactChargeRequest({ metadata: { ref: 'sk_ab' } })).toEqual({ metadata: { ref: '••••••••' } });
  });
});

describe('what looks like a key or token', () => {
  it.each(['sk_live_1', 'rk_test_1', 'pk_live_1', 'whsec_1', 'tok_1'])(
    'recognises %s by its prefix',
    (text) => {
      expect(_looksLikeKey(text)).toBe(true);
    },
  );

  it('needs at least one character after the prefix', () => {
    expect(_looksLikeKey('tok_')).toBe(false);
  });
});

describe('keys inside text', () => {
  it('masks a key at the start of a word up to the first character no key has', () => {
    expect(_maskSecretsIn('key=sk_live_abcdef123456; next')).toBe('key=••••••••3456; next');
  });

  it('leaves a prefix right after a letter or digit alone', () => {
    expect(_maskSecretsIn('task_list park_2 work_item')).toBe('task_list park_2 work_item');
  });

  it('takes an underscore for the start of a word, on the side of masking', () => {
    expect(_maskSecretsIn('ref_tok_abc')).toBe('ref_••••••••');
  });

  it('masks every key of a text', () => {
    expect(_maskSecretsIn('use tok_a and tok_b')).toBe('use •••••••• and ••••••••');
  });
});
