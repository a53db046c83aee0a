/**
 * The two halves of a sentinel-golang traffic-shaping controller (`core/flow`
 * traffic_shaping.go, v1.0.4) and the records they return. A controller first asks its
 * calculator how many tokens are allowed (`CalculateAllowedTokens`: the threshold, or WarmUp's
 * lower rate while cold), then asks its checker whether this batch fits that allowance
 * (`DoCheck`: Reject against the window's pass sum, or Throttling's spacing). Four of the six
 * upstream pairs are modelled: Direct/WarmUp × Reject/Throttling.
 */
import type { MetricEvent } from './leap-array';
import type { WindowRead } from './sliding-window-metric';

/** `base.ReadStat`, the parts flow control reads. */
export interface ReadStat {
  readSum(event: MetricEvent, nowMs: number): WindowRead;
  /** `readSum(event, nowMs).sum`, without building the read (the record-free `allow` path). */
  sumOf(event: MetricEvent, nowMs: number): number;
  readPreviousQPS(event: MetricEvent, nowMs: number): { read: WindowRead; qps: number };
}

function emptyRead(nowMs: number): WindowRead {
  return { timeMs: nowMs, rangeStartMs: nowMs, rangeEndMs: nowMs, buckets: [], sum: 0 };
}

/** `base.NopReadStat()`: always 0 (Direct + Throttling). */
export const nopReadStat: ReadStat = {
  readSum: (_event, nowMs) => emptyRead(nowMs),
  sumOf: () => 0,
  readPreviousQPS: (_event, nowMs) => ({ read: emptyRead(nowMs), qps: 0 }),
};

export interface DirectCalculation {
  kind: 'direct';
  allowedTokens: number;
}

export interface WarmUpSync {
  /** The second-aligned instant (epoch ms) the sync ran for. */
  currentTimeMs: number;
  /** false: not a new second since lastFilledTime, nothing changed. */
  synced: boolean;
  lastFilledTimeBeforeMs: number;
  storedTokensBefore: number;
  /** Which coolDownTokens branch ran: refill below the warning line, refill above it while idle, or none. */
  coolDown: 'belowWarning' | 'aboveWarningIdle' | 'aboveWarningBusy' | 'atWarning' | 'none';
  /** coolDownTokens' result (capped at maxToken), before the passQps deduction. */
  cooledTokens: number;
  /** int64(passQps), subtracted after the cool-down. */
  deductedTokens: number;
  storedTokensAfter: number;
}

export interface WarmUpCalculation {
  kind: 'warmUp';
  /** GetPreviousQPS(pass): the window one bucket ago, as a rate. */
  previousQps: number;
  previousWindow: WindowRead;
  sync: WarmUpSync;
  /** storedTokens after the sync, clamped at 0. */
  restToken: number;
  /** restToken − warningToken when at or above the warning line, else null (threshold applies). */
  aboveToken: number | null;
  allowedTokens: number;
}

export type Calculation = DirectCalculation | WarmUpCalculation;

export interface RejectCheck {
  kind: 'reject';
  /** float64(GetSum(pass)) over the rule's window. */
  curCount: number;
  window: WindowRead;
  threshold: number;
  blocked: boolean;
}

/**
 * batchCountZero / thresholdNotPositive / batchAboveThreshold: the early exits;
 * expired: lastPassedTime + interval ≤ now, passes and sets lastPassedTime = now;
 * queued: waits `waitNs`; exceedsMaxQueueing: blocked.
 */
export type ThrottlingOutcome =
  'batchCountZero' | 'thresholdNotPositive' | 'batchAboveThreshold' | 'expired' | 'queued' | 'exceedsMaxQueueing';

export interface ThrottlingCheck {
  kind: 'throttling';
  outcome: ThrottlingOutcome;
  threshold: number;
  /** now, in ns since the checker's origin (`ThrottlingChecker.originNanos`, epoch ns). */
  curNs: number;
  /** ceil(batch / threshold · statIntervalNs), ns (0 for the early exits). */
  intervalNs: number;
  /** lastPassedTime in ns since the origin; null = upstream's initial 0 (never passed). */
  lastPassedTimeBeforeNs: number | null;
  lastPassedTimeAfterNs: number | null;
  /** lastPassedTime + intervalNs − now as estimated (ns); 0 for the early exits and a fresh pass. */
  estimatedQueueingDurationNs: number;
  /** What the slot sleeps (ns), ≥ 0. */
  waitNs: number;
}

export type Check = RejectCheck | ThrottlingCheck;

/** `base.TokenResult`, reduced to what the slot acts on. */
export interface TokenResult {
  status: 'pass' | 'blocked' | 'shouldWait';
  /** blocked only: `BlockError.BlockMsg()` ("" when the result carries no message). */
  blockMsg: string | null;
  waitNs: number;
}
