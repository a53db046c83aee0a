/**
 * A scenario field named by its JSON path, as the page's messages write it: `rules[0].count`,
 * `guava[0].permitsPerSecond`, `limiters[1].rate`, `coldFactor`. Reading and writing never mutate: a write
 * copies the objects and arrays along the path and shares the rest.
 */
import type { JsonPath } from '../scenario/issues';

const SEGMENT = /^(?:\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\])/;

/** `rules[0].count` → `['rules', 0, 'count']`; null when the text is not such a path. */
export function parsePath(text: string): JsonPath | null {
  const out: (string | number)[] = [];
  let rest = text.trim();
  if (rest === '' || rest.startsWith('.')) return null;
  while (rest !== '') {
    const m = SEGMENT.exec(rest);
    if (m === null) return null;
    out.push(m[1] !== undefined ? m[1] : Number(m[2]));
    rest = rest.slice(m[0].length);
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The value at `path`, or undefined when any step of it is missing. */
export function getAt(root: unknown, path: JsonPath): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (!isObject(v)) return undefined;
    if (typeof key === 'number' ? !Array.isArray(v) || key >= v.length : Array.isArray(v) || !Object.hasOwn(v, key))
      return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

/** How far along `path` the value reaches: the length of its longest prefix that exists. */
export function existingPrefix(root: unknown, path: JsonPath): number {
  for (let n = path.length; n > 0; n--) if (getAt(root, path.slice(0, n)) !== undefined) return n;
  return 0;
}

/** A copy of `root` with `value` at `path`; the containers along it must exist (the last key may be new). */
export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(root) && typeof key === 'number') {
    const copy = [...(root as unknown[])];
    copy[key] = setAt(copy[key], rest, value);
    return copy;
  }
  const base = isObject(root) && !Array.isArray(root) ? root : {};
  return { ...base, [key]: setAt(base[key as string], rest, value) };
}
