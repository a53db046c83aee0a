/**
 * One hot-parameter rule's check of one value, as explanation steps: the comparisons ParamFlowChecker made, with
 * the numbers of its decision record (sentinel/param-flow/decision.ts), never recomputed beyond the shown sum.
 *
 *   token bucket (passDefaultLocalCheck)   tokenCount == 0 → block; acquire > maxCount → block; no bucket yet →
 *                                          a full one minus acquire; more than durationInSec × 1000 ms since
 *                                          lastAddTokenTime → refill: min(restQps + toAddCount, maxCount) −
 *                                          acquire ≥ 0; else restQps − acquire ≥ 0
 *   pacing (passThrottleLocalCheck)        expectedTime = lastPassTime + costTime; expectedTime − now <
 *                                          maxQueueingTimeMs (or ≤ now) → pass, after the wait
 *   THREAD grade                            threadCount + 1 ≤ threshold
 * Times are ms since the run's start (`startMs` subtracted).
 */
import type { RuleCheck, ValueStep } from '../sentinel/param-flow/decision';
import { checkStep, infoStep, type Step } from './types';

const SKIP_KEYS: Record<NonNullable<RuleCheck['skipped']>, string> = {
  'args-null': 'explain.hot.argsNull',
  'index-out-of-range': 'explain.hot.outOfRange',
  'value-null': 'explain.hot.valueNull',
};

function valueText(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v ?? null);
}

function oneValue(s: ValueStep, startMs: number): Step[] {
  const value = valueText(s.value);
  const names = ['ParamFlowChecker'];
  if (s.path === 'none') return [infoStep('hot-bucket', 'explain.hot.noGrade', { value })];
  if (s.path === 'thread') {
    if (s.outcome === 'null-element') return [infoStep('hot-bucket', 'explain.hot.nullElement', {})];
    return [
      checkStep(
        'hot-thread',
        'explain.hot.thread',
        { value, threadCount: s.threadCount, threshold: s.threshold },
        { lhs: s.threadCount + 1, op: '<=', rhs: s.threshold, yes: 'next', no: 'block' },
        [...names, 'threadCount'],
      ),
    ];
  }
  if (s.outcome === 'null-element') return [infoStep('hot-bucket', 'explain.hot.nullElement', {})];
  if (s.outcome === 'token-count-zero')
    return [
      checkStep(
        'hot-bucket',
        'explain.hot.tokenCountZero',
        { value, tokenCount: s.tokenCount },
        { lhs: s.tokenCount, op: '==', rhs: 0, yes: 'block', no: 'next' },
        [...names, 'tokenCount'],
      ),
    ];
  const now = s.nowMs - startMs;
  if (s.path === 'throttle') {
    if (s.outcome === 'first')
      return [infoStep('hot-pacing', 'explain.hot.pacingFirst', { value, now, costTimeMs: s.costTimeMs })];
    const expected = (s.expectedTime ?? s.nowMs) - startMs;
    const wait = (s.expectedTime ?? s.nowMs) - s.nowMs;
    return [
      checkStep(
        'hot-pacing',
        'explain.hot.pacing',
        {
          value,
          now,
          lastPassTime: (s.lastPassTimeBefore ?? s.nowMs) - startMs,
          costTimeMs: s.costTimeMs,
          expectedTime: expected,
          wait,
          maxQueueingTimeMs: s.maxQueueingTimeMs,
        },
        wait <= 0
          ? { lhs: expected, op: '<=', rhs: now, yes: 'next', no: 'block' }
          : { lhs: wait, op: '<', rhs: s.maxQueueingTimeMs, yes: 'next', no: 'block', yesWaitMs: s.waitMs },
        [...names, 'maxQueueingTimeMs', 'costTime'],
      ),
    ];
  }
  // the token bucket
  if (s.outcome === 'acquire-over-max')
    return [
      checkStep(
        'hot-bucket',
        'explain.hot.acquireOverMax',
        { value, acquire: s.acquire, maxCount: s.maxCount },
        { lhs: s.acquire, op: '>', rhs: s.maxCount, yes: 'block', no: 'next' },
        [...names, 'maxCount'],
      ),
    ];
  if (s.outcome === 'new-bucket' || s.before === null)
    return [
      checkStep(
        'hot-bucket',
        'explain.hot.newBucket',
        { value, acquire: s.acquire, maxCount: s.maxCount, rest: s.maxCount - s.acquire },
        { lhs: s.acquire, op: '<=', rhs: s.maxCount, yes: 'next', no: 'block' },
        [...names, 'maxCount', 'restQps'],
      ),
    ];
  const before = s.before;
  const passTime = s.passTimeMs ?? 0;
  const lastAdd = before.lastAddTokenTime - startMs;
  if (s.toAddCount !== null) {
    const refilled = Math.min(before.restQps + s.toAddCount, s.maxCount);
    return [
      infoStep(
        'hot-bucket',
        'explain.hot.refill',
        { value, now, lastAddTokenTime: lastAdd, passTime, durationMs: s.durationMs, toAddCount: s.toAddCount },
        [...names, 'lastAddTokenTime', 'toAddCount'],
      ),
      checkStep(
        'hot-bucket',
        'explain.hot.refilledTake',
        { value, restQps: before.restQps, toAddCount: s.toAddCount, maxCount: s.maxCount, acquire: s.acquire },
        { lhs: refilled - s.acquire, op: '>=', rhs: 0, yes: 'next', no: 'block' },
        [...names, 'restQps'],
      ),
    ];
  }
  return [
    checkStep(
      'hot-bucket',
      'explain.hot.take',
      {
        value,
        now,
        lastAddTokenTime: lastAdd,
        passTime,
        durationMs: s.durationMs,
        restQps: before.restQps,
        acquire: s.acquire,
      },
      { lhs: before.restQps - s.acquire, op: '>=', rhs: 0, yes: 'next', no: 'block' },
      [...names, 'restQps', 'lastAddTokenTime'],
    ),
  ];
}

/** The steps of one rule's check (its values in order; or why it checked nothing). */
export function hotValueSteps(check: RuleCheck, startMs: number): Step[] {
  if (check.skipped !== null) return [infoStep('hot-bucket', SKIP_KEYS[check.skipped], { paramIdx: check.paramIdx })];
  if (check.cluster === 'fallback-pass') return [infoStep('hot-bucket', 'explain.hot.clusterPass', {})];
  return check.steps.flatMap((s) => oneValue(s, startMs));
}
