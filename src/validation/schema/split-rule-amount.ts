// Temporary seam until the split engine lands its shared rule-amount helper.
import type { MessageKey } from '../../messages/keys.js';

export function _splitRuleAmountKey(type: unknown, amount: unknown): MessageKey | undefined {
  if (typeof amount !== 'number') return undefined;
  if (type === 'fixed') {
    if (!Number.isSafeInteger(amount)) return 'INVALID_TYPE.integer';
    return amount > 0 ? undefined : 'OUT_OF_RANGE';
  }
  if (type === 'percentage') return amount > 0 && amount <= 1 ? undefined : 'OUT_OF_RANGE.percentage';
  return undefined;
}
