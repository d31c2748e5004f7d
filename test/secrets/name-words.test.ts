import { describe, expect, it } from 'vitest';
import { _isSecretName } from '../../src/secrets/names.js';

// The short secret words (`pan`, `pin`, `auth`, `otp`, `csc`, `cvn`) count only as whole words of a
// name: these are the places a word of a name starts and ends.
describe('the words of a key name', () => {
  it.each([
    ['shippingPin', 'a lower-case letter followed by a capital'],
    ['authID', 'a lower-case letter followed by a run of capitals that ends the name'],
    ['otpURL', 'a lower-case letter followed by a run of capitals'],
    ['PINBlock', 'the last capital of a run of capitals followed by a lower-case letter'],
  ])('takes %s for a secret name: a word ends at %s', (name) => {
    expect(_isSecretName(name)).toBe(true);
  });

  it.each(['pin2', 'otp6', 'v2otp', 'step1Otp', '2pin'])(
    'takes %s for a secret name: a digit is not part of a word',
    (name) => {
      expect(_isSecretName(name)).toBe(true);
    },
  );

  it.each(['data[pin]', 'ship#Pin', '@otp', 'user(auth)', '暗証Pin', '暗証pin', 'pan!'])(
    'takes %s for a secret name: any character that is neither a letter nor a digit ends a word',
    (name) => {
      expect(_isSecretName(name)).toBe(true);
    },
  );

  it.each(['spinner', 'Spinner', 'SPINNER', 'companyName', 'shipping2', 'pinned', 'autHor', 'Panel'])(
    'does not take %s for a secret name: the secret word is only part of a word',
    (name) => {
      expect(_isSecretName(name)).toBe(false);
    },
  );
});
