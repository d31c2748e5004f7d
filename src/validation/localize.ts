import { _pointer, _segmentsOf, type Issue } from '../issues/issue.js';
import { _hintOf, ISSUE_HINTS } from '../messages/hints.js';
import { formatIssueMessage, type IssueMessageKey } from '../messages/issues.js';
import { _fieldLabel } from '../messages/labels.js';
import type { Locale } from '../messages/locales/index.js';
import { type _Overrides, _overrideMessage } from '../messages/overrides.js';
import type { MessageParams } from '../messages/params.js';
import type { FieldNode } from '../rules/field-tree.js';
import type { FieldRule } from '../rules/fields.js';
import { _placeOf, type PathPlace } from '../rules/path-place.js';
import { _rowParams } from '../rules/row-params.js';
import { _codeOf, type RawIssue } from './raw-issue.js';

// Own properties only: a page may have put `message` or `params` on Object.prototype, and the
// fail-closed answer must still speak from the catalogue.
function ownField<K extends 'message' | 'hint' | 'params' | 'segments'>(
  rawIssue: RawIssue,
  key: K,
): RawIssue[K] | undefined {
  return Object.hasOwn(rawIssue, key) ? rawIssue[key] : undefined;
}

/** What a message may be rendered with: the locale, and the caller's labels and messages. */
export interface LocalizeScope extends _Overrides {
  readonly locale: Locale;
}

/**
 * Puts issues into words in one locale: the rule at each path supplies the limits a message
 * shows, the label catalogue (or the caller's `labels`) the field's name, and the caller's
 * `messages` may replace any message.
 */
export function _localize(rawIssues: readonly RawIssue[], scope: LocalizeScope, words: Wordings): Issue[] {
  const { locale, labels, messages } = scope;
  const plain =
    (labels === undefined || labels.size === 0) && (messages === undefined || messages.size === 0);
  return rawIssues.map((rawIssue) => {
    const info = pathInfo(words, rawIssue.path);
    const key = wordingKey(rawIssue.key as IssueMessageKey, info.node?.rule);
    const ownParams = ownField(rawIssue, 'params');
    const ownMessage = ownField(rawIssue, 'message');
    const wording = wordingOf(words, info, rawIssue.path, locale);
    // Without the caller's labels and messages, nor params of its own, an issue's words depend on
    // its key, path and locale alone: rendered once, then read back.
    const renderedOnce = plain && ownParams === undefined && ownMessage === undefined;
    const unlabelled = labels === undefined || labels.size === 0;
    // One spread of a ready object is much cheaper than a spread of two and a key added.
    const params: MessageParams =
      unlabelled && ownParams === undefined
        ? { ...wording.labelled }
        : labelled(
            wording.params,
            ownParams,
            unlabelled ? wording.label : _fieldLabel(rawIssue.path, locale, labels),
          );
    // A message shows no path: outside the table too, it is the parent's words, kept with them.
    const cacheKey = renderedOnce ? key : undefined;
    let message = cacheKey === undefined ? undefined : wording.messages.get(cacheKey);
    if (message === undefined) {
      message =
        _overrideMessage(messages, info.node?.pattern, key, params, locale) ??
        ownMessage ??
        formatIssueMessage(locale, key, params);
      if (cacheKey !== undefined) wording.messages.set(cacheKey, message);
    }
    return {
      code: _codeOf(rawIssue.key),
      path: rawIssue.path,
      pointer: pointerOf(rawIssue, info),
      message,
      hint: ownField(rawIssue, 'hint') ?? hintOf(words, info, key, rawIssue.path, ownParams),
      params,
    };
  });
}

// The integrator's hint: English whatever the locale (the path and the English message, or the
// key's own template), so it reads the English wording's params (the expected type, the limits),
// then the issue's own. At a path of the table, without own params, it depends on the path and key
// alone, and is kept with the path's English wording.
function hintOf(
  words: Wordings,
  info: PathInfo,
  key: IssueMessageKey,
  path: string,
  ownParams: MessageParams | undefined,
): string {
  const english = wordingOf(words, info, path, 'en');
  if (ownParams === undefined && info.node !== undefined) {
    let hint = english.hints.get(key);
    if (hint === undefined) {
      const params = english.params;
      hint = _hintOf(ISSUE_HINTS, key, path, params, () => formatIssueMessage('en', key, params));
      english.hints.set(key, hint);
    }
    return hint;
  }
  // A did-you-mean suggestion has a template of its own.
  const hintKey =
    ownParams !== undefined && Object.hasOwn(ownParams, 'suggestion') ? 'UNKNOWN_FIELD.suggestion' : key;
  // Not `{ ...english.params, ...ownParams }`: see `labelled`.
  const params = Object.assign({}, english.params, ownParams);
  return _hintOf(ISSUE_HINTS, hintKey, path, params, () => formatIssueMessage('en', key, params));
}

// What localization derives from a path alone (per locale the params its row gives, its label and
// the messages rendered at it) is kept with the path's place in the table's tree, so that labelling
// and rendering do not recompute it for every issue of every request. Only the table's paths have a
// place that is kept (bounded by `_placeOf`; their words go with it). A path outside the table
// holds a key the caller sent, which may be anything a buyer typed (a card number among them), and
// no request data outlives its run: its words are its parent's label and no params of a row, the
// same for every key outside the table there, kept with the parent's place. Its hint and pointer
// show the path, and are never kept.
export interface PathInfo {
  /** Where the path leads in the table's tree; `undefined` outside the table. */
  readonly node: FieldNode | undefined;
  readonly locales: Partial<Record<Locale, Wording>>;
  /** The pointer of the path split as a table path, once asked for. */
  pointer?: string;
  /** Outside the table: the path of the parent whose label every key there takes. */
  readonly parentPath?: string;
}
interface Wording {
  readonly params: Readonly<Record<string, string | number>>;
  readonly label: string;
  /** The params and the label together: what an issue without params of its own shows. */
  readonly labelled: Readonly<Record<string, string | number>>;
  readonly messages: Map<string, string>;
  /** The hints rendered at this path, by message key (kept with the English wording only). */
  readonly hints: Map<string, string>;
}

/**
 * What localization keeps per path: the words of a path of the table by its place, and those of
 * the keys outside the table by their parent's place. Both are keyed by places, so they follow
 * them: a place made for one call takes its words with it. Made once, with the compiled table
 * (`_compileRules`), and handed to {@link _localize}.
 */
export interface Wordings {
  readonly inTable: WeakMap<PathPlace, PathInfo>;
  readonly outside: WeakMap<PathPlace, PathInfo>;
}

function pathInfo(words: Wordings, path: string): PathInfo {
  const place = _placeOf(path);
  // Only the root has no parent, and the root is in the table.
  const inTable = place.node !== undefined;
  const owner = inTable ? place : (place.parent as PathPlace);
  const kept = inTable ? words.inTable : words.outside;
  let info = kept.get(owner);
  if (info === undefined) {
    info = inTable
      ? { node: place.node, locales: {} }
      : { node: undefined, locales: {}, parentPath: path.slice(0, Math.max(0, path.lastIndexOf('.'))) };
    kept.set(owner, info);
  }
  return info;
}

// An issue whose path carries a caller's key (every path outside the table does) has segments of
// its own; any other's pointer depends on its path alone.
function pointerOf(rawIssue: RawIssue, info: PathInfo): string {
  const segments = ownField(rawIssue, 'segments');
  if (segments !== undefined) return _pointer(segments);
  info.pointer ??= _pointer(_segmentsOf(rawIssue.path));
  return info.pointer;
}

function wordingAt(words: Wordings, info: PathInfo, path: string, locale: Locale): Wording {
  const params = ruleParams(info.node?.rule, path, locale);
  // A path outside the table takes its parent's label (the same for every key there, whichever
  // came first), kept when the parent is a path of the table: an unknown key costs one lookup, not
  // a climb to the nearest labelled field.
  const parentPath = info.parentPath;
  const label =
    parentPath === undefined
      ? _fieldLabel(path, locale)
      : wordingOf(words, pathInfo(words, parentPath), parentPath, locale).label;
  const wording: Wording = {
    params,
    label,
    labelled: labelled(params, undefined, label),
    messages: new Map(),
    hints: new Map(),
  };
  info.locales[locale] = wording;
  return wording;
}

function wordingOf(words: Wordings, info: PathInfo, path: string, locale: Locale): Wording {
  return info.locales[locale] ?? wordingAt(words, info, path, locale);
}

// `{ ...params, ...own, label }`, the same keys in the same order. V8 (Node 20) gives an object
// spread followed by a new key a slow path: about 0.4 µs per spread, more than the rest of an issue.
function labelled(
  params: MessageParams,
  own: MessageParams | undefined,
  label: string,
): Record<string, string | number> {
  return Object.assign({}, params, own, { label });
}

// A number below its range, or not a whole number, at a field of centavos reads as an amount.
function wordingKey(key: IssueMessageKey, rule: FieldRule | undefined): IssueMessageKey {
  if (rule?.unit !== 'centavos') return key;
  if (key === 'OUT_OF_RANGE') return 'OUT_OF_RANGE.money_min';
  if (key === 'INVALID_TYPE.integer') return 'INVALID_TYPE.money';
  return key;
}

/** The segments of a issue's path: its own when a caller's key is in it, else the table path split. */
export function _rawIssueSegments(rawIssue: RawIssue): readonly (string | number)[] {
  return ownField(rawIssue, 'segments') ?? _segmentsOf(rawIssue.path);
}

function ruleParams(
  rule: FieldRule | undefined,
  path: string,
  locale: Locale,
): Record<string, string | number> {
  if (rule) return _rowParams(rule, locale);
  return path === '' ? { expected: formatIssueMessage(locale, 'TYPE.object') } : {};
}
