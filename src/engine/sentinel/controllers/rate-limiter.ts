/**
 * Pacing ("leaky bucket" / uniform rate) as Sentinel 1.8.6 and earlier do it.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.controller.RateLimiterController` (1.8.6), the controller
 * a QPS rule with `controlBehavior: 2` (RATE_LIMITER) gets before 1.8.7 replaced it with `ThrottlingController`.
 *
 * WHAT IT DOES. Instead of counting requests per second, it spaces admitted requests evenly: with `count` 10,
 * one request every 100 ms. A request that arrives too early is not rejected right away: it is told to wait
 * until its slot, and only rejected when that wait would exceed `maxQueueingTimeMs`.
 *
 * WHY. A per-second counter (DefaultController) lets a whole second's quota through in the first millisecond
 * and then rejects everything else: bursty for the service behind it. Pacing smooths the burst into a queue,
 * which suits message consumers and other work that may wait a little but should arrive evenly.
 *
 * STATE. One number: `latestPassedTime` (epoch ms, starts at -1 = "long ago"), the time the last admitted
 * request was scheduled to pass. There is no per-second bucket and the node's statistics are never read.
 *
 * THE STEP, for a request of `acquire` permits at `now` (all in whole milliseconds):
 *   costTime     = Math.round(acquire / count * 1000)   the gap this request needs after the previous one
 *   expectedTime = latestPassedTime + costTime           the earliest time it may pass
 *   expectedTime <= now      → pass at once; latestPassedTime = now (idle time is NOT banked: no burst credit)
 *   otherwise wait = expectedTime − now:
 *     wait > maxQueueingTimeMs → reject, nothing changes          (so a wait EQUAL to the limit is accepted)
 *     else latestPassedTime += costTime; wait = latestPassedTime − now; re-check and, if it now exceeds the
 *          limit, subtract costTime again and reject (the "check, add, re-check, roll back" dance exists for
 *          concurrent callers; in a single-threaded simulation the re-check always agrees with the check).
 *     else pass after `wait` ms.
 *   acquire <= 0 passes without any of this; count <= 0 rejects everything.
 *
 *   time →   now                                                       (count 10, maxQueueingTimeMs 500,
 *            |--100--|--100--|--100--|--100--|--100--|                  ten requests at the same ms)
 *            #1      #2      #3      #4      #5      #6    #7..#10 rejected: 600 > 500
 *            wait 0  100     200     300     400     500   (500 == limit is still accepted)
 *
 * THE SURPRISE: costTime is rounded to whole milliseconds. count 3 → 333 ms (3.003 QPS); count 7 → 143 ms.
 * Worse, for count ≥ ~667 the cost rounds to 1 ms (round(1.5) is 2, round(1.4993) is 1), so count 1000 and
 * count 2000 both admit ~1000 QPS (count 2000: round(0.5) = 1), and for count > 2000 the cost rounds to 0 ms,
 * so nothing is ever limited or delayed (count 3000: round(0.333) = 0). 1.8.7's ThrottlingController fixes
 * this by switching to nanoseconds. `acquire` scales the cost before rounding: acquire 3 at count 20 costs
 * round(150.0) = 150 ms, not 3 × 50 rounded separately.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected SimClock instead of TimeUtil; instead of sleeping
 * `wait` ms the controller writes it into the FlowDecision and the event loop books the pass at now + wait.
 * `prioritized` is ignored, as upstream. Java's long overflow is not reproduced: it would need a cost near 2^63
 * ms, where Sentinel already rejects every request from the first one on, as we do.
 */
import type { SimClock } from '../../clock';
import { javaRound as javaRound_EXPORT } from '../../java';
import type { FlowDecision, FlowNode, TrafficShapingController } from '../types';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const javaRound = javaRound_EXPORT;

/** Which way the last pacing step went. */
export type PacingOutcome =
  /** acquire <= 0: passed without touching the state. */
  | 'pass-no-acquire'
  /** count <= 0: every request is rejected. */
  | 'reject-no-count'
  /** expectedTime <= now: passed at once, latestPassedTime = now. */
  | 'pass-now'
  /** Admitted after `waitTime` (latestPassedTime advanced by costTime). */
  | 'queued'
  /** The first check found wait > maxQueueingTime; nothing changed. */
  | 'reject-queue-full'
  /** The re-check after advancing latestPassedTime failed; costTime was subtracted again. */
  | 'reject-rolled-back';

/**
 * What the last pacing step computed, for an "explain this decision" panel. One object per controller,
 * overwritten by every decision (copy it to keep it). Time fields are in `unit`.
 */
export interface PacingExplain {
  outcome: PacingOutcome;
  /** 'ns' only for ThrottlingController in nanosecond mode. */
  unit: 'ms' | 'ns';
  acquireCount: number;
  /** The clock reading the step used (epoch ms, or the simulated nanoTime). */
  now: number;
  /** The gap this request needs after the previous admitted one. */
  costTime: number;
  latestPassedTimeBefore: number;
  /** latestPassedTimeBefore + costTime. */
  expectedTime: number;
  /** The wait computed for this request (the one that was too long when rejected; 0 when passed at once). */
  waitTime: number;
  /** maxQueueingTimeMs in `unit`. */
  maxQueueingTime: number;
  latestPassedTimeAfter: number;
  rolledBack: boolean;
  pass: boolean;
}

/** The pacing outcomes by a small integer code, so a decision stores a number instead of a string. */
export const PACING_OUTCOMES: readonly PacingOutcome[] = [
  'pass-no-acquire',
  'reject-no-count',
  'pass-now',
  'queued',
  'reject-queue-full',
  'reject-rolled-back',
];
export const PACING_PASS_NO_ACQUIRE = 0;
export const PACING_REJECT_NO_COUNT = 1;
export const PACING_PASS_NOW = 2;
export const PACING_QUEUED = 3;
export const PACING_REJECT_QUEUE_FULL = 4;
export const PACING_REJECT_ROLLED_BACK = 5;

/**
 * Fills a PacingExplain from the few numbers a pacing step keeps (outcome code, acquire, now, the state before and
 * after, the cost): every other field follows from them with the same arithmetic the step did, so the record is
 * only built when someone reads it (an explanation, a refusal's numbers) and not on every decision.
 */
export function fillPacingExplain(
  ex: PacingExplain,
  code: number,
  acquireCount: number,
  now: number,
  before: number,
  after: number,
  costTime: number,
  maxQueueingTime: number,
): PacingExplain {
  const priced = code !== PACING_PASS_NO_ACQUIRE && code !== PACING_REJECT_NO_COUNT;
  const expectedTime = priced ? costTime + before : before;
  ex.outcome = PACING_OUTCOMES[code];
  ex.acquireCount = acquireCount;
  ex.now = now;
  ex.costTime = priced ? costTime : 0;
  ex.latestPassedTimeBefore = before;
  ex.expectedTime = expectedTime;
  // queued: latestPassedTime (= costTime + before) − now; both refusals: expectedTime − now (the same sum)
  ex.waitTime =
    code === PACING_QUEUED || code === PACING_REJECT_QUEUE_FULL || code === PACING_REJECT_ROLLED_BACK
      ? expectedTime - now
      : 0;
  ex.maxQueueingTime = maxQueueingTime;
  ex.latestPassedTimeAfter = after;
  ex.rolledBack = code === PACING_REJECT_ROLLED_BACK;
  ex.pass = code === PACING_PASS_NO_ACQUIRE || code === PACING_PASS_NOW || code === PACING_QUEUED;
  return ex;
}

export function newPacingExplain(unit: 'ms' | 'ns'): PacingExplain {
  return {
    outcome: 'pass-no-acquire',
    unit,
    acquireCount: 0,
    now: 0,
    costTime: 0,
    latestPassedTimeBefore: -1,
    expectedTime: 0,
    waitTime: 0,
    maxQueueingTime: 0,
    latestPassedTimeAfter: -1,
    rolledBack: false,
    pass: false,
  };
}

export class RateLimiterController implements TrafficShapingController {
  readonly className: string = 'RateLimiterController';
  /** Always false: 1.8.6 works in milliseconds only. */
  readonly useNanoSeconds: boolean = false;
  private readonly record: PacingExplain = newPacingExplain('ms');

  /** Permits per second (the rule's `count`). */
  readonly count: number;
  /** The longest wait a request may be given (the rule's `maxQueueingTimeMs`). */
  readonly maxQueueingTimeMs: number;

  private readonly clock: SimClock;
  private latestPassedTimeMs = -1;
  /** costTimeOf's memo: the acquire count it was computed for (NaN: none yet) and the cost. */
  private costAcquire = NaN;
  private cost = 0;
  /** The last decision, as the few numbers its explain record is built from (see lastDecision). */
  private lastCode = PACING_PASS_NO_ACQUIRE;
  private lastAcquire = 0;
  private lastNow = 0;
  private lastBefore = -1;
  private lastCost = 0;

  constructor(clock: SimClock, count: number, maxQueueingTimeMs: number) {
    this.clock = clock;
    this.count = count;
    this.maxQueueingTimeMs = maxQueueingTimeMs;
  }

  /**
   * What the last decision computed (a reused object, rebuilt on each read from what the decision kept: copy it
   * to keep it). Before any decision it describes a no-acquire pass at time 0.
   */
  get lastDecision(): PacingExplain {
    return fillPacingExplain(
      this.record,
      this.lastCode,
      this.lastAcquire,
      this.lastNow,
      this.lastBefore,
      this.latestPassedTimeMs,
      this.lastCost,
      this.maxQueueingTimeMs,
    );
  }

  /** Epoch ms at which the last admitted request was scheduled to pass; -1 before the first one. */
  get latestPassedTime(): number {
    return this.latestPassedTimeMs;
  }

  /** The gap, in ms, that a request of `acquireCount` permits needs: Math.round(acquire / count * 1000). */
  costTimeFor(acquireCount = 1): number {
    return javaRound((acquireCount / this.count) * 1000);
  }

  canPass(_node: FlowNode, acquireCount: number, _prioritized: boolean, out: FlowDecision): void {
    const now = this.clock.currentTimeMillis();
    const before = this.latestPassedTimeMs;
    const maxQueueingTimeMs = this.maxQueueingTimeMs;
    let costTime = 0;
    let code: number;
    let pass = false;
    out.waitMs = 0;
    if (acquireCount <= 0) {
      code = PACING_PASS_NO_ACQUIRE;
      pass = true;
    } else if (this.count <= 0) {
      code = PACING_REJECT_NO_COUNT;
    } else {
      costTime = this.costTimeOf(acquireCount);
      const expectedTime = costTime + before;
      if (expectedTime <= now) {
        this.latestPassedTimeMs = now;
        code = PACING_PASS_NOW;
        pass = true;
      } else if (expectedTime - now > maxQueueingTimeMs) {
        code = PACING_REJECT_QUEUE_FULL;
      } else {
        this.latestPassedTimeMs += costTime;
        const waitTime = this.latestPassedTimeMs - now;
        if (waitTime > maxQueueingTimeMs) {
          this.latestPassedTimeMs -= costTime;
          code = PACING_REJECT_ROLLED_BACK;
        } else {
          out.waitMs = waitTime > 0 ? waitTime : 0;
          code = PACING_QUEUED;
          pass = true;
        }
      }
    }
    out.pass = pass;
    out.waitNs = 0;
    out.priorityWait = false;
    // What the explain record is built from, only when read (lastDecision): five numbers per decision.
    this.lastCode = code;
    this.lastAcquire = acquireCount;
    this.lastNow = now;
    this.lastBefore = before;
    this.lastCost = costTime;
  }

  /** costTimeFor(acquireCount), remembered for the last acquire count (nearly always the same one). */
  private costTimeOf(acquireCount: number): number {
    if (acquireCount !== this.costAcquire) {
      this.costAcquire = acquireCount;
      this.cost = javaRound((acquireCount / this.count) * 1000);
    }
    return this.cost;
  }
}
