/**
 * What the "Other limiters" examples (presets-contrast.ts, and the views' gallery.ts) are built from: traffic sources
 * with the default attributes, a scenario that holds only what an example sets (the limiters, the traffic, and
 * where the point is a contrast, Sentinel rules or Guava limiters), and the preset around it, whose words are
 * `gallery.<id>.*` and which shows the first of the scenario's limiters.
 */
import { contrastScenario, type ContrastParts } from '../lib/example-scenario';
import type { GalleryPreset, GalleryPresetId } from './presets';

export {
  burst,
  constant,
  contrastScenario,
  exampleScenario,
  START_MS,
  type ContrastParts,
  type ExampleParts,
  type Item,
  type Source,
} from '../lib/example-scenario';

const LIMITERS = { kind: 'limiters', index: 0 } as const;

/**
 * An "Other limiters" example: `parts` is called for each load (the page may edit what it loads); its tour stops at
 * each `[atMs, name]`, captioned `gallery.<id>.tour.<name>`.
 */
export function contrastPreset<Id extends GalleryPresetId>(
  id: Id,
  parts: () => ContrastParts,
  stops: readonly [atMs: number, name: string][],
): GalleryPreset<Id> {
  return {
    id,
    group: 'other-limiters',
    titleKey: `gallery.${id}.title`,
    summaryKey: `gallery.${id}.summary`,
    watchKey: `gallery.${id}.watch`,
    limiter: LIMITERS,
    build: () => contrastScenario(parts()),
    tour: stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` })),
  };
}
