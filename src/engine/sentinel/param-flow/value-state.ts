/**
 * What a chart, a state row or an explanation shows of one value's state under one rule, read without touching
 * the LRU order (`getQuietly`; Sentinel's own reads would count as accesses).
 *
 *   default check  → {value, cached, restQps?, lastAddTokenTime?}   (the value's TokenUpdateStatus, if any)
 *   pacing check   → {value, cached, lastPassTime?}                 (its time record, if any)
 *   THREAD grade   → {value, threadCount}                           (0 when absent)
 *
 * `checkedValues(args, paramIdx)` lists the distinct non-null values the checker is given for an entry:
 * args[paramIdx], or the elements of that list / array in order (each once, nulls skipped), none when args is
 * null, the index is out of range or the value is null. Field names are Sentinel's.
 *
 * WORKED EXAMPLE. checkedValues([{"list": ["a", null, "a", "b"]}], 0) → ["a", "b"].
 */
import { isArray, isList, keyOf, type JavaValue } from './java-value';
import type { ParamFlowRule } from './param-flow-rule';
import type { ParameterMetric } from './parameter-metric';

export type ValueState =
  | { value: JavaValue; cached: boolean; restQps?: number; lastAddTokenTime?: number }
  | { value: JavaValue; cached: boolean; lastPassTime?: number }
  | { value: JavaValue; threadCount: number }
  | { value: JavaValue };

export function checkedValues(args: readonly JavaValue[] | null, paramIdx: number): JavaValue[] {
  if (args === null || paramIdx < 0 || paramIdx >= args.length) return [];
  const v = args[paramIdx];
  if (v === null) return [];
  const elements = isList(v) ? v.list : isArray(v) ? v.array : [v];
  const seen = new Set<string>();
  const out: JavaValue[] = [];
  for (const e of elements) {
    if (e === null) continue;
    const k = keyOf(e);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(e);
  }
  return out;
}

export function readValueState(metric: ParameterMetric | undefined, rule: ParamFlowRule, value: JavaValue): ValueState {
  const key = keyOf(value);
  switch (rule.checkPath) {
    case 'default': {
      const b = metric?.tokenCounters(rule)?.getQuietly(key);
      return b === undefined
        ? { value, cached: false }
        : { value, cached: true, restQps: b.restQps, lastAddTokenTime: b.lastAddTokenTime };
    }
    case 'throttle': {
      const r = metric?.timeCounters(rule)?.getQuietly(key);
      return r === undefined ? { value, cached: false } : { value, cached: true, lastPassTime: r.lastPassTime };
    }
    case 'thread':
      return { value, threadCount: metric?.threadCounts(rule.paramIdx)?.getQuietly(key)?.count ?? 0 };
    default:
      return { value };
  }
}
