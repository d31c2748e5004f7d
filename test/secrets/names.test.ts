import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _isCvvName, _isSecretName } from '../../src/secrets/names.js';
import { anyCase } from '../support/text.js';

// Names hosts give secret fields, in English and Portuguese (parts found anywhere in a name).
const SECRET_NAME_PARTS = [
  'token',
  'cvv',
  'cvc',
  'password',
  'passphrase',
  'pwd',
  'secret',
  'authorization',
  'credential',
  'card',
  'apikey',
  'cookie',
  'session',
  'bearer',
  'jwt',
  'securitycode',
  'senha',
  'cartao',
  'cartão',
  'chave',
];
// Short names that are secret only as whole words (`pan`, not `company`).
const SECRET_NAME_WORDS = ['pan', 'pin', 'auth', 'otp', 'csc', 'cvn'];
const SEPARATORS = ['_', '-', '.', ' ', '$', ':', '/'];

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

describe('key names that say their value is a secret, in any letter case', () => {
  it('takes a name holding a secret part for a secret name, whatever its case and its neighbours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_NAME_PARTS).chain(anyCase),
        fc.constantFrom('', 'x', 'client', 'numero'),
        fc.constantFrom(...SEPARATORS),
        (part, before, separator) => {
          expect(_isSecretName(`${before}${before === '' ? '' : separator}${part}`)).toBe(true);
        },
      ),
    );
  });

  it('takes a short secret word for a secret name, in lower, upper or title case, between any separators', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_NAME_WORDS),
        fc.constantFrom(
          (word: string) => word,
          (word: string) => word.toUpperCase(),
          (word: string) => word[0]?.toUpperCase() + word.slice(1),
        ),
        fc.constantFrom(...SEPARATORS),
        (word, spell, separator) => {
          expect(_isSecretName(spell(word))).toBe(true);
          expect(_isSecretName(`customer${separator}${spell(word)}${separator}hint`)).toBe(true);
        },
      ),
    );
  });

  it('takes the name of the security code in any letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cvv', 'cvv2', 'cvc', 'cvc2', 'cvn', 'csc', 'securitycode').chain(anyCase),
        (name) => {
          expect(_isCvvName(name)).toBe(true);
        },
      ),
    );
  });
});

describe('key names of the security code', () => {
  it.each(['cvv', 'CVV2', 'cvc', 'security_code', 'securityCode', 'csc'])('recognises %s', (name) => {
    expect(_isCvvName(name)).toBe(true);
  });

  it.each(SEPARATORS)(
    'recognises the security code named in two words joined by %j, and masks under it',
    (separator) => {
      expect(_isCvvName(`security${separator}code`)).toBe(true);
      expect(_isSecretName(`Security${separator}Code`)).toBe(true);
    },
  );

  it('does not take a longer name that mentions it for the code itself', () => {
    expect(_isCvvName('cvv_check')).toBe(false);
  });
});
