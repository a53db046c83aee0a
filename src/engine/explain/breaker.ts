/**
 * The steps of a circuit breaker's check at an arrival (`tryPass`, degrade/circuit-breaker.ts), with the state
 * change behind it:
 *
 *   CLOSED     → pass (and the latest completion check's ratio / count, the number that keeps it closed)
 *   OPEN       → now >= nextRetryTimestamp ? let it through as the probe (HALF_OPEN) : block;
 *                with why it is OPEN: the completion that opened it (bad / total > threshold) or the bad probe
 *   HALF_OPEN  → block: its one probe is still out
 *
 * A BreakerWatch listens to one breaker's state changes (chaining any listener already there) and keeps the
 * last opening and the last probe, copied at the moment they happen. `DegradeExplainer` drives a DegradeSim
 * (the 1.8 breakers alone, as the degrade traces do) and explains each arrival.
 */
import { BreakerState, CompletionOutcome, type CompletionExplain } from '../sentinel/degrade/breaker-explain';
import type { CircuitBreaker } from '../sentinel/degrade/circuit-breaker';
import type { DegradeSim } from '../sentinel/degrade/degrade-sim';
import { breakerEngineOf } from '../limiters/rule-engines';
import { checkStep, infoStep, type Explanation, type Param, type Step } from './types';

/** How the breaker last went to OPEN. */
interface Opening {
  tMs: number;
  from: BreakerState;
  /** the ratio / count that opened it (1.0 when a probe re-opened it) */
  value: number;
  requestIndex: number;
  /** the deciding completion, copied when it happened; null when a later rule blocked the probe */
  completion: CompletionExplain | null;
}

export class BreakerWatch {
  opening: Opening | null = null;
  /** the last probe let through: its request and time */
  probe: { requestIndex: number; tMs: number } | null = null;
  /** the latest completion check before the arrival being explained (set by the explainer), or null */
  latestCheck: CompletionExplain | null = null;

  constructor(readonly cb: CircuitBreaker) {
    const before = cb.onStateChange;
    cb.onStateChange = (from, to, nowMs, value, requestIndex) => {
      before?.(from, to, nowMs, value, requestIndex);
      if (to === BreakerState.HALF_OPEN) this.probe = { requestIndex, tMs: nowMs };
      if (to !== BreakerState.OPEN) return;
      // The completion that decided is the breaker's lastCompletion, unless the probe was blocked by a later rule
      // (onProbeBlocked: no completion at all).
      const c = cb.lastCompletion;
      const fromCompletion = c.nowMs === nowMs && c.requestIndex === requestIndex && from === c.stateBefore;
      this.opening = { tMs: nowMs, from, value, requestIndex, completion: fromCompletion ? { ...c } : null };
    };
  }
}

/** What a breaker compares, as its module declares: the names of the bad count and the threshold. */
function names(cb: CircuitBreaker): { bad: string; threshold: string; ratio: boolean } {
  return breakerEngineOf(cb.rule.grade);
}

/** The steps of breaker `w`'s latest tryPass (`cb.lastTry`); `rule` is its index in the scenario's degrade rules. */
export function breakerSteps(w: BreakerWatch, rule: number, startMs: number): Step[] {
  const cb = w.cb;
  const x = cb.lastTry;
  const head: Record<string, Param> = { rule, className: cb.className };
  const steps: Step[] = [];
  if (x.stateBefore === BreakerState.CLOSED) {
    steps.push(
      checkStep('breaker-states', 'explain.breaker.closed', head, {
        lhs: x.stateBefore,
        op: '==',
        rhs: BreakerState.CLOSED,
        yes: 'next',
        no: 'block',
      }),
    );
    const latest = w.latestCheck;
    if (latest !== null) steps.push(...latestCheckSteps(cb, latest, startMs));
    return steps;
  }
  if (x.stateBefore === BreakerState.HALF_OPEN) {
    const probe = w.probe;
    steps.push(
      checkStep(
        'breaker-probe',
        'explain.breaker.halfOpen',
        {
          ...head,
          probe: probe === null ? '?' : probe.requestIndex + 1,
          probeMs: probe === null ? NaN : probe.tMs - startMs,
        },
        { lhs: x.stateBefore, op: '==', rhs: BreakerState.HALF_OPEN, yes: 'block', no: 'next' },
      ),
    );
    return steps;
  }
  // OPEN: why, then the retry check.
  const o = w.opening;
  if (o !== null) steps.push(openingStep(cb, o, startMs));
  // in ms since the start: the same comparison as the epoch values Java compares
  const now = x.nowMs - startMs;
  const retry = x.nextRetryTimestamp - startMs;
  const step = checkStep(
    'breaker-probe',
    'explain.breaker.open',
    { ...head, now, retry },
    { lhs: now, op: '>=', rhs: retry, yes: 'next', no: 'block' },
    ['nextRetryTimestamp'],
  );
  if (x.probe) step.params.then = '@explain.then.probe';
  steps.push(step);
  return steps;
}

function openingStep(cb: CircuitBreaker, o: Opening, startMs: number): Step {
  const n = names(cb);
  const retry = { retry: cb.nextRetryTimestamp - startMs, recoveryTimeoutMs: cb.recoveryTimeoutMs };
  const at = { tMs: o.tMs - startMs, request: o.requestIndex + 1, ...retry };
  const c = o.completion;
  if (o.from === BreakerState.HALF_OPEN) {
    if (c === null) return infoStep('breaker-probe', 'explain.breaker.reopenedBlocked', at, ['nextRetryTimestamp']);
    const r = breakerEngineOf(cb.rule.grade).reopened(cb, c);
    return infoStep('breaker-probe', r.key, { ...at, ...r.params }, [...r.constants]);
  }
  const bad = c?.badCount ?? NaN;
  const total = c?.totalCount ?? NaN;
  return infoStep(
    'breaker-ratio',
    n.ratio ? 'explain.breaker.openedRatio' : 'explain.breaker.openedCount',
    {
      ...at,
      badName: n.bad,
      bad,
      total,
      value: o.value,
      cmp: o.value > cb.threshold ? '>' : '=',
      thresholdName: n.threshold,
      threshold: cb.threshold,
      minRequestAmount: cb.minRequestAmount,
    },
    [n.threshold, 'minRequestAmount', 'recoveryTimeoutMs', 'nextRetryTimestamp'],
  );
}

/** While CLOSED: what the latest completion check found (the number that kept it closed). */
function latestCheckSteps(cb: CircuitBreaker, c: CompletionExplain, startMs: number): Step[] {
  const n = names(cb);
  const at = { tMs: c.nowMs - startMs, request: c.requestIndex + 1 };
  if (c.outcome === CompletionOutcome.BELOW_MIN_REQUESTS) {
    return [
      infoStep(
        'breaker-ratio',
        'explain.breaker.latestBelowMin',
        { ...at, total: c.totalCount, minRequestAmount: cb.minRequestAmount },
        ['minRequestAmount'],
      ),
    ];
  }
  if (c.outcome === CompletionOutcome.WITHIN_THRESHOLD) {
    return [
      infoStep(
        'breaker-ratio',
        n.ratio ? 'explain.breaker.latestRatio' : 'explain.breaker.latestCount',
        {
          ...at,
          badName: n.bad,
          bad: c.badCount,
          total: c.totalCount,
          value: c.value,
          thresholdName: n.threshold,
          threshold: cb.threshold,
        },
        [n.threshold],
      ),
    ];
  }
  if (c.outcome === CompletionOutcome.CLOSED_BY_GOOD) {
    return [infoStep('breaker-probe', 'explain.breaker.closedByProbe', at)];
  }
  return [];
}

/** The 1.8 circuit breakers of one resource alone (a DegradeSim, as the sentinel-degrade traces drive them). */
export class DegradeExplainer {
  private readonly watches: BreakerWatch[];
  /** the arrival being decided: completions of other requests before its tryPass are "latest checks" */
  private arriving = -1;
  private readonly before: (CompletionExplain | null)[];

  constructor(
    readonly sim: DegradeSim,
    readonly limiterId: string,
  ) {
    this.watches = sim.breakers.map((cb) => new BreakerWatch(cb));
    this.before = sim.breakers.map(() => null);
    const prior = sim.completionListener;
    sim.completionListener = (i, check) => {
      prior?.(i, check);
      // a request's own zero-RT completion comes after its tryPass: not a check it could have seen
      if (check.requestIndex !== this.arriving) this.before[i] = { ...check };
    };
  }

  /** Decide arrival `index` at epoch ms `tMs`; with `explain` false, only decide. */
  arrive(index: number, tMs: number, rtMs: number, error: boolean, explain = true): Explanation | null {
    const sim = this.sim;
    this.arriving = sim.decision.requestIndex + 1;
    const d = sim.arrive(tMs, 1, false, rtMs, error);
    this.arriving = -1;
    if (!explain) return null;
    const startMs = sim.clock.startMs;
    const steps: Step[] = [];
    const last = d.pass ? this.watches.length - 1 : d.blockedBy;
    for (let b = 0; b <= last; b++) {
      const w = this.watches[b];
      w.latestCheck = this.before[b];
      steps.push(...breakerSteps(w, b, startMs));
    }
    if (steps.length === 0) steps.push(infoStep('rule-none', 'explain.degrade.none', {}));
    return {
      limiterId: this.limiterId,
      requestIndex: index,
      tMs: tMs - startMs,
      className: this.watches[0]?.cb.className ?? 'none',
      verdict: { pass: d.pass, waitMs: 0 },
      steps,
    };
  }
}
