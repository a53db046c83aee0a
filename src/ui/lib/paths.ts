/** Immutable get/set by JSON path on plain data (scenarios), and path comparisons for issues. */

export type Path = readonly (string | number)[];

export function getIn(obj: unknown, path: Path): unknown {
  let cur: unknown = obj;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[p];
  }
  return cur;
}

/** A copy of `obj` with `value` at `path`; objects and arrays along the path are copied, the rest shared. */
export function setIn<T>(obj: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base: unknown = obj;
  if (Array.isArray(base)) {
    const copy = base.slice();
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy as T;
  }
  const rec = base !== null && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  return { ...rec, [head]: setIn(rec[head as string], rest, value) } as T;
}

export function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}

export function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((p, i) => p === path[i]);
}
