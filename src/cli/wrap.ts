import { displayWidth } from './table.js';

/**
 * Breaks a text into lines no wider than `width`, at spaces. A word longer than a line gets a line
 * of its own rather than being cut: a field path must stay whole to be copied.
 *
 * @param text - words separated by single spaces.
 * @param width - the widest a line may be.
 * @returns the lines, at least one.
 * @example
 * wrapWords('amount, currency, product_type', 18)
 * //=> ['amount, currency,', 'product_type']
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current !== '' && displayWidth(current) + 1 + displayWidth(word) > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  lines.push(current);
  return lines;
}
