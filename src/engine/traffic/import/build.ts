/**
 * Imported records → the scenario's traffic sources.
 *
 *  - A metric log becomes one `perSecond` source per picked resource: counts = pass + block,
 *    rtMs = the log's rt, errorRatio = exceptionQps / successQps, observed = the log's pass and
 *    block. The first picked resource enters the scenario's main resource (the first rule's),
 *    the others their own names.
 *  - Access-log and CSV rows are grouped by (resource, origin). When the window holds at most
 *    MAX_REPLAY_TIMES requests they become `replay` sources (exact times, each group's median
 *    response time); otherwise `perSecond` sources, a summary: counts and mean response time per
 *    second, and the import says so.
 *  - Times of whole-second resolution (`$time_local`, epoch seconds, ISO without a fraction: every
 *    time of the file on a whole second) say only which second a request came in. Replayed as they
 *    are, a second's requests would all arrive in the same millisecond, a burst the service never
 *    saw (Guava SmoothWarmingUp 20/s passes 60 of 1,140 such requests instead of 515). They become
 *    `perSecond` sources instead, spread inside each second from the seed exactly as a metric log's
 *    are, and the import says so. Resolution is read from the data, not the format: `$msec` or ISO
 *    with milliseconds keep their exact times.
 *
 *  - A parameter column (CSV) or the first query value (access log, when asked for) becomes each
 *    request's `args[0]`: a `replay` argument distribution in time order (the n-th request carries
 *    the n-th value), the value a Java `String` as `HttpServletRequest.getParameter` gives it; a row
 *    without one passes a null argument (which a ParamFlowRule skips).
 *
 * The window starts at the first record's second and lasts at most MAX_DURATION_MS; what lies
 * beyond is reported, never silently dropped.
 */
import { MAX_DURATION_MS, MAX_RT_MS } from '../common';
import { MAX_PER_SECOND, type PerSecondSource } from '../sources/per-second';
import { MAX_REPLAY_TIMES, type ReplaySource } from '../sources/replay';
import { MAX_REPLAY_VALUES, MAX_VALUE_CHARS } from '../value-distribution';
import { BadLines } from './lines';
import type { MetricLogAccumulator } from './metric-log';
import type { ArrivalRow } from './delimited';
import { said, type Said } from './said';

const MAX_DURATION_MINUTES = MAX_DURATION_MS / 60_000;

/** Most sources one import produces (the scenario holds 16). */
export const MAX_IMPORTED_SOURCES = 8;

export interface ImportedTraffic {
  /** Epoch ms of the first second: the scenario's new `startMs`. */
  readonly startMs: number;
  /** Seconds covered (the scenario's new duration is this × 1000, at least 1 s). */
  readonly seconds: number;
  readonly sources: (PerSecondSource | ReplaySource)[];
  /** `exact`: every arrival time kept; `per-second`: counts per second only. */
  readonly detail: 'exact' | 'per-second';
  /** What was assumed, cut, merged or summarised. */
  readonly notes: Said[];
}

/** The context Sentinel's servlet adapter enters (`WebServletConfig.WEB_SERVLET_CONTEXT_NAME`), with the origin. */
export const WEB_CONTEXT = 'sentinel_web_servlet_context';

const base = {
  acquire: 1,
  prioritized: false,
  rt: { type: 'fixed' as const, ms: 0 },
  errorRate: 0,
  origin: '',
  context: 'sentinel_default_context',
  entryType: 'IN' as const,
};

export function metricLogSources(acc: MetricLogAccumulator, picks: readonly string[], label = ''): ImportedTraffic {
  const notes: Said[] = [];
  const chosen = picks.filter((p) => acc.byResource.has(p)).slice(0, MAX_IMPORTED_SOURCES);
  if (picks.length > chosen.length) notes.push(said('resourcesLeft', { count: picks.length - chosen.length }));
  let first = Infinity;
  let last = -Infinity;
  for (const r of chosen)
    for (const t of acc.byResource.get(r)!.keys()) {
      first = Math.min(first, t);
      last = Math.max(last, t);
    }
  if (chosen.length === 0) return { startMs: 0, seconds: 0, sources: [], detail: 'per-second', notes };
  const span = (last - first) / 1000 + 1;
  const seconds = Math.min(span, MAX_PER_SECOND);
  if (span > seconds) notes.push(said('secondsCut', { span, seconds, minutes: MAX_DURATION_MINUTES }));
  const sources = chosen.map((resource, k): PerSecondSource => {
    const secs = acc.byResource.get(resource)!;
    const counts: number[] = [];
    const rtMs: number[] = [];
    const errorRatio: number[] = [];
    const pass: number[] = [];
    const block: number[] = [];
    let end = 0;
    for (let i = 0; i < seconds; i++) {
      const s = secs.get(first + 1000 * i);
      counts.push(s ? Math.min(100_000, s.pass + s.block) : 0);
      pass.push(s ? Math.min(100_000, s.pass) : 0);
      block.push(s ? Math.min(100_000, s.block) : 0);
      rtMs.push(s && s.rtWeight > 0 ? Math.min(MAX_RT_MS, s.rtWeighted / s.rtWeight) : 0);
      errorRatio.push(s && s.success > 0 ? Math.min(1, s.exception / s.success) : 0);
      if (s) end = i + 1;
    }
    return {
      ...base,
      type: 'perSecond',
      startMs: 0,
      counts: counts.slice(0, end),
      rtMs: rtMs.slice(0, end),
      errorRatio: errorRatio.some((e) => e > 0) ? errorRatio.slice(0, end) : [],
      observed: { pass: pass.slice(0, end), block: block.slice(0, end) },
      label: (label ? `${label} · ${resource}` : resource).slice(0, 200),
      resource: k === 0 ? null : resource.slice(0, 200),
    };
  });
  return { startMs: first, seconds, sources, detail: 'per-second', notes };
}

interface Group {
  resource: string | null;
  origin: string | null;
  t: number[];
  rt: number[];
  /** each row's parameter value, aligned with `t`; null until the group's first row with one */
  p: (string | null)[] | null;
}

/** Rows of an access log or CSV, grouped by (resource, origin). */
export class ArrivalAccumulator {
  readonly bad = new BadLines();
  readonly groups = new Map<string, Group>();
  lines = 0;
  rows = 0;
  params = 0;
  /** Every time so far on a whole second: the file's times have 1 s resolution. */
  wholeSeconds = true;

  add(row: ArrivalRow): void {
    this.rows++;
    if (row.timeMs % 1000 !== 0) this.wholeSeconds = false;
    if (row.param !== null) this.params++;
    const key = `${row.resource ?? ''}\u0000${row.origin ?? ''}`;
    let g = this.groups.get(key);
    if (g === undefined) {
      g = { resource: row.resource, origin: row.origin, t: [], rt: [], p: null };
      this.groups.set(key, g);
    }
    if (row.param !== null && g.p === null) g.p = new Array<string | null>(g.t.length).fill(null);
    g.p?.push(row.param);
    g.t.push(row.timeMs);
    if (row.rtMs !== null) g.rt.push(row.rtMs);
  }
}

/** The group's parameter values of rows `kept`, in time order, as a replay of args[0]; {} without any. */
function argsOf(g: Group, kept: number[]): Pick<ReplaySource, 'params'> {
  const p = g.p;
  if (p === null) return {};
  const order = [...kept].sort((a, b) => g.t[a] - g.t[b] || a - b);
  const values = order.slice(0, MAX_REPLAY_VALUES).map((i) => (p[i] === null ? null : p[i]!.slice(0, MAX_VALUE_CHARS)));
  return values.length > 0 ? { params: [{ type: 'replay', values }] } : {};
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function arrivalSources(acc: ArrivalAccumulator, label = ''): ImportedTraffic {
  const notes: Said[] = [];
  const groups = [...acc.groups.values()].sort((a, b) => b.t.length - a.t.length);
  if (groups.length > MAX_IMPORTED_SOURCES) {
    const rest = groups.splice(MAX_IMPORTED_SOURCES - 1);
    const p = rest.some((g) => g.p !== null)
      ? rest.flatMap((g) => g.p ?? new Array<string | null>(g.t.length).fill(null))
      : null;
    const merged = { resource: null, origin: null, t: rest.flatMap((g) => g.t), rt: rest.flatMap((g) => g.rt), p };
    groups.push(merged);
    notes.push(said('groupsMerged', { count: rest.length }));
  }
  let first = Infinity;
  for (const g of groups) for (const t of g.t) first = Math.min(first, t);
  if (!Number.isFinite(first)) return { startMs: 0, seconds: 0, sources: [], detail: 'exact', notes };
  first = Math.floor(first / 1000) * 1000;
  let last = first;
  let inWindow = 0;
  let outside = 0;
  for (const g of groups)
    for (const t of g.t) {
      if (t - first < MAX_DURATION_MS) {
        inWindow++;
        last = Math.max(last, t);
      } else outside++;
    }
  if (outside > 0) notes.push(said('requestsCut', { count: outside, minutes: MAX_DURATION_MINUTES }));
  const seconds = Math.floor((last - first) / 1000) + 1;
  const exact = inWindow <= MAX_REPLAY_TIMES && !acc.wholeSeconds;
  if (acc.wholeSeconds) notes.push(said('wholeSeconds'));
  else if (!exact) notes.push(said('tooManyTimes', { count: inWindow, max: MAX_REPLAY_TIMES }));
  if (acc.params > 0) notes.push(said('paramsKept', { count: acc.params }));
  const sources = groups.map((g, k): PerSecondSource | ReplaySource => {
    const identity = {
      ...base,
      resource: k === 0 || g.resource === null ? null : g.resource.slice(0, 200),
      origin: (g.origin ?? '').slice(0, 200),
      // Sentinel's default context has no origin (ContextUtil.enter refuses its name): the web adapter's has.
      ...(g.origin ? { context: WEB_CONTEXT } : {}),
    };
    const kept = g.t.flatMap((t, i) => (t - first >= 0 && t - first < MAX_DURATION_MS ? [i] : []));
    const times = kept.map((i) => g.t[i] - first);
    const args = argsOf(g, kept);
    if (exact) {
      const rt = Math.min(MAX_RT_MS, median(g.rt));
      return { ...identity, rt: { type: 'fixed', ms: rt }, type: 'replay', timesMs: times, offsetMs: 0, ...args };
    }
    const counts = new Array<number>(seconds).fill(0);
    for (const t of times) counts[Math.floor(t / 1000)]++;
    return {
      ...identity,
      type: 'perSecond',
      startMs: 0,
      counts: counts.map((c) => Math.min(100_000, c)),
      rtMs: [],
      errorRatio: [],
      observed: null,
      label: label.slice(0, 200),
      rt: { type: 'fixed', ms: Math.min(MAX_RT_MS, median(g.rt)) },
      ...args,
    };
  });
  return { startMs: first, seconds, sources, detail: exact ? 'exact' : 'per-second', notes };
}
