/**
 * Compare mode's quick presets, by id, and the variants each makes (variant-patch.ts holds what a variant is and
 * the check that it may run).
 *
 * LIVE PRESETS, FIXED SNAPSHOTS. A quick preset is a function of the current scenario, so moving a
 * slider in Controls moves every row of "WarmUp vs SmoothWarmingUp" at once. "Add the current
 * scenario" instead freezes the limiters as they are now (every key but the shared ones), so one
 * can set up A, add it, edit, add B — while the traffic stays shared and live.
 *
 * The presets are Compare's own (below) and those a limiter's view declares (`compare` in its folder's lazy.ts),
 * loaded with this module, which loads with Compare. Which preset opens first and which fields the edited copy
 * may change are the limiter's view's declarations (`compare`). Tests run every preset through `parseScenario`.
 */
import type { Scenario } from '../../engine/scenario';
import { loadViewParts, type ViewComparePresetId } from '../limiters/views';
import { editedCopy, focused, type EditSpec } from './edited-copy';
import { pacingVsReject, sentinelVersions, warmUpVsSmooth } from './rule-presets';
import { limiterIdOf, SHARED_KEYS, type Focus, type Json, type JsonObject, type Variant } from './variant-patch';

export * from './variant-patch';
export { editParams, effectiveEdit, suggestValue, type EditParam, type EditSpec } from './edited-copy';
export { focusedGuava, focusedRule } from './rule-presets';

type Preset = (base: Scenario, focus: Focus, edit: EditSpec | null) => Variant[];

/** Compare's own presets, in the panel's order (the views' follow, in the views' order). */
const OWN = {
  'warmup-vs-smooth': warmUpVsSmooth,
  'pacing-vs-reject': pacingVsReject,
  'sentinel-versions': sentinelVersions,
  'edited-copy': editedCopy,
} satisfies Readonly<Record<string, Preset>>;

/** A preset's id (kept in share links): Compare's own, or one a view's lazy.ts declares. */
export type PresetId = keyof typeof OWN | ViewComparePresetId;

const PRESETS: ReadonlyMap<string, Preset> = new Map<string, Preset>([
  ...Object.entries(OWN),
  ...(await loadViewParts('compare')).flatMap(([, own]) => Object.entries(own)),
]);

export const PRESET_IDS = [...PRESETS.keys()] as readonly PresetId[];

export function isPresetId(v: unknown): v is PresetId {
  return typeof v === 'string' && PRESETS.has(v);
}

/** The variants of a quick preset, computed from the current scenario and the limiter on screen. */
export function presetVariants(id: PresetId, base: Scenario, focus: Focus, edit: EditSpec | null = null): Variant[] {
  return PRESETS.get(id)!(base, focus, edit);
}

/** The preset that fits the limiter on screen (its module's), so Compare opens on something to look at. */
export function defaultPreset(base: Scenario, focus: Focus): PresetId {
  // a view's id is one of PRESET_IDS: test/ui/limiter-views.test.ts holds every view to it
  return (focused(base, focus).module?.compare.defaultPreset ?? 'edited-copy') as PresetId;
}

/**
 * The current scenario's limiters, frozen: every key but the shared ones, so later edits of the
 * rules do not change this row while the traffic stays shared.
 */
export function snapshotVariant(base: Scenario, focus: Focus, n: number): Variant {
  const patch: JsonObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (key === 'version' || (SHARED_KEYS as readonly string[]).includes(key)) continue;
    patch[key] = structuredClone(value) as Json;
  }
  const id = limiterIdOf(focus);
  return { label: { key: 'compare.variant.snapshot', params: { n, id } }, patch, limiterId: id };
}
