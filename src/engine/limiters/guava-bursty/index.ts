/**
 * Guava's SmoothBursty (RateLimiter.create(permitsPerSecond)): stored permits up to maxBurstSeconds of the rate
 * are free; a request pays for fresh permits by pushing nextFreeTicketMicros, and the NEXT caller waits for it.
 * Algorithm: guava/smooth-bursty.ts.
 */
import type { LimiterModule } from '../contract';
import {
  GUAVA_COLUMNS,
  GUAVA_CURSOR,
  GUAVA_PANELS,
  guavaChoice,
  guavaWhy,
  PERMITS_CONTROL,
  TIMEOUT_CONTROL,
} from '../guava-common';
import messages from './messages';

export const guavaBursty: LimiterModule<'guava-bursty'> = {
  kind: 'guava-bursty',
  upstream: {
    library: 'Google Guava',
    className: 'com.google.common.util.concurrent.SmoothRateLimiter.SmoothBursty',
    versions: '31.1',
  },
  family: 'guava',
  config: { type: 'bursty', schema: null },
  columns: GUAVA_COLUMNS,
  seriesNames: { stored: 'storedPermits' },
  seriesColumns: [],
  standsFor: null,
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
    curve: () => null,
    noCurve: (lim) => ({ key: 'curve.bursty', params: { interval: lim.constants.stableIntervalMicros } }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [],
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
  choiceControls: [],
  panels: GUAVA_PANELS,
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
};
