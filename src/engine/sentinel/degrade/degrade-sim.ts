/**
 * The event loop for one resource guarded by circuit breakers (Sentinel 1.8+): what `CtSph`, `CtEntry` and
 * `DegradeSlot` do around the breakers, on a simulated clock. Models `DegradeSlot.entry/exit`,
 * `DegradeRuleManager.loadRules` (invalid rules are dropped; the rest get a breaker each, in list order) and
 * the entry's exit handlers.
 *
 * PER ARRIVAL at time t (`arrive`), as the conformance README's "Sentinel degrade: what happens per event":
 *   0. run every completion due ≤ t, each with the clock at its own due time;
 *   1. the clock is set to t; each breaker in turn runs `tryPass` (an entry is created at t);
 *   2. a breaker says no → the request is blocked: it exits at once, and no breaker ever hears of it again —
 *      except that a breaker that had just let it through as its half-open probe goes back to OPEN
 *      (upstream's `whenTerminate` hook, issue #1638; only possible with several rules);
 *   3. admitted → at t + rtMs it completes: every breaker runs `onRequestComplete(rtMs, error)`;
 *      with rtMs 0 that happens right away, before the state is read.
 *
 *   error ratio 0.5, minRequestAmount 5, timeWindow 1 s; the breaker opened at 1000 (retry at 2000):
 *   t=2000 arrive(rt 40)  → pass, it is the probe: HALF_OPEN
 *   t=2010 arrive(rt 40)  → blocked (one probe at a time)
 *   t=2040 the probe completes without error → CLOSED, bucket cleared
 *   t=2040 arrive(rt 40)  → the completion due at 2040 ran first, so it passes (CLOSED)
 *
 * ORDERING. Completions run by (due time, creation order) (event-queue.ts). That order is visible: while
 * HALF_OPEN, the first of two same-ms completions decides and the second sees the new state.
 *
 * FOR CHARTS AND EXPLANATIONS. `transitions` logs every state change (time, breaker, from, to, the value that
 * caused it, the request index: OPEN → HALF_OPEN rows are the probes). Each breaker's `stat.history` holds
 * its closed buckets (bad/total per stat interval), `peek(i)` the live one without touching it. `decision`
 * explains the latest arrival; each breaker's `lastTry` / `lastCompletion` what it computed;
 * `completionListener` hears every completion check as it happens.
 *
 * HOW WE DIFFER FROM UPSTREAM. No threads, Context or Entry objects: a request is its arrival time, run time
 * and error flag. Rules are not matched by resource name or limitApp (the breakers ignore limitApp anyway):
 * every loaded rule guards the simulated resource. `acquire` and `prioritized` do not affect breakers.
 */
import { SimClock } from '../../clock';
import { EventQueue } from '../event-queue';
import { BreakerState, CircuitBreaker, type CompletionExplain } from './circuit-breaker';
import type { DegradeRule } from './degrade-rule';
import { newCircuitBreakerFrom } from './index';
import { ColumnLog } from './column-log';
import { PendingRequests } from '../pending-requests';

const COMPLETION = 0; // payload: slot in the completion pool

/** The verdict on the latest arrival (reused object). */
export interface DegradeDecision {
  pass: boolean;
  /** 0-based arrival number. */
  requestIndex: number;
  /** Index in `breakers` of the breaker that rejected it; -1 if admitted. */
  blockedBy: number;
  /** Admitted as a half-open probe of at least one breaker. */
  probe: boolean;
}

/** A breaker's live numbers for a chart, read without touching anything (reused object). */
export interface BreakerView {
  state: BreakerState;
  nextRetryTimestamp: number;
  bucketStartMs: number;
  badCount: number;
  totalCount: number;
  /** Ratio or count against `threshold`; NaN below minRequestAmount. */
  value: number;
  threshold: number;
}

export type TransitionColumn = 'tMs' | 'breaker' | 'from' | 'to' | 'value' | 'requestIndex';

export class DegradeSim {
  readonly clock: SimClock;
  readonly rules: readonly DegradeRule[];
  /** One breaker per loaded rule, in rule order. */
  readonly breakers: readonly CircuitBreaker[];
  /** Per given rule: did Sentinel load it (valid, known grade)? */
  readonly loaded: readonly boolean[];
  readonly decision: DegradeDecision = { pass: true, requestIndex: -1, blockedBy: -1, probe: false };
  /** Every state change of every breaker. */
  readonly transitions = new ColumnLog<TransitionColumn>(['tMs', 'breaker', 'from', 'to', 'value', 'requestIndex']);
  /** Called after each breaker's completion check. */
  completionListener: ((breaker: number, check: Readonly<CompletionExplain>) => void) | null = null;

  private readonly queue = new EventQueue(256);
  private readonly view: BreakerView = {
    state: 0,
    nextRetryTimestamp: 0,
    bucketStartMs: -1,
    badCount: 0,
    totalCount: 0,
    value: NaN,
    threshold: NaN,
  };
  private arrivals = 0;
  private readonly pending = new PendingRequests();

  /** @param rules degrade rules for the resource (invalid ones are dropped, as Sentinel does) */
  constructor(rules: readonly DegradeRule[], startMs = 0) {
    this.clock = new SimClock(startMs);
    this.rules = rules;
    const breakers: CircuitBreaker[] = [];
    this.loaded = rules.map((rule) => {
      const cb = newCircuitBreakerFrom(rule, this.clock);
      if (cb === null) return false;
      const index = breakers.length;
      cb.onStateChange = (from, to, nowMs, value, requestIndex) =>
        this.logTransition(index, from, to, nowMs, value, requestIndex);
      breakers.push(cb);
      return true;
    });
    this.breakers = breakers;
  }

  /** Whether any rule was loaded (with none, every request passes). */
  get ruleLoaded(): boolean {
    return this.breakers.length > 0;
  }

  get pendingActions(): number {
    return this.queue.size;
  }

  nextDueMs(): number {
    return this.queue.peekDue();
  }

  /** One request arrives at `tMs` (epoch ms, ≥ the clock). Returns the reused decision. */
  arrive(tMs: number, _acquire: number, _prioritized: boolean, rtMs: number, error: boolean): DegradeDecision {
    const clock = this.clock;
    if (tMs < clock.nowMs) throw new RangeError(`arrival at ${tMs} is before the clock (${clock.nowMs})`);
    if (!(rtMs >= 0)) throw new RangeError(`rtMs must be >= 0, got ${rtMs}`);
    if (this.queue.size > 0) this.runDue(tMs);
    clock.nowMs = tMs;
    const d = this.decision;
    const index = (d.requestIndex = this.arrivals++);
    d.pass = true;
    d.blockedBy = -1;
    d.probe = false;
    const breakers = this.breakers;
    for (let i = 0; i < breakers.length; i++) {
      if (!breakers[i].tryPass(index)) {
        d.pass = false;
        d.probe = false;
        d.blockedBy = i;
        for (let j = 0; j < i; j++) if (breakers[j].lastTry.probe) breakers[j].onProbeBlocked();
        return d;
      }
      if (breakers[i].lastTry.probe) d.probe = true;
    }
    if (rtMs === 0) this.complete(0, error, index);
    else this.queue.push(tMs + rtMs, COMPLETION, this.pending.add(rtMs, 0, 1, error, index));
    return d;
  }

  /** Run every completion due ≤ `tMs` and advance the clock to `tMs` (never backwards). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  /** State of breaker `i` (CLOSED when there is no such breaker: nothing is guarded). */
  stateOf(i = 0): BreakerState {
    return i < this.breakers.length ? this.breakers[i].state : BreakerState.CLOSED;
  }

  /** Breaker `i`'s state and live bucket at the clock's time, without creating or resetting the bucket. */
  peek(i = 0): BreakerView {
    const v = this.view;
    const cb = this.breakers[i];
    if (cb === undefined) throw new RangeError(`no breaker ${i}`);
    const now = this.clock.nowMs;
    v.state = cb.state;
    v.nextRetryTimestamp = cb.nextRetryTimestamp;
    v.bucketStartMs = now - (now % cb.stat.windowLengthInMs);
    v.badCount = cb.stat.peekBad(now);
    v.totalCount = cb.stat.peekTotal(now);
    v.value = cb.peekValue(now);
    v.threshold = cb.threshold;
    return v;
  }

  private logTransition(
    breaker: number,
    from: number,
    to: number,
    tMs: number,
    value: number,
    requestIndex: number,
  ): void {
    const log = this.transitions;
    const r = log.append();
    const c = log.col;
    c.tMs[r] = tMs;
    c.breaker[r] = breaker;
    c.from[r] = from;
    c.to[r] = to;
    c.value[r] = value;
    c.requestIndex[r] = requestIndex;
  }

  private runDue(tMs: number): void {
    const q = this.queue;
    while (q.size > 0 && q.peekDue() <= tMs) {
      q.pop();
      this.clock.nowMs = q.poppedDue;
      const r = q.poppedPayload;
      const p = this.pending;
      this.complete(p.rtMs[r], p.error[r] === 1, p.requestIndex[r]);
      p.release(r);
    }
  }

  /** DegradeSlot.exit for an admitted entry: every breaker hears the completion, in rule order. */
  private complete(rtMs: number, error: boolean, requestIndex: number): void {
    const breakers = this.breakers;
    const listener = this.completionListener;
    for (let i = 0; i < breakers.length; i++) {
      breakers[i].onRequestComplete(rtMs, error, requestIndex);
      if (listener !== null) listener(i, breakers[i].lastCompletion);
    }
  }
}
