/**
 * Guava's SmoothBursty (RateLimiter.create(permitsPerSecond)): stored permits up to maxBurstSeconds of the rate
 * are free; a request pays for fresh permits by pushing nextFreeTicketMicros, and the NEXT caller waits for it.
 * Algorithm: guava/smooth-bursty.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/guava-bursty/index.ts).
 */
import { GUAVA_CURSOR, guavaChoice, guavaWhy, PERMITS_CONTROL, TIMEOUT_CONTROL } from '../guava-view';
import messages from './messages';
import { defineView } from '../view';

export const guavaBurstyView = defineView({
  why: guavaWhy,
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'permitsPerSecond'] },
      { chart: 'requests', reads: ['storedPermits', 'nextFreeTicketMs'] },
      { chart: 'bucket', reads: ['stored', 'maxPermits'] },
      { chart: 'curve', reads: ['stableIntervalMicros'] },
    ],
    bucket: {
      series: 'stored',
      name: 'storedPermits',
      unit: 'permits',
      levels: ['thresholdPermits', 'maxPermits'],
      titleKey: 'bucket.title',
    },
    noCurve: (lim) => ({ key: 'curve.bursty', params: { interval: lim.constants.stableIntervalMicros } }),
  },
  controls: [
    PERMITS_CONTROL,
    {
      name: 'maxBurstSeconds',
      path: ['maxBurstSeconds'],
      scope: 'config',
      hint: 'controls.maxBurstSeconds',
      unit: 's',
      min: 0,
      max: 10,
      step: 0.1,
      fallback: 1,
    },
    TIMEOUT_CONTROL,
  ],
  cursor: GUAVA_CURSOR,
  choice: guavaChoice('guava-bursty', 'bursty'),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'permitsPerSecond', scope: 'config', integer: false },
      { key: 'maxBurstSeconds', scope: 'config', integer: false },
      { key: 'tryAcquireTimeoutMs', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
