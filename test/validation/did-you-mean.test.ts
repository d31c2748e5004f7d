import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _didYouMean, _editDistance, _knownKeys } from '../../src/validation/did-you-mean.js';

// The keys of an object, made ready as the walk makes them once per object of the table.
const suggest = (key: string, known: readonly string[]) => _didYouMean(key, _knownKeys(known));

const DETAILS = ['number', 'holder_name', 'installments', 'expires_in_seconds', 'due_date', 'cvv'];

describe('_didYouMean', () => {
  it.each([
    ['instalments', 'installments'],
    ['installment', 'installments'],
    ['holderName', 'holder_name'],
    ['HOLDER_NAME', 'holder_name'],
    ['due-date', 'due_date'],
    ['expires_in_second', 'expires_in_seconds'],
    ['nubmer', 'number'],
  ])('suggests %s → %s', (typo, known) => {
    expect(suggest(typo, DETAILS)).toBe(known);
  });

  it('suggests nothing for keys that are far from every known one', () => {
    expect(suggest('color', DETAILS)).toBeUndefined();
    expect(suggest('id', ['cvv'])).toBeUndefined();
    expect(suggest('cv', ['cvv'])).toBe('cvv');
    expect(suggest('x'.repeat(10_000), DETAILS)).toBeUndefined();
  });
});

describe('"did you mean"', () => {
  const KNOWN = ['amount', 'currency', 'customer', 'installments', 'zip_code', 'type', 'abcd', 'abce'];

  it('matches a key that differs only in letter case or separators', () => {
    expect(['ZIP-CODE', 'zip code', 'ZipCode', 'AMOUNT'].map((key) => suggest(key, KNOWN))).toEqual([
      'zip_code',
      'zip_code',
      'zip_code',
      'amount',
    ]);
    // However many separators: they are no edits.
    expect(suggest('Z-I-P-C-O-D-E', KNOWN)).toBe('zip_code');
  });

  it('allows one edit per three letters of the candidate, at most two', () => {
    expect(
      ['amout', 'amuont', 'instalments', 'instalmens', 'tpye', 'tyep'].map((key) => suggest(key, KNOWN)),
    ).toEqual(['amount', 'amount', 'installments', 'installments', 'type', 'type']);
    expect(
      ['tyyy', 'ammmmount', 'xurxenxy', 'instaaaalments', 'typ'].map((key) => suggest(key, KNOWN)),
    ).toEqual([undefined, undefined, undefined, undefined, 'type']);
  });

  it('prefers the closest candidate, and the earlier one of two as close', () => {
    expect(suggest('abcx', KNOWN)).toBe('abcd');
    expect(suggest('abcex', ['abcd', 'abce'])).toBe('abce');
    expect(suggest('custmer', ['custom', 'customer'])).toBe('customer');
  });

  it('gives no hint for a key longer than 64 characters', () => {
    expect(suggest(`amount${'_'.repeat(58)}`, KNOWN)).toBe('amount');
    expect(suggest(`amount${'_'.repeat(59)}`, KNOWN)).toBeUndefined();
  });
});

// The optimal string alignment distance (edits: insert, delete, substitute, swap two adjacent
// characters; no substring edited twice) by its textbook recurrence over the full matrix, with no
// band, no shared ends trimmed and no early stop: the oracle the bounded search must agree with.
function alignmentDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** What the rule says: a key equal once folded (case, separators), else the closest within its edits. */
function expectedSuggestion(key: string, known: readonly string[]): string | undefined {
  if (key.length > 64) return undefined;
  const fold = (text: string) => text.toLowerCase().replace(/[_\-\s]/g, '');
  const same = known.find((candidate) => fold(candidate) === fold(key));
  if (same !== undefined) return same;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const allowed = Math.min(2, Math.floor(candidate.length / 3));
    const distance = alignmentDistance(key.toLowerCase(), candidate);
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

describe('"did you mean" against the full alignment distance', () => {
  // Two letters, so that keys come close to each other, share starts and ends and tie; known keys
  // are lower case, as the table's are.
  const known = fc.array(fc.stringMatching(/^[ab]{1,9}$/), { minLength: 1, maxLength: 6 });
  const edited = (keys: string[]) =>
    fc
      .tuple(
        fc.constantFrom(...keys),
        fc.array(fc.tuple(fc.nat(3), fc.nat(20), fc.constantFrom('a', 'b', 'A', '_')), { maxLength: 4 }),
      )
      .map(([base, edits]) => {
        let key = base;
        for (const [kind, at, letter] of edits) {
          const place = key.length === 0 ? 0 : at % key.length;
          if (kind === 0) key = key.slice(0, place) + letter + key.slice(place + 1);
          else if (kind === 1) key = key.slice(0, place) + letter + key.slice(place);
          else if (kind === 2) key = key.slice(0, place) + key.slice(place + 1);
          else
            key =
              key.slice(0, place) +
              key.slice(place + 1, place + 2) +
              key.slice(place, place + 1) +
              key.slice(place + 2);
        }
        return key;
      });

  it('suggests what the rule says for keys a few edits from a known one, or far from all', () => {
    fc.assert(
      fc.property(
        known.chain((keys) =>
          fc.tuple(fc.constant(keys), fc.oneof(edited(keys), fc.stringMatching(/^[abA_]{0,11}$/))),
        ),
        ([keys, key]) => {
          expect(suggest(key, keys)).toBe(expectedSuggestion(key, keys));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the bounded distance against the full one', () => {
  // Every text of up to 6 letters a and b: every shared start and end, every swap, every length gap.
  const texts = [''];
  for (let length = 1; length <= 6; length++)
    for (let bits = 0; bits < 2 ** length; bits++)
      texts.push(Array.from({ length }, (_, place) => ((bits >> place) & 1 ? 'b' : 'a')).join(''));

  it('is the distance when it is within the limit, and above the limit otherwise, for every pair', () => {
    // One set of rows for every call, as `_didYouMean` reuses them from one candidate to the next:
    // a cell left from an earlier pair must never be read as this one's.
    const rows = new Array<number>(21);
    const wrong: string[] = [];
    for (const whole of texts) {
      for (const other of texts) {
        const distance = alignmentDistance(whole, other);
        for (const limit of [0, 1, 2]) {
          const bounded = _editDistance(whole, other, limit, rows, 7);
          if (distance <= limit ? bounded !== distance : bounded <= limit)
            wrong.push(`${whole}|${other}|${limit}: ${bounded}, not ${distance}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('"did you mean" for every short key', () => {
  it('suggests what the rule says for every key of up to 6 letters against every known key of 3 to 6', () => {
    const texts = (from: number, to: number) => {
      const all: string[] = [];
      for (let length = from; length <= to; length++)
        for (let bits = 0; bits < 2 ** length; bits++)
          all.push(Array.from({ length }, (_, place) => ((bits >> place) & 1 ? 'b' : 'a')).join(''));
      return all;
    };
    const wrong: string[] = [];
    // One known key at a time: its own length sets the width of the distance rows.
    for (const known of texts(3, 6))
      for (const key of texts(0, 6))
        if (suggest(key, [known]) !== expectedSuggestion(key, [known])) wrong.push(`${key} → ${known}`);
    expect(wrong).toEqual([]);
  });
});
