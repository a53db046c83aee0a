/**
 * The "Other limiters" gallery group: the surprises the recordings of golang.org/x/time/rate, resilience4j and
 * Bucket4j show, each beside what Sentinel or Guava would do on the same traffic where that is the point.
 * Pure data like presets.ts (the words are in messages/gallery-contrast.ts); test/ui/gallery-contrast.test.ts
 * checks every claim against the engine's verdicts.
 */
import { burst, constant, START_MS, type Item } from '../lib/example-scenario';
import { contrastPreset } from '../lib/example-preset';
import type { GalleryPreset } from './presets';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

export type ContrastPresetId =
  | 'go-rate-full-start'
  | 'go-rate-inf-freeze'
  | 'resilience4j-cycle-edge'
  | 'resilience4j-timeout-park'
  | 'bucket4j-interval-grid';

const goRate = (fields: Record<string, unknown>): Item => ({
  type: 'goRate',
  limit: 5,
  burst: 5,
  call: 'ReserveN',
  waitTimeoutMs: null,
  changes: [],
  ...fields,
});
const r4j = (fields: Record<string, unknown>): Item => ({
  type: 'resilience4j',
  limitForPeriod: 5,
  limitRefreshPeriodMs: 1000,
  timeoutDurationMs: 0,
  call: 'acquirePermission',
  changes: [],
  ...fields,
});
const bucket = (refill: string, extra: Record<string, unknown> = {}): Item => ({
  type: 'bucket4j',
  bandwidths: [{ capacity: 5, refill, refillTokens: 5, refillPeriodMs: 1000, ...extra }],
  call: 'tryConsume',
  maxWaitMs: 1000,
});

export const CONTRAST_PRESETS: readonly GalleryPreset[] = [
  contrastPreset(
    'go-rate-full-start',
    () => ({
      name: 'Example: x/time/rate starts full and goes negative; Guava starts empty',
      durationMs: 4000,
      guava: [{ type: 'bursty', permitsPerSecond: 5, maxBurstSeconds: 1, tryAcquireTimeoutMs: null }],
      limiters: [goRate({})],
      traffic: [burst(0, 10)],
    }),
    [
      [0, 'burst'],
      [100, 'debt'],
      [1000, 'repaid'],
    ],
  ),
  contrastPreset(
    'go-rate-inf-freeze',
    () => ({
      name: 'Example: x/time/rate SetLimitAt(Inf) freezes the bucket',
      durationMs: 5000,
      limiters: [
        goRate({
          changes: [
            { atMs: 500, setLimit: 'Inf' },
            { atMs: 3000, setLimit: 5 },
          ],
        }),
      ],
      traffic: [burst(0, 10), constant(20, 1000, 3000)],
    }),
    [
      [0, 'debt'],
      [500, 'inf'],
      [2000, 'frozen'],
      [3000, 'full'],
    ],
  ),
  contrastPreset(
    'resilience4j-cycle-edge',
    () => ({
      name: 'Example: resilience4j lets 2 × limitForPeriod through at a cycle edge',
      durationMs: 3000,
      tickMs: 10,
      rules: [defaultFlowRule('demo', { count: 5 })],
      limiters: [r4j({})],
      traffic: [burst(985, 5), burst(1000, 5), burst(1010, 5)],
    }),
    [
      [985, 'before'],
      [1000, 'after'],
      [1010, 'refused'],
    ],
  ),
  contrastPreset(
    'resilience4j-timeout-park',
    () => ({
      name: 'Example: resilience4j parks a refused caller for its whole timeout',
      durationMs: 3000,
      limiters: [r4j({ timeoutDurationMs: 300 })],
      traffic: [burst(200, 10), burst(1800, 6)],
    }),
    [
      [200, 'refused'],
      [1800, 'waits'],
    ],
  ),
  contrastPreset(
    'bucket4j-interval-grid',
    () => ({
      name: 'Example: Bucket4j intervally refills on its own grid, intervally-aligned on the clock’s',
      durationMs: 3000,
      startMs: START_MS + 250,
      tickMs: 50,
      limiters: [bucket('intervally'), bucket('intervallyAligned', { timeOfFirstRefillMs: START_MS + 1000 })],
      traffic: [constant(20)],
    }),
    [
      [200, 'empty'],
      [750, 'aligned'],
      [1000, 'intervally'],
    ],
  ),
];
