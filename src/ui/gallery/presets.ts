/**
 * The gallery of guided examples: each a whole scenario that shows one behaviour of a limiter, with a title, a
 * two- or three-sentence summary, the point to watch, and a tour — the moments of the run worth stopping at, each
 * with a caption saying what just happened.
 *
 * Pure data: the words live in the message files and are referred to by key; the scenarios are built by hand
 * (the page's bundle does not load the engine's schemas) in the gallery's own files (presets-*.ts) and in the
 * limiters' views (`gallery` in each one's lazy.ts, loaded with this module), and test/ui/gallery.test.ts parses
 * every one with `parseScenario` and runs it through the engine to check that every number a text claims is the
 * number the engine produces. The tour times were chosen by running the engine and are pinned by that test, so a
 * change in the engine that moves a moment fails it instead of leaving a caption that says something false.
 */
import type { Scenario } from '../../engine/scenario';
import type { Translate } from '../i18n/lang';
import { loadViewParts, type ViewGalleryPresetId } from '../limiters/views';
import { gatewayPresets, type GatewayPresetId } from './presets-gateway';
import { HOT_PARAM_PRESETS, HOT_PARAMS_GROUP, type HotParamPresetId } from './presets-hot-params';
import { GUAVA_PRESETS, type GuavaPresetId } from './presets-guava';
import { SENTINEL_PRESETS, type SentinelPresetId } from './presets-sentinel';

/** An example's id (kept in share links): the gallery's own files', or one a view's lazy.ts declares. */
export type GalleryPresetId =
  SentinelPresetId | GuavaPresetId | HotParamPresetId | GatewayPresetId | ViewGalleryPresetId;

/** The family a card is listed under. */
export type GalleryGroup =
  'sentinel-flow' | 'sentinel-breaker' | typeof HOT_PARAMS_GROUP | 'cluster' | 'guava' | 'other-limiters';
export const GALLERY_GROUPS: readonly GalleryGroup[] = [
  'sentinel-flow',
  'sentinel-breaker',
  HOT_PARAMS_GROUP,
  'cluster',
  'guava',
  'other-limiters',
];

/** One stop of the tour: the clock moves to `atMs` (ms since the run's start) and the caption says what happened. */
export interface TourStep {
  atMs: number;
  captionKey: string;
}

export interface GalleryPreset<Id = GalleryPresetId> {
  id: Id;
  group: GalleryGroup;
  titleKey: string;
  summaryKey: string;
  /** "Watch:" — the one thing to look at */
  watchKey: string;
  /** the limiter the page shows (the scenario's `view.limiter`) */
  limiter: Scenario['view']['limiter'];
  /**
   * a fresh copy of the scenario each time (the page may edit what it loads), its words (incident labels) in the
   * language of `tr`; the page loads it through `buildExample`, which names it in that language too
   */
  build(tr?: Translate): Scenario;
  /** in time order */
  tour: readonly TourStep[];
  /** the parse warnings the example is about (their JSON paths, e.g. a gateway PREFIX): none when absent */
  warns?: readonly string[];
  /**
   * a view's example listed right after Guava's, before the gallery's hot-parameter and gateway examples, not after
   * them with the other views' (the "Other limiters" examples the gallery held before the views did keep their place
   * in GALLERY_PRESETS; the dialog lists each group in that order)
   */
  leading?: boolean;
}

/** Each view's examples (its lazy.ts), in the views' order. */
const VIEW_PRESETS = (await loadViewParts('gallery')).flatMap(([, own]) => own as readonly GalleryPreset[]);

/**
 * Every example, in the gallery's order: Sentinel's and Guava's, the views' `leading` ones, the hot-parameter and
 * gateway examples, then the other views' examples; the views' in the views' order.
 */
export const GALLERY_PRESETS: readonly GalleryPreset[] = [
  ...SENTINEL_PRESETS,
  ...GUAVA_PRESETS,
  ...VIEW_PRESETS.filter((p) => p.leading === true),
  ...HOT_PARAM_PRESETS,
  ...gatewayPresets(HOT_PARAMS_GROUP),
  ...VIEW_PRESETS.filter((p) => p.leading !== true),
];

/**
 * An example as the page loads it: its scenario, named by its title and worded in the reader's language (`tr`),
 * so a 中文 reader's scenario (its file, its incident labels) reads in 中文.
 */
export function buildExample(p: GalleryPreset, tr: Translate): Scenario {
  return { ...p.build(tr), name: tr('gallery.example.name', { title: tr(p.titleKey).replaceAll('`', '') }) };
}

export function galleryPreset(id: string): GalleryPreset | undefined {
  return GALLERY_PRESETS.find((p) => p.id === id);
}

/** Every message key a preset refers to (for the completeness test and for nothing else). */
export function presetKeys(p: GalleryPreset): string[] {
  return [p.titleKey, p.summaryKey, p.watchKey, ...p.tour.map((s) => s.captionKey)];
}
