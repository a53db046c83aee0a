/**
 * The engine half of resilience4j (see ./index.ts): the run (./runner.ts) and the explainer, which re-runs the
 * limiter up to the request and turns `calculateNextState`'s record into steps in AtomicRateLimiter's own
 * names (currentCycle, activePermissions, nanosToWait, timeoutDuration).
 */
import { checkStep, infoStep, type Explanation, type Step } from '../../explain/types';
import type { NextStateRecord } from '../../resilience4j';
import type { LimiterEngine, ExplainContext } from '../contract';
import type { Resilience4jConfig } from './config';
import { jlongMs, Resilience4jDriver, Resilience4jRunner } from './runner';

const C = 'resilience4j';

export function resilience4jSteps(step: NextStateRecord, call: Resilience4jConfig['call']): Step[] {
  const periodMs = jlongMs(step.cyclePeriodInNanos);
  const elapsed = Number(step.elapsedCycles);
  const steps: Step[] = [
    infoStep(
      C,
      elapsed === 0 ? 'r4j.explain.sameCycle' : 'r4j.explain.rollOver',
      {
        nowMs: jlongMs(step.currentNanos),
        periodMs,
        cycle: Number(step.currentCycle),
        activeCycle: Number(step.activeCycle),
        active: step.activePermissions,
        elapsed,
        limit: step.permissionsPerCycle,
        available: step.availablePermissions,
      },
      ['currentCycle', 'activeCycle', 'activePermissions', 'limitForPeriod'],
    ),
    checkStep(
      C,
      'r4j.explain.enough',
      { available: step.availablePermissions, permits: step.permits },
      { lhs: step.availablePermissions, op: '>=', rhs: step.permits, yes: 'pass', no: 'next' },
      ['activePermissions', 'permits'],
    ),
  ];
  if (step.availablePermissions >= step.permits) return steps;
  const waitMs = jlongMs(step.nanosToWait);
  const timeoutMs = jlongMs(step.timeoutInNanos);
  steps.push(
    infoStep(
      C,
      'r4j.explain.wait',
      {
        fullCycles: step.fullCyclesToWait,
        periodMs,
        toNextMs: jlongMs(step.nanosToNextCycle),
        waitMs,
      },
      ['fullCyclesToWait', 'nanosToNextCycle', 'nanosToWait'],
    ),
    checkStep(
      C,
      'r4j.explain.timeout',
      { waitMs, timeoutMs },
      { lhs: waitMs, op: '<=', rhs: timeoutMs, yes: 'pass', no: 'block', yesWaitMs: waitMs },
      ['nanosToWait', 'timeoutDuration'],
    ),
  );
  if (!step.canAcquireInTime && call === 'acquirePermission')
    steps.push(infoStep(C, 'r4j.explain.parksTimeout', { timeoutMs }, ['timeoutDuration']));
  return steps;
}

function explain(ctx: ExplainContext, index: number): Explanation | null {
  const { scenario: s, id: limiterId, arrivals: a } = ctx;
  const config = (s.limiters ?? [])[ctx.index] as Resilience4jConfig | undefined;
  if (config === undefined || config.type !== 'resilience4j') return null;
  if (index >= a.count) return null;
  const driver = new Resilience4jDriver(config);
  for (let i = 0; i < index; i++) driver.call(a.tUs[i] * 1000, a.acquire[i]);
  const r = driver.call(a.tUs[index] * 1000, a.acquire[index]);
  return {
    limiterId,
    requestIndex: index,
    tMs: a.tUs[index] / 1000,
    className: 'AtomicRateLimiter',
    verdict: { pass: r.granted, waitMs: r.granted ? jlongMs(r.parkedNs) : 0 },
    steps: resilience4jSteps(r.step, config.call),
  };
}

export const resilience4jEngine: LimiterEngine = {
  flow: null,
  runner: (ctx, arrivals) => {
    void arrivals;
    return new Resilience4jRunner((ctx.scenario.limiters ?? [])[ctx.index] as Resilience4jConfig, ctx.index, ctx.grid);
  },
  explain,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default resilience4jEngine;
