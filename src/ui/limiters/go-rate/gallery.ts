/**
 * The "Other limiters" gallery examples of golang.org/x/time/rate: the surprises its recordings show, beside
 * Guava on the same traffic where that is the point. Built on lib/example-scenario.ts, their words in
 * ./gallery-texts.ts (the view's `lazy.ts`); `leading`, so they keep the place the gallery gave them before the
 * view held them (gallery/presets.ts). test/ui/gallery-contrast.test.ts checks every claim against the engine.
 */
import { contrastPreset, burst, constant, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type GoRatePresetId = 'go-rate-full-start' | 'go-rate-inf-freeze';

const goRate = (fields: Record<string, unknown>): Item => ({
  type: 'goRate',
  limit: 5,
  burst: 5,
  call: 'ReserveN',
  waitTimeoutMs: null,
  changes: [],
  ...fields,
});

export const GO_RATE_PRESETS: readonly GalleryPreset<GoRatePresetId>[] = [
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
    { leading: true },
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
    { leading: true },
  ),
];

export default GO_RATE_PRESETS;
