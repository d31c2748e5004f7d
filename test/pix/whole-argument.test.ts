import { describe, expect, it } from 'vitest';
import { _readTlv } from '../../src/pix/_tlv.js';
import { buildPixCode } from '../../src/pix/build-pix-code.js';
import { classifyPixKey } from '../../src/pix/classify-pix-key.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { argumentRefusal } from '../support/argument-refusal.js';

describe('a refusal of the whole argument of a PIX function', () => {
  it('names the fields as buildPixCode’s argument when they are not an object', () => {
    expect(buildPixCode(42 as never)).toEqual(
      argumentRefusal(
        'INVALID_TYPE',
        'PIX code data',
        'It must be an object with the fields of the code (key, name, city…).',
        "the fields (buildPixCode's argument)",
      ),
    );
  });

  it('names the text as parsePixCode’s argument when it is not a string', () => {
    expect(parsePixCode(42 as never)).toEqual(
      argumentRefusal(
        'INVALID_TYPE',
        'PIX code',
        'The PIX code must be text.',
        "the PIX code text (parsePixCode's argument)",
      ),
    );
  });

  it('names the key as classifyPixKey’s argument, and refuses a phone with anything before its +55', () => {
    const refusal = argumentRefusal(
      'INVALID_VALUE',
      'PIX key',
      'Enter a PIX key as stored: CPF or CNPJ digits, a +55 phone, an e-mail or random key in lower case.',
      "the key (classifyPixKey's argument)",
      ' — ',
    );
    expect([
      classifyPixKey(42 as never),
      classifyPixKey('x+5511987654321'),
      classifyPixKey('++5511987654321'),
    ]).toEqual([refusal, refusal, refusal]);
    expect(classifyPixKey('+5511987654321')).toEqual({ ok: true, type: 'phone', key: '+5511987654321' });
  });
});

describe('a TLV length that is not two digits', () => {
  // EMV QRCPS-MPM v1.1, data object format: the length is two digits, 01 to 99. `1/` (a character
  // just below `0`) is no length, though read as 10 - 1 it would make 9.
  it('breaks the run at the field whose length is written 1/', () => {
    expect(_readTlv('001/abcdefghi')).toEqual({ ok: false, brokenAt: '00' });
    expect(_readTlv('001/abcdefghi', true)).toEqual({ ok: false, brokenAt: '00' });
  });
});
