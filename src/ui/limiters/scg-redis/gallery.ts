/**
 * The "Other limiters" gallery examples of Spring Cloud Gateway's Redis limiter: each shows the surprise its source or
 * recording shows, built on lib/example-scenario.ts, its words in ./gallery-texts.ts (the view's `lazy.ts`);
 * test/ui/gallery-scg-nginx-go-textbook.test.ts checks every claim against the engine's verdicts.
 */
import { contrastPreset, burst, constant, START_MS, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type ScgRedisPresetId = 'scg-redis-epoch-refill' | 'scg-redis-ttl-zero';

const scg = (replenishRate: number, burstCapacity: number): Item => ({
  type: 'scgRedisRateLimiter',
  replenishRate,
  burstCapacity,
  requestedTokens: 1,
});

export const SCG_REDIS_PRESETS: readonly GalleryPreset<ScgRedisPresetId>[] = [
  contrastPreset(
    'scg-redis-epoch-refill',
    () => ({
      name: 'Example: Spring Cloud Gateway refills on absolute epoch seconds',
      durationMs: 2000,
      startMs: START_MS + 400,
      tickMs: 50,
      limiters: [scg(5, 5)],
      traffic: [burst(0, 6), burst(599, 1), burst(600, 6)],
    }),
    [
      [0, 'drained'],
      [599, 'before'],
      [600, 'boundary'],
    ],
  ),
  contrastPreset(
    'scg-redis-ttl-zero',
    () => ({
      name: 'Example: Spring Cloud Gateway with 2 · burstCapacity / replenishRate < 1 never limits',
      durationMs: 3000,
      limiters: [scg(10, 4), scg(10, 5)],
      traffic: [constant(100)],
    }),
    [
      [0, 'nothing'],
      [1500, 'all'],
    ],
  ),
];

export default SCG_REDIS_PRESETS;
