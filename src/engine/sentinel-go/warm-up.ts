/**
 * sentinel-golang's warm-up: `WarmUpTrafficShapingCalculator` (`core/flow` tc_warm_up.go, v1.0.4).
 * A port of Java Sentinel's WarmUpController (src/engine/sentinel/controllers/warm-up.ts explains
 * the geometry), split the Go way: this calculator only says how many tokens are allowed now,
 * and the rule's checker (Reject or Throttling) applies that allowance.
 *
 *   warningToken = uint64(warmUpPeriodSec·threshold / (coldFactor − 1))
 *   maxToken     = warningToken + uint64(2·warmUpPeriodSec·threshold / (1 + coldFactor))
 *   slope        = (coldFactor − 1) / threshold / (maxToken − warningToken)
 *   allowed      = storedTokens ≥ warningToken ? Nextafter(1 / (aboveToken·slope + 1/threshold), +∞) : threshold
 *
 * STARTS COLD. storedTokens and lastFilledTime start at 0 (epoch 0), so the first sync (first
 * call in a new absolute second) "refills" for 54 years and caps at maxToken: the allowance is
 * threshold/coldFactor (one ulp above it) until traffic drains the bucket.
 *
 * TOKEN SYNC (`syncToken(previousQps)`), at most once per absolute second: sec = now − now mod 1000;
 * if sec > lastFilledTime:
 *   coolDownTokens: old < warningToken → old + (sec − lastFilledTime)·threshold/1000 (int64);
 *                   old > warningToken and previousQps < float64(uint32(threshold)/coldFactor) → the same;
 *                   otherwise (busy above the line, or exactly at it) → old;   capped at maxToken
 *   storedTokens = that + int64(−previousQps), clamped at 0;  lastFilledTime = sec
 *
 * WHAT DIFFERS FROM JAVA: previousQps is GetPreviousQPS of the rule's read stat — the sliding window
 * evaluated one bucket (500 ms) ago, divided by the interval in seconds — not the pass count of the
 * previous absolute second (sliding-window-metric.ts). A sync at …1000 therefore deducts the passes
 * in [0, 1000), but one at …1500-ish never happens: the sync runs at the first call of each second,
 * whatever its offset, so a first call at …1600 deducts the passes of [500, 1500). And the checker
 * compares the allowance with the rule's window sum (Reject) or spaces by it (Throttling), where
 * Java compares it with the node's current passQps.
 *
 * Worked example (threshold 10, warmUpPeriodSec 5, coldFactor 3 — sentinel-go-warmup): warningToken
 * 50/2 = 25, maxToken 25 + uint64(100/4) = 50, slope 2/10/25 = 0.008. The first call fills 50 tokens:
 * aboveToken 25, 25·0.008 + 0.1 = 0.30000000000000004 in doubles, 1/that = 3.333333333333333, and
 * Nextafter lifts it one ulp to 3.3333333333333335 = 10/3 (that is what the Nextafter is for), so
 * 3 of 10 pass in that window (the 4th would make 4 > 3.33).
 *
 * HOW WE DIFFER: time passed in (epoch ms); no atomics, so the compare-and-swap always succeeds.
 * Go's float → integer conversions follow amd64 (go-num.ts); storedTokens is exact while maxToken
 * stays below 2^53.
 */
import { nextUp } from '../java';
import { goInt64, goUint32, goUint64 } from './go-num';
import { MetricEventPass } from './leap-array';
import { DefaultWarmUpColdFactor, type SentinelGoFlowRule } from './rule';
import type { ReadStat, WarmUpCalculation, WarmUpSync } from './traffic-shaping';

export class WarmUpTrafficShapingCalculator {
  readonly goType = 'WarmUpTrafficShapingCalculator';
  readonly threshold: number;
  readonly warmUpPeriodInSec: number;
  /** The rule's factor, or the default 3 when it was ≤ 1 (upstream rewrites the rule). */
  readonly coldFactor: number;
  readonly warningToken: number;
  readonly maxToken: number;
  readonly slope: number;
  readonly readOnlyMetric: ReadStat;
  #storedTokens = 0;
  /** Epoch ms; 0 = never synced. */
  #lastFilledTime = 0;

  constructor(rule: SentinelGoFlowRule, readOnlyMetric: ReadStat) {
    const coldFactor = rule.warmUpColdFactor <= 1 ? DefaultWarmUpColdFactor : rule.warmUpColdFactor;
    const period = rule.warmUpPeriodSec;
    const threshold = rule.threshold;
    this.threshold = threshold;
    this.warmUpPeriodInSec = period;
    this.coldFactor = coldFactor;
    this.warningToken = goUint64((period * threshold) / (coldFactor - 1));
    this.maxToken = this.warningToken + goUint64((2 * period * threshold) / (1 + coldFactor));
    this.slope = (coldFactor - 1) / threshold / (this.maxToken - this.warningToken);
    this.readOnlyMetric = readOnlyMetric;
  }

  get storedTokens(): number {
    return this.#storedTokens;
  }
  get lastFilledTime(): number {
    return this.#lastFilledTime;
  }

  calculateAllowedTokens(nowMs: number): WarmUpCalculation {
    const { read: previousWindow, qps: previousQps } = this.readOnlyMetric.readPreviousQPS(MetricEventPass, nowMs);
    const sync = this.#syncToken(previousQps, nowMs);
    const restToken = Math.max(this.#storedTokens, 0);
    const aboveToken = restToken >= this.warningToken ? restToken - this.warningToken : null;
    const allowedTokens =
      aboveToken === null ? this.threshold : nextUp(1.0 / (aboveToken * this.slope + 1.0 / this.threshold));
    return { kind: 'warmUp', previousQps, previousWindow, sync, restToken, aboveToken, allowedTokens };
  }

  #syncToken(passQps: number, nowMs: number): WarmUpSync {
    const currentTimeMs = nowMs - (nowMs % 1000);
    const sync: WarmUpSync = {
      currentTimeMs,
      synced: false,
      lastFilledTimeBeforeMs: this.#lastFilledTime,
      storedTokensBefore: this.#storedTokens,
      coolDown: 'none',
      cooledTokens: this.#storedTokens,
      deductedTokens: 0,
      storedTokensAfter: this.#storedTokens,
    };
    if (currentTimeMs <= this.#lastFilledTime) return sync;
    const cooled = this.#coolDownTokens(currentTimeMs, passQps, sync);
    sync.synced = true;
    sync.cooledTokens = cooled;
    sync.deductedTokens = goInt64(passQps);
    // int64 arithmetic: AddInt64(&storedTokens, int64(-passQps)), then clamp at 0.
    const current = cooled + goInt64(-passQps);
    this.#storedTokens = current < 0 ? 0 : current;
    this.#lastFilledTime = currentTimeMs;
    sync.storedTokensAfter = this.#storedTokens;
    return sync;
  }

  /** int64(float64(old) + (currentTime − lastFilledTime)·threshold/1000) */
  #refilled(oldValue: number, currentTime: number): number {
    return goInt64(oldValue + ((currentTime - this.#lastFilledTime) * this.threshold) / 1000.0);
  }

  #coolDownTokens(currentTime: number, passQps: number, sync: WarmUpSync): number {
    const oldValue = this.#storedTokens;
    let newValue = oldValue;
    if (oldValue < this.warningToken) {
      sync.coolDown = 'belowWarning';
      newValue = this.#refilled(oldValue, currentTime);
    } else if (oldValue > this.warningToken) {
      // float64(uint32(threshold) / coldFactor): integer division of uint32s
      if (passQps < Math.floor(goUint32(this.threshold) / this.coldFactor)) {
        sync.coolDown = 'aboveWarningIdle';
        newValue = this.#refilled(oldValue, currentTime);
      } else sync.coolDown = 'aboveWarningBusy';
    } else sync.coolDown = 'atWarning';
    return newValue <= this.maxToken ? newValue : this.maxToken;
  }
}
