/**
 * Pacing as Sentinel 1.8.7+ does it, in milliseconds or, when milliseconds are too coarse, in nanoseconds.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.controller.ThrottlingController` (1.8.9), the controller
 * a QPS rule with `controlBehavior: 2` (RATE_LIMITER) gets since 1.8.7.
 *
 * WHAT IT DOES. The same pacing as the old RateLimiterController (read rate-limiter.ts first): admitted
 * requests are spaced `costTime` apart, an early request waits for its slot, and a request whose wait would
 * exceed `maxQueueingTimeMs` is rejected. State: `latestPassedTime`, the scheduled pass time of the last
 * admitted request, starting at -1 ("long ago"). The node's statistics are never read.
 *
 * WHY A NEW CLASS. The old one rounded costTime to whole ms: count 3 paced at 333 ms, count 2000 at 1 ms
 * (~1000 QPS), count 3000 at 0 ms (no limit at all). ThrottlingController keeps the ms arithmetic when a whole
 * number of ms is exact and switches to nanoseconds otherwise:
 *   useNanoSeconds = 1000 % Math.round(count) != 0  ||  count / 1000 > 1      (decided once, at construction)
 *   ms mode: costTime = Math.round(1000 * acquire / count)            ms;  now = currentTimeMillis()
 *   ns mode: costTime = Math.round(1e6 * 1000 * acquire / count)      ns;  now = nanoTime()
 * So count 8, 10, 20, 25, 1000 stay in ms (cost 125, 100, 50, 40, 1 ms) while count 3, 7, 1500, 2000 use ns
 * (cost 333 333 333, 142 857 143, 666 667, 500 000 ns). Note the different order of operations from 1.8.6
 * (multiply first, then divide). In ns mode `latestPassedTime` is on the nano clock, not epoch ms.
 *
 * THE STEP (in the chosen unit; maxQueueingTime = maxQueueingTimeMs, ×1e6 in ns mode):
 *   acquire <= 0 → pass;  count <= 0 → reject
 *   expectedTime = latestPassedTime + costTime
 *   expectedTime <= now → pass at once, latestPassedTime = now
 *   wait = expectedTime − now > maxQueueingTime → reject (a wait EQUAL to the limit is accepted)
 *   else latestPassedTime += costTime; re-check (roll back and reject if the wait now exceeds the limit —
 *        only a concurrent caller could make that differ from the first check); pass after the wait.
 *
 *   worked example, count 3, maxQueueingTimeMs 1000, five requests in the same ms (ns mode):
 *     #1 wait 0            latestPassedTime = now
 *     #2 wait 333 333 333 ns  (waitMs 333)     #3 666 666 666 ns (666)     #4 999 999 999 ns (999)
 *     #5 would wait 1 333 333 332 ns > 1e9 → rejected
 *   count 2000, same ms: the cost is 500 000 ns, so two requests fit in each millisecond (1.8.6: one).
 *
 * SURPRISES. The ns-mode test rounds `count` first: count 999.6 rounds to 1000, divides 1000, and stays in ms
 * mode with a 1 ms cost. A count in (0, 0.5) rounds to 0 and Java's `1000 % 0` throws ArithmeticException
 * inside the constructor, so Sentinel fails to load the rule; we throw too (see `constructionError`).
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected SimClock (`currentTimeMillis()`, or `nanoTime()`
 * which, as in the traces, does not advance inside a millisecond). Instead of sleeping, the wait is written
 * into the FlowDecision: `waitNs` exact and `waitMs = floor(waitNs / 1e6)` in ns mode; `waitMs` in ms mode.
 * `statDurationMs` is fixed at 1000 (FlowRuleUtil always uses the 2-argument constructor).
 */
import type { SimClock } from '../../clock';
import { javaRound as javaRound_EXPORT } from '../../java';
import type { FlowDecision, FlowNode, TrafficShapingController } from '../types';
import {
  fillPacingExplain,
  newPacingExplain,
  PACING_PASS_NO_ACQUIRE as PACING_PASS_NO_ACQUIRE_EXPORT,
  PACING_PASS_NOW as PACING_PASS_NOW_EXPORT,
  PACING_QUEUED as PACING_QUEUED_EXPORT,
  PACING_REJECT_NO_COUNT as PACING_REJECT_NO_COUNT_EXPORT,
  PACING_REJECT_QUEUE_FULL as PACING_REJECT_QUEUE_FULL_EXPORT,
  PACING_REJECT_ROLLED_BACK as PACING_REJECT_ROLLED_BACK_EXPORT,
  type PacingExplain,
} from './rate-limiter';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const javaRound = javaRound_EXPORT;
const PACING_PASS_NO_ACQUIRE: number = PACING_PASS_NO_ACQUIRE_EXPORT;
const PACING_PASS_NOW: number = PACING_PASS_NOW_EXPORT;
const PACING_QUEUED: number = PACING_QUEUED_EXPORT;
const PACING_REJECT_NO_COUNT: number = PACING_REJECT_NO_COUNT_EXPORT;
const PACING_REJECT_QUEUE_FULL: number = PACING_REJECT_QUEUE_FULL_EXPORT;
const PACING_REJECT_ROLLED_BACK: number = PACING_REJECT_ROLLED_BACK_EXPORT;

const MS_TO_NS = 1_000_000;

export class ThrottlingController implements TrafficShapingController {
  readonly className: string = 'ThrottlingController';
  /** The window `count` refers to; always 1000 ms for flow rules. */
  readonly statDurationMs = 1000;
  /** Permits per `statDurationMs` (the rule's `count`). */
  readonly count: number;
  /** The longest wait a request may be given (the rule's `maxQueueingTimeMs`). */
  readonly maxQueueingTimeMs: number;
  /** Whether costs, waits and `latestPassedTime` are in nanoseconds. */
  readonly useNanoSeconds: boolean;
  private readonly record: PacingExplain;

  private readonly clock: SimClock;
  /** maxQueueingTimeMs in the controller's unit. */
  private readonly maxQueueingTime: number;
  private latestPassed = -1;
  /** costTimeOf's memo: the acquire count it was computed for (NaN: none yet) and the cost. */
  private costAcquire = NaN;
  private cost = 0;
  /** The last decision, as the few numbers its explain record is built from (see lastDecision). */
  private lastCode = PACING_PASS_NO_ACQUIRE;
  private lastAcquire = 0;
  private lastNow = 0;
  private lastBefore = -1;
  private lastCost = 0;

  /**
   * Why Java's constructor would throw for these arguments (and Sentinel would fail to load the rule), or
   * null. FlowRuleUtil's validity check already rejects count < 0 and maxQueueingTimeMs <= 0, so in practice
   * only a count in (0, 0.5) gets here: Math.round(count) is 0 and `1000 % 0` throws.
   */
  static constructionError(count: number, maxQueueingTimeMs: number): string | null {
    if (!(count >= 0)) return 'IllegalArgumentException: maxCountPerStat should be >= 0';
    if (!(maxQueueingTimeMs >= 0)) return 'IllegalArgumentException: queueingTimeoutMs should be >= 0';
    if (count > 0 && javaRound(count) === 0) return 'ArithmeticException: / by zero (1000 % Math.round(count))';
    return null;
  }

  /** @throws RangeError when Java's constructor throws (see `constructionError`). */
  constructor(clock: SimClock, count: number, maxQueueingTimeMs: number) {
    const error = ThrottlingController.constructionError(count, maxQueueingTimeMs);
    if (error !== null) throw new RangeError(`ThrottlingController(count ${count}): ${error}`);
    this.clock = clock;
    this.count = count;
    this.maxQueueingTimeMs = maxQueueingTimeMs;
    this.useNanoSeconds =
      count > 0 && (this.statDurationMs % javaRound(count) !== 0 || count / this.statDurationMs > 1);
    this.maxQueueingTime = this.useNanoSeconds ? maxQueueingTimeMs * MS_TO_NS : maxQueueingTimeMs;
    this.record = newPacingExplain(this.useNanoSeconds ? 'ns' : 'ms');
  }

  /**
   * What the last decision computed (times in `useNanoSeconds ? 'ns' : 'ms'`): a reused object rebuilt on each
   * read from what the decision kept; copy it to keep it.
   */
  get lastDecision(): PacingExplain {
    return fillPacingExplain(
      this.record,
      this.lastCode,
      this.lastAcquire,
      this.lastNow,
      this.lastBefore,
      this.latestPassed,
      this.lastCost,
      this.maxQueueingTime,
    );
  }

  /** Scheduled pass time of the last admitted request: epoch ms, or simulated nanoTime in ns mode; -1 at first. */
  get latestPassedTime(): number {
    return this.latestPassed;
  }

  /** The gap a request of `acquireCount` permits needs, in the controller's unit (ns in ns mode). */
  costTimeFor(acquireCount = 1): number {
    return this.useNanoSeconds
      ? javaRound((MS_TO_NS * this.statDurationMs * acquireCount) / this.count)
      : javaRound((this.statDurationMs * acquireCount) / this.count);
  }

  canPass(_node: FlowNode, acquireCount: number, _prioritized: boolean, out: FlowDecision): void {
    const ns = this.useNanoSeconds;
    const now = ns ? this.clock.nanoTime() : this.clock.currentTimeMillis();
    const before = this.latestPassed;
    const maxQueueingTime = this.maxQueueingTime;
    let costTime = 0;
    let code: number;
    let pass = false;
    out.waitNs = 0;
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
        this.latestPassed = now;
        code = PACING_PASS_NOW;
        pass = true;
      } else if (expectedTime - now > maxQueueingTime) {
        code = PACING_REJECT_QUEUE_FULL;
      } else {
        this.latestPassed += costTime;
        const waitTime = this.latestPassed - now;
        if (waitTime > maxQueueingTime) {
          this.latestPassed -= costTime;
          code = PACING_REJECT_ROLLED_BACK;
        } else {
          code = PACING_QUEUED;
          pass = true;
          if (waitTime > 0) {
            if (ns) {
              out.waitNs = waitTime;
              out.waitMs = Math.floor(waitTime / MS_TO_NS);
            } else {
              out.waitMs = waitTime;
            }
          }
        }
      }
    }
    out.pass = pass;
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
      this.cost = this.costTimeFor(acquireCount);
    }
    return this.cost;
  }
}
