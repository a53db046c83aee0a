/**
 * The per-value token bucket of a QPS hot-parameter rule: `ParamFlowChecker.passDefaultLocalCheck`
 * (Sentinel 1.8.9).
 *
 * THE MODEL. Each value has a bucket {lastAddTokenTime, restQps}. `tokenCount` is the value's hot item count,
 * else `(long) rule.count`; `maxCount = tokenCount + burstCount`; `D = durationInSec × 1000` ms.
 *
 *   tokenCount == 0        → block (no bucket is ever created)
 *   acquire > maxCount     → block (no bucket is created)
 *   no bucket              → create {now, maxCount − acquire}; pass            ("a full bucket minus acquire")
 *   passTime = now − lastAddTokenTime
 *   passTime > D           → toAdd = floor(passTime × tokenCount / D)          (refill: STRICTLY more than D)
 *                            newQps = toAdd + restQps > maxCount ? maxCount − acquire : restQps + toAdd − acquire
 *                            newQps < 0 → block (bucket unchanged); else bucket = {now, newQps}; pass
 *   else                   → restQps − acquire >= 0 → restQps −= acquire (time unchanged); pass; else block
 *
 * WHY IT SURPRISES. It is not a sliding window and not a continuously refilled bucket: nothing is added until
 * MORE than a whole duration has passed since the last refill, and the refill time is the time of the request
 * that triggered it, so the windows drift with the traffic. With count 5, D 1000 ms: five passes at t, the
 * request at t + 1000 is still blocked, the one at t + 1001 refills. Without burstCount a refill always fills
 * the bucket (toAdd ≥ tokenCount once passTime > D); with burstCount it adds floor(passTime × count / D), capped
 * at maxCount.
 *
 *   tokens
 *   maxCount ┤█                     █
 *            │ █                    ┊█
 *            │  █ ░░░ blocked ░░░   ┊ █
 *          0 ┤───█──────────────────┊──█───▶ time
 *            t0                   t0+D+1   (refill at the first request after t0 + D, not at t0 + D)
 *
 * WORKED EXAMPLE (count 4, burstCount 6, D 1000): t=0 acquire 1 → new bucket, restQps 9; nine more at t=0
 * pass down to 0, the eleventh is short; at t=1500: passTime 1500 > 1000, toAdd = floor(1500 × 4 / 1000) = 6,
 * restQps 0 + 6 − 1 = 5, lastAddTokenTime 1500.
 *
 * A null value (an element of a list argument) gets past the first two checks and then throws at the map,
 * which the caller turns into a pass of the whole request (outcome 'null-element').
 *
 * HOW WE DIFFER FROM UPSTREAM. The clock is passed in; the compare-and-set retry loop collapses to one pass (one
 * thread); the product passTime × tokenCount is computed exactly even above 2^53 (Java `long` division).
 */
import type { DefaultStep } from './decision';
import type { LruCacheMap } from './lru-cache';
import type { JavaValue } from './java-value';
import type { TokenUpdateStatus } from './parameter-metric';

/** `(a × b) / c` in Java long arithmetic (truncating), exact for products beyond 2^53. */
export function longMulDiv(a: number, b: number, c: number): number {
  const p = a * b;
  if (Math.abs(p) < Number.MAX_SAFE_INTEGER) return Math.trunc(p / c);
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

export interface DefaultCheckInput {
  readonly nowMs: number;
  /** null: an element of a list/array that is null (the map will throw NullPointerException). */
  readonly value: JavaValue;
  readonly key: string;
  readonly acquire: number;
  readonly tokenCount: number;
  readonly hotItemCount: number | null;
  readonly burstCount: number;
  readonly durationInSec: number;
}

type Bucket = { readonly lastAddTokenTime: number; readonly restQps: number } | null;

/** One record shape for every outcome (a literal with all fields: cheap to build, monomorphic to read). */
function record(
  c: DefaultCheckInput,
  maxCount: number,
  outcome: DefaultStep['outcome'],
  pass: boolean,
  before: Bucket,
  passTimeMs: number | null,
  toAddCount: number | null,
  after: Bucket,
  newQps: number | null = null,
): DefaultStep {
  return {
    path: 'default',
    value: c.value,
    hotItemCount: c.hotItemCount,
    nowMs: c.nowMs,
    acquire: c.acquire,
    tokenCount: c.tokenCount,
    maxCount,
    durationMs: c.durationInSec * 1000,
    outcome,
    pass,
    before,
    passTimeMs,
    toAddCount,
    after,
    newQps,
  };
}

/** Runs the check on `buckets` (mutating it as Sentinel would) and returns what it did. */
export function passDefaultLocalCheck(buckets: LruCacheMap<TokenUpdateStatus>, c: DefaultCheckInput): DefaultStep {
  const maxCount = c.tokenCount + c.burstCount;
  const durationMs = c.durationInSec * 1000;
  if (c.tokenCount === 0) return record(c, maxCount, 'token-count-zero', false, null, null, null, null);
  if (c.acquire > maxCount) return record(c, maxCount, 'acquire-over-max', false, null, null, null, null);
  // putIfAbsent(null, …) throws NullPointerException; passLocalCheck swallows it and passes the request
  if (c.value === null) return record(c, maxCount, 'null-element', true, null, null, null, null);

  const fresh: TokenUpdateStatus = { value: c.value, lastAddTokenTime: c.nowMs, restQps: maxCount - c.acquire };
  const b = buckets.putIfAbsent(c.key, fresh);
  if (b === undefined) return record(c, maxCount, 'new-bucket', true, null, null, null, snapshot(fresh));
  const before = snapshot(b);
  const passTimeMs = c.nowMs - b.lastAddTokenTime;
  if (passTimeMs > durationMs) {
    const toAddCount = longMulDiv(passTimeMs, c.tokenCount, durationMs);
    const newQps = toAddCount + b.restQps > maxCount ? maxCount - c.acquire : b.restQps + toAddCount - c.acquire;
    if (newQps < 0) return record(c, maxCount, 'refill-short', false, before, passTimeMs, toAddCount, before, newQps);
    b.lastAddTokenTime = c.nowMs;
    b.restQps = newQps;
    return record(c, maxCount, 'refill', true, before, passTimeMs, toAddCount, snapshot(b), newQps);
  }
  const newQps = b.restQps - c.acquire;
  if (newQps < 0) return record(c, maxCount, 'short', false, before, passTimeMs, null, before, newQps);
  b.restQps = newQps;
  return record(c, maxCount, 'take', true, before, passTimeMs, null, snapshot(b), newQps);
}

function snapshot(b: TokenUpdateStatus): { lastAddTokenTime: number; restQps: number } {
  return { lastAddTokenTime: b.lastAddTokenTime, restQps: b.restQps };
}
