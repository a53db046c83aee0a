/**
 * The "Other limiters" gallery examples of Sentinel-Go: each shows the surprise its source or
 * recording shows, built on lib/example-scenario.ts, its words in ./gallery-texts.ts (the view's `lazy.ts`);
 * test/ui/gallery-scg-nginx-go-textbook.test.ts checks every claim against the engine's verdicts.
 */
import { contrastPreset, burst, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';

export type SentinelGoPresetId = 'sentinel-go-cold-start' | 'sentinel-go-throttling-batch';

const sentinelGo = (fields: Record<string, unknown>): Item => ({
  type: 'sentinelGoFlowRule',
  resource: 'sim-resource',
  tokenCalculateStrategy: 0,
  controlBehavior: 0,
  threshold: 10,
  maxQueueingTimeMs: 500,
  warmUpPeriodSec: 5,
  warmUpColdFactor: 3,
  statIntervalInMs: 1000,
  ...fields,
});

/** Sentinel-Go's warm-up example: 10 requests at 100 ms into every second, for 9 s. */
const EVERY_SECOND = Array.from({ length: 9 }, (_, k) => burst(k * 1000 + 100, 10));

export const SENTINEL_GO_PRESETS: readonly GalleryPreset<SentinelGoPresetId>[] = [
  contrastPreset(
    'sentinel-go-cold-start',
    () => ({
      name: 'Example: Sentinel-Go WarmUp starts cold at Threshold / coldFactor',
      durationMs: 9000,
      limiters: [sentinelGo({ tokenCalculateStrategy: 1 })],
      traffic: EVERY_SECOND,
    }),
    [
      [100, 'cold'],
      [3100, 'climbs'],
      [7100, 'warm'],
    ],
  ),
  contrastPreset(
    'sentinel-go-throttling-batch',
    () => ({
      name: 'Example: Sentinel-Go Throttling blocks a batch larger than the threshold',
      durationMs: 2000,
      tickMs: 50,
      limiters: [sentinelGo({ controlBehavior: 1, threshold: 5 })],
      traffic: [burst(0, 3), burst(1000, 1, 6), burst(1500, 1, 5)],
    }),
    [
      [0, 'spaced'],
      [1000, 'batch'],
      [1500, 'fits'],
    ],
  ),
];

export default SENTINEL_GO_PRESETS;
