/**
 * What the descriptors of the `limiters`-family modules of Spring Cloud Gateway, Sentinel-Go, nginx and the
 * textbook algorithms share (descriptor side only: the page imports this, so nothing here runs an algorithm):
 * their panels (none of Sentinel's), column declarations and a cursor part that reads their own per-tick series
 * (choosing one is limiters-choice.ts).
 */
import type { LimiterResult } from '../sim/result';
import type { Column, ConstantFormat, CursorPart, CursorRow, Unit } from './contract';

/** None of Sentinel's panels apply. */
export const NO_SENTINEL_PANELS = {
  sentinelVersion: false,
  sourceIdentity: false,
  breakerPresets: false,
  degradeControls: false,
  systemInputs: false,
} as const;

/** A column, shown and exported. */
export function col(name: string, unit: Unit, shown: string | null, doc: string, csv = true): Column {
  return { name, unit, shown, csv, doc };
}

/**
 * A cursor part whose rows are the module's own series at the cursor (NaN rows left out), each under its shown
 * name and unit; `digits` per series name (default 3).
 */
export function ownSeriesCursor(
  seriesColumns: readonly Column[],
  constants: Readonly<Record<string, ConstantFormat>>,
  order: readonly string[],
  digits: Readonly<Record<string, number>> = {},
): CursorPart {
  return {
    constants,
    order,
    rows(lim: LimiterResult, tick: number): CursorRow[] {
      const rows: CursorRow[] = [];
      for (const c of seriesColumns) {
        const v = lim.ownSeries?.[c.name]?.[tick];
        if (v === undefined || v !== v) continue;
        rows.push({ name: c.shown ?? c.name, value: v, unit: c.unit, digits: digits[c.name] ?? 3 });
      }
      return rows;
    },
  };
}

/** The logged number of column `name` at row `i` (NaN when absent). */
export function logged(lim: LimiterResult, name: string, i: number): number {
  return lim.requests.columns[name]?.[i] ?? NaN;
}
