/**
 * A sentinel-golang `TrafficShapingController` (`core/flow` traffic_shaping.go, rule_manager.go,
 * v1.0.4): one rule's calculator + checker + bound statistic, built the way `tcGenFuncMap` builds
 * it for each (TokenCalculateStrategy, ControlBehavior) pair, and the resource's statistic node
 * (`stat.ResourceNode`: the global 20 × 500 ms ring and its default 2 × 500 ms window).
 *
 *   PerformChecking(batch) = checker.DoCheck(batch, calculator.CalculateAllowedTokens())
 */
import { BucketLeapArray, MetricEventPass } from './leap-array';
import { DirectTrafficShapingCalculator, RejectTrafficShapingChecker, REJECT_BLOCK_MSG } from './reject';
import {
  DefaultWarmUpColdFactor,
  Direct,
  GlobalStatisticIntervalMsTotal,
  GlobalStatisticSampleCountTotal,
  MetricStatisticIntervalMs,
  MetricStatisticSampleCount,
  needStatistic,
  Reject,
  statPlanFor,
  type SentinelGoFlowRule,
  type StatPlan,
} from './rule';
import { SlidingWindowMetric } from './sliding-window-metric';
import { ThrottlingChecker, throttlingResult } from './throttling';
import { nopReadStat, type Calculation, type Check, type ReadStat, type TokenResult } from './traffic-shaping';
import { WarmUpTrafficShapingCalculator } from './warm-up';

/** `stat.ResourceNode`'s statistics: the global ring, written by the stat slot for every entry. */
export class ResourceNode {
  readonly arr: BucketLeapArray;
  /** `DefaultMetric()`: 2 × 500 ms over the ring. */
  readonly metric: SlidingWindowMetric;

  constructor(nowMs: number) {
    this.arr = new BucketLeapArray(GlobalStatisticSampleCountTotal, GlobalStatisticIntervalMsTotal, nowMs);
    this.metric = new SlidingWindowMetric(MetricStatisticSampleCount, MetricStatisticIntervalMs, this.arr);
  }

  generateReadStat(sampleCount: number, intervalInMs: number): SlidingWindowMetric {
    return new SlidingWindowMetric(sampleCount, intervalInMs, this.arr);
  }
}

/** `standaloneStatistic`. */
export interface BoundStat {
  plan: StatPlan;
  reuseResourceStat: boolean;
  readOnlyMetric: ReadStat;
  /** The rule's own ring (written by StandaloneStatSlot), when it has one. */
  writeOnlyMetric: BucketLeapArray | null;
}

function boundStatFor(rule: SentinelGoFlowRule, node: ResourceNode, nowMs: number): BoundStat {
  const plan = statPlanFor(rule);
  switch (plan.kind) {
    case 'nop':
      return { plan, reuseResourceStat: false, readOnlyMetric: nopReadStat, writeOnlyMetric: null };
    case 'resourceDefault':
      return { plan, reuseResourceStat: true, readOnlyMetric: node.metric, writeOnlyMetric: null };
    case 'resourceWindow':
      return {
        plan,
        reuseResourceStat: true,
        readOnlyMetric: node.generateReadStat(plan.sampleCount, plan.intervalInMs),
        writeOnlyMetric: null,
      };
    case 'independent': {
      const ring = new BucketLeapArray(plan.sampleCount, plan.intervalInMs, nowMs);
      const metric = new SlidingWindowMetric(plan.sampleCount, plan.intervalInMs, ring);
      return { plan, reuseResourceStat: false, readOnlyMetric: metric, writeOnlyMetric: ring };
    }
  }
}

export interface ControllerCheck {
  calculation: Calculation;
  check: Check;
  result: TokenResult;
}

export class TrafficShapingController {
  readonly rule: SentinelGoFlowRule;
  readonly boundStat: BoundStat;
  readonly flowCalculator: DirectTrafficShapingCalculator | WarmUpTrafficShapingCalculator;
  readonly flowChecker: RejectTrafficShapingChecker | ThrottlingChecker;

  /**
   * What `tcGenFuncMap[{strategy, behavior}](rule, boundStat)` builds at `nowMs` (when LoadRules runs):
   * with `reuseStat` (an old controller's statistic, on a reload) the window is shared, not rebuilt;
   * Direct + Throttling always gets the nop stat. A WarmUp rule's cold factor ≤ 1 is rewritten to 3
   * in `rule`, as upstream rewrites the rule object.
   */
  constructor(rule: SentinelGoFlowRule, node: ResourceNode, nowMs: number, reuseStat?: BoundStat) {
    this.rule =
      rule.tokenCalculateStrategy !== Direct && rule.warmUpColdFactor <= 1
        ? { ...rule, warmUpColdFactor: DefaultWarmUpColdFactor }
        : rule;
    this.boundStat = needStatistic(rule) && reuseStat ? reuseStat : boundStatFor(rule, node, nowMs);
    this.flowCalculator =
      rule.tokenCalculateStrategy === Direct
        ? new DirectTrafficShapingCalculator(rule.threshold)
        : new WarmUpTrafficShapingCalculator(rule, this.boundStat.readOnlyMetric);
    this.flowChecker =
      rule.controlBehavior === Reject
        ? new RejectTrafficShapingChecker(this.boundStat.readOnlyMetric)
        : new ThrottlingChecker(rule.maxQueueingTimeMs, rule.statIntervalInMs, nowMs);
  }

  /** `PerformChecking(resStat, batchCount, flag)` at `nowMs` (the nano clock reads the same instant). */
  performChecking(batchCount: number, nowMs: number): ControllerCheck {
    const calculation =
      this.flowCalculator instanceof WarmUpTrafficShapingCalculator
        ? this.flowCalculator.calculateAllowedTokens(nowMs)
        : this.flowCalculator.calculateAllowedTokens();
    const allowed = calculation.allowedTokens;
    if (this.flowChecker instanceof RejectTrafficShapingChecker) {
      const check = this.flowChecker.doCheck(batchCount, allowed, nowMs);
      const result: TokenResult = check.blocked
        ? { status: 'blocked', blockMsg: REJECT_BLOCK_MSG, waitNs: 0 }
        : { status: 'pass', blockMsg: null, waitNs: 0 };
      return { calculation, check, result };
    }
    const check = this.flowChecker.doCheck(batchCount, allowed, nowMs);
    return { calculation, check, result: throttlingResult(check) };
  }

  /** The pass count of the rule's window (what Reject compares), pure. */
  readPassSum(nowMs: number): number {
    return this.boundStat.readOnlyMetric.readSum(MetricEventPass, nowMs).sum;
  }

  /** `GetPreviousQPS(pass)` of the rule's window (what WarmUp's sync reads), pure. */
  readPreviousPassQps(nowMs: number): number {
    return this.boundStat.readOnlyMetric.readPreviousQPS(MetricEventPass, nowMs).qps;
  }
}
