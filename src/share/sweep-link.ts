/**
 * A sweep's definition in a share link: the fragment parameter `sweep`, next to the scenario's `s`
 * (`#s=1.…&sweep=1.…`). It carries what the sweep varies and what it looks for (the limiter, one or two fields
 * with their range and number of points, the heatmap's metric, the goals, the front's two metrics), never its
 * results: opening the link runs the same sweep again on the link's scenario.
 *
 * FORMAT. `1.` + base64url(UTF-8 JSON), no compression: a definition is a few hundred bytes. Read with the
 * link's hostile-input care: a length cap before anything, UTF-8 read strictly, JSON parsed with a depth limit
 * and no `__proto__` / `constructor` / `prototype` keys (safe-json.ts), then every field checked here. A
 * definition this cannot read is reported and dropped; the scenario in `s` opens as it would without it. A link
 * without `sweep` opens exactly as before. The parameter itself is read and written by sweep-hash.ts. See
 * docs/link-format.md.
 */
import { parsePath } from '../engine/decide/path';
import { fromBase64Url, toBase64Url } from './base64url';
import { safeJsonParse } from './safe-json';

export const SWEEP_VERSION = 1;
/** More than any definition needs (two fields, eight goals: under 1,000 characters). */
export const SWEEP_MAX_CHARS = 4000;
const SWEEP_MAX_DEPTH = 6;
/** Points of one field, and of the whole grid (every point is a full run). */
export const MAX_AXIS_POINTS = 100;
export const MAX_GRID_POINTS = 2500;
export const MAX_GOALS = 8;

/** The metrics a sweep shows, named as `flowlab sweep` and `--expect` name them. */
export const SWEEP_METRICS = ['blockedRatio', 'waitP50', 'waitP99', 'waitMax', 'passRatio', 'busiest1s'] as const;
export type SweepMetric = (typeof SWEEP_METRICS)[number];
export const GOAL_OPS = ['<=', '<', '>=', '>'] as const;
export type GoalOp = (typeof GOAL_OPS)[number];

export interface SweepAxis {
  /** the scenario path, as the messages write it: `rules[0].count` */
  readonly path: string;
  readonly from: number;
  readonly to: number;
  readonly points: number;
}

export interface SweepGoal {
  readonly metric: SweepMetric;
  readonly op: GoalOp;
  /** in the metric's own unit: a ratio as a fraction (0.01 = 1 %), waits in ms, busiest1s in permits */
  readonly value: number;
}

export interface SweepDefinition {
  /** the limiter whose metrics are shown and judged: `sentinel:0`, `chain:0`, `guava:0`, `limiters:1` */
  readonly limiter: string;
  readonly axes: readonly SweepAxis[];
  /** the heatmap's metric (two fields) */
  readonly metric: SweepMetric;
  readonly goals: readonly SweepGoal[];
  /** the two metrics of the trade-off front */
  readonly front: readonly [SweepMetric, SweepMetric];
}

export type SweepRead = { ok: true; definition: SweepDefinition } | { ok: false; message: string };

/** Definition → link text (`1.…`). */
export function encodeSweep(d: SweepDefinition): string {
  const json = JSON.stringify({
    limiter: d.limiter,
    axes: d.axes.map((a) => ({ path: a.path, from: a.from, to: a.to, points: a.points })),
    metric: d.metric,
    goals: d.goals.map((g) => ({ metric: g.metric, op: g.op, value: g.value })),
    front: [d.front[0], d.front[1]],
  });
  return `${SWEEP_VERSION}.${toBase64Url(new TextEncoder().encode(json))}`;
}

const LIMITER_ID = /^(sentinel|guava|limiters|chain):\d{1,4}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMetric = (v: unknown): v is SweepMetric => (SWEEP_METRICS as readonly unknown[]).includes(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function axisOf(v: unknown, i: number): SweepAxis | string {
  const at = `field ${i + 1}`;
  if (!isObject(v)) return `${at} is not an object`;
  const { path, from, to, points } = v;
  if (typeof path !== 'string' || path.length > 200 || parsePath(path) === null) return `${at} names no field path`;
  if (!finite(from) || !finite(to)) return `${at}: from and to must be numbers`;
  if (from > to) return `${at}: from (${from}) is more than to (${to})`;
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 1 || points > MAX_AXIS_POINTS)
    return `${at}: points must be a whole number from 1 to ${MAX_AXIS_POINTS}`;
  return { path, from, to, points };
}

function goalOf(v: unknown, i: number): SweepGoal | string {
  if (!isObject(v)) return `goal ${i + 1} is not an object`;
  const { metric, op, value } = v;
  if (!isMetric(metric)) return `goal ${i + 1} names no metric (${SWEEP_METRICS.join(', ')})`;
  if (!(GOAL_OPS as readonly unknown[]).includes(op))
    return `goal ${i + 1}: the comparison must be ${GOAL_OPS.join(' ')}`;
  if (!finite(value)) return `goal ${i + 1}: the value must be a number`;
  return { metric, op: op as GoalOp, value };
}

/** A parsed JSON value → a definition, or why not (the scenario's side is checked when the sweep runs). */
export function definitionOf(v: unknown): SweepRead {
  if (!isObject(v)) return { ok: false, message: 'the sweep is not an object' };
  const { limiter, axes, metric, goals, front } = v;
  if (typeof limiter !== 'string' || !LIMITER_ID.test(limiter))
    return { ok: false, message: 'the sweep names no limiter' };
  if (!Array.isArray(axes) || axes.length < 1 || axes.length > 2)
    return { ok: false, message: 'the sweep must vary one or two fields' };
  const read: SweepAxis[] = [];
  for (const [i, a] of axes.entries()) {
    const axis = axisOf(a, i);
    if (typeof axis === 'string') return { ok: false, message: axis };
    read.push(axis);
  }
  if (read.length === 2 && read[0].path === read[1].path)
    return { ok: false, message: `the sweep varies ${read[0].path} twice` };
  const total = read.reduce((n, a) => n * a.points, 1);
  if (total > MAX_GRID_POINTS)
    return { ok: false, message: `the grid has ${total} points, at most ${MAX_GRID_POINTS}` };
  if (!isMetric(metric))
    return { ok: false, message: `the heatmap's metric must be one of ${SWEEP_METRICS.join(', ')}` };
  if (!Array.isArray(goals) || goals.length > MAX_GOALS)
    return { ok: false, message: `the goals must be a list of at most ${MAX_GOALS}` };
  const readGoals: SweepGoal[] = [];
  for (const [i, g] of goals.entries()) {
    const goal = goalOf(g, i);
    if (typeof goal === 'string') return { ok: false, message: goal };
    readGoals.push(goal);
  }
  if (!Array.isArray(front) || front.length !== 2 || !isMetric(front[0]) || !isMetric(front[1]))
    return { ok: false, message: 'the front must name two metrics' };
  return {
    ok: true,
    definition: { limiter, axes: read, metric, goals: readGoals, front: [front[0], front[1]] },
  };
}

/** Link text → definition. Never throws. */
export function decodeSweep(text: string): SweepRead {
  try {
    if (typeof text !== 'string' || text.length > SWEEP_MAX_CHARS)
      return { ok: false, message: 'the sweep is too long' };
    const m = /^(\d{1,6})\.([A-Za-z0-9_-]*)$/.exec(text.trim());
    if (!m) return { ok: false, message: 'the sweep does not start with a version number and a dot' };
    if (Number(m[1]) !== SWEEP_VERSION) return { ok: false, message: `sweep version ${m[1]} is not one this reads` };
    const bytes = fromBase64Url(m[2]);
    if (bytes === null || bytes.length === 0) return { ok: false, message: 'the sweep is damaged (base64url)' };
    const json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const parsed = safeJsonParse(json, SWEEP_MAX_DEPTH);
    if (!parsed.ok) return { ok: false, message: `the sweep is damaged: ${parsed.detail}` };
    return definitionOf(parsed.value);
  } catch (e) {
    return { ok: false, message: `the sweep could not be read (${String((e as Error)?.message ?? e).slice(0, 200)})` };
  }
}
