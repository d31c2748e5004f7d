import { describe, expect, it } from 'vitest';
import { _isCvvName, _isSecretName } from '../../src/secrets/names.js';

describe('key names that say their value is a secret', () => {
  it.each([
    'token',
    'cardToken',
    'CARD_TOKEN',
    'x_api_key',
    'X-Api-Key',
    'apikey',
    'Authorization',
    'password',
    'passwd',
    'client_secret',
    'cvv',
    'cvc2',
    'security_code',
    'card',
    'pan',
    'cardPAN',
    'PINBlock',
    'otp',
    'session_id',
    'cookie',
    'credentials',
    'senha',
    'numero_cartao',
  ])('takes %s for a secret name', (name) => {
    expect(_isSecretName(name)).toBe(true);
  });

  it.each(['name', 'company', 'shipping', 'spanish', 'note', 'amount', 'recipient_id', 'description'])(
    'does not take %s for a secret name',
    (name) => {
      expect(_isSecretName(name)).toBe(false);
    },
  );
});

describe('key names of the security code', () => {
  it.each(['cvv', 'CVV2', 'cvc', 'security_code', 'securityCode', 'csc'])('recognises %s', (name) => {
    expect(_isCvvName(name)).toBe(true);
  });

  it('does not take a longer name that mentions it for the code itself', () => {
    expect(_isCvvName('cvv_check')).toBe(false);
  });
});
