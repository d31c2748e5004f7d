// Key names that say their value is a secret. Matched case-insensitively on the name with its
// separators removed (`x_api_key`, `cardToken`, `Card-Number` → `xapikey`, `cardtoken`,
// `cardnumber`), so a part found anywhere in the name counts. Short words that are parts of
// ordinary words (`pan` in `company`, `pin` in `shipping`) count only as whole words.
const SECRET_PARTS: readonly string[] = [
  'token',
  'cvv',
  'cvc',
  'passw',
  'passphrase',
  'pwd',
  'secret',
  'authoriz',
  'credential',
  'card',
  'key',
  'cookie',
  'session',
  'bearer',
  'jwt',
  'securitycode',
  // pt-BR, the language of the buyers and of many hosts' own field names.
  'senha',
  'cartao',
  'cartão',
  'chave',
];
const SECRET_WORDS: ReadonlySet<string> = new Set(['pan', 'pin', 'auth', 'otp', 'csc', 'cvn']);
const CVV_NAMES: ReadonlySet<string> = new Set(['cvv', 'cvv2', 'cvc', 'cvc2', 'cvn', 'csc', 'securitycode']);

/**
 * Whether a key's name says its value is a secret: token, CVV, password, secret, authorization,
 * card, key, PAN, PIN… (case-insensitive, anywhere in the name: `cardToken`, `x_api_key`).
 *
 * @param name - an object key.
 * @returns `true` when the value under it must be masked whatever it looks like.
 * @example
 * [_isSecretName('cardToken'), _isSecretName('X-Api-Key'), _isSecretName('company'), _isSecretName('pan_hint')]
 * //=> [true, true, false, true]
 */
export function _isSecretName(name: string): boolean {
  const compact = compactName(name);
  return SECRET_PARTS.some((part) => compact.includes(part)) || hasSecretWord(name);
}

/**
 * Whether a key's name is the card's security code (`cvv`, `CVC2`, `security_code`…), which a log
 * must not hold even masked: the entry is dropped.
 *
 * @param name - an object key.
 * @returns `true` for a name of the security code itself.
 * @example
 * [_isCvvName('CVV'), _isCvvName('security-code'), _isCvvName('card_cvv')]
 * //=> [true, true, false]
 */
export function _isCvvName(name: string): boolean {
  return CVV_NAMES.has(compactName(name));
}

// The name in lower case without the separators people put between words.
function compactName(name: string): string {
  let compact = '';
  for (const char of name.toLowerCase()) if (!isSeparator(char)) compact += char;
  return compact;
}

// Whether one of the words of a name is a secret word. A word is a run of letters, ended by any
// other character (a separator, a digit, a symbol: `pin2`, `data[pin]`, `暗証Pin`, so a word is never
// hidden by what is glued to it), at a lower-to-upper case change (`cardPan`), before the last
// capital of a run of capitals followed by a lower-case letter (`PINBlock`), and by the name's end
// (`charAt` answers `''` there, no letter). Where two ends meet (`a__b`) the word between them is
// empty, no secret word.
function hasSecretWord(name: string): boolean {
  let start = 0;
  for (let index = 0; index <= name.length; index++) {
    const letterCase = caseOf(name.charAt(index));
    const startsWord =
      letterCase === 'upper' &&
      (caseOf(name.charAt(index - 1)) === 'lower' || caseOf(name.charAt(index + 1)) === 'lower');
    if (letterCase === 'none' || startsWord) {
      if (SECRET_WORDS.has(name.slice(start, index).toLowerCase())) return true;
      start = startsWord ? index : index + 1;
    }
  }
  return false;
}

// A letter's case; `none` for what is no letter with a case (digits, symbols, letters of a script
// without case, the empty string), which ends a word.
function caseOf(char: string): 'lower' | 'upper' | 'none' {
  if (char !== char.toLowerCase()) return 'upper';
  if (char !== char.toUpperCase()) return 'lower';
  return 'none';
}

function isSeparator(char: string): boolean {
  return (
    char === '_' ||
    char === '-' ||
    char === '.' ||
    char === ' ' ||
    char === '$' ||
    char === ':' ||
    char === '/'
  );
}
