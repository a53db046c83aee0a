/**
 * How long until a bandwidth could give `tokens`: Bucket4j's
 * `calculateDelayNanosAfterWillBePossibleToConsume` and `calculateFullRefillingTime`, per
 * bandwidth (`BucketState64BitsInteger`, 8.19.0). The bucket takes the maximum over its
 * bandwidths. `Long.MAX_VALUE` means "never" (more than the capacity, or an overflow).
 *
 * Greedy: the deficit in token·ns minus what is already earned (roundingError), divided by the
 * rate: (refillPeriodNanos·deficit − roundingError) / refillTokens, truncated. E.g. 10 per 1000
 * ms with 5e8 token·ns carried and a deficit of 1: (1e9 − 5e8) / 10 = 50 ms. The truncation makes
 * the wait up to 1 ns short: at 3 per second a token is due after 333333333.3 ns, the probe says
 * 333333333, and a tryConsume exactly then is still refused (it passes 1 ns later).
 *
 * Intervally: tokens only arrive at grid points, so the wait is "until the next refill"
 * (lastRefill + period − now) plus whole periods for whatever one refill does not cover:
 * deficit ≤ refillTokens → the next refill; < 2·refillTokens → one period more; else
 * ceil((deficit − refillTokens) / refillTokens) periods more.
 */
import type { Bandwidth } from './bandwidth';
import type { BandwidthState } from './refill';
import { doubleToLong, LONG_MAX_VALUE, multiplyExactOrReturnMaxValue, toDouble, wrapLong } from './long-math';

/**
 * exceedsCapacity: tokens > capacity under the capacity check → never;
 * available: currentSize already covers it → 0; overflow: the deficit wrapped → never;
 * greedy / intervally: computed as in the header (greedyDouble: the product overflowed, in doubles).
 */
export type DelayPath = 'exceedsCapacity' | 'available' | 'overflow' | 'greedy' | 'greedyDouble' | 'intervally';

export interface DelayRecord {
  path: DelayPath;
  /** Tokens missing (0 when not computed). */
  deficit: bigint;
  delayNanos: bigint;
}

function greedyDelay(bandwidth: Bandwidth, state: BandwidthState, deficit: bigint): DelayRecord {
  const { refillPeriodNanos, refillTokens } = bandwidth;
  const divided = multiplyExactOrReturnMaxValue(refillPeriodNanos, deficit);
  if (divided === LONG_MAX_VALUE) {
    const delayNanos = doubleToLong((toDouble(deficit) / toDouble(refillTokens)) * toDouble(refillPeriodNanos));
    return { path: 'greedyDouble', deficit, delayNanos };
  }
  return { path: 'greedy', deficit, delayNanos: wrapLong(divided - state.roundingError) / refillTokens };
}

function intervalDelay(
  bandwidth: Bandwidth,
  state: BandwidthState,
  deficit: bigint,
  currentTimeNanos: bigint,
): DelayRecord {
  const { refillPeriodNanos, refillTokens } = bandwidth;
  const timeOfNextRefillNanos = wrapLong(state.lastRefillTimeNanos + refillPeriodNanos);
  const waitForNextRefillNanos = wrapLong(timeOfNextRefillNanos - currentTimeNanos);
  if (deficit <= refillTokens) return { path: 'intervally', deficit, delayNanos: waitForNextRefillNanos };
  const rest = deficit - refillTokens;
  if (rest < refillTokens) {
    return { path: 'intervally', deficit, delayNanos: wrapLong(waitForNextRefillNanos + refillPeriodNanos) };
  }
  const deficitPeriods = rest / refillTokens + (rest % refillTokens === 0n ? 0n : 1n);
  let deficitNanos = multiplyExactOrReturnMaxValue(deficitPeriods, refillPeriodNanos);
  if (deficitNanos === LONG_MAX_VALUE) return { path: 'overflow', deficit, delayNanos: LONG_MAX_VALUE };
  deficitNanos = wrapLong(deficitNanos + waitForNextRefillNanos);
  if (deficitNanos < 0n) return { path: 'overflow', deficit, delayNanos: LONG_MAX_VALUE };
  return { path: 'intervally', deficit, delayNanos: deficitNanos };
}

/** The per-bandwidth `calculateDelayNanosAfterWillBePossibleToConsume`. */
export function delayToConsume(
  bandwidth: Bandwidth,
  state: BandwidthState,
  tokens: bigint,
  currentTimeNanos: bigint,
  checkTokensToConsumeShouldBeLessThenCapacity: boolean,
): DelayRecord {
  if (checkTokensToConsumeShouldBeLessThenCapacity && tokens > bandwidth.capacity) {
    return { path: 'exceedsCapacity', deficit: 0n, delayNanos: LONG_MAX_VALUE };
  }
  if (tokens <= state.currentSize) return { path: 'available', deficit: 0n, delayNanos: 0n };
  const deficit = wrapLong(tokens - state.currentSize);
  if (deficit <= 0n) return { path: 'overflow', deficit, delayNanos: LONG_MAX_VALUE };
  return bandwidth.refillIntervally
    ? intervalDelay(bandwidth, state, deficit, currentTimeNanos)
    : greedyDelay(bandwidth, state, deficit);
}

/** The per-bandwidth `calculateFullRefillingTime`: ns until currentSize is back at capacity. */
export function fullRefillingTime(bandwidth: Bandwidth, state: BandwidthState, currentTimeNanos: bigint): DelayRecord {
  if (state.currentSize >= bandwidth.capacity) return { path: 'available', deficit: 0n, delayNanos: 0n };
  const deficit = wrapLong(bandwidth.capacity - state.currentSize);
  return bandwidth.refillIntervally
    ? intervalDelay(bandwidth, state, deficit, currentTimeNanos)
    : greedyDelay(bandwidth, state, deficit);
}
