/**
 * The warm-up curves, drawn from the constants the engine reported (never re-derived from
 * the rule): the line a reader finds in the Java class comments.
 *
 *   Sentinel WarmUpController:  interval(tokens) = 1/count + max(0, tokens − warningToken) · slope   (s)
 *   Guava SmoothWarmingUp:      permitsToTime(p) = stableInterval + max(0, p − thresholdPermits) · slope   (µs)
 */
import type { LimiterResult } from '../../engine/sim/result';

export interface WarmCurve {
  family: 'sentinel' | 'guava';
  /** x axis: stored tokens (Sentinel) or stored permits (Guava) */
  xName: 'storedTokens' | 'storedPermits';
  unit: 'tokens' | 'permits';
  /** where the slope starts and where the bucket is full */
  knee: { name: string; value: number };
  full: { name: string; value: number };
  /** interval at x, in ms */
  intervalMs(x: number): number;
}

function finite(...xs: (number | undefined)[]): boolean {
  return xs.every((x) => typeof x === 'number' && Number.isFinite(x));
}

export function warmCurve(lim: LimiterResult): WarmCurve | null {
  const c = lim.constants;
  if (lim.kind === 'sentinel-warm-up' || lim.kind === 'sentinel-warm-up-rate-limiter') {
    const { count, warningToken, maxToken, slope } = c;
    if (!finite(count, warningToken, maxToken, slope) || count <= 0) return null;
    return {
      family: 'sentinel',
      xName: 'storedTokens',
      unit: 'tokens',
      knee: { name: 'warningToken', value: warningToken },
      full: { name: 'maxToken', value: maxToken },
      intervalMs: (t) => (1 / count + Math.max(0, t - warningToken) * slope) * 1000,
    };
  }
  if (lim.kind === 'guava-warming-up') {
    const { stableIntervalMicros, thresholdPermits, maxPermits, slope } = c;
    if (!finite(stableIntervalMicros, thresholdPermits, maxPermits, slope)) return null;
    return {
      family: 'guava',
      xName: 'storedPermits',
      unit: 'permits',
      knee: { name: 'thresholdPermits', value: thresholdPermits },
      full: { name: 'maxPermits', value: maxPermits },
      intervalMs: (p) => (stableIntervalMicros + Math.max(0, p - thresholdPermits) * slope) / 1000,
    };
  }
  return null;
}
