/**
 * ParamFlowSlot's part of a chain explanation: each hot-parameter rule the request met, the argument it looked at,
 * and for each value the single-value check of its path with the engine's own numbers (the ParamFlowDecision
 * record, sentinel/param-flow/decision.ts), in ParamFlowChecker's names:
 *
 *   default (QPS, behaviour 0)  tokenCounters: the value's TokenUpdateStatus {lastAddTokenTime, restQps};
 *                               passTime = now − lastAddTokenTime; only when passTime > durationInSec × 1000 is it
 *                               refilled, toAddCount = passTime × tokenCount / (durationInSec × 1000) (long
 *                               division), newQps = min(restQps + toAddCount, maxCount) − acquire; else
 *                               newQps = restQps − acquire; newQps < 0 blocks (the bucket is left as it was)
 *   throttle (behaviour 2)      timeCounters: lastPassTime; costTime = round(1000 × acquire × durationInSec /
 *                               tokenCount); expectedTime = lastPassTime + costTime; passes when expectedTime <= now
 *                               or the wait expectedTime − now < maxQueueingTimeMs
 *   thread (grade 0)            threadCountMap: threadCount + 1 <= threshold
 *
 * Each comparison is a Check whose branch is the record's verdict, so `verdictFromSteps` lands where the engine did.
 * Nothing is recomputed: every number is a field of the record.
 */
import type {
  DefaultStep,
  ParamFlowDecision,
  RuleCheck,
  ThrottleStep,
  ValueStep,
} from '../sentinel/param-flow/decision';
import { javaClassName, javaToString } from '../sentinel/param-flow/java-value';
import { checkStep, infoStep, type Step } from './types';

const C = 'param-flow';

/** The steps of one ParamFlowSlot decision; `inputIndex(position)` names a rule by its scenario index. */
export function paramFlowSteps(
  d: ParamFlowDecision,
  startMs: number,
  inputIndex: (position: number) => number,
): Step[] {
  if (d.checks.length === 0) return [infoStep(C, 'explain.paramFlow.noCheck', {}, ['ParamFlowSlot'])];
  const steps: Step[] = [];
  for (const check of d.checks) steps.push(...ruleSteps(check, startMs, inputIndex(check.ruleIndex)));
  return steps;
}

function ruleSteps(check: RuleCheck, startMs: number, rule: number): Step[] {
  const steps: Step[] = [
    infoStep(
      C,
      'explain.paramFlow.rule',
      {
        rule,
        paramIdx: check.paramIdx,
        path: check.path,
        argument: check.skipped === null ? javaToString(check.argument) : '—',
      },
      ['ParamFlowSlot', 'paramIdx'],
    ),
  ];
  if (check.paramIdxBefore !== check.paramIdx) {
    steps.push(
      infoStep(C, 'explain.paramFlow.negativeIdx', { before: check.paramIdxBefore, after: check.paramIdx }, [
        'ParamFlowSlot.applyRealParamIdx',
        'paramIdx',
      ]),
    );
  }
  steps.push(...checkValueSteps(check, startMs));
  return steps;
}

/** What one rule's check did with its argument: why it checked nothing, or each value's check. */
export function checkValueSteps(check: RuleCheck, startMs: number): Step[] {
  if (check.skipped !== null)
    return [infoStep(C, `explain.paramFlow.skipped.${check.skipped}`, { paramIdx: check.paramIdx })];
  return check.steps.flatMap((s) => valueSteps(s, startMs));
}

/** One value's check (also GatewayFlowSlot's converted rules, explain/gateway.ts). */
export function valueSteps(s: ValueStep, startMs: number): Step[] {
  const value = javaToString(s.value);
  const cls = s.value === null ? 'null' : javaClassName(s.value).replace(/^java\.lang\./, '');
  const threshold = s.hotItemCount !== null ? '@explain.paramFlow.hotItem' : '@explain.paramFlow.ruleCount';
  switch (s.path) {
    case 'default':
      return defaultSteps(s, value, cls, threshold, startMs);
    case 'throttle':
      return throttleSteps(s, value, cls, startMs);
    case 'thread':
      if (s.outcome === 'null-element') return [infoStep(C, 'explain.paramFlow.nullElement', {})];
      return [
        checkStep(
          C,
          'explain.paramFlow.thread',
          { value, cls, threadCount: s.threadCount, threshold: s.threshold, from: threshold },
          { lhs: s.threadCount + 1, op: '<=', rhs: s.threshold, yes: 'next', no: 'block' },
          ['threadCountMap', 'count'],
        ),
      ];
    default:
      return [infoStep(C, 'explain.paramFlow.unknownGrade', { value })];
  }
}

function defaultSteps(s: DefaultStep, value: string, cls: string, from: string, startMs: number): Step[] {
  const head = { value, cls, tokenCount: s.tokenCount, maxCount: s.maxCount, acquire: s.acquire, from };
  switch (s.outcome) {
    case 'token-count-zero':
      return [
        checkStep(
          C,
          'explain.paramFlow.zero',
          head,
          { lhs: s.tokenCount, op: '==', rhs: 0, yes: 'block', no: 'next' },
          ['tokenCount'],
        ),
      ];
    case 'acquire-over-max':
      return [
        checkStep(
          C,
          'explain.paramFlow.overMax',
          head,
          { lhs: s.acquire, op: '>', rhs: s.maxCount, yes: 'block', no: 'next' },
          ['acquireCount', 'maxCount'],
        ),
      ];
    case 'null-element':
      return [infoStep(C, 'explain.paramFlow.nullElement', {})];
    case 'new-bucket':
      return [
        infoStep(
          C,
          'explain.paramFlow.newBucket',
          { ...head, restQps: s.after?.restQps ?? NaN, t: s.nowMs - startMs },
          ['tokenCounters', 'putIfAbsent', 'maxCount'],
        ),
      ];
    default:
      break;
  }
  const before = s.before!;
  const passTimeMs = s.passTimeMs ?? NaN;
  const refill = s.outcome === 'refill' || s.outcome === 'refill-short';
  const steps: Step[] = [
    checkStep(
      C,
      'explain.paramFlow.passTime',
      {
        ...head,
        now: s.nowMs - startMs,
        lastAddTokenTime: before.lastAddTokenTime - startMs,
        restQps: before.restQps,
        passTime: passTimeMs,
        durationMs: s.durationMs,
        refill: refill ? '@explain.paramFlow.refills' : '@explain.paramFlow.noRefill',
      },
      { lhs: passTimeMs, op: '>', rhs: s.durationMs, yes: 'next', no: 'next' },
      ['tokenCounters', 'lastAddTokenTime', 'durationInSec'],
    ),
  ];
  const newQps = s.newQps ?? NaN;
  steps.push(
    checkStep(
      C,
      refill ? 'explain.paramFlow.refill' : 'explain.paramFlow.take',
      {
        ...head,
        passTime: passTimeMs,
        durationMs: s.durationMs,
        toAddCount: s.toAddCount ?? NaN,
        restQps: before.restQps,
        newQps,
        restAfter: s.after?.restQps ?? NaN,
      },
      { lhs: newQps, op: '>=', rhs: 0, yes: 'next', no: 'block' },
      refill ? ['toAddCount', 'restQps', 'maxCount', 'lastAddTokenTime'] : ['restQps', 'acquireCount'],
    ),
  );
  return steps;
}

function throttleSteps(s: ThrottleStep, value: string, cls: string, startMs: number): Step[] {
  const head = { value, cls, tokenCount: s.tokenCount, costTime: s.costTimeMs, maxQueueingTimeMs: s.maxQueueingTimeMs };
  switch (s.outcome) {
    case 'token-count-zero':
      return [
        checkStep(
          C,
          'explain.paramFlow.zero',
          { ...head, from: '@explain.paramFlow.ruleCount', maxCount: 0, acquire: s.acquire },
          {
            lhs: s.tokenCount,
            op: '==',
            rhs: 0,
            yes: 'block',
            no: 'next',
          },
        ),
      ];
    case 'null-element':
      return [infoStep(C, 'explain.paramFlow.nullElement', {})];
    case 'first':
      return [infoStep(C, 'explain.paramFlow.throttleFirst', { ...head, t: s.nowMs - startMs }, ['timeCounters'])];
    default: {
      const wait = (s.expectedTime ?? NaN) - s.nowMs;
      const params = {
        ...head,
        now: s.nowMs - startMs,
        lastPassTime: (s.lastPassTimeBefore ?? NaN) - startMs,
        expectedTime: (s.expectedTime ?? NaN) - startMs,
        wait,
      };
      if (wait <= 0) {
        return [
          checkStep(C, 'explain.paramFlow.onTime', params, { lhs: wait, op: '<=', rhs: 0, yes: 'next', no: 'next' }, [
            'timeCounters',
            'costTime',
          ]),
        ];
      }
      return [
        checkStep(
          C,
          'explain.paramFlow.queue',
          params,
          { lhs: wait, op: '<', rhs: s.maxQueueingTimeMs, yes: 'next', no: 'block', yesWaitMs: s.waitMs },
          ['timeCounters', 'costTime', 'maxQueueingTimeMs'],
        ),
      ];
    }
  }
}
