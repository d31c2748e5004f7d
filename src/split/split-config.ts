import { DEFAULT_ROUNDING } from '../arithmetic/rounding.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _shareFees, type FeeConfig } from './fee-bearer.js';
import { _readMdr, type MdrParts } from './read-mdr.js';
import { _readFeeBearer, _readRounding } from './read-options.js';
import { _splitOptionIssue } from './split-issue.js';
import type { FeeBearerRecipient } from './types.js';

/**
 * Reads the MDR and the options (rounding, fee bearer), reporting every problem of both: the
 * caller's own configuration, so the issues go to the list a host answers with 500. A fee bearer
 * `{ recipient_id }` must name a recipient of the rules, when the rules could be read.
 *
 * @param mdr - the MDR argument, any value.
 * @param options - the options argument, any value.
 * @param locale - the language of the messages, already read from `options`.
 * @param configIssues - receives one issue per problem.
 * @param recipientIds - the rules' recipient ids, `undefined` when the rules are not acceptable.
 * @param count - how many of `recipientIds` are the rules' (the rest is left over from earlier use).
 * @returns the fee configuration, or `undefined` when the MDR, the options or the rules are not
 *   acceptable.
 * @example
 * _readFeeConfig(0.0299, undefined, 'en', [], [], 0)?.rounding
 * //=> 'half-even'
 */
export function _readFeeConfig(
  mdr: unknown,
  options: unknown,
  locale: Locale,
  configIssues: Issue[],
  recipientIds: readonly string[] | undefined,
  count: number,
): FeeConfig | undefined {
  const fee = _readMdr(mdr);
  if (fee === undefined) {
    configIssues.push(
      mdr === undefined
        ? _splitOptionIssue(locale, 'REQUIRED', 'mdr', 'REQUIRED.mdr')
        : _splitOptionIssue(locale, 'INVALID_VALUE', 'mdr', 'INVALID_VALUE.mdr'),
    );
  }
  const rounding = _readRounding(options, locale, configIssues);
  const feeBearer = _readFeeBearer(options, locale, configIssues);
  if (
    recipientIds !== undefined &&
    typeof feeBearer === 'object' &&
    !namesOf(recipientIds, count, feeBearer)
  ) {
    configIssues.push(
      _splitOptionIssue(
        locale,
        'INVALID_VALUE',
        'options.feeBearer.recipient_id',
        'INVALID_VALUE.fee_bearer_recipient',
      ),
    );
    return undefined;
  }
  if (recipientIds === undefined || fee === undefined || rounding === undefined || feeBearer === undefined) {
    return undefined;
  }
  return feeBearer === 'first'
    ? { rate: fee.rate, fixedFee: fee.fixed, rounding, feeBearer }
    : { rate: fee.rate, fixedFee: fee.fixed, rounding, feeBearer, shareFees: _shareFees };
}

/**
 * The fee configuration of a split given no options: the MDR with the default rounding, the first
 * share paying the fee, as `_readFeeConfig` reads `undefined` options. Validation takes no split
 * options and has read its MDR with its own, so it starts here rather than read them again.
 *
 * @param fee - the MDR, read.
 * @returns the fee configuration.
 * @example
 * _defaultFeeConfig({ rate: _fractionOfNumber(0.0299), fixed: 50 }).feeBearer
 * //=> 'first'
 */
export function _defaultFeeConfig(fee: MdrParts): FeeConfig {
  return { rate: fee.rate, fixedFee: fee.fixed, rounding: DEFAULT_ROUNDING, feeBearer: 'first' };
}

function namesOf(ids: readonly string[], count: number, bearer: FeeBearerRecipient): boolean {
  for (let i = 0; i < count; i++) if (ids[i] === bearer.recipient_id) return true;
  return false;
}
