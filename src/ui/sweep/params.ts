/**
 * What a sweep can vary, read from the limiter modules' own numeric controls (their views' `controls`), so every
 * limiter, and every one registered later, can be swept with no code of its own here.
 *
 * A control names its field relative to the limiter's item (`scope: 'config'`: `['count']` of `rules[0]`) or to
 * the scenario (`scope: 'scenario'`: `coldFactor`); this turns it into the scenario path the engine's sweep and
 * the page's messages use (`rules[0].count`), with the control's range and step as the sweep's defaults. The
 * slot chain's sliders are those of the flow rule it edits (rule 0), as the controls column shows them.
 */
import type { Scenario } from '../../engine/scenario';
import { formatPath, type JsonPath } from '../../engine/scenario/issues';
import { getAt } from '../../engine/decide/path';
import { configPath, locate, selectionOf } from '../lib/locate';
import type { Control, Unit } from '../limiters/view';

export type LimiterFamily = 'sentinel' | 'chain' | 'guava' | 'limiters';

export interface SweepLimiter {
  /** the run's limiter id: `sentinel:0`, `chain:0`, `guava:1`, `limiters:0` */
  readonly id: string;
  readonly kind: LimiterFamily;
  readonly index: number;
}

export interface SweepControl {
  /** the scenario path as the messages write it: `rules[0].count` */
  readonly name: string;
  readonly path: JsonPath;
  /** the control's Java field name */
  readonly field: string;
  readonly unit: Unit;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** the scenario's value of the field, or the value the control shows while it is absent; null: unset */
  readonly current: number | null;
}

/** Every limiter of the scenario a sweep can target, in the order of the run's ids. */
export function sweepLimiters(s: Scenario): SweepLimiter[] {
  const out: SweepLimiter[] = [];
  const rules = Array.isArray(s.rules) ? s.rules : [];
  rules.forEach((_, i) => out.push({ id: `sentinel:${i}`, kind: 'sentinel', index: i }));
  if (rules.length > 0) out.push({ id: 'chain:0', kind: 'chain', index: 0 });
  (s.guava ?? []).forEach((_, i) => out.push({ id: `guava:${i}`, kind: 'guava', index: i }));
  (s.limiters ?? []).forEach((_, i) => out.push({ id: `limiters:${i}`, kind: 'limiters', index: i }));
  return out;
}

/** The limiter on screen as a sweep target. */
export function selectedLimiter(s: Scenario): SweepLimiter {
  const sel = selectionOf(s);
  const index = sel.kind === 'chain' ? 0 : sel.index;
  return { id: `${sel.kind}:${index}`, kind: sel.kind, index };
}

/** `id` (`guava:1`) as a target of `s`, or null when the scenario has no such limiter. */
export function limiterById(s: Scenario, id: string): SweepLimiter | null {
  return sweepLimiters(s).find((l) => l.id === id) ?? null;
}

/** The item a limiter's config-scoped controls are relative to: `['rules', 0]`, `['guava', 1]` (the chain's: rule 0). */
export function itemPath(l: SweepLimiter): JsonPath {
  return [...configPath(l)];
}

/** The limiter's controls: its module's, as the controls column shows them (the chain's are flow rule 0's). */
function controlsOf(s: Scenario, l: SweepLimiter): readonly Control[] {
  const at = locate(s, { kind: l.kind, index: l.index });
  if (l.kind !== 'chain') return at.module?.controls ?? [];
  const rule = locate(s, { kind: 'sentinel', index: 0 });
  return rule.module?.controls ?? [];
}

/** A control applies now: it has no `onlyWith`, or its choice field holds one of the values it is read under. */
function applies(s: Scenario, item: JsonPath, c: Control): boolean {
  if (!c.onlyWith) return true;
  const v = getAt(s, [...item, ...c.onlyWith.path]);
  return c.onlyWith.values.some((x) => x === v);
}

/** The numeric fields of limiter `l` a sweep can vary, as its controls column shows them. */
export function sweepControls(s: Scenario, l: SweepLimiter): SweepControl[] {
  const item = itemPath(l);
  return controlsOf(s, l)
    .filter((c) => applies(s, item, c))
    .map((c) => {
      // a control writes a list index as text (`['bandwidths', '0', 'capacity']`): the scenario path has it as one
      const own = c.path.map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      const path: JsonPath = c.scope === 'scenario' ? own : [...item, ...own];
      const now = getAt(s, path);
      const current = typeof now === 'number' ? now : now === null && c.nullable ? null : c.fallback;
      return {
        name: formatPath(path),
        path,
        field: c.name,
        unit: c.unit,
        min: c.min,
        max: c.max,
        step: c.step,
        current,
      };
    });
}

/** Decimals of a step (`0.05` → 2), so values built from it print without float noise. */
function decimalsOf(step: number): number {
  const text = String(step);
  const e = text.indexOf('e-');
  if (e >= 0) return Number(text.slice(e + 2)) + (text.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * `points` values from `from` to `to` (both included), evenly spread and each on the control's step grid
 * (from + k · step), without repeats: fewer than asked when the range holds fewer steps.
 */
export function sweepValues(from: number, to: number, points: number, step: number): number[] {
  if (!(to > from) || points <= 1) return [from];
  const unit = step > 0 ? step : (to - from) / (points - 1);
  const decimals = Math.min(12, Math.max(decimalsOf(unit), decimalsOf(from)));
  const out: number[] = [];
  for (let k = 0; k < points; k++) {
    const raw = from + ((to - from) * k) / (points - 1);
    const snapped = k === points - 1 ? to : from + Math.round((raw - from) / unit) * unit;
    const v = Number(Math.min(to, snapped).toFixed(decimals));
    if (out.length === 0 || v > out[out.length - 1]) out.push(v);
  }
  return out;
}

/** The picker's message key for limiter `l` (its module's option), or null when it has none. */
export function limiterLabelKey(s: Scenario, l: SweepLimiter): string | null {
  return locate(s, { kind: l.kind, index: l.index }).module?.choice?.labelKey ?? null;
}
