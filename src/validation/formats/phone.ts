// A phone "with area code": 8 to 15 digits (E.164 allows at most 15), written with the
// separators people type. A scan, not a regex: linear on any input.
const SEPARATORS = ' -().';

/** Whether `value` is a phone number: digits with optional separators and one leading `+`. */
export function _isPhone(value: string): boolean {
  let digits = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    if (char >= '0' && char <= '9') digits++;
    else if (char === '+' ? index !== 0 : !SEPARATORS.includes(char)) return false;
  }
  return digits >= 8 && digits <= 15;
}
