// redactChargeRequest never throws: if a masking step fails, the answer holds nothing of the input
// (the `[unreadable]` marker) rather than a partial copy, and the engine's record of the last
// regular-expression match is cleared either way.
import { describe, expect, it, vi } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

const FAILING = 'text a broken scan throws on';

vi.mock('../../src/secrets/text.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/secrets/text.js')>();
  return {
    ...original,
    _maskSecretsAndCvvsIn: (text: string) => {
      if (text === FAILING) throw new Error('scan failed');
      return original._maskSecretsAndCvvsIn(text);
    },
  };
});

// The legacy statics are not in every lib typing; read them as a page's scripts would.
const lastMatch = () => {
  const statics = RegExp as unknown as { input: string; lastMatch: string };
  return { input: statics.input, lastMatch: statics.lastMatch };
};

describe('redactChargeRequest failing closed', () => {
  it('answers [unreadable], nothing of the input, when a masking step throws', () => {
    expect(redactChargeRequest(FAILING)).toBe('[unreadable]');
  });

  it("leaves no trace of the buyer's tax id in the last regular-expression match", () => {
    expect(redactChargeRequest({ customer: { tax_id: '529.982.247-25' } })).toEqual({
      customer: { tax_id: '•••25' },
    });
    expect(lastMatch()).toEqual({ input: '', lastMatch: '' });
  });
});
