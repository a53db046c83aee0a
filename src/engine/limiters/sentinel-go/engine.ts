/**
 * The engine half of sentinel-go (see ./index.ts): `flow.LoadRules([rule])` at the scenario's start, then one
 * `api.Entry(resource, WithBatchCount(acquire))` per request at epoch ms `startMs + floor(tMs)`; and its
 * explainer, which walks the controller's own records (the calculator's allowance and token sync, the Reject
 * window sum or the Throttling timeline) in upstream's order.
 */
import { checkStep, infoStep, type Step } from '../../explain/types';
import { nextUp } from '../../java';
import {
  SentinelGoFlowResource,
  ThrottlingChecker,
  WarmUpTrafficShapingCalculator,
  type ControllerCheck,
  type EntryDecision,
  type SentinelGoFlowRule,
} from '../../sentinel-go';
import { Outcome } from '../../sim/result';
import type { LimiterEngine } from '../contract';
import { BLOCKED, PASSED, steppedEngine, wholeMs, type Stepper } from '../stepped-limiter';
import { SENTINEL_GO_COLUMNS, SENTINEL_GO_SERIES, type SentinelGoItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'sentinel-go';
const NS = 1e6;

export function ruleOfItem(item: SentinelGoItem): SentinelGoFlowRule {
  const { type, ...rule } = item;
  void type;
  return rule;
}

export class SentinelGoStepper implements Stepper<EntryDecision> {
  readonly className = 'TrafficShapingController';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly resource: SentinelGoFlowResource;
  /** ms of the statistic interval the threshold counts over */
  readonly intervalMs: number;

  constructor(
    readonly item: SentinelGoItem,
    readonly startMs: number,
    index: number,
  ) {
    this.resource = new SentinelGoFlowResource(item.resource, [ruleOfItem(item)], startMs);
    this.intervalMs = item.statIntervalInMs === 0 ? 1000 : item.statIntervalInMs;
    const tc = this.resource.controllers[0];
    const strategy = item.tokenCalculateStrategy === 1 ? 'WarmUp' : 'Direct';
    const behavior = item.controlBehavior === 1 ? 'Throttling' : 'Reject';
    const ignored = this.resource.ignoredRules[0]?.reason;
    const at = { index, strategy, behavior, threshold: item.threshold, intervalMs: this.intervalMs };
    this.label =
      ignored === undefined
        ? phrase('summary.sentinelGo', at)
        : phrase('summary.sentinelGo.ignored', { ...at, reason: ignored });
    const constants: Record<string, number> = { threshold: item.threshold, statIntervalInMs: this.intervalMs };
    if (tc?.flowCalculator instanceof WarmUpTrafficShapingCalculator) {
      const c = tc.flowCalculator;
      Object.assign(constants, {
        warningToken: c.warningToken,
        maxToken: c.maxToken,
        slope: c.slope,
        coldFactor: c.coldFactor,
      });
    }
    if (tc?.flowChecker instanceof ThrottlingChecker) constants.maxQueueingTimeMs = item.maxQueueingTimeMs;
    this.constants = constants;
  }

  step(tMs: number, acquire: number): EntryDecision {
    return this.resource.entry(acquire, this.startMs + Math.floor(tMs));
  }

  verdict(d: EntryDecision) {
    if (!d.passed) return BLOCKED;
    return d.waitNs > 0 ? { outcome: Outcome.Waited, waitMs: d.waitNs / NS } : PASSED;
  }

  decisionMs = wholeMs;

  columns(d: EntryDecision): number[] {
    const c: ControllerCheck | undefined = d.checks[0];
    const calc = c?.calculation;
    const check = c?.check;
    const throttle = check?.kind === 'throttling' ? check : null;
    return [
      calc?.allowedTokens ?? NaN,
      check?.kind === 'reject' ? check.curCount : NaN,
      calc?.kind === 'warmUp' ? calc.sync.storedTokensAfter : NaN,
      throttle && throttle.intervalNs > 0 ? throttle.intervalNs / NS : NaN,
      throttle ? (throttle.lastPassedTimeBeforeNs ?? NaN) / NS : NaN,
      d.waitNs / NS,
    ];
  }

  /** Read-only: the window sum, WarmUp's tokens and allowance, Throttling's timeline at `endMs`. */
  sample(endMs: number) {
    const tc = this.resource.controllers[0];
    if (tc === undefined) return { series: {}, own: [NaN, NaN, NaN] };
    const calc = tc.flowCalculator;
    const checker = tc.flowChecker;
    const warm = calc instanceof WarmUpTrafficShapingCalculator ? calc : null;
    let allowance = this.item.threshold;
    if (warm !== null && warm.storedTokens >= warm.warningToken) {
      allowance = nextUp(1.0 / ((warm.storedTokens - warm.warningToken) * warm.slope + 1.0 / warm.threshold));
    }
    const last = checker instanceof ThrottlingChecker ? checker.lastPassedTimeNs : null;
    return {
      series: {
        stored: warm?.storedTokens ?? NaN,
        limitQps: (allowance * 1000) / this.intervalMs,
      },
      own: [
        tc.boundStat.plan.kind === 'nop' ? NaN : tc.readPassSum(this.startMs + endMs),
        warm?.storedTokens ?? NaN,
        last === null ? NaN : last / NS,
      ],
    };
  }
}

function calculationSteps(c: ControllerCheck, out: Step[]): void {
  const calc = c.calculation;
  if (calc.kind === 'direct') {
    out.push(infoStep(CONCEPT, 'sentinelGo.direct', { allowed: calc.allowedTokens }, ['Threshold']));
    return;
  }
  const s = calc.sync;
  out.push(
    s.synced
      ? infoStep(
          CONCEPT,
          'sentinelGo.sync',
          {
            second: s.currentTimeMs,
            before: s.storedTokensBefore,
            cooled: s.cooledTokens,
            previousQps: calc.previousQps,
            deducted: s.deductedTokens,
            after: s.storedTokensAfter,
          },
          ['storedTokens', 'previousQps'],
        )
      : infoStep(CONCEPT, 'sentinelGo.noSync', { stored: s.storedTokensAfter }, ['storedTokens']),
  );
  const warningToken = calc.aboveToken === null ? NaN : calc.restToken - calc.aboveToken;
  out.push(
    calc.aboveToken === null
      ? infoStep(CONCEPT, 'sentinelGo.belowWarning', { rest: calc.restToken, allowed: calc.allowedTokens }, [
          'restToken',
          'warningToken',
        ])
      : infoStep(
          CONCEPT,
          'sentinelGo.aboveWarning',
          { rest: calc.restToken, warningToken, above: calc.aboveToken, allowed: calc.allowedTokens },
          ['restToken', 'warningToken', 'aboveToken'],
        ),
  );
}

function checkSteps(c: ControllerCheck, batch: number, startMs: number, maxQueueingMs: number, out: Step[]): void {
  const allowed = c.calculation.allowedTokens;
  const check = c.check;
  if (check.kind === 'reject') {
    out.push(
      checkStep(
        CONCEPT,
        'sentinelGo.reject',
        { cur: check.curCount, batch, allowed },
        { lhs: check.curCount + batch, op: '>', rhs: allowed, yes: 'block', no: 'pass' },
        ['curCount', 'batchCount', 'threshold'],
      ),
    );
    return;
  }
  const t = check;
  out.push(
    checkStep(CONCEPT, 'sentinelGo.batchZero', { batch }, { lhs: batch, op: '<=', rhs: 0, yes: 'pass', no: 'next' }),
  );
  if (t.outcome === 'batchCountZero') return;
  out.push(
    checkStep(
      CONCEPT,
      'sentinelGo.thresholdPositive',
      { allowed },
      { lhs: allowed, op: '<=', rhs: 0, yes: 'block', no: 'next' },
    ),
  );
  if (t.outcome === 'thresholdNotPositive') return;
  out.push(
    checkStep(
      CONCEPT,
      'sentinelGo.batchAbove',
      { batch, allowed },
      { lhs: batch, op: '>', rhs: allowed, yes: 'block', no: 'next' },
      ['batchCount', 'threshold'],
    ),
  );
  if (t.outcome === 'batchAboveThreshold') return;
  // lastPassedTime 0 (never passed) is the epoch: far before the start
  const lastNs = t.lastPassedTimeBeforeNs ?? -startMs * NS;
  out.push(
    checkStep(
      CONCEPT,
      'sentinelGo.expired',
      { last: lastNs / NS, interval: t.intervalNs / NS, now: t.curNs / NS },
      { lhs: (lastNs + t.intervalNs) / NS, op: '<=', rhs: t.curNs / NS, yes: 'pass', no: 'next' },
      ['lastPassedTime', 'interval', 'curNano'],
    ),
  );
  if (t.outcome === 'expired') return;
  out.push(
    checkStep(
      CONCEPT,
      'sentinelGo.queue',
      { estimated: t.estimatedQueueingDurationNs / NS, max: maxQueueingMs },
      {
        lhs: t.estimatedQueueingDurationNs / NS,
        op: '>',
        rhs: maxQueueingMs,
        yes: 'block',
        no: 'pass',
        noWaitMs: t.waitNs / NS,
      },
      ['estimatedQueueingDuration', 'MaxQueueingTimeMs'],
    ),
  );
}

function steps(d: EntryDecision, s: Stepper<EntryDecision>): Step[] {
  const st = s as SentinelGoStepper;
  const out: Step[] = [];
  const c = d.checks[0];
  if (c === undefined) {
    // Sentinel-Go's own error text, shown as code (upstream's words, the same in every language)
    const reason = st.resource.ignoredRules[0]?.reason;
    out.push(
      reason === undefined
        ? infoStep(CONCEPT, 'sentinelGo.noRule', {})
        : infoStep(CONCEPT, 'sentinelGo.ignored', { reason }),
    );
    return out;
  }
  calculationSteps(c, out);
  checkSteps(c, d.batchCount, st.startMs, st.item.maxQueueingTimeMs, out);
  return out;
}

export const sentinelGoEngine: LimiterEngine = steppedEngine<SentinelGoItem, EntryDecision>({
  kind: 'sentinel-go',
  columns: SENTINEL_GO_COLUMNS.map((c) => c.name),
  ownSeries: SENTINEL_GO_SERIES.map((c) => c.name),
  make: (item, scenario, index) => new SentinelGoStepper(item, scenario.startMs, index),
  steps,
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelGoEngine;
