/**
 * The "Other limiters" gallery example of Bucket4j: the surprise its recordings show. Built on
 * lib/example-scenario.ts, its words in ./gallery-texts.ts (the view's `lazy.ts`); `leading`, so it keeps the place
 * the gallery gave it before the view held it (gallery/presets.ts). test/ui/gallery-contrast.test.ts checks every
 * claim against the engine.
 */
import { contrastPreset, constant, START_MS, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type Bucket4jPresetId = 'bucket4j-interval-grid';

const bucket = (refill: string, extra: Record<string, unknown> = {}): Item => ({
  type: 'bucket4j',
  bandwidths: [{ capacity: 5, refill, refillTokens: 5, refillPeriodMs: 1000, ...extra }],
  call: 'tryConsume',
  maxWaitMs: 1000,
});

export const BUCKET4J_PRESETS: readonly GalleryPreset<Bucket4jPresetId>[] = [
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
    { leading: true },
  ),
];

export default BUCKET4J_PRESETS;
