/**
 * An "Other limiters" gallery example around its scenario (lib/example-scenario.ts): its words are `gallery.<id>.*`
 * (the gallery group's, in the owning view's gallery-texts.ts) and it shows the first of the scenario's `limiters`.
 * Used by the limiters' views (`gallery.ts`): a plain module that names the gallery's keys only as data (the preset
 * and its tour, which the gallery dialog and the tour bar render once the gallery's words are loaded), so a view
 * may import it, where the gallery's own modules are loaded with the gallery's words.
 */
import type { GalleryPreset } from '../gallery/presets';
import { contrastScenario, type ContrastParts } from './example-scenario';

const LIMITERS = { kind: 'limiters', index: 0 } as const;

/**
 * Example `id`: `parts` is called for each load (the page may edit what it loads); its tour stops at each
 * `[atMs, name]`, captioned `gallery.<id>.tour.<name>`. `leading`: listed before the gallery's own hot-parameter
 * examples (GalleryPreset `leading`).
 */
export function contrastPreset<Id extends string>(
  id: Id,
  parts: () => ContrastParts,
  stops: readonly [atMs: number, name: string][],
  { leading = false } = {},
): GalleryPreset<Id> {
  return {
    id,
    ...(leading ? { leading } : {}),
    group: 'other-limiters',
    titleKey: `gallery.${id}.title`,
    summaryKey: `gallery.${id}.summary`,
    watchKey: `gallery.${id}.watch`,
    limiter: LIMITERS,
    build: () => contrastScenario(parts()),
    tour: stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` })),
  };
}
