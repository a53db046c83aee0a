/**
 * What the "Other limiters" examples (presets-contrast.ts, presets-scg-nginx-go-textbook.ts) are built from: traffic sources
 * with the default attributes, a scenario that holds only what an example sets (the limiters, the traffic, and
 * where the point is a contrast, Sentinel rules or Guava limiters), and the preset around it, whose words are
 * `gallery.<id>.*` and which shows the first of the scenario's limiters.
 */
import type { Scenario } from '../../engine/scenario';
import { DEFAULT_ATTRS } from '../lib/traffic-presets';
import type { GalleryPreset, GalleryPresetId } from './presets';

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

function scenario(p: ContrastParts): Scenario {
  return exampleScenario({ ...p, limiter: LIMITERS });
}

/**
 * An "Other limiters" example: `parts` is called for each load (the page may edit what it loads); its tour stops at
 * each `[atMs, name]`, captioned `gallery.<id>.tour.<name>`.
 */
export function contrastPreset(
  id: GalleryPresetId,
  parts: () => ContrastParts,
  stops: readonly [atMs: number, name: string][],
): GalleryPreset {
  return {
    id,
    group: 'other-limiters',
    titleKey: `gallery.${id}.title`,
    summaryKey: `gallery.${id}.summary`,
    watchKey: `gallery.${id}.watch`,
    limiter: LIMITERS,
    build: () => scenario(parts()),
    tour: stops.map(([atMs, name]) => ({ atMs, captionKey: `gallery.${id}.tour.${name}` })),
  };
}
