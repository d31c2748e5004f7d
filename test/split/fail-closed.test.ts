// Every read of a caller's value goes through the own-property readers, which turn a throwing getter
// or Proxy into "unreadable"; nothing left in the engines throws on any input. Only a page that
// replaced a built-in can make one throw, and then each export answers a refusal, never a throw
// and never a split. `Number.isInteger` stands for the built-in: every engine calls it on amounts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allocateRefund } from '../../src/split/allocate-refund.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { prepareSplit } from '../../src/split/prepare-split.js';
import type { SplitSuccess } from '../../src/split/types.js';
import { A, B, fixed, percentage } from './fixtures.js';

const RULES = [percentage(0.5, A), fixed(1000, B)];

/** Runs `call` while `Number.isInteger` throws, as a page that replaced it would make it. */
function withIntegerCheckReplaced<T>(call: () => T): T {
  const spy = vi.spyOn(Number, 'isInteger').mockImplementation(() => {
    throw new Error('replaced');
  });
  try {
    return call();
  } finally {
    spy.mockRestore();
  }
}

/** The refusal of a split that could not be read, in the catalogue's words of each locale. */
const unreadableSplit = (
  status: number,
  code: string,
  message: string,
  issueMessage: string,
  label: string,
) => ({
  ok: false,
  status,
  code,
  message,
  hint: 'Fields to fix: split. Each issue has a hint of its own.',
  issues: [
    {
      code: 'INVALID_TYPE',
      path: 'split',
      pointer: '/split',
      message: issueMessage,
      hint: 'split could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
      params: { label },
    },
  ],
});

describe('a built-in that throws (a page that replaced it) gives a refusal, never a throw', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('computeSplit answers that the split could not be read, in the locale asked for', () => {
    const answer = withIntegerCheckReplaced(() => computeSplit(10000, RULES, 0.0299, { locale: 'pt-BR' }));
    expect(answer).toEqual(
      unreadableSplit(
        422,
        'INVALID_INPUT',
        'Entrada inválida: Divisão: não foi possível ler este dado. Tente novamente.',
        'Não foi possível ler este dado. Tente novamente.',
        'Divisão',
      ),
    );
  });

  it('prepareSplit answers the same refusal when preparing fails', () => {
    const answer = withIntegerCheckReplaced(() => prepareSplit(RULES, 0.0299));
    expect(answer).toEqual(
      unreadableSplit(
        422,
        'INVALID_INPUT',
        'The input is not valid: Split: this could not be read. Please try again.',
        'This could not be read. Please try again.',
        'Split',
      ),
    );
  });

  it('a prepared split answers the same refusal when one amount fails, and splits again afterwards', () => {
    const prepared = prepareSplit(RULES, 0.0299, { locale: 'es' });
    if (!prepared.ok) throw new Error(prepared.message);
    const answer = withIntegerCheckReplaced(() => prepared.split(10000));
    expect(answer).toEqual(
      unreadableSplit(
        422,
        'INVALID_INPUT',
        'Los datos no son válidos: División: no se pudo leer este dato. Inténtalo de nuevo.',
        'No se pudo leer este dato. Inténtalo de nuevo.',
        'División',
      ),
    );
    expect(prepared.split(10000)).toMatchObject({ ok: true, amount: 10000, fee: 299, unallocated: 4000 });
  });

  it('allocateRefund answers a 500 saying the split could not be read, not that an option is wrong', () => {
    const split = computeSplit(10000, RULES, 0.0299) as SplitSuccess;
    const answer = withIntegerCheckReplaced(() => allocateRefund(split, 100));
    expect(answer).toEqual(
      unreadableSplit(
        500,
        'INVALID_CONFIGURATION',
        'The options given cannot be used: Split: this could not be read. Please try again.',
        'This could not be read. Please try again.',
        'Split',
      ),
    );
  });
});
