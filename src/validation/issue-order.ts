import { _placeOf, type PathPlace } from '../rules/path-place.js';
import type { RawIssue } from './raw-issue.js';

/**
 * The issues of one answer in the order of the rules table, whatever the order of the input's keys:
 * the same request always gives the same list. Array entries go by index; keys the table does not
 * know follow the known ones, by code unit; issues at one path keep the order they were found in
 * (`Array.prototype.sort` is stable).
 *
 * @param rawIssues - the issues as the run found them; sorted in place.
 * @returns the same array.
 * @example
 * _inTableOrder([{ key: 'REQUIRED', path: 'items' }, { key: 'REQUIRED', path: 'amount' }])
 * //=> [{ key: 'REQUIRED', path: 'amount' }, { key: 'REQUIRED', path: 'items' }]
 */
export function _inTableOrder(rawIssues: RawIssue[]): RawIssue[] {
  if (rawIssues.length < 2) return rawIssues;
  // Each path is placed once, not once per comparison: thousands of issues sort in milliseconds.
  const placed = rawIssues.map((rawIssue) => ({ rawIssue, place: _placeOf(rawIssue.path) }));
  placed.sort((a, b) => comparePlaces(a.place, b.place));
  for (let index = 0; index < placed.length; index++)
    rawIssues[index] = (placed[index] as (typeof placed)[number]).rawIssue;
  return rawIssues;
}

// Two paths equal down to a level reach the same node there, so their ranks at the first level they
// differ compare as the tree would. A path inside another follows it.
function comparePlaces(left: PathPlace, right: PathPlace): number {
  if (left.depth > right.depth) return comparePlaces(left.parent as PathPlace, right) || 1;
  if (left.depth < right.depth) return comparePlaces(left, right.parent as PathPlace) || -1;
  return compareLevels(left, right);
}

// Two places at one depth: by their parents first, then by their own ranks, then (two keys the
// table does not know) by code unit.
function compareLevels(left: PathPlace, right: PathPlace): number {
  if (left === right || left.depth === 0) return 0;
  const above = compareLevels(left.parent as PathPlace, right.parent as PathPlace);
  if (above !== 0 || left.segment === right.segment) return above;
  if (left.index || left.rank !== right.rank) return left.rank - right.rank;
  return left.segment < right.segment ? -1 : 1;
}
