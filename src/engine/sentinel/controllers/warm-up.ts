/**
 * Warm-up ("cold start"): after a quiet period, let the QPS limit climb from count/coldFactor to count.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.controller.WarmUpController` (1.8.9; identical in 1.8.6),
 * the controller a QPS rule with `controlBehavior: 1` (WARM_UP) gets.
 *
 * WHY. A service that has been idle has cold caches, lazy connections, an un-JITted code path. Letting the
 * full `count` QPS in at once can knock it over; a fixed lower limit wastes capacity once it is warm. Guava's
 * SmoothWarmingUp solves this by stretching the interval between permits while the limiter is "cold";
 * Sentinel borrows its geometry but limits a per-second COUNT instead of spacing requests.
 *
 * THE MODEL. A bucket of `storedTokens` measures how cold the system is: it fills while traffic is light and
 * drains by what passed. Few tokens = warm = limit `count`. Above `warningToken` the limit drops along a line:
 *
 *   warningToken = (int)(warmUpPeriodSec·count) / (coldFactor − 1)          (int division)
 *   maxToken     = warningToken + (int)(2·warmUpPeriodSec·count / (1 + coldFactor))
 *   slope        = (coldFactor − 1) / count / (maxToken − warningToken)      (s per request, per token)
 *   interval     = aboveToken·slope + 1/count    (s per request; aboveToken = storedTokens − warningToken)
 *   warning QPS  = Math.nextUp(1 / interval)     (one ulp up: at the line, 1/(1/count) can't land below count)
 *
 *   interval (s per request)
 *   0.15 +                       /   at maxToken: coldFactor/count → 6.67 QPS (cold)
 *        |                   /
 *        |               /           slope 0.001 s per token above the line
 *   0.05 +--------------/            at or below warningToken: 1/count → 20 QPS (warm)
 *        +--------------+-------+--> storedTokens
 *        0             100     200   (count 20, warmUpPeriodSec 10, coldFactor 3)
 *                 warningToken maxToken
 *
 * These are Guava's thresholdPermits, maxPermits and slope with time-per-permit turned into QPS: at maxToken
 * the interval is coldFactor/count, and the trapezoid between the lines takes about warmUpPeriodSec to drain.
 * WORKED EXAMPLE (the reference articles' numbers; a unit test): count 20, 10 s, coldFactor 3 → warningToken
 * (int)200/2 = 100, maxToken 100 + (int)(400/4) = 200, slope 2/20/100 = 0.001. The first check fills the
 * bucket to 200: interval 100·0.001 + 0.05 = 0.15 s, warning QPS 6.67, so 6 requests pass in that second.
 *
 * TOKEN SYNC (`syncToken`), once per whole second, at the first check in it. `sec` = now floored to 1000 ms
 * (absolute), `prev` = (long) node.previousPassQps() = what passed in [sec − 1000, sec):
 *   sec <= lastFilledTime → nothing
 *   refill (coolDownTokens): if old < warningToken, or old > warningToken and prev < (int)count / coldFactor
 *     (a quiet previous second; int division: 20/3 → 6), new = (long)(old + (sec − lastFilledTime)·count/1000);
 *     if old == warningToken exactly, NEITHER branch adds anything;  new = min(new, maxToken)
 *   storedTokens = new − prev, clamped at 0;  lastFilledTime = sec
 * lastFilledTime starts at 0 (epoch 0), so the very first check fills the bucket to maxToken: a cold start.
 *
 * ADMISSION. passQps = (long) node.passQps() is read BEFORE the sync. Then, with restToken = storedTokens:
 *   restToken >= warningToken (>=: at the line itself aboveToken is 0) → pass iff passQps + acquire <= warning QPS
 *   otherwise                                                       → pass iff passQps + acquire <= count
 *
 * SURPRISES (each visible in the traces). The bucket refills only while the previous second was quiet or
 * while it sits below warningToken, so under a steady load above count it settles below the line (82 at count
 * 20) and admits count per second. At exactly warningToken nothing is added: 10 tokens with 15 passes in
 * that second become 10 − 15 → clamped to 0, not −5 or 5 (warmup-token-clamp-zero). After an idle gap the
 * first check refills for the whole gap, so the next burst meets the cold limit again. With count < coldFactor,
 * (int)count/coldFactor is 0 and a bucket above the line never refills (count 2.5: stuck at 13 tokens). count 0
 * gives slope (2/0)/0 = ∞ and 0·∞ = NaN: the warning QPS is NaN and every request is rejected, as in Java.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected SimClock; single-threaded, so the compare-and-set
 * in syncToken always succeeds. Arguments are Java ints except `count` (the rule's double); int arithmetic
 * (including its overflow for absurd count·warmUpPeriodSec) is reproduced with `| 0`.
 */
import type { SimClock } from '../../clock';
import { nextUp as nextUp_EXPORT, toInt, toLong as toLong_EXPORT } from '../../java';
import type { FlowDecision, FlowNode, TrafficShapingController } from '../types';
import { fillTokenSync, newTokenSyncExplain, type TokenSyncExplain } from './token-sync';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const nextUp = nextUp_EXPORT;
const toLong = toLong_EXPORT;

export type { TokenSyncBranch, TokenSyncExplain } from './token-sync';

/** What the last WarmUpController decision computed (reused object). */
export interface WarmUpExplain {
  acquireCount: number;
  /** (long) passQps() read before the sync; NaN for WarmUpRateLimiterController, which does not read it. */
  passQps: number;
  sync: TokenSyncExplain;
  /** storedTokens after the sync. */
  restToken: number;
  /** restToken >= warningToken: the warm-up line applies. */
  warm: boolean;
  /** restToken − warningToken when warm, else 0. */
  aboveToken: number;
  /** nextUp(1 / (aboveToken·slope + 1/count)) when warm, else count: the QPS limit in force. */
  warningQps: number;
  pass: boolean;
}

export class WarmUpController implements TrafficShapingController {
  readonly className: string = 'WarmUpController';
  /** QPS when warm (the rule's `count`). */
  readonly count: number;
  readonly warmUpPeriodSec: number;
  readonly coldFactor: number;
  readonly warningToken: number;
  readonly maxToken: number;
  /** Seconds per request added per token above warningToken. */
  readonly slope: number;
  /** (int)count / coldFactor: above warningToken the bucket refills only if the previous second passed fewer. */
  readonly coolDownQps: number;
  private readonly syncRecord: TokenSyncExplain = newTokenSyncExplain();
  private readonly record: WarmUpExplain = {
    acquireCount: 0,
    passQps: 0,
    sync: this.syncRecord,
    restToken: 0,
    warm: false,
    aboveToken: 0,
    warningQps: 0,
    pass: false,
  };

  protected readonly clock: SimClock;
  protected tokens = 0;
  protected lastFilledMs = 0;
  /** warningQpsAt(memoTokens): the bucket changes at most once a second, so the limit is computed once per level. */
  private memoTokens = NaN;
  private memoQps = 0;
  /**
   * The last decision, as the numbers its explain records are built from (lastSync, lastDecision): the sync's
   * four inputs, and the acquire count and passQps the admission compared.
   */
  protected syncSec = 0;
  protected syncLastFilled = 0;
  protected syncOld = 0;
  protected syncPrev = 0;
  protected lastAcquire = 0;
  protected lastPassQps = 0;

  /** Why Java's constructor would throw (IllegalArgumentException), or null. */
  static constructionError(coldFactor: number): string | null {
    return coldFactor <= 1 ? 'IllegalArgumentException: Cold factor should be larger than 1' : null;
  }

  /** @throws RangeError when coldFactor <= 1, as Java does (Sentinel's config never passes one). */
  constructor(clock: SimClock, count: number, warmUpPeriodSec: number, coldFactor: number) {
    const error = WarmUpController.constructionError(coldFactor);
    if (error !== null) throw new RangeError(`WarmUpController: ${error}`);
    this.clock = clock;
    this.count = count;
    this.warmUpPeriodSec = warmUpPeriodSec;
    this.coldFactor = coldFactor;
    this.warningToken = Math.trunc(toInt(warmUpPeriodSec * count) / (coldFactor - 1));
    this.maxToken = (this.warningToken + toInt((Math.imul(2, warmUpPeriodSec) * count) / (1.0 + coldFactor))) | 0;
    this.slope = (coldFactor - 1.0) / count / ((this.maxToken - this.warningToken) | 0);
    this.coolDownQps = Math.trunc(toInt(count) / coldFactor);
  }

  /** What the last decision's token sync computed (a reused object, rebuilt on each read; shared by both warm-up controllers). */
  get lastSync(): TokenSyncExplain {
    return fillTokenSync(this.syncRecord, this, this.syncSec, this.syncLastFilled, this.syncOld, this.syncPrev);
  }

  /** The second (absolute epoch ms) the last decision's token sync ran in: cheap, for spotting a new second. */
  get lastSyncSecondMs(): number {
    return this.syncSec;
  }

  /** What the last decision computed (a reused object, rebuilt on each read: copy it to keep it). */
  get lastDecision(): WarmUpExplain {
    const limit = this.warningQpsAt(this.tokens);
    return this.fillDecision(this.record, this.lastPassQps, this.lastPassQps + this.lastAcquire <= limit);
  }

  /** Fills the admission fields of `ex` (and its sync record) from what the last decision kept. */
  protected fillDecision<T extends WarmUpExplain>(ex: T, passQps: number, pass: boolean): T {
    fillTokenSync(ex.sync, this, this.syncSec, this.syncLastFilled, this.syncOld, this.syncPrev);
    const restToken = this.tokens;
    const limit = this.warningQpsAt(restToken);
    ex.acquireCount = this.lastAcquire;
    ex.passQps = passQps;
    ex.restToken = restToken;
    ex.warm = restToken >= this.warningToken;
    ex.aboveToken = ex.warm ? restToken - this.warningToken : 0;
    ex.warningQps = limit;
    ex.pass = pass;
    return ex;
  }

  /** The (long) passQps the last decision compared (WarmUpRateLimiterController does not read it: see lastDecision). */
  get lastPassQpsRead(): number {
    return this.lastPassQps;
  }

  /** The QPS limit in force at the bucket's level now: lastDecision's `warningQps`, without building the record. */
  get limitNow(): number {
    return this.limitAt(this.tokens);
  }

  /** The bucket, in tokens (whole numbers); 0 before the first check. */
  get storedTokens(): number {
    return this.tokens;
  }

  /** Absolute epoch ms (a whole second) of the last refill; 0 before the first check. */
  get lastFilledTime(): number {
    return this.lastFilledMs;
  }

  /** The QPS limit the controller applies at this bucket level (pure; for drawing the curve). */
  warningQpsAt(storedTokens: number): number {
    if (storedTokens < this.warningToken) return this.count;
    return nextUp(1.0 / ((storedTokens - this.warningToken) * this.slope + 1.0 / this.count));
  }

  /** warningQpsAt(restToken), memoised (same value; saves the division and nextUp on every request). */
  protected limitAt(restToken: number): number {
    if (restToken !== this.memoTokens) {
      this.memoTokens = restToken;
      this.memoQps = this.warningQpsAt(restToken);
    }
    return this.memoQps;
  }

  /** The interval between requests, in seconds, at this bucket level: aboveToken·slope + 1/count (pure). */
  intervalAt(storedTokens: number): number {
    if (storedTokens < this.warningToken) return 1.0 / this.count;
    return (storedTokens - this.warningToken) * this.slope + 1.0 / this.count;
  }

  canPass(node: FlowNode, acquireCount: number, _prioritized: boolean, out: FlowDecision): void {
    const passQpsD = node.passQps();
    // (long) passQps as syncToken casts its argument (see there): in range, one comparison and a truncation
    const passQps =
      passQpsD < 9007199254740992 && passQpsD > -9007199254740992 ? Math.trunc(passQpsD) : toLong(passQpsD);
    this.syncToken(node.previousPassQps());
    const pass = passQps + acquireCount <= this.limitAt(this.tokens);
    this.lastAcquire = acquireCount;
    this.lastPassQps = passQps;
    out.pass = pass;
    out.waitMs = 0;
    out.waitNs = 0;
    out.priorityWait = false;
  }

  /**
   * Refill (at most once per second) and drain the bucket by `prev` = (long) `previousPassQps`, the previous
   * second's passes. Keeps its inputs for the explain record (token-sync.ts builds it from them with the same
   * formulas). The (long) cast is here, decided by one comparison in the range where truncation is exact (toLong,
   * the same numbers, for the rest): the callers' `toLong(...)` was a call V8 did not always inline, and then its
   * boxed argument was an allocation per request (measured on the peer workload with `--trace-gc`).
   */
  protected syncToken(previousPassQps: number): void {
    const prev =
      previousPassQps < 9007199254740992 && previousPassQps > -9007199254740992
        ? Math.trunc(previousPassQps)
        : toLong(previousPassQps);
    // secondOf (token-sync.ts), written out: when not inlined, its call took epoch ms as a boxed double
    const nowMs = this.clock.currentTimeMillis();
    const sec = nowMs >= 0 ? Math.floor(nowMs / 1000) * 1000 : nowMs - (nowMs % 1000);
    const old = this.tokens;
    const lastFilled = this.lastFilledMs;
    this.syncSec = sec;
    this.syncLastFilled = lastFilled;
    this.syncOld = old;
    this.syncPrev = prev;
    if (sec <= lastFilled) return;
    this.refillAndDrain(sec, lastFilled, old, prev);
  }

  /**
   * The once-a-second part of syncToken, apart so that syncToken stays small where it is inlined into canPass:
   * there V8's inlining budget then still covers the StatisticNode reads, whose calls would otherwise take the
   * epoch-ms time as a boxed double (an allocation per request).
   */
  private refillAndDrain(sec: number, lastFilled: number, old: number, prev: number): void {
    let refilled = old;
    if (old < this.warningToken || (old > this.warningToken && prev < this.coolDownQps)) {
      refilled = toLong(old + ((sec - lastFilled) * this.count) / 1000);
    }
    if (refilled > this.maxToken) refilled = this.maxToken;
    const after = refilled - prev;
    this.tokens = after < 0 ? 0 : after;
    this.lastFilledMs = sec;
  }
}
