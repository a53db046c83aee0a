/**
 * What the descriptors of the `limiters`-family modules of Spring Cloud Gateway, Sentinel-Go, nginx and the
 * textbook algorithms share (descriptor side only: the page imports this, so nothing here runs an algorithm):
 * their panels (none of Sentinel's), how choosing one edits the scenario's `limiters` list, and a cursor part
 * that reads their own per-tick series.
 */
import type { Scenario } from '../scenario';
import type { LimiterResult } from '../sim/result';
import type { Choice, Column, ConstantFormat, CursorPart, CursorRow, Unit } from './contract';
import type { LimiterItem } from './limiters-schema';
import { MAX_LIMITERS } from './limiters-schema';

/** None of Sentinel's panels apply. */
export const NO_SENTINEL_PANELS = {
  sentinelVersion: false,
  sourceIdentity: false,
  breakerPresets: false,
  degradeControls: false,
  systemInputs: false,
} as const;

/**
 * The scenario with an item of `item.type` selected: the first such item of `limiters` if there is one (its
 * settings kept), else `item` appended (replacing the last when the list is full).
 */
export function chooseItem(s: Scenario, item: LimiterItem): Scenario {
  const list = [...(s.limiters ?? [])];
  let index = list.findIndex((x) => x.type === item.type);
  if (index < 0) {
    if (list.length >= MAX_LIMITERS) list.pop();
    list.push(item);
    index = list.length - 1;
  }
  return { ...s, limiters: list, view: { ...s.view, limiter: { kind: 'limiters', index } } };
}

/** A picker option that selects (or adds) an item of `item.type`. */
export function itemChoice(value: string, group: string, item: LimiterItem): Choice {
  return { value, group, labelKey: `limiter.${value}`, apply: (s) => chooseItem(s, item) };
}

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
