/**
 * The per-value state of hot-parameter flow control for one resource: `ParameterMetric` and
 * `ParameterMetricStorage` (Sentinel 1.8.9, sentinel-parameter-flow-control).
 *
 * STATE (all in bounded LRU maps, lru-cache.ts; keys are argument values by Java equals, java-value.ts):
 *   per rule (a HashMap keyed by rule equals, so two equal rules share):
 *     token counters   value → TokenUpdateStatus {lastAddTokenTime (epoch ms), restQps (tokens)}   (default check)
 *     time recorders   value → lastPassTime (epoch ms)                                            (pacing check)
 *     both hold min(4000 × durationInSec, 200000) values;
 *   per ARGUMENT INDEX (not per rule: rules on the same paramIdx share it):
 *     thread counts    value → concurrent admitted requests, 4000 values.
 * `initialize(rule)` creates the rule's maps and its index's thread map the first time the rule is checked
 * (`ParameterMetricStorage.initParamMetricsFor`, called by the slot before every check).
 *
 * THREAD COUNTS are kept by StatisticSlot's callbacks, not by the checker: when an admitted request starts
 * (`ParamFlowStatisticEntryCallback.onPass` → `addThreadCount(args)`) every argument index that has a thread map
 * gets +1 for its value (each element of a list / array separately); when it completes
 * (`ParamFlowStatisticExitCallback.onExit` → `decreaseThreadCount(args)`) −1, and a count that drops to 0 is
 * removed. A value absent at exit is inserted with 0 and stays. The whole walk sits in one try block: a null
 * element throws NullPointerException at the map and stops the walk there, later indexes included.
 *
 * WORKED EXAMPLE (THREAD rule on paramIdx 0): onPass(["u1"]) → u1: 1; onPass([{"list": ["u1", "u2"]}]) → u1: 2,
 * u2: 1; onExit(["u1"]) → u1: 1; onExit(["u1"]) → u1 removed.
 *
 * HOW WE DIFFER FROM UPSTREAM. Records are mutated in place instead of swapped by compare-and-set (one thread);
 * the storage is an object per simulation instead of a static map.
 */
import { LruCacheMap } from './lru-cache';
import { isArray, isList, keyOf, type JavaValue } from './java-value';
import type { ParamFlowRule } from './param-flow-rule';

export const THREAD_COUNT_MAX_CAPACITY = 4000;
export const BASE_PARAM_MAX_CAPACITY = 4000;
export const TOTAL_MAX_CAPACITY = 200_000;

/** Capacity of a rule's token and time maps: `min(4000 × durationInSec, 200000)`. */
export function paramCacheCapacity(durationInSec: number): number {
  return Math.min(BASE_PARAM_MAX_CAPACITY * durationInSec, TOTAL_MAX_CAPACITY);
}

/** `TokenUpdateStatus`: a value's token bucket. */
export interface TokenUpdateStatus {
  readonly value: JavaValue;
  /** Epoch ms of the last refill (or of the bucket's creation). */
  lastAddTokenTime: number;
  /** Tokens left. */
  restQps: number;
}

/** A value's pacing record (`AtomicLong` in Sentinel). */
export interface TimeRecorder {
  readonly value: JavaValue;
  /** Epoch ms of the last scheduled pass. */
  lastPassTime: number;
}

/** A value's concurrent-request count (`AtomicInteger` in Sentinel). */
export interface ThreadCounter {
  readonly value: JavaValue;
  count: number;
}

export class ParameterMetric {
  private readonly ruleTimeCounters = new Map<string, LruCacheMap<TimeRecorder>>();
  private readonly ruleTokenCounter = new Map<string, LruCacheMap<TokenUpdateStatus>>();
  private readonly threadCountMap = new Map<number, LruCacheMap<ThreadCounter>>();

  initialize(rule: ParamFlowRule): void {
    const key = rule.equalityKey();
    const capacity = paramCacheCapacity(rule.durationInSec);
    if (!this.ruleTimeCounters.has(key)) this.ruleTimeCounters.set(key, new LruCacheMap(capacity));
    if (!this.ruleTokenCounter.has(key)) this.ruleTokenCounter.set(key, new LruCacheMap(capacity));
    if (!this.threadCountMap.has(rule.paramIdx))
      this.threadCountMap.set(rule.paramIdx, new LruCacheMap(THREAD_COUNT_MAX_CAPACITY));
  }

  /** `getRuleStampedTokenCounter(rule)`: the rule's token buckets, or undefined before `initialize`. */
  tokenCounters(rule: ParamFlowRule): LruCacheMap<TokenUpdateStatus> | undefined {
    return this.ruleTokenCounter.get(rule.equalityKey());
  }

  /** `getRuleTimeCounter(rule)`: the rule's pacing records, or undefined before `initialize`. */
  timeCounters(rule: ParamFlowRule): LruCacheMap<TimeRecorder> | undefined {
    return this.ruleTimeCounters.get(rule.equalityKey());
  }

  /** The thread counts of an argument index, or undefined when no rule on that index was initialised. */
  threadCounts(paramIdx: number): LruCacheMap<ThreadCounter> | undefined {
    return this.threadCountMap.get(paramIdx);
  }

  /** `getThreadCount(index, value)`: a `get`, so it counts as an access. */
  getThreadCount(paramIdx: number, key: string): number {
    const map = this.threadCountMap.get(paramIdx);
    if (map === undefined) return 0;
    return map.get(key)?.count ?? 0;
  }

  /** `clearForRule(rule)` (a rule removed by a reload). */
  clearForRule(rule: ParamFlowRule): void {
    const key = rule.equalityKey();
    this.ruleTimeCounters.delete(key);
    this.ruleTokenCounter.delete(key);
    this.threadCountMap.delete(rule.paramIdx);
  }

  /** `addThreadCount(args)` (onPass). */
  addThreadCount(args: readonly JavaValue[] | null): void {
    this.walkThreadCounts(args, (map, v) => {
      const key = keyOf(v);
      const old = map.putIfAbsent(key, { value: v, count: 0 });
      if (old !== undefined) old.count++;
      else map.put(key, { value: v, count: 1 });
    });
  }

  /** `decreaseThreadCount(args)` (onExit of an admitted request). */
  decreaseThreadCount(args: readonly JavaValue[] | null): void {
    this.walkThreadCounts(args, (map, v) => {
      const key = keyOf(v);
      const old = map.putIfAbsent(key, { value: v, count: 0 });
      if (old !== undefined && --old.count <= 0) map.remove(key);
    });
  }

  /** Visit every (thread map, value) pair of `args`; a null element ends the walk (Sentinel's swallowed NPE). */
  private walkThreadCounts(
    args: readonly JavaValue[] | null,
    visit: (map: LruCacheMap<ThreadCounter>, value: Exclude<JavaValue, null>) => void,
  ): void {
    if (args === null) return;
    for (let index = 0; index < args.length; index++) {
      const map = this.threadCountMap.get(index);
      const arg = args[index];
      if (map === undefined || arg === null) continue;
      const elements = isList(arg) ? arg.list : isArray(arg) ? arg.array : [arg];
      for (const v of elements) {
        if (v === null) return; // NullPointerException at the map, caught around the whole loop
        visit(map, v);
      }
    }
  }
}

/** `ParameterMetricStorage`: one ParameterMetric per resource name. */
export class ParameterMetricStorage {
  private readonly metrics = new Map<string, ParameterMetric>();

  /** `initParamMetricsFor(resource, rule)`. */
  initParamMetricsFor(resource: string, rule: ParamFlowRule): ParameterMetric {
    let m = this.metrics.get(resource);
    if (m === undefined) {
      m = new ParameterMetric();
      this.metrics.set(resource, m);
    }
    m.initialize(rule);
    return m;
  }

  getParamMetric(resource: string): ParameterMetric | undefined {
    return this.metrics.get(resource);
  }

  clearParamMetricForResource(resource: string): void {
    this.metrics.delete(resource);
  }

  clearAll(): void {
    this.metrics.clear();
  }
}
