/**
 * The label of a concrete path in a catalogue of labels by pattern: the caller's own label for its
 * pattern when given, else the catalogue's, with its container when it sits in one
 * (`Unit price (item 2)`). A path outside the catalogue is its own label: it is a name the
 * developer wrote.
 *
 * @param path - the dotted path (`items.1.unit_price`), not empty.
 * @param catalogue - labels by pattern (`items.*.unit_price`); `{n}` is the entry's number from 1.
 * @param contexts - the containers' names by pattern (`items.*`).
 * @param labels - the caller's labels by pattern, already checked.
 * @returns the label.
 * @example
 * _labelOf('items.1.unit_price', { 'items.*.unit_price': 'Unit price' }, { 'items.*': 'item {n}' })
 * //=> 'Unit price (item 2)'
 */
export function _labelOf(
  path: string,
  catalogue: Readonly<Record<string, string>>,
  contexts: Readonly<Record<string, string>>,
  labels?: ReadonlyMap<string, string>,
): string {
  let n = '';
  const pattern = path
    .split('.')
    .map((segment) => {
      if (!/^\d+$/.test(segment)) return segment;
      n ||= String(Number(segment) + 1);
      return '*';
    })
    .join('.');
  const fill = (text: string) => text.replaceAll('{n}', n);
  const own = labels?.get(pattern);
  if (own !== undefined) return fill(own);
  if (!Object.hasOwn(catalogue, pattern)) return path;
  const parent = pattern.slice(0, Math.max(0, pattern.lastIndexOf('.')));
  const label = catalogue[pattern] as string;
  return fill(Object.hasOwn(contexts, parent) ? `${label} (${contexts[parent]})` : label);
}
