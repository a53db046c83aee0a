/**
 * JSON.parse for text from outside (a link, storage): refuses nesting deeper than a limit
 * before parsing (so nothing downstream can recurse too deep), and any object key that could
 * reach `Object.prototype` (`__proto__`, `constructor`, `prototype`), named with its JSON path.
 */
import { formatPath, type JsonPath } from '../engine/scenario/issues';
import { jsonErrorOffset, lineColumnOf } from '../engine/scenario/rule-import/json-error';
import { tally, type Work } from '../engine/scenario/rule-import/work';

export type SafeJsonResult =
  { ok: true; value: unknown } | { ok: false; reason: 'too-deep' | 'forbidden-key' | 'bad-json'; detail: string };

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest nesting of arrays/objects in `text`, counting only brackets outside strings; stops past `limit`. */
export function nestingDepth(text: string, limit: number, work?: Work): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) {
        max = depth;
        if (max > limit) {
          tally(work, i + 1);
          return max;
        }
      }
    } else if (c === 93 || c === 125) depth--;
  }
  tally(work, text.length);
  return max;
}

/** `work`: its steps counted when given (the nesting scan, the parse, the key walk; see rule-import/work.ts). */
export function safeJsonParse(text: string, maxDepth: number, work?: Work): SafeJsonResult {
  const depth = nestingDepth(text, maxDepth, work);
  if (depth > maxDepth) return { ok: false, reason: 'too-deep', detail: `nesting deeper than ${maxDepth} levels` };
  let value: unknown;
  tally(work, text.length);
  try {
    value = JSON.parse(text);
  } catch (e) {
    const at = jsonErrorOffset(text, work);
    const why = String((e as Error)?.message ?? e).slice(0, 200);
    return { ok: false, reason: 'bad-json', detail: at < 0 ? why : `${lineColumnOf(text, at, work)}: ${why}` };
  }
  const forbidden = forbiddenKeyPath(value, work);
  if (forbidden !== null) {
    const key = forbidden[forbidden.length - 1] as string;
    return {
      ok: false,
      reason: 'forbidden-key',
      detail: `the key "${key}" (at ${formatPath(forbidden)}) is not allowed`,
    };
  }
  return { ok: true, value };
}

/** The path of a forbidden key, or null. Iterative: the depth is already bounded. */
function forbiddenKeyPath(root: unknown, work: Work | undefined): JsonPath | null {
  const stack: { value: unknown; path: JsonPath }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    tally(work, 1 + path.length); // the node, and its path copied once (the depth is bounded)
    if (typeof value !== 'object' || value === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value as Record<string, unknown>);
    for (const [k] of entries) if (typeof k === 'string' && FORBIDDEN.has(k)) return [...path, k];
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}
