/**
 * The rows of the "At the cursor" panel: constants the engine reported and series values at the
 * cursor tick, labelled with their Java names and units. Nothing is recomputed here except unit
 * conversions and running totals of the per-tick counts. Units and hints are in the language of the
 * `Translate` passed in (messages/labels.ts); Java names stay.
 */
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import type { Unit } from '../../engine/limiters/contract';
import type { Translate } from '../i18n/lang';
import { limiterView } from '../limiters/views';
import { num } from './format';

export interface Row {
  /** Java name (shown in code font) or plain words */
  name: string;
  code: boolean;
  value: number;
  unit: string;
  /** digits after the point */
  digits: number;
  hint?: string;
}

/** A unit as shown (the modules declare them): symbols stay, word units are messages `unit.<name>`. */
export type { Unit } from '../../engine/limiters/contract';
const WORD_UNITS: ReadonlySet<string> = new Set<Unit>([
  'tokens',
  'permits',
  'threads',
  'requests',
  'permitsPerSecond',
  'secondsPerToken',
  'microsPerPermit',
  'errors',
  'checks',
  'calls',
]);

/** A word unit agrees with the number it follows (`1 token`, `2 tokens`): `count` is that number, as shown. */
export function unitText(unit: Unit, tr: Translate, count?: number | string): string {
  if (!WORD_UNITS.has(unit)) return unit;
  return count === undefined ? tr(`unit.${unit}`) : tr(`unit.${unit}`, { count });
}

/** Rule fields and flags the picker already shows; not constants a learner looks up. */
const HIDDEN = new Set(['grade', 'controlBehavior', 'useNanoSeconds']);

/** The constants the engine reported, formatted and ordered as the limiter's module declares. */
export function constantRows(lim: LimiterResult, tr: Translate): Row[] {
  const cursor = limiterView(lim.kind)?.cursor;
  const units = cursor?.constants ?? {};
  const ORDER = cursor?.order ?? [];
  const names = Object.keys(lim.constants)
    .filter((n) => typeof lim.constants[n] === 'number' && !HIDDEN.has(n))
    .sort((a, b) => {
      const ia = ORDER.indexOf(a);
      const ib = ORDER.indexOf(b);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
    });
  return names.map((name) => {
    const [unit, digits, hint] = units[name] ?? ['', 3];
    const value = lim.constants[name];
    const row: Row = { name, code: true, value, unit: unitText(unit, tr, num(value, digits)), digits };
    if (hint) row.hint = tr(`row.hint.${hint}`);
    return row;
  });
}

/** The state at the cursor tick: the rows the limiter's module reads from its series, in the page's words. */
export function seriesRows(result: SimResult, lim: LimiterResult, tick: number, tr: Translate): Row[] {
  const rows = limiterView(lim.kind)?.cursor.rows(lim, tick, (tick + 1) * result.tickMs) ?? [];
  return rows.map((r) => {
    const row: Row = {
      name: r.nameKey ? tr(r.name) : r.name,
      code: !r.nameKey,
      value: r.value,
      unit: unitText(r.unit, tr, num(r.value, r.digits)),
      digits: r.digits,
    };
    const hint = r.hintKey !== undefined ? tr(r.hintKey, r.hintParams) : r.hintText;
    if (hint !== undefined) row.hint = hint;
    return row;
  });
}

/** Running totals of the per-tick counts, so totals at a tick are one lookup. */
export interface Totals {
  passed: Float64Array;
  blocked: Float64Array;
  waited: Float64Array;
}

export function runningTotals(lim: LimiterResult): Totals {
  const cum = (a: Float64Array) => {
    const out = new Float64Array(a.length);
    let sum = 0;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === a[i]) sum += a[i];
      out[i] = sum;
    }
    return out;
  };
  return { passed: cum(lim.series.passed), blocked: cum(lim.series.blocked), waited: cum(lim.series.waited) };
}
