/**
 * Replays a `sentinel-go-flow` trace (conformance-next CONTRAST.md, "sentinel-go-flow") through
 * src/engine/sentinel-go: loads `trace.rule` at startMs (the resource node and the rule's statistic
 * are created then), checks `derived` (row -1), then feeds every event `{tMs, batchCount}` at
 * `startMs + tMs` and compares `pass`, `waitNs`, `blockMsg` and the `state` fields the trace lists:
 * the rule's window pass sum and previous QPS (Reject checker or WarmUp calculator), WarmUp's
 * storedTokens / lastFilledTimeMs, Throttling's lastPassedTimeNs (relative, null = never).
 */
import {
  RejectTrafficShapingChecker,
  SentinelGoFlowResource,
  ThrottlingChecker,
  WarmUpTrafficShapingCalculator,
  type SentinelGoFlowRule,
  type TrafficShapingController,
} from '../../src/engine/sentinel-go';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const TWO_53 = 2n ** 53n;

function json(x: bigint): number | string {
  return x > TWO_53 || x < -TWO_53 ? x.toString() : Number(x);
}

function ruleOf(raw: Record<string, unknown>): SentinelGoFlowRule {
  return {
    resource: String(raw.resource),
    tokenCalculateStrategy: Number(raw.tokenCalculateStrategy) as SentinelGoFlowRule['tokenCalculateStrategy'],
    controlBehavior: Number(raw.controlBehavior) as SentinelGoFlowRule['controlBehavior'],
    threshold: Number(raw.threshold),
    maxQueueingTimeMs: Number(raw.maxQueueingTimeMs ?? 0),
    warmUpPeriodSec: Number(raw.warmUpPeriodSec ?? 0),
    warmUpColdFactor: Number(raw.warmUpColdFactor ?? 0),
    statIntervalInMs: Number(raw.statIntervalInMs ?? 0),
  };
}

function derivedOf(tc: TrafficShapingController): Record<string, unknown> {
  const calc = tc.flowCalculator;
  const checker = tc.flowChecker;
  const out: Record<string, unknown> = {
    timeUnit: 'ms since startMs',
    reuseResourceStat: tc.boundStat.reuseResourceStat,
    calculator: calc.goType,
    checker: checker.goType,
  };
  if (calc instanceof WarmUpTrafficShapingCalculator) {
    Object.assign(out, {
      warningToken: calc.warningToken,
      maxToken: calc.maxToken,
      slope: calc.slope,
      coldFactor: calc.coldFactor,
    });
  }
  if (checker instanceof ThrottlingChecker) {
    Object.assign(out, { maxQueueingTimeNs: checker.maxQueueingTimeNs, statIntervalNs: checker.statIntervalNs });
  }
  return out;
}

function stateOf(tc: TrafficShapingController, startMs: number, nowMs: number): Record<string, unknown> {
  const calc = tc.flowCalculator;
  const checker = tc.flowChecker;
  const state: Record<string, unknown> = {};
  if (checker instanceof RejectTrafficShapingChecker || calc instanceof WarmUpTrafficShapingCalculator) {
    state.passSum = tc.readPassSum(nowMs);
    state.previousPassQps = tc.readPreviousPassQps(nowMs);
  }
  if (calc instanceof WarmUpTrafficShapingCalculator) {
    state.storedTokens = calc.storedTokens;
    state.lastFilledTimeMs = calc.lastFilledTime === 0 ? null : calc.lastFilledTime - startMs;
  }
  if (checker instanceof ThrottlingChecker) {
    const last = checker.lastPassedTime;
    state.lastPassedTimeNs = last === 0n ? null : json(last - BigInt(startMs) * 1_000_000n);
  }
  return state;
}

export const replaySentinelGoFlow: Replayer = (trace: Trace) => {
  const out: Mismatch[] = [];
  if (!trace.rule || typeof trace.startMs !== 'number') {
    return [{ row: -1, field: 'rule/startMs', expected: 'a rule and a startMs', actual: undefined }];
  }
  const startMs = trace.startMs;
  const rule = ruleOf(trace.rule);
  const resource = new SentinelGoFlowResource(rule.resource, [rule], startMs);
  const tc = resource.controllers[0];
  if (!tc) {
    return [{ row: -1, field: 'rule', expected: 'a valid rule', actual: resource.ignoredRules[0]?.reason }];
  }
  compareRow(-1, trace.derived, derivedOf(tc), new Set(), 'derived.', out);

  trace.events.forEach((event, i) => {
    const nowMs = startMs + Number(event.tMs);
    const d = resource.entry(Number(event.batchCount ?? 1), nowMs);
    const actual: Record<string, unknown> = { pass: d.passed, waitNs: d.waitNs };
    if (!d.passed) actual.blockMsg = d.blockMsg;
    actual.state = stateOf(tc, startMs, nowMs);
    compareRow(i, trace.expect[i], actual, new Set(), '', out);
  });
  return out;
};
