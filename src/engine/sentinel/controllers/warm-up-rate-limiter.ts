/**
 * Warm-up + pacing: requests are spaced evenly, and the spacing shrinks from cold to warm.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.controller.WarmUpRateLimiterController` (1.8.9; identical
 * in 1.8.6), the controller a QPS rule with `controlBehavior: 3` (WARM_UP_RATE_LIMITER) gets.
 *
 * WHAT IT DOES. It is WarmUpController's token bucket (warm-up.ts: warningToken, maxToken, slope, the
 * once-per-second syncToken fed by previousPassQps) driving RateLimiterController's queue (rate-limiter.ts).
 * Instead of limiting how many pass per second, it turns the warm-up QPS into a gap between requests:
 *
 *   restToken >= warningToken:  warmingQps = Math.nextUp(1 / (aboveToken·slope + 1/count))
 *                               costTime   = Math.round(acquire / warmingQps * 1000)    ms
 *   otherwise:                  costTime   = Math.round(acquire / count * 1000)         ms
 *
 * then the pacing step, in whole ms, with latestPassedTime starting at -1:
 *   expectedTime = latestPassedTime + costTime;  expectedTime <= now → pass at once, latestPassedTime = now
 *   wait = expectedTime − now > maxQueueingTimeMs → reject;  else latestPassedTime += costTime, re-check
 *   (roll back and reject if it fails), pass after the wait.
 *
 * WHY. WarmUpController admits the per-second quota in a burst at the start of each second; a cold service
 * gets fewer requests, but still all at once. Pacing spreads them, which is what warming up is for.
 *
 * WORKED EXAMPLE (count 20, warmUpPeriodSec 10, coldFactor 3 → warningToken 100, maxToken 200, slope 0.001).
 * The first check fills the bucket to 200: aboveToken 100, interval 100·0.001 + 0.05 = 0.15 s, so the gap is
 * Math.round(1 / 6.666… · 1000) = 150 ms; fully warm (below 100 tokens) it is Math.round(1/20·1000) = 50 ms.
 * With maxQueueingTimeMs 500 and requests every 33 ms from cold: waits 0, 117, 234, 350, 467, then rejected
 * (the next slot is 600 ms away). `acquire` scales the cost on both sides of the line: acquire 3 warm = 150 ms.
 *
 *   gap (ms)
 *   150 |                 /        cost falls as the bucket drains, one step per second
 *       |               /          (tokens only change at the first check of each second)
 *    50 |-------------/
 *       +-------------+------+--> storedTokens
 *       0            100    200
 *
 * SURPRISES. All in whole ms: unlike ThrottlingController there is no nanosecond mode, so counts that do not
 * divide 1000 round their gap (count 3: 333 ms) and counts ≥ ~667 pace at 1 ms or 0 ms when warm, exactly like
 * 1.8.6's RateLimiterController. The division comes before the multiplication by 1000, exactly as upstream
 * writes it: `acquire * 1000 / warmingQps` can round differently (count 1000, 1250 tokens above the line,
 * acquire 3: 5 ms here, 4 ms the other way). It never reads passQps, and it has no "acquire <= 0" or
 * "count <= 0" guard: at count 0, 0·∞ makes warmingQps NaN, Math.round(NaN) is 0, and everything passes
 * (whereas WarmUpController at count 0 rejects everything).
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected SimClock; the wait is written into the
 * FlowDecision (`waitMs`) instead of slept. Like upstream this class extends WarmUpController and reuses its
 * syncToken; its `lastDecision` adds the pacing step (`passQps` is NaN there because it is not read).
 */
import type { SimClock } from '../../clock';
import { javaRound as javaRound_EXPORT } from '../../java';
import type { FlowDecision, FlowNode } from '../types';
import {
  fillPacingExplain,
  newPacingExplain,
  PACING_PASS_NOW as PACING_PASS_NOW_EXPORT,
  PACING_QUEUED as PACING_QUEUED_EXPORT,
  PACING_REJECT_QUEUE_FULL as PACING_REJECT_QUEUE_FULL_EXPORT,
  PACING_REJECT_ROLLED_BACK as PACING_REJECT_ROLLED_BACK_EXPORT,
  type PacingExplain,
} from './rate-limiter';
import { newTokenSyncExplain } from './token-sync';
import { WarmUpController, type WarmUpExplain } from './warm-up';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const javaRound = javaRound_EXPORT;
const PACING_PASS_NOW: number = PACING_PASS_NOW_EXPORT;
const PACING_QUEUED: number = PACING_QUEUED_EXPORT;
const PACING_REJECT_QUEUE_FULL: number = PACING_REJECT_QUEUE_FULL_EXPORT;
const PACING_REJECT_ROLLED_BACK: number = PACING_REJECT_ROLLED_BACK_EXPORT;

/** What the last WarmUpRateLimiterController decision computed (reused object). */
export interface WarmUpRateLimiterExplain extends WarmUpExplain {
  pacing: PacingExplain;
}

export class WarmUpRateLimiterController extends WarmUpController {
  override readonly className: string = 'WarmUpRateLimiterController';
  /** Always false: this controller works in whole milliseconds. */
  readonly useNanoSeconds: boolean = false;
  /** The longest wait a request may be given (the rule's `maxQueueingTimeMs`). */
  readonly maxQueueingTimeMs: number;
  private readonly pacingRecord: WarmUpRateLimiterExplain = {
    acquireCount: 0,
    passQps: NaN,
    sync: newTokenSyncExplain(),
    restToken: 0,
    warm: false,
    aboveToken: 0,
    warningQps: 0,
    pass: false,
    pacing: newPacingExplain('ms'),
  };

  private latestPassedTimeMs = -1;
  /** costTimeOf's memo: the acquire count and QPS it was computed for (NaN: none yet) and the cost. */
  private costAcquire = NaN;
  private costQps = NaN;
  private cost = 0;
  /** The pacing step's outcome code and the state and cost it started from (see lastDecision). */
  private lastCode = PACING_PASS_NOW;
  private lastNow = 0;
  private lastBefore = -1;
  private lastCost = 0;

  /** @throws RangeError when coldFactor <= 1, as Java does. */
  constructor(clock: SimClock, count: number, warmUpPeriodSec: number, maxQueueingTimeMs: number, coldFactor: number) {
    super(clock, count, warmUpPeriodSec, coldFactor);
    this.maxQueueingTimeMs = maxQueueingTimeMs;
  }

  /** Epoch ms at which the last admitted request was scheduled to pass; -1 before the first one. */
  get latestPassedTime(): number {
    return this.latestPassedTimeMs;
  }

  /** What the last decision computed (a reused object, rebuilt on each read: copy it to keep it). */
  override get lastDecision(): WarmUpRateLimiterExplain {
    const code = this.lastCode;
    const pass = code === PACING_PASS_NOW || code === PACING_QUEUED;
    const ex = this.fillDecision(this.pacingRecord, NaN, pass);
    this.fillPacing(ex.pacing);
    return ex;
  }

  /** The pacing step of the last decision alone (lastDecision.pacing, without rebuilding the warm-up half). */
  get lastPacing(): PacingExplain {
    return this.fillPacing(this.pacingRecord.pacing);
  }

  private fillPacing(p: PacingExplain): PacingExplain {
    fillPacingExplain(
      p,
      this.lastCode,
      this.lastAcquire,
      this.lastNow,
      this.lastBefore,
      this.latestPassedTimeMs,
      this.lastCost,
      this.maxQueueingTimeMs,
    );
    return p;
  }

  /** The gap, in ms, a request of `acquireCount` permits needs when the bucket holds `storedTokens` (pure). */
  costTimeAt(storedTokens: number, acquireCount = 1): number {
    return javaRound((acquireCount / this.warningQpsAt(storedTokens)) * 1000);
  }

  override canPass(node: FlowNode, acquireCount: number, _prioritized: boolean, out: FlowDecision): void {
    this.syncToken(node.previousPassQps());
    const now = this.clock.currentTimeMillis();
    // warmingQps = nextUp(1 / (aboveToken·slope + 1/count)) at or above warningToken, else count
    const costTime = this.costTimeOf(acquireCount, this.limitAt(this.tokens));
    const before = this.latestPassedTimeMs;
    const expectedTime = costTime + before;
    let code: number;
    let waitMs = 0;
    if (expectedTime <= now) {
      this.latestPassedTimeMs = now;
      code = PACING_PASS_NOW;
    } else if (expectedTime - now > this.maxQueueingTimeMs) {
      code = PACING_REJECT_QUEUE_FULL;
    } else {
      this.latestPassedTimeMs += costTime;
      const waitTime = this.latestPassedTimeMs - now;
      if (waitTime > this.maxQueueingTimeMs) {
        this.latestPassedTimeMs -= costTime;
        code = PACING_REJECT_ROLLED_BACK;
      } else {
        code = PACING_QUEUED;
        waitMs = waitTime > 0 ? waitTime : 0;
      }
    }
    out.pass = code === PACING_PASS_NOW || code === PACING_QUEUED;
    out.waitMs = waitMs;
    out.waitNs = 0;
    out.priorityWait = false;
    // What the explain record is built from, only when read (lastDecision).
    this.lastAcquire = acquireCount;
    this.lastCode = code;
    this.lastNow = now;
    this.lastBefore = before;
    this.lastCost = costTime;
  }

  /** Math.round(acquire / warmingQps * 1000), remembered for the last (acquire, QPS): both change rarely. */
  private costTimeOf(acquireCount: number, qps: number): number {
    if (acquireCount !== this.costAcquire || qps !== this.costQps) {
      this.costAcquire = acquireCount;
      this.costQps = qps;
      this.cost = javaRound((acquireCount / qps) * 1000);
    }
    return this.cost;
  }
}
