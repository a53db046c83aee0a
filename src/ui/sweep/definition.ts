/**
 * A sweep definition against a scenario: the default one for the limiter on screen, and the check that turns a
 * definition (typed, autosaved or from a link) into the grid to run, or into a clear reason why not.
 *
 * A field must be one of the limiter's numeric controls (params.ts). Whether a value is valid is the schema's
 * to say, and the schema is not on the page (parsing a scenario with a large imported log would block it): every
 * point is written into the scenario and read back by the schema in the worker (engine/decide's `runPoint`),
 * and a point the schema refuses comes back with its words, shown with the results.
 */
import type { Scenario } from '../../engine/scenario';
import { MAX_GRID_POINTS, type SweepAxis, type SweepDefinition, type SweepMetric } from '../../share/sweep-link';
import {
  limiterById,
  selectedLimiter,
  sweepControls,
  sweepValues,
  type SweepControl,
  type SweepLimiter,
} from './params';

/** Points of a new one-field sweep, and of each field of a two-field one. */
export const DEFAULT_POINTS = 21;
export const DEFAULT_POINTS_2D = 11;
export const DEFAULT_FRONT: readonly [SweepMetric, SweepMetric] = ['blockedRatio', 'waitP99'];

/** A field's default range: the control's min to max. */
export function axisFor(c: SweepControl, points: number): SweepAxis {
  return { path: c.name, from: c.min, to: c.max, points };
}

/** The first field of the limiter on screen over its control's range, no goals. */
export function defaultDefinition(s: Scenario, limiter: SweepLimiter = selectedLimiter(s)): SweepDefinition | null {
  const first = sweepControls(s, limiter)[0];
  if (!first) return null;
  return {
    limiter: limiter.id,
    axes: [axisFor(first, DEFAULT_POINTS)],
    metric: 'blockedRatio',
    goals: [],
    front: DEFAULT_FRONT,
  };
}

export interface ResolvedAxis {
  readonly axis: SweepAxis;
  readonly control: SweepControl;
  readonly values: readonly number[];
}

export type Resolved =
  | {
      readonly ok: true;
      readonly limiter: SweepLimiter;
      readonly axes: readonly ResolvedAxis[];
      /** every point's values, in grid order (the last field varying fastest) */
      readonly points: readonly (readonly number[])[];
    }
  | { readonly ok: false; readonly error: SweepProblem };

/** Why a definition cannot run: which problem (the view words it as `sweep.problem.<code>`) and its values. */
export interface SweepProblem {
  readonly code: 'noLimiter' | 'notAField' | 'order' | 'twice' | 'tooMany' | 'link' | 'failed';
  readonly params: Readonly<Record<string, string | number>>;
}

/** The grid `d` makes on `s`, or the first reason it cannot run. */
export function resolve(s: Scenario, d: SweepDefinition): Resolved {
  const limiter = limiterById(s, d.limiter);
  if (limiter === null) return { ok: false, error: { code: 'noLimiter', params: { id: d.limiter } } };
  const controls = sweepControls(s, limiter);
  const axes: ResolvedAxis[] = [];
  for (const axis of d.axes) {
    const control = controls.find((c) => c.name === axis.path);
    if (!control) {
      const names = controls.map((c) => c.name).join(', ');
      const params = { path: axis.path, id: limiter.id, names };
      return { ok: false, error: { code: 'notAField', params } };
    }
    if (!(axis.from <= axis.to))
      return { ok: false, error: { code: 'order', params: { path: axis.path, from: axis.from, to: axis.to } } };
    axes.push({ axis, control, values: sweepValues(axis.from, axis.to, axis.points, control.step) });
  }
  if (axes.length === 2 && axes[0].control.name === axes[1].control.name)
    return { ok: false, error: { code: 'twice', params: { path: axes[0].control.name } } };
  const total = axes.reduce((n, a) => n * a.values.length, 1);
  if (total > MAX_GRID_POINTS)
    return { ok: false, error: { code: 'tooMany', params: { total, max: MAX_GRID_POINTS } } };
  const points = Array.from({ length: total }, (_, k) => gridValues(axes, k));
  return { ok: true, limiter, axes, points };
}

/** Point `k` of the grid: one value per field, the last field varying fastest (engine/decide's `gridPoint` order). */
export function gridValues(axes: readonly { readonly values: readonly number[] }[], k: number): number[] {
  const out = new Array<number>(axes.length);
  let rest = k;
  for (let i = axes.length - 1; i >= 0; i--) {
    const n = axes[i].values.length;
    out[i] = axes[i].values[rest % n];
    rest = Math.floor(rest / n);
  }
  return out;
}
