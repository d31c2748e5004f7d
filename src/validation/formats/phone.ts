// A phone "with area code": 8 to 15 digits (E.164 allows at most 15), with one optional leading `+`.
// The separators people type are the row's masks, removed before this reads the value. A scan, not
// a regex: linear on any input.

/** Whether `value` (no separators) is a phone number: 8 to 15 digits after an optional `+`. */
export function _isPhone(value: string): boolean {
  const start = value.startsWith('+') ? 1 : 0;
  for (let index = start; index < value.length; index++) {
    const char = value[index] as string;
    if (char < '0' || char > '9') return false;
  }
  const digits = value.length - start;
  return digits >= 8 && digits <= 15;
}
