/**
 * One rule against one entry's arguments: `ParamFlowChecker.passCheck` / `passLocalCheck` /
 * `passSingleValueCheck` (Sentinel 1.8.9). The single-value checks are in default-check.ts, throttle-check.ts
 * and thread-check.ts.
 *
 * THE MODEL.
 *   args null, paramIdx >= args.length, or args[paramIdx] null      → pass, nothing is stored
 *   args[paramIdx] a Collection or an array                         → every element in order, same acquire;
 *                                                                     the first blocked element blocks the
 *                                                                     request, elements before it stay charged;
 *                                                                     an empty one passes; a repeat is charged twice
 *   else                                                            → the value itself
 *   per value: grade QPS → pacing (controlBehavior 2) or the token bucket; grade THREAD → thread counts; any other
 *   grade → pass.
 *
 * A NULL ELEMENT PASSES THE WHOLE REQUEST. The per-value maps reject a null key with a NullPointerException;
 * `passLocalCheck` catches every Throwable, logs a warning and returns TRUE. So elements before the null stay
 * charged, elements after it are never checked, and the request passes. The checks that come before the map
 * access still apply: with tokenCount 0 (default and pacing) or acquire > maxCount (default) a null element
 * blocks.
 *
 * CLUSTER MODE (QPS grade) asks a token server first; Flowlab models no token service for hot parameters, which
 * is Sentinel's path when the node is neither client nor server: `fallbackToLocalWhenFail` → the local check
 * (on the argument as a collection, which checks the same values), else pass.
 *
 * WORKED EXAMPLE (count 2, default check, same ms): ["a"] → a: 1 left; [{"list": ["a", "b"]}] → a: 0, b: 1;
 * [{"list": ["b", "a", "c"]}] → b: 0, a short → blocked, c untouched; [{"list": ["c", null, "a"]}] → c: 1, then
 * the null throws → the request passes and a is not checked.
 *
 * HOW WE DIFFER FROM UPSTREAM. The exception is modelled as a step with outcome 'null-element'; the result is a
 * RuleCheck record instead of a boolean. `ParamFlowArgument.paramFlowKey()` (an argument that names its own key)
 * has no counterpart: arguments here are plain values.
 */
import type { RuleCheck, ValueStep } from './decision';
import { passDefaultLocalCheck } from './default-check';
import { isArray, isList, keyOf, type JavaValue } from './java-value';
import { GRADE_QPS, type ParamFlowRule } from './param-flow-rule';
import type { ParameterMetric } from './parameter-metric';
import { passThreadCheck } from './thread-check';
import { passThrottleLocalCheck } from './throttle-check';

export interface CheckContext {
  readonly nowMs: number;
  readonly acquire: number;
  /** Position of the rule in the check order (for the record). */
  readonly ruleIndex: number;
  /** The rule's paramIdx before the slot resolved a negative one. */
  readonly paramIdxBefore: number;
}

/** `ParamFlowChecker.passCheck(resource, rule, acquire, args)` on the resource's metric. */
export function passCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  args: readonly JavaValue[] | null,
  ctx: CheckContext,
): RuleCheck {
  const head = { ruleIndex: ctx.ruleIndex, path: rule.checkPath, paramIdxBefore: ctx.paramIdxBefore };
  const paramIdx = rule.paramIdx;
  const skip = (skipped: RuleCheck['skipped'], argument: JavaValue = null): RuleCheck => ({
    ...head,
    paramIdx,
    skipped,
    argument,
    cluster: null,
    steps: [],
    pass: true,
    waitMs: 0,
  });
  if (args === null) return skip('args-null');
  if (args.length <= paramIdx) return skip('index-out-of-range');
  const value = args[paramIdx];
  if (value === null) return skip('value-null');

  let cluster: RuleCheck['cluster'] = null;
  if (rule.clusterMode && rule.grade === GRADE_QPS) {
    cluster = rule.clusterConfig?.fallbackToLocalWhenFail === true ? 'fallback-local' : 'fallback-pass';
    if (cluster === 'fallback-pass') return { ...skip(null, value), cluster };
  }
  const steps: ValueStep[] = [];
  const pass = passLocalCheck(metric, rule, value, ctx, steps);
  let waitMs = 0;
  for (const s of steps) if (s.path === 'throttle') waitMs += s.waitMs;
  return { ...head, paramIdx, skipped: null, argument: value, cluster, steps, pass, waitMs };
}

function passLocalCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  value: Exclude<JavaValue, null>,
  ctx: CheckContext,
  steps: ValueStep[],
): boolean {
  const elements = isList(value) ? value.list : isArray(value) ? value.array : [value];
  for (const v of elements) {
    const step = passSingleValueCheck(metric, rule, v, ctx);
    steps.push(step);
    if ('outcome' in step && step.outcome === 'null-element') return true; // the swallowed NullPointerException
    if (!step.pass) return false;
  }
  return true;
}

function passSingleValueCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  v: JavaValue,
  ctx: CheckContext,
): ValueStep {
  const path = rule.checkPath;
  if (path === 'none') return { path, value: v, hotItemCount: null, pass: true };
  const key = keyOf(v);
  const hotItemCount = v === null ? null : (rule.hotItems.countOf(key) ?? null);
  const tokenCount = hotItemCount ?? rule.tokenCount;
  if (path === 'thread') {
    if (v === null)
      return {
        path,
        value: v,
        hotItemCount,
        threadCount: 0,
        threshold: tokenCount,
        pass: true,
        outcome: 'null-element',
      };
    return passThreadCheck(metric, rule.paramIdx, v, key, tokenCount, hotItemCount);
  }
  const common = {
    nowMs: ctx.nowMs,
    acquire: ctx.acquire,
    tokenCount,
    hotItemCount,
    durationInSec: rule.durationInSec,
  };
  if (path === 'throttle') {
    const records = metric.timeCounters(rule);
    if (records === undefined) throw new Error('ParameterMetric not initialised for the rule');
    if (v === null) {
      const blocked = tokenCount === 0;
      return {
        path,
        value: v,
        ...common,
        costTimeMs: 0,
        maxQueueingTimeMs: rule.maxQueueingTimeMs,
        outcome: blocked ? 'token-count-zero' : 'null-element',
        pass: !blocked,
        lastPassTimeBefore: null,
        expectedTime: null,
        waitMs: 0,
        lastPassTimeAfter: null,
      };
    }
    return passThrottleLocalCheck(records, { ...common, value: v, key, maxQueueingTimeMs: rule.maxQueueingTimeMs });
  }
  const buckets = metric.tokenCounters(rule);
  if (buckets === undefined) throw new Error('ParameterMetric not initialised for the rule');
  const maxCount = tokenCount + rule.burstCount;
  if (v === null) {
    const outcome =
      tokenCount === 0 ? 'token-count-zero' : ctx.acquire > maxCount ? 'acquire-over-max' : 'null-element';
    return {
      path,
      value: v,
      ...common,
      maxCount,
      durationMs: rule.durationInSec * 1000,
      outcome,
      pass: outcome === 'null-element',
      before: null,
      passTimeMs: null,
      toAddCount: null,
      after: null,
    };
  }
  return passDefaultLocalCheck(buckets, { ...common, value: v, key, burstCount: rule.burstCount });
}
