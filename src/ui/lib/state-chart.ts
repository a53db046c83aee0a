/**
 * The own-state chart's reading of a result: which panels its module declares (`charts.state`), the series of
 * a panel (`ownSeries` by name), its level lines (constants) and the y extent that holds them all, zero
 * included (so debt below zero and a full bucket both show). Pure; the chart only draws what this returns.
 */
import type { StatePanel, Unit } from '../limiters/view';
import { limiterView } from '../limiters/views';
import type { LimiterResult } from '../../engine/sim/result';

export type { StatePanel } from '../limiters/view';

export interface PanelSeries {
  readonly name: string;
  readonly values: Float64Array;
  /** the CSS colour of its line (the first series is the stored amount's colour) */
  readonly color: string;
}

const COLORS = ['var(--stored)', 'var(--waited)', 'var(--probe)', 'var(--limit)'];

/** The panels the limiter's module declares for the own-state chart ([] when it has none). */
export function statePanels(lim: LimiterResult): readonly StatePanel[] {
  return limiterView(lim.kind)?.charts.state ?? [];
}

/**
 * The panel's series that the result holds; a name the run did not sample at all (absent, or NaN throughout:
 * Bucket4j's per-bandwidth sizes of a one-bandwidth bucket) is left out, so the legend lists what is drawn.
 */
export function panelSeries(lim: LimiterResult, panel: StatePanel): PanelSeries[] {
  return panel.series.flatMap((name, i) => {
    const values = lim.ownSeries?.[name];
    return values && values.some((v) => v === v) ? [{ name, values, color: COLORS[i % COLORS.length] }] : [];
  });
}

/** The panel's level lines: its constants that the result reports as finite numbers. */
export function panelLevels(lim: LimiterResult, panel: StatePanel): { name: string; value: number }[] {
  const c = lim.constants;
  return panel.levels.flatMap((name) =>
    typeof c[name] === 'number' && Number.isFinite(c[name]) ? [{ name, value: c[name] }] : [],
  );
}

/**
 * [min, max] over the finite values of the series and the levels, always holding 0 and at least 1 above
 * the minimum (an all-zero series still gets an axis); `negative` says whether any value is below zero.
 */
export function panelExtent(
  series: readonly PanelSeries[],
  levels: readonly { value: number }[],
): { min: number; max: number; negative: boolean } {
  let min = 0;
  let max = 0;
  for (const s of series)
    for (let i = 0; i < s.values.length; i++) {
      const v = s.values[i];
      if (!Number.isFinite(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  for (const l of levels) {
    if (l.value < min) min = l.value;
    if (l.value > max) max = l.value;
  }
  const negative = min < 0;
  if (max - min < 1) max = min + 1;
  return { min, max, negative };
}

/** Whether any series of the panel has a sampled value. */
export function panelDrawn(series: readonly PanelSeries[]): boolean {
  return series.some((s) => s.values.some((v) => v === v));
}

/** A unit for the cursor rows and legends (same as the module declared). */
export type { Unit };
