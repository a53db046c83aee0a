/**
 * What Sentinel's two RATE_LIMITER controllers share (RateLimiterController ≤ 1.8.6, ThrottlingController
 * 1.8.7+): columns, constants and the chain's view of the queue (their charts are ui/limiters/sentinel-view.ts).
 * Each module adds its class, its costTime step and its versions.
 */
import { NANO_ORIGIN } from '../clock';
import type { PacingExplain } from '../sentinel/controllers/rate-limiter';
import type { FlowRule } from '../sentinel/flow-rule';
import type { TrafficShapingController } from '../sentinel/types';
import type { LimiterSeries } from '../sim/result';
import type { Column } from './contract';
import { qpsLabel } from './flow-rule-label';

/** A pacing controller as the modules read it (both classes have these fields). */
export interface PacingController extends TrafficShapingController {
  readonly count: number;
  readonly maxQueueingTimeMs: number;
  readonly useNanoSeconds: boolean;
  readonly latestPassedTime: number;
  readonly lastDecision: PacingExplain;
  costTimeFor(acquire: number): number;
}

export const PACING_COLUMNS: readonly Column[] = [
  /** latestPassedTime before the decision, ms since start (NaN while -1) */
  {
    name: 'latestPassedTimeMs',
    unit: 'ms',
    shown: 'latestPassedTime',
    csv: true,
  },
  /** the rule maxQueueingTimeMs */
  { name: 'maxQueueingTimeMs', unit: 'ms', shown: 'maxQueueingTimeMs', csv: true },
  /** the request's costTime (ns / 1e6 in nanosecond mode) */
  {
    name: 'costTimeMs',
    unit: 'ms',
    shown: null,
    csv: true,
  },
  /** 1 when the re-check refused it and rolled latestPassedTime back */
  {
    name: 'rolledBack',
    unit: '',
    shown: null,
    csv: false,
  },
  /** the QPS in force: count */
  { name: 'limitQps', unit: 'QPS', shown: null, csv: false },
];

export function pacingDescribe(rule: FlowRule, ctl: TrafficShapingController) {
  const c = ctl as PacingController;
  const ns = c.useNanoSeconds;
  const cost = c.costTimeFor(1);
  const constants: Record<string, number> = {
    controlBehavior: rule.controlBehavior,
    maxQueueingTimeMs: c.maxQueueingTimeMs,
    useNanoSeconds: ns ? 1 : 0,
    costTimeMs: ns ? cost / 1e6 : cost,
  };
  if (ns) constants.costTimeNs = cost;
  const unit = ns ? `${cost} ns` : `${cost} ms`;
  return {
    constants,
    label: qpsLabel(rule, 'pacing', { cost: unit, maxQueueingTimeMs: c.maxQueueingTimeMs }),
  };
}

export function pacingChainSample(
  ctl: TrafficShapingController,
  rule: FlowRule,
  s: LimiterSeries,
  k: number,
  startMs: number,
  endMs: number,
): void {
  const c = ctl as PacingController;
  s.limitQps[k] = rule.count;
  const lpt = c.latestPassedTime;
  if (lpt !== -1) s.queueTailMs[k] = (c.useNanoSeconds ? (lpt - NANO_ORIGIN) / 1e6 : lpt - startMs) - endMs;
}
