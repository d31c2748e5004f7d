import { _segmentsOf } from '../../issues/issue.js';
import { LIMITS } from '../../rules/limits.js';
import { _isArray, _own } from '../../shared/own.js';
import { _safeKey, type RawIssue } from '../raw-issue.js';
import { _scalar } from './value-checks.js';

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// A JSON object or array: a Date, a Map or a class instance is not data a charge can carry.
function isPlainData(value: unknown): value is object {
  try {
    const tag = Object.prototype.toString.call(value);
    return tag === '[object Object]' || tag === '[object Array]';
  } catch {
    return false;
  }
}

/**
 * Copies the value of a free-form field (metadata): a JSON object, bounded as {@link LIMITS}
 * says, its issues pushed onto `issues`; anything else reads as a wrong type.
 */
export function _copyFreeFormField(value: unknown, path: string, rawIssues: RawIssue[]): unknown {
  return isPlainData(value) && !_isArray(value)
    ? copyFreeForm(value, path, 1, { entries: 0 }, rawIssues)
    : _scalar(value);
}

// Where a value of a free-form field lies: the field's own path, or a key under a parent place.
// The segments are built only for an issue (masking a key the caller wrote costs a scan of it): a
// valid request's metadata builds none.
type Place = string | { readonly up: Place; readonly key: string; readonly index: boolean };

function segmentsAt(place: Place): (string | number)[] {
  if (typeof place === 'string') return _segmentsOf(place);
  const { up, key, index } = place;
  const segments = segmentsAt(up);
  segments.push(index ? Number(key) : _safeKey(key));
  return segments;
}

function issueAt(place: Place): { path: string; segments: (string | number)[] } {
  const segments = segmentsAt(place);
  return { path: segments.join('.'), segments };
}

// metadata: JSON values only, bounded in entries, depth, key and string length (LIMITS.metadata).
function copyFreeForm(
  value: unknown,
  place: Place,
  depth: number,
  count: { entries: number },
  rawIssues: RawIssue[],
): unknown {
  const limits = LIMITS.metadata;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
  } else if (typeof value === 'string') {
    if (value.length <= limits.stringLength) return value;
    rawIssues.push({ key: 'TOO_LONG', ...issueAt(place), params: { max: limits.stringLength } });
    return undefined;
  } else if (isPlainData(value)) {
    if (depth > limits.depth) {
      rawIssues.push({ key: 'TOO_MANY.metadata_depth', ...issueAt(place), params: { max: limits.depth } });
      return undefined;
    }
    return copyFreeFormContainer(value, place, depth, count, rawIssues);
  }
  rawIssues.push({
    key: 'INVALID_VALUE.metadata_value',
    ...issueAt(place),
    params: { max: limits.stringLength },
  });
  return undefined;
}

// At most `limit` own enumerable keys, without listing them all first (Object.keys of 10^5 keys
// costs what 10^5 keys cost; a for…in stops at the limit).
function firstOwnKeys(value: object, limit: number): string[] {
  const keys: string[] = [];
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    keys.push(key);
    if (keys.length >= limit) break;
  }
  return keys;
}

function copyFreeFormContainer(
  value: object,
  place: Place,
  depth: number,
  count: { entries: number },
  rawIssues: RawIssue[],
): unknown {
  const limits = LIMITS.metadata;
  const array = _isArray(value);
  let keys: string[];
  try {
    keys = array
      ? Array.from({ length: Math.min(value.length, limits.entries + 1) }, (_, i) => String(i))
      : firstOwnKeys(value, limits.entries + 1);
  } catch {
    rawIssues.push({
      key: 'INVALID_VALUE.metadata_value',
      ...issueAt(place),
      params: { max: limits.stringLength },
    });
    return undefined;
  }
  const copy: Record<string, unknown> | unknown[] = array ? [] : {};
  for (const key of keys) {
    // Counted across every level; reported once, then every level stops copying.
    count.entries++;
    if (count.entries > limits.entries) {
      if (count.entries === limits.entries + 1) {
        rawIssues.push({
          key: 'TOO_MANY.metadata_entries',
          path: 'metadata',
          params: { max: limits.entries },
        });
      }
      return undefined;
    }
    if (key.length > limits.keyLength) {
      rawIssues.push({ key: 'TOO_LONG.metadata_key', ...issueAt(place), params: { max: limits.keyLength } });
      continue;
    }
    if (RESERVED_KEYS.has(key)) {
      rawIssues.push({ key: 'INVALID_VALUE.metadata_key', ...issueAt({ up: place, key, index: false }) });
      continue;
    }
    const child = copyFreeForm(
      _own(value, key),
      { up: place, key, index: array },
      depth + 1,
      count,
      rawIssues,
    );
    (copy as Record<string, unknown>)[key] = child;
  }
  return copy;
}
