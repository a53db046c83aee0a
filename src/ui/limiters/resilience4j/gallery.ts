/**
 * The "Other limiters" gallery examples of resilience4j: the surprises its recordings show, beside Sentinel on the
 * same traffic where that is the point. Built on lib/example-scenario.ts, their words in ./gallery-texts.ts (the
 * view's `lazy.ts`); `leading`, so they keep the place the gallery gave them before the view held them
 * (gallery/presets.ts). test/ui/gallery-contrast.test.ts checks every claim against the engine.
 */
import { contrastPreset, burst, type Item } from '../../lib/example-scenario';
import type { GalleryPreset } from '../../gallery/presets';
import { defaultFlowRule } from '../../../engine/sentinel/rules/flow-rule-constants';

export type Resilience4jPresetId = 'resilience4j-cycle-edge' | 'resilience4j-timeout-park';

const r4j = (fields: Record<string, unknown>): Item => ({
  type: 'resilience4j',
  limitForPeriod: 5,
  limitRefreshPeriodMs: 1000,
  timeoutDurationMs: 0,
  call: 'acquirePermission',
  changes: [],
  ...fields,
});

export const RESILIENCE4J_PRESETS: readonly GalleryPreset<Resilience4jPresetId>[] = [
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
    { leading: true },
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
    { leading: true },
  ),
];

export default RESILIENCE4J_PRESETS;
