/**
 * The slot-chain presets' menu (the controls column's "Breaker presets"): each preset's id and group, in menu
 * order. Only this list is on the first screen; the presets themselves (breaker-presets.ts: the scenarios they
 * build and the hints they show) are a chunk of their own, fetched when one is chosen.
 */
export type ScenarioPresetId =
  'slow-downstream' | 'error-burst' | 'error-count' | 'authority-black-list' | 'system-load-bbr' | 'system-qps';

export type ScenarioPresetGroup = 'degrade' | 'authority' | 'system';

export interface PresetMenuItem {
  readonly id: ScenarioPresetId;
  /** the menu's group; its name is the message `preset.group.<group>` */
  readonly group: ScenarioPresetGroup;
}

/** Every preset, in menu order (breaker-presets.ts `SCENARIO_PRESETS` holds the same ids in the same order). */
export const PRESET_MENU: readonly PresetMenuItem[] = [
  { id: 'slow-downstream', group: 'degrade' },
  { id: 'error-burst', group: 'degrade' },
  { id: 'error-count', group: 'degrade' },
  { id: 'authority-black-list', group: 'authority' },
  { id: 'system-load-bbr', group: 'system' },
  { id: 'system-qps', group: 'system' },
];

/** A preset's name in the menu (`preset.<id>`). */
export function presetLabelKey(id: ScenarioPresetId): string {
  return `preset.${id}`;
}
