/**
 * What the views of the `limiters`-family modules of Spring Cloud Gateway, Sentinel-Go, nginx and the textbook
 * algorithms share: a cursor part that reads their own per-tick series, and a logged number by column name
 * (their column declarations are engine/limiters/columns.ts; choosing one is item-choice.ts).
 */
import type { LimiterResult } from '../../engine/sim/result';
import type { Column } from '../../engine/limiters/contract';
import type { ConstantFormat, CursorPart, CursorRow } from './view';

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
