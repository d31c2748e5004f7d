import type { IssueCode } from '../issues/codes.js';
import type { Condition, Fact, OwnFacts } from '../rules/conditions.js';
import type { FieldRule } from '../rules/fields.js';
import { _placeOf } from '../rules/path-place.js';
import { CARD_FLOWS, PAYMENT_METHODS } from '../rules/values.js';
import { _emptyRecord } from '../shared/own.js';
import { _decide } from './decide.js';
import { _codeOf, type RawIssue } from './raw-issue.js';

/** A rule whose failure makes others moot, and the facts its fix may change. */
interface RootCause {
  readonly code: IssueCode;
  readonly changes: readonly { readonly fact: Fact; readonly values: readonly string[] }[];
}

/**
 * The rules whose failure makes others moot. When the merchant cannot serve the payment method
 * (the buyer picks another, which brings its own card flow), or the card flow asked for, every
 * issue whose field is required, allowed or ignored differently once those facts change follows
 * from a choice the request will not keep (card fields forbidden in a hosted flow the merchant
 * does not offer, card details required in a transparent flow it does not offer): reporting it
 * would tell the buyer to fix, or leave out, a field the fix of the root cause changes anyway.
 */
const ROOT_CAUSES: readonly RootCause[] = [
  {
    code: 'PAYMENT_METHOD_NOT_ENABLED',
    changes: [
      { fact: 'payment_method', values: PAYMENT_METHODS },
      { fact: 'card_flow', values: CARD_FLOWS },
    ],
  },
  { code: 'CARD_FLOW_NOT_SUPPORTED', changes: [{ fact: 'card_flow', values: CARD_FLOWS }] },
];

/**
 * The issues of one answer, root cause first: when an issue of {@link ROOT_CAUSES} is among them, it
 * leads, and the issues it makes moot are dropped; otherwise the issues are returned as they are.
 *
 * @param rawIssues - the issues, in table order.
 * @param facts - the facts of the walk's copy.
 * @returns the issues to report.
 * @example
 * // A hosted request with a card number, to a merchant whose credit card is transparent:
 * const forbiddenNumber: RawIssue = { key: 'FORBIDDEN_FIELD.hosted', path: 'payment_details.number' };
 * const flowNotSupported: RawIssue = { key: 'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted', path: 'card_flow' };
 * const facts = _readFacts({ payment_method: 'credit_card', card_flow: 'hosted' });
 * _rootCauseFirst([forbiddenNumber, flowNotSupported], facts)
 * //=> [flowNotSupported]
 */
export function _rootCauseFirst(rawIssues: readonly RawIssue[], facts: OwnFacts): readonly RawIssue[] {
  // Most answers have no root cause: one look at each issue's code tells.
  if (!rawIssues.some(isRootCause)) return rawIssues;
  for (const cause of ROOT_CAUSES) {
    const root = rawIssues.find((rawIssue) => _codeOf(rawIssue.key) === cause.code);
    if (root === undefined) continue;
    const alternatives = alternativesOf(facts, cause.changes);
    const kept = rawIssues.filter((rawIssue) => rawIssue !== root && !moot(rawIssue, facts, alternatives));
    return [root, ...kept];
  }
  return rawIssues;
}

const ROOT_CODES: ReadonlySet<IssueCode> = new Set(ROOT_CAUSES.map((cause) => cause.code));
function isRootCause(rawIssue: RawIssue): boolean {
  return ROOT_CODES.has(_codeOf(rawIssue.key));
}

// Every combination of the changed facts' values (the facts as sent among them: comparing with it
// finds nothing).
function alternativesOf(facts: OwnFacts, changes: RootCause['changes']): OwnFacts[] {
  let alternatives = [facts];
  for (const { fact, values } of changes) {
    alternatives = alternatives.flatMap((before) =>
      values.map((value) => {
        const changed = _emptyRecord<OwnFacts>();
        Object.assign(changed, before);
        changed[fact] = value;
        return changed;
      }),
    );
  }
  return alternatives;
}

// An issue is moot when its field's presence changes with the root cause's fact; an issue at a path
// the table does not know (an unknown field, a metadata key) never is.
function moot(rawIssue: RawIssue, facts: OwnFacts, alternatives: readonly OwnFacts[]): boolean {
  const rule = _placeOf(rawIssue.path).node?.rule;
  if (rule === undefined) return false;
  const asSent = presence(rule, facts);
  return alternatives.some((alternative) => presence(rule, alternative) !== asSent);
}

// A field's presence under some facts, as one word: required, optional, forbidden or ignored.
function presence(rule: FieldRule, facts: OwnFacts): string {
  if (rule.allowed !== undefined && _decide(rule.allowed, facts) === false) return 'forbidden';
  if (rule.ignored !== undefined && _decide(rule.ignored, facts) === true) return 'ignored';
  return rule.required === true || (rule.required !== undefined && decided(rule.required, facts))
    ? 'required'
    : 'optional';
}

function decided(condition: Condition, facts: OwnFacts): boolean {
  return _decide(condition, facts) === true;
}
