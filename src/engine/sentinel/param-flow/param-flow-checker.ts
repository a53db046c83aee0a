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

function ruleCheck(
  rule: ParamFlowRule,
  ctx: CheckContext,
  skipped: RuleCheck['skipped'],
  argument: JavaValue,
  cluster: RuleCheck['cluster'],
  steps: readonly ValueStep[],
  pass: boolean,
  waitMs: number,
): RuleCheck {
  return {
    ruleIndex: ctx.ruleIndex,
    path: rule.checkPath,
    paramIdxBefore: ctx.paramIdxBefore,
    paramIdx: rule.paramIdx,
    skipped,
    argument,
    cluster,
    steps,
    pass,
    waitMs,
  };
}

const NO_STEPS: readonly ValueStep[] = [];

/** `ParamFlowChecker.passCheck(resource, rule, acquire, args)` on the resource's metric. */
export function passCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  args: readonly JavaValue[] | null,
  ctx: CheckContext,
): RuleCheck {
  if (args === null) return ruleCheck(rule, ctx, 'args-null', null, null, NO_STEPS, true, 0);
  if (args.length <= rule.paramIdx) return ruleCheck(rule, ctx, 'index-out-of-range', null, null, NO_STEPS, true, 0);
  const value = args[rule.paramIdx];
  if (value === null) return ruleCheck(rule, ctx, 'value-null', null, null, NO_STEPS, true, 0);

  let cluster: RuleCheck['cluster'] = null;
  if (rule.clusterMode && rule.grade === GRADE_QPS) {
    cluster = rule.clusterConfig?.fallbackToLocalWhenFail === true ? 'fallback-local' : 'fallback-pass';
    if (cluster === 'fallback-pass') return ruleCheck(rule, ctx, null, value, cluster, NO_STEPS, true, 0);
  }
  const steps: ValueStep[] = [];
  const pass = passLocalCheck(metric, rule, value, ctx, steps);
  let waitMs = 0;
  for (const s of steps) if (s.path === 'throttle') waitMs += s.waitMs;
  return ruleCheck(rule, ctx, null, value, cluster, steps, pass, waitMs);
}

function passLocalCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  value: Exclude<JavaValue, null>,
  ctx: CheckContext,
  steps: ValueStep[],
): boolean {
  if (isList(value) || isArray(value)) {
    for (const v of isList(value) ? value.list : value.array) {
      const step = passSingleValueCheck(metric, rule, v, ctx);
      steps.push(step);
      if (step.path !== 'none' && step.outcome === 'null-element') return true; // the swallowed NullPointerException
      if (!step.pass) return false;
    }
    return true;
  }
  const step = passSingleValueCheck(metric, rule, value, ctx);
  steps.push(step);
  return step.pass;
}

function passSingleValueCheck(
  metric: ParameterMetric,
  rule: ParamFlowRule,
  v: JavaValue,
  ctx: CheckContext,
): ValueStep {
  const path = rule.checkPath;
  if (path === 'none') return { path, value: v, hotItemCount: null, pass: true };
  const key = v === null ? '' : keyOf(v);
  const hotItemCount = v === null ? null : (rule.hotItems.countOf(key) ?? null);
  const tokenCount = hotItemCount ?? rule.tokenCount;
  if (path === 'thread') return passThreadCheck(metric, rule.paramIdx, v, key, tokenCount, hotItemCount);
  if (path === 'throttle') {
    const records = metric.timeCounters(rule);
    if (records === undefined) throw new Error('ParameterMetric not initialised for the rule');
    return passThrottleLocalCheck(records, {
      nowMs: ctx.nowMs,
      value: v,
      key,
      acquire: ctx.acquire,
      tokenCount,
      hotItemCount,
      durationInSec: rule.durationInSec,
      maxQueueingTimeMs: rule.maxQueueingTimeMs,
    });
  }
  const buckets = metric.tokenCounters(rule);
  if (buckets === undefined) throw new Error('ParameterMetric not initialised for the rule');
  return passDefaultLocalCheck(buckets, {
    nowMs: ctx.nowMs,
    value: v,
    key,
    acquire: ctx.acquire,
    tokenCount,
    hotItemCount,
    burstCount: rule.burstCount,
    durationInSec: rule.durationInSec,
  });
}
