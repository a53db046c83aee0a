/**
 * The gallery's examples of Guava's RateLimiter (`RateLimiter.create(5.0)`, the articles' SmoothWarmingUp), built
 * like Sentinel's (presets-sentinel.ts); their words are i18n/messages/gallery.ts's.
 */
import type { GalleryPreset } from './presets';
import { burst, constant, scenario, steps, texts, tour } from './presets-sentinel';

export type GuavaPresetId = 'guava-pay-later' | 'guava-warm-up-ramp' | 'guava-zero-warm-up';

const GUAVA = { kind: 'guava', index: 0 } as const;

export const GUAVA_PRESETS: readonly GalleryPreset<GuavaPresetId>[] = [
  {
    id: 'guava-pay-later',
    group: 'guava',
    ...texts('guava-pay-later'),
    limiter: GUAVA,
    build: () =>
      scenario({
        name: 'Example: Guava RateLimiter.create(5.0): the next caller pays',
        durationMs: 6000,
        guava: [{ type: 'bursty', permitsPerSecond: 5, maxBurstSeconds: 1, tryAcquireTimeoutMs: null }],
        traffic: [burst(0, 1, { acquire: 12 }), constant(2, 500)],
      }),
    tour: tour('guava-pay-later', [
      [0, 'first'],
      [500, 'next'],
      [2400, 'passes'],
      [4000, 'repaid'],
    ]),
  },
  {
    id: 'guava-warm-up-ramp',
    group: 'guava',
    ...texts('guava-warm-up-ramp'),
    limiter: GUAVA,
    build: () =>
      scenario({
        name: 'Example: Guava SmoothWarmingUp create(10, 2 s): light traffic never warms it',
        durationMs: 16_000,
        guava: [
          { type: 'warmingUp', permitsPerSecond: 10, warmupPeriodMs: 2000, coldFactor: 3, tryAcquireTimeoutMs: 0 },
        ],
        traffic: [steps([0, 3], [10_000, 50])],
      }),
    tour: tour('guava-warm-up-ramp', [
      [0, 'cold'],
      [9000, 'light'],
      [10_000, 'step'],
      [11_380, 'stable'],
    ]),
  },
  {
    id: 'guava-zero-warm-up',
    group: 'guava',
    ...texts('guava-zero-warm-up'),
    limiter: GUAVA,
    build: () =>
      scenario({
        name: 'Example: Guava SmoothWarmingUp with a zero warm-up period',
        durationMs: 4000,
        tickMs: 50,
        guava: [
          { type: 'warmingUp', permitsPerSecond: 5, warmupPeriodMs: 0, coldFactor: 3, tryAcquireTimeoutMs: null },
        ],
        traffic: [burst(0, 5), burst(2000, 10), burst(3000, 10)],
      }),
    tour: tour('guava-zero-warm-up', [
      [0, 'works'],
      [2000, 'nan'],
      [3000, 'never'],
    ]),
  },
];
