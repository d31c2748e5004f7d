/**
 * Groups dotted field paths by their parent, for reading: `customer.name`, `customer.email` become
 * `customer: name, email`; top-level paths come first, on a line of their own. The `--json` output
 * keeps the full paths; this is only how a person scans 30 of them.
 *
 * @param paths - dotted paths as resolveRequiredFields returns them (`items.*.name`).
 * @returns one text per group, top level first, then parents in order of first appearance.
 * @example
 * groupPaths(['amount', 'customer', 'customer.name', 'customer.email', 'items.*.name'])
 * //=> ['amount, customer', 'customer: name, email', 'items.*: name']
 */
export function groupPaths(paths: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const dot = path.lastIndexOf('.');
    const parent = dot === -1 ? '' : path.slice(0, dot);
    const names = groups.get(parent) ?? [];
    names.push(path.slice(dot + 1));
    groups.set(parent, names);
  }
  const topLevel = groups.get('');
  groups.delete('');
  return [
    ...(topLevel ? [topLevel.join(', ')] : []),
    ...[...groups].map(([parent, names]) => `${parent}: ${names.join(', ')}`),
  ];
}
