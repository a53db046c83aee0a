/**
 * The circuit breaker's state machine, shared by the slow-ratio and the error breakers.
 * Models `com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.AbstractCircuitBreaker` (Sentinel 1.8.9)
 * and the template half of its subclasses' `onRequestComplete`.
 *
 * WHY. A failing dependency should be left alone for a while instead of being hammered: after too many bad
 * outcomes the breaker OPENS and rejects everything for `timeWindow` seconds, then lets ONE request through
 * to see whether things got better.
 *
 *                 bad value > threshold, with ≥ minRequestAmount completions in the bucket
 *      ┌────────┐ (checked on every completion while CLOSED) ┌──────┐
 *      │ CLOSED │ ─────────────────────────────────────────► │ OPEN │ ◄─────────────┐
 *      └────────┘                                            └──────┘               │
 *          ▲                         first ARRIVAL at or after │                    │ the deciding completion
 *          │                    openTime + timeWindow × 1000 ms│ (it is the probe)  │ was bad: re-open, new
 *          │                                                   ▼                    │ deadline from its time
 *          │  the deciding completion was good:          ┌───────────┐              │
 *          └──────── clear the bucket ────────────────── │ HALF_OPEN │ ─────────────┘
 *                                                        └───────────┘
 *
 * THE RULES, with their exact comparisons:
 *  - `tryPass` (at every arrival): CLOSED → pass. OPEN → pass only if `now >= nextRetryTimestamp`, and that
 *    request becomes the probe (state HALF_OPEN). HALF_OPEN → reject: only one probe at a time.
 *  - `onRequestComplete` (at every completion of an admitted request): first count it into the current bucket
 *    (`bad` if slow/erroneous, and `total`), then by state:
 *      OPEN       nothing more (the completion is only counted);
 *      HALF_OPEN  THIS completion decides, whichever request it belongs to (the probe, or a request admitted
 *                 before the breaker opened that is still running): bad → OPEN again with
 *                 `nextRetryTimestamp = now + recoveryTimeoutMs`; good → CLOSED and the bucket is cleared;
 *      CLOSED     if `total >= minRequestAmount` and the subclass says `value` exceeds the threshold → OPEN,
 *                 `nextRetryTimestamp = now + recoveryTimeoutMs`.
 *  - `recoveryTimeoutMs = timeWindow * 1000` in Java `int` arithmetic (it overflows above 2147483 s).
 *  - Blocked requests never complete here (DegradeSlot skips them), so they never count.
 *
 * WORKED EXAMPLE (test/engine/sentinel/degrade/circuit-breaker.test.ts). Error ratio 0.5, minRequestAmount 5,
 * timeWindow 1 s, bucket 1000 ms. Completions at 100..500 ms with errors at 100, 200, 300: the 5th (at 500)
 * sees 3/5 = 0.6 > 0.5 → OPEN, retry at 1500. An arrival at 1499 is rejected; one at 1500 is the probe
 * (HALF_OPEN); arrivals at 1510 are rejected; the probe completes fine at 1520 → CLOSED, bucket cleared.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time is the injected SimClock, and a completion is given as (rtMs, error)
 * instead of a Context/Entry. Observers are a single `onStateChange` hook. The `whenTerminate` hook that
 * upstream registers on the probe's entry (issue #1638: the probe was blocked by a LATER rule → back to
 * OPEN, deadline unchanged) is `onProbeBlocked`, called by the simulator. `lastTry` / `lastCompletion` are
 * reused objects explaining the latest decision. State is a small integer (BreakerState), not an enum object.
 */
import type { SimClock } from '../../clock';
import { BAD, BreakerStat, TOTAL } from './breaker-stat';
import {
  BreakerState,
  CompletionOutcome,
  newCompletionExplain,
  newTryPassExplain,
  type CompletionExplain,
  type StateChangeListener,
  type TryPassExplain,
} from './breaker-explain';
import { isValidDegradeRule, recoveryTimeoutMsOf, type DegradeRule } from './degrade-rule';

export { BREAKER_STATE_NAMES, BreakerState, CompletionOutcome } from './breaker-explain';
export type { CompletionExplain, StateChangeListener, TryPassExplain } from './breaker-explain';

export abstract class CircuitBreaker {
  /** Upstream class name, e.g. `ExceptionCircuitBreaker`. */
  abstract readonly className: string;
  /** What `value` is compared with: slowRatioThreshold, or count. */
  abstract readonly threshold: number;
  readonly recoveryTimeoutMs: number;
  readonly minRequestAmount: number;
  readonly stat: BreakerStat;
  state: BreakerState = BreakerState.CLOSED;
  /** Epoch ms from which an arrival may probe (Java's initial 0 until the first opening). */
  nextRetryTimestamp = 0;
  /** The ratio / count that last opened the breaker (1.0 when a half-open probe re-opened it), NaN before. */
  lastOpenValue = NaN;
  onStateChange: StateChangeListener | null = null;
  readonly lastTry: TryPassExplain;
  readonly lastCompletion: CompletionExplain;
  private requestIndex = -1;

  constructor(
    readonly rule: DegradeRule,
    protected readonly clock: SimClock,
  ) {
    if (!isValidDegradeRule(rule)) throw new RangeError(`Invalid DegradeRule: ${JSON.stringify(rule)}`);
    this.recoveryTimeoutMs = recoveryTimeoutMsOf(rule);
    this.minRequestAmount = rule.minRequestAmount;
    this.stat = new BreakerStat(rule.statIntervalMs);
    this.lastTry = newTryPassExplain();
    this.lastCompletion = newCompletionExplain();
  }

  /** Is this completion bad (slow / erroneous)? */
  protected abstract isBad(rtMs: number, error: boolean): boolean;
  /** The value compared with the threshold, from a bucket's counts (also for charting `stat.history` rows). */
  abstract valueOf(badCount: number, totalCount: number): number;
  /** Does `value` open the breaker? */
  protected abstract exceeds(value: number): boolean;

  /** DegradeSlot's check at an arrival. */
  tryPass(requestIndex = -1): boolean {
    const x = this.lastTry;
    x.nowMs = this.clock.nowMs;
    x.requestIndex = this.requestIndex = requestIndex;
    x.stateBefore = this.state;
    x.nextRetryTimestamp = this.nextRetryTimestamp;
    x.probe = false;
    if (this.state === BreakerState.CLOSED) x.pass = true;
    else if (this.state === BreakerState.OPEN && this.clock.nowMs >= this.nextRetryTimestamp) {
      this.transition(BreakerState.HALF_OPEN, NaN);
      x.pass = x.probe = true;
    } else x.pass = false;
    x.state = this.state;
    return x.pass;
  }

  /** An admitted request finished after `rtMs` ms, with or without a business error. */
  onRequestComplete(rtMs: number, error: boolean, requestIndex = -1): void {
    const now = this.clock.nowMs;
    const stat = this.stat;
    const slot = stat.currentWindow(now);
    const bad = this.isBad(rtMs, error);
    if (bad) stat.add(slot, BAD, 1);
    stat.add(slot, TOTAL, 1);
    const x = this.lastCompletion;
    x.nowMs = now;
    x.requestIndex = this.requestIndex = requestIndex;
    x.rtMs = rtMs;
    x.error = error;
    x.bad = bad;
    x.stateBefore = this.state;
    x.bucketStartMs = stat.windowStartOf(0);
    x.badCount = stat.get(slot, BAD);
    x.totalCount = stat.get(slot, TOTAL);
    x.value = NaN;
    if (this.state === BreakerState.OPEN) {
      x.outcome = CompletionOutcome.IGNORED_OPEN;
    } else if (this.state === BreakerState.HALF_OPEN) {
      if (bad) this.open(1.0);
      else {
        stat.clearCurrent(now); // resetStat() runs before the observers are told
        this.transition(BreakerState.CLOSED, NaN);
      }
      x.outcome = bad ? CompletionOutcome.REOPENED_BY_BAD : CompletionOutcome.CLOSED_BY_GOOD;
    } else {
      const badCount = stat.sum(now, BAD);
      const total = stat.sum(now, TOTAL);
      if (total < this.minRequestAmount) x.outcome = CompletionOutcome.BELOW_MIN_REQUESTS;
      else {
        x.value = this.valueOf(badCount, total);
        x.outcome = this.exceeds(x.value) ? CompletionOutcome.OPENED : CompletionOutcome.WITHIN_THRESHOLD;
        if (x.outcome === CompletionOutcome.OPENED) this.open(x.value);
      }
    }
    x.state = this.state;
  }

  /** Upstream's probe `whenTerminate` hook: the probe's entry was blocked by a later rule → OPEN, same deadline. */
  onProbeBlocked(): void {
    if (this.state === BreakerState.HALF_OPEN) {
      this.lastOpenValue = 1.0;
      this.transition(BreakerState.OPEN, 1.0);
    }
  }

  /** What `valueOf` gives for the live bucket at `nowMs`, without touching it (NaN below minRequestAmount). */
  peekValue(nowMs: number): number {
    const total = this.stat.peekTotal(nowMs);
    return total < this.minRequestAmount ? NaN : this.valueOf(this.stat.peekBad(nowMs), total);
  }

  private open(value: number): void {
    this.lastOpenValue = value;
    this.nextRetryTimestamp = this.clock.nowMs + this.recoveryTimeoutMs;
    this.transition(BreakerState.OPEN, value);
  }

  private transition(to: BreakerState, value: number): void {
    const from = this.state;
    this.state = to;
    if (this.onStateChange !== null) this.onStateChange(from, to, this.clock.nowMs, value, this.requestIndex);
  }
}
