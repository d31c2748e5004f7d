import { describe, expect, it } from 'vitest';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { crcOracle } from '../pix/crc-oracle.js';
import { PIX_CODE_EXAMPLES } from './pix-codes.js';

// The checksum as the example states it, against an independent CRC-16/CCITT-FALSE of its text.
const checksumHolds = (text: string) => crcOracle(text.slice(0, -4)) === text.slice(-4);

describe('parsePixCode reads the BR Codes others published', () => {
  it.each(PIX_CODE_EXAMPLES.filter((example) => 'pix' in example.expected))(
    'reads $name to what its source says',
    ({ text, expected }) => {
      expect(checksumHolds(text)).toBe(true);
      expect(parsePixCode(text)).toEqual({ ok: true, ...expected });
    },
  );

  it.each(PIX_CODE_EXAMPLES.filter((example) => 'refusedAt' in example.expected))(
    'refuses $name, at the field the decision names',
    ({ text, expected }) => {
      const result = parsePixCode(text);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.issues.map((issue) => issue.pointer)).toEqual(
        'refusedAt' in expected ? expected.refusedAt : [],
      );
    },
  );

  it('checks every published checksum independently: only the one the decision refuses is wrong', () => {
    const wrong = PIX_CODE_EXAMPLES.filter((example) => !checksumHolds(example.text)).map(({ name }) => name);
    expect(wrong).toEqual([
      "Lerian's API docs: a static example whose published checksum does not match its text",
    ]);
  });
});
