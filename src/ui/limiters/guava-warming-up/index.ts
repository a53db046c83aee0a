/**
 * Guava's SmoothWarmingUp (RateLimiter.create(permitsPerSecond, warmupPeriod, unit)): above thresholdPermits a
 * stored permit costs more, up to coldInterval at maxPermits, so a cold limiter starts slow. Algorithm:
 * guava/smooth-warming-up.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/guava-warming-up/index.ts).
 */
import { defineView, type WarmCurve } from '../view';
import { GUAVA_CURSOR, guavaChoice, guavaWhy, PERMITS_CONTROL, TIMEOUT_CONTROL } from '../guava-view';
import type { LimiterResult } from '../../../engine/sim/result';
import messages from './messages';

/** The class comment's line: permitsToTime(p) = stableInterval + max(0, p − thresholdPermits) · slope (µs). */
function curve(lim: LimiterResult): WarmCurve | null {
  const { stableIntervalMicros, thresholdPermits, maxPermits, slope } = lim.constants;
  if (
    ![stableIntervalMicros, thresholdPermits, maxPermits, slope].every(
      (x) => typeof x === 'number' && Number.isFinite(x),
    )
  )
    return null;
  return {
    family: 'guava',
    xName: 'storedPermits',
    unit: 'permits',
    knee: { name: 'thresholdPermits', value: thresholdPermits },
    full: { name: 'maxPermits', value: maxPermits },
    intervalMs: (p) => (stableIntervalMicros + Math.max(0, p - thresholdPermits) * slope) / 1000,
    spentColumn: 'storedPermits',
  };
}
export const guavaWarmingUpView = defineView({
  why: guavaWhy,
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps', 'permitsPerSecond'] },
      { chart: 'requests', reads: ['storedPermits', 'nextFreeTicketMs'] },
      { chart: 'bucket', reads: ['stored', 'thresholdPermits', 'maxPermits'] },
      {
        chart: 'curve',
        reads: ['stored', 'storedPermits', 'stableIntervalMicros', 'thresholdPermits', 'maxPermits', 'slope'],
      },
    ],
    bucket: {
      series: 'stored',
      name: 'storedPermits',
      unit: 'permits',
      levels: ['thresholdPermits', 'maxPermits'],
      titleKey: 'bucket.title',
    },
    curve,
    noCurve: (lim) => ({ key: 'curve.noWarmUp', params: { className: lim.className } }),
  },
  controls: [
    PERMITS_CONTROL,
    {
      name: 'warmupPeriod',
      path: ['warmupPeriodMs'],
      scope: 'config',
      hint: 'warmupPeriodMs',
      hintIsText: true,
      unit: 'ms',
      min: 0,
      max: 60000,
      step: 500,
      fallback: 0,
    },
    {
      name: 'coldFactor',
      path: ['coldFactor'],
      scope: 'config',
      hint: 'coldInterval ÷ stableInterval',
      hintIsText: true,
      unit: '',
      min: 1,
      max: 10,
      step: 0.5,
      fallback: 3,
    },
    TIMEOUT_CONTROL,
  ],
  cursor: GUAVA_CURSOR,
  choice: guavaChoice('guava-warmingUp', 'warmingUp'),
  compare: {
    defaultPreset: 'warmup-vs-smooth',
    edits: [
      { key: 'permitsPerSecond', scope: 'config', integer: false },
      { key: 'warmupPeriodMs', scope: 'config', integer: true },
      { key: 'coldFactor', scope: 'config', integer: false },
      { key: 'tryAcquireTimeoutMs', scope: 'config', integer: true },
    ],
  },
  messages,
});
