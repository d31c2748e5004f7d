// Built-ins captured once, at load: another script in the page may replace Math.min, Object.keys or
// Array.prototype.slice later, and every export must still answer as in a clean page. Code that
// must survive a tampered Array.prototype walks arrays with index loops (for…of, spread and
// destructuring go through its iterator) and appends with `list[list.length] = x`.
//
// Captures shared by several modules live here. esbuild drops an unused one only when it knows the
// read is pure (Math.min, Object.keys), so a capture it would keep in every bundle (Number.isNaN)
// that a single module needs stays in that module.

export const _hasOwn = Object.hasOwn;
export const _keys = Object.keys;
export const _min = Math.min;
export const _trunc = Math.trunc;

/** `list.some(test)`, by index. */
export function _some<T>(list: readonly T[], test: (item: T) => boolean): boolean {
  for (let index = 0; index < list.length; index++) if (test(list[index] as T)) return true;
  return false;
}

/** A shallow copy of an array, `[...list]`: Array.prototype.slice captured, as fast as spread. */
export const _copyList: <T>(list: readonly T[]) => T[] = Function.prototype.call.bind(Array.prototype.slice);
