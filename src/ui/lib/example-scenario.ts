/**
 * The scenario of an example (the gallery's and the limiter views' `gallery.ts`): traffic sources with the default
 * attributes, and a scenario that holds only what an example sets (the limiters, the traffic, and where the point
 * is a contrast, Sentinel rules or Guava limiters); and an "Other limiters" example around it (`contrastPreset`),
 * whose words are `gallery.<id>.*`, the owning view's (its gallery-texts.ts). A plain module that names the gallery's
 * keys only as data (a preset and its tour, which the gallery dialog and the tour bar render once the gallery's words
 * are loaded), so the views may import it; one module, not two, so a view's lazy part preloads one chunk more, not
 * two.
 */
import type { Scenario } from '../../engine/scenario';
import type { GalleryPreset } from '../gallery/presets';
import { DEFAULT_ATTRS } from './traffic-presets';

export type Source = Scenario['traffic'][number];
export type Item = NonNullable<Scenario['limiters']>[number];

/** A whole second of the wall clock: the epoch clocks (Redis, Sentinel-Go) and Bucket4j's grid fall on round times. */
export const START_MS = 1_700_000_000_000;
const LIMITERS = { kind: 'limiters', index: 0 } as const;

export function burst(atMs: number, count: number, acquire = 1): Source {
  return { type: 'burst', atMs, count, spreadMs: 0, ...DEFAULT_ATTRS, acquire };
}
export function constant(qps: number, startMs = 0, endMs: number | null = null): Source {
  return { type: 'constant', qps, startMs, endMs, ...DEFAULT_ATTRS };
}

/** What an example sets; the rest of its scenario is empty or the default. */
export interface ContrastParts {
  name: string;
  durationMs: number;
  startMs?: number;
  tickMs?: Scenario['view']['tickMs'];
  guava?: Scenario['guava'];
  rules?: Scenario['rules'];
  limiters: Item[];
  traffic: Source[];
}

/** An example's scenario: what it sets, shown on `limiter`; everything else empty or the default. */
export interface ExampleParts {
  name: string;
  durationMs: number;
  traffic: Source[];
  limiter: Scenario['view']['limiter'];
  startMs?: number;
  tickMs?: Scenario['view']['tickMs'];
  sentinelVersion?: Scenario['sentinelVersion'];
  rules?: Scenario['rules'];
  guava?: Scenario['guava'];
  limiters?: Item[];
}

/** The whole scenario of an example (the gallery's presets.ts builds its own on this too). */
export function exampleScenario(p: ExampleParts): Scenario {
  return {
    version: 1,
    name: p.name,
    sentinelVersion: p.sentinelVersion ?? '1.8.9',
    coldFactor: 3,
    startMs: p.startMs ?? START_MS,
    durationMs: p.durationMs,
    seed: 1,
    rules: p.rules ?? [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: p.guava ?? [],
    ...(p.limiters !== undefined ? { limiters: p.limiters } : {}),
    traffic: p.traffic,
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: p.limiter, cursorMs: 0, tickMs: p.tickMs ?? 100 },
  };
}

/** An "Other limiters" example's scenario, shown on its first `limiters` item. */
export function contrastScenario(p: ContrastParts): Scenario {
  return exampleScenario({ ...p, limiter: LIMITERS });
}

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
