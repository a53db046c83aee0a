/**
 * What a sweep varies: a parameter spec `PATH=FROM:TO:STEP` (`rules[0].count=10:200:10`), checked against the
 * scenario it sweeps, and the grid of every combination of the parameters' values.
 *
 * CHECKS. The path must name a field of the scenario: its containers must exist (`rules[0]` must be a rule of
 * the file) and the field must be one the item's schema knows (present, or absent and defaulted, like a
 * flow rule's `maxQueueingTimeMs`). Both ends of the range are written into the scenario and read back through
 * `parseScenario`, so the schema's ranges, defaults and cross-field checks decide what is a valid value, not a
 * list kept here; a problem comes back as the schema's own message, which names the field.
 *
 * VALUES. `FROM:TO:STEP` gives FROM, FROM + STEP, … up to TO (included when the steps land on it). Each value is
 * computed as FROM + k · STEP and rounded to the decimals the spec was written with, so `0.1:0.3:0.1` gives
 * 0.1, 0.2, 0.3 and never 0.30000000000000004.
 */
import { parseScenario } from '../scenario/parse';
import { formatPath, type JsonPath } from '../scenario/issues';
import type { Scenario } from '../scenario/schema';
import { existingPrefix, getAt, parsePath, setAt } from './path';

/** At most this many points in a grid (a sweep keeps only summaries: about 2 KB a point). */
export const MAX_POINTS = 100_000;

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface ParamSpec {
  /** the spec as written */
  readonly text: string;
  readonly path: JsonPath;
  /** the path as the messages write it: `rules[0].count` */
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly step: number;
  /** the values the sweep takes, in order */
  readonly values: readonly number[];
  /** the scenario's own value of the field (after its defaults), or null when it has none */
  readonly current: number | null;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Decimals a number was written with (`0.25` → 2, `1e-3` → 3), at most 12. */
function decimalsOf(text: string): number {
  const [mantissa, exp] = text.toLowerCase().split('e');
  const frac = mantissa.split('.')[1] ?? '';
  return Math.min(12, Math.max(0, frac.length - Number(exp ?? 0)));
}

/** FROM, FROM + STEP, … ≤ TO, each rounded to `decimals`. */
export function rangeValues(from: number, to: number, step: number, decimals: number): number[] {
  const n = Math.floor((to - from) / step + 1e-9) + 1;
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(Number((from + k * step).toFixed(decimals)));
  return out;
}

/** The spec's syntax alone: `PATH=FROM:TO:STEP` with FROM ≤ TO and STEP > 0. */
export function parseParamSpec(text: string): Checked<Omit<ParamSpec, 'current'>> {
  const eq = text.indexOf('=');
  if (eq < 0) return { ok: false, error: `"${text}" is not PATH=FROM:TO:STEP (e.g. "rules[0].count=10:200:10")` };
  const pathText = text.slice(0, eq).trim();
  const path = parsePath(pathText);
  if (path === null || path.length === 0) {
    return { ok: false, error: `"${pathText}" is not a field path (e.g. rules[0].count, guava[0].permitsPerSecond)` };
  }
  const name = formatPath(path);
  const parts = text
    .slice(eq + 1)
    .split(':')
    .map((p) => p.trim());
  if (parts.length !== 3)
    return { ok: false, error: `${name}: the range must be FROM:TO:STEP, got "${text.slice(eq + 1)}"` };
  const bad = parts.find((p) => !NUMBER.test(p));
  if (bad !== undefined) return { ok: false, error: `${name}: "${bad}" is not a number` };
  const [from, to, step] = parts.map(Number);
  if (!(step > 0)) return { ok: false, error: `${name}: STEP must be more than 0, got ${parts[2]}` };
  if (!(from <= to)) return { ok: false, error: `${name}: FROM (${parts[0]}) must not be more than TO (${parts[1]})` };
  const decimals = Math.max(decimalsOf(parts[0]), decimalsOf(parts[2]));
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  if (count > MAX_POINTS) return { ok: false, error: `${name}: ${count} values, at most ${MAX_POINTS}` };
  return { ok: true, value: { text, path, name, from, to, step, values: rangeValues(from, to, step, decimals) } };
}

/**
 * The scenario with each path set to its value, through the scenario's schema (defaults, ranges and
 * cross-field checks apply); the error lists the schema's messages.
 */
export function scenarioAt(base: Scenario, paths: readonly JsonPath[], values: readonly number[]): Checked<Scenario> {
  let json: unknown = base;
  paths.forEach((p, i) => (json = setAt(json, p, values[i])));
  const parsed = parseScenario(json);
  if (!parsed.ok) return { ok: false, error: parsed.issues.map((i) => i.message).join('; ') };
  return { ok: true, value: parsed.value };
}

/** A spec checked against the scenario: the field exists (or its schema knows it) and both ends are valid. */
export function checkParam(base: Scenario, text: string): Checked<ParamSpec> {
  const spec = parseParamSpec(text);
  if (!spec.ok) return spec;
  const { path, name } = spec.value;
  const container = path.slice(0, -1);
  if (container.length > 0 && getAt(base, container) === undefined) {
    const n = existingPrefix(base, container);
    const missing = formatPath(path.slice(0, n + 1));
    const list = getAt(base, path.slice(0, n));
    const size = Array.isArray(list) ? ` (it has ${list.length} item${list.length === 1 ? '' : 's'})` : '';
    return { ok: false, error: `${name}: the scenario has no ${missing}${size}` };
  }
  const now = getAt(base, path);
  if (now !== undefined && now !== null && typeof now !== 'number') {
    return { ok: false, error: `${name}: not a number field (it holds ${JSON.stringify(now)})` };
  }
  for (const v of [spec.value.from, spec.value.to]) {
    const at = scenarioAt(base, [path], [v]);
    if (!at.ok) return { ok: false, error: `${name}=${v}: ${at.error}` };
    if (getAt(at.value, path) !== v) {
      // a key the item's schema does not know: the parse's own warning says so, with a spelling it knows
      const warned = parseScenario(setAt(base, path, v)).warnings.find((w) => formatPath(w.path) === name);
      if (warned !== undefined) return { ok: false, error: `${name}: ${warned.detail}` };
      return {
        ok: false,
        error: `${name}: not a field the scenario's schema keeps (it reads back as ${JSON.stringify(getAt(at.value, path))})`,
      };
    }
  }
  return { ok: true, value: { ...spec.value, current: typeof now === 'number' ? now : null } };
}

/** Points in the grid of `params` (the product of their value counts). */
export function gridSize(params: readonly Pick<ParamSpec, 'values'>[]): number {
  return params.reduce((n, p) => n * p.values.length, 1);
}

/** Point `k` of the grid: one value per parameter, the last parameter varying fastest. */
export function gridPoint(params: readonly Pick<ParamSpec, 'values'>[], k: number): number[] {
  const out = new Array<number>(params.length);
  let rest = k;
  for (let i = params.length - 1; i >= 0; i--) {
    const n = params[i].values.length;
    out[i] = params[i].values[rest % n];
    rest = Math.floor(rest / n);
  }
  return out;
}
