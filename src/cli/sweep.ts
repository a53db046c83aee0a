/**
 * `flowlab sweep`: run a scenario over a grid of parameter values and say which values meet the goals.
 *
 *   flowlab sweep scenario.json --param rules[0].count=10:200:10 [--param …] [--goal "blockedRatio <= 0.01"]…
 *                 [--limiter ID] [--front METRIC,METRIC] [--csv grid.csv] [--json sweep.json] [--traffic FILE]
 *
 * The grid, the runs and the choice of points are the engine's (engine/decide); this file reads the options,
 * checks the goals with `--expect`'s language and evaluator (expect.ts), and prints and writes the results.
 */
import { parseArgs } from 'node:util';
import {
  checkParam,
  gridSize,
  MAX_POINTS,
  nearest,
  paretoFront,
  type ParamSpec,
  type SummaryRow,
  type SweepPoint,
} from '../engine/decide';
import { SUMMARIES_ONLY, type Families } from '../engine/sim/simulate';
import { csvNumber } from '../ui/export/csv';
import { TRAFFIC_OPTIONS, TRAFFIC_USAGE, type CommandContext } from './command';
import { evaluate, METRICS, metricValue, parseExpectation, primaryLimiter, type Clause, type Metric } from './expect';
import { cell } from './report';
import { printable, printableJson } from './safe-text';
import { defaultThreads, sweepOnThreads } from './sweep-threads';

export const SWEEP_USAGE = `Usage: flowlab sweep <scenario.json> --param PATH=FROM:TO:STEP [--param …] [options]

Runs the scenario once per point of the grid (every combination of the parameters' values, on the same traffic)
and prints the best points of one limiter.

Options:
  --param SPEC          a field and its range, e.g. rules[0].count=10:200:10 (10, 20, …, 200); repeatable. PATH
                        is the scenario file's JSON path: rules[0].count, guava[0].permitsPerSecond,
                        limiters[0].rate, coldFactor, … It must name a field the scenario has or its schema knows
  --goal EXPR           what a good point must meet; repeatable; the --expect language of simulate, e.g.
                        "blockedRatio <= 0.01 and waitP99 <= 200" (a clause without an id is about --limiter)
  --limiter ID          the limiter whose metrics are ranked and printed (default: chain:0, or the only limiter)
  --front A,B           with no goal: the two metrics of the trade-off front (default blockedRatio,waitP99)
  --csv FILE            write the whole grid: one row per point (the parameters, then each limiter's metrics)
  --json FILE           write the sweep's definition and every point's summaries as JSON
  --threads N           threads to run the points on (default: one per core, for a sweep that would take
                        over half a second on one; 1: this thread only). The results do not depend on it
${TRAFFIC_USAGE}
  -h, --help            show this help

Best points. With goals: the points that meet every goal, nearest the scenario's current values first (the
smallest change to the file; distance in steps of each parameter), then the lowest blockedRatio, then the
lowest waitP99, then grid order; the first ten are printed. Without a goal: the points no other point beats on
both metrics of --front (each minimised; passRatio, passed, permitsPassed and busiest1s maximised), by the
first metric, and the point nearest the current values.

Metrics: ${METRICS.join(', ')} (ratios are fractions of requests, waits in ms, busiest1s the most permits
passed in any 1 s span).

Exit status: with goals, 0 when some point meets every goal and 1 when none does; 0 without goals; 2 bad input.`;

const SHOWN: readonly Metric[] = ['blockedRatio', 'waitP50', 'waitP99', 'waitMax', 'passRatio', 'busiest1s'];
const MAXIMISED: readonly Metric[] = ['passRatio', 'passed', 'permitsPassed', 'busiest1s'];
const BEST_ROWS = 10;
const FRONT_ROWS = 20;

/** The families that run limiter `id` (ids never change with the choice). */
function familiesFor(ids: Iterable<string>): Families {
  const f: Families = { sentinel: false, guava: false, chain: false, limiters: false };
  for (const id of ids) {
    const family = id.split(':')[0];
    if (family === 'sentinel' || family === 'guava' || family === 'chain' || family === 'limiters') f[family] = true;
  }
  return f;
}

interface Judged {
  readonly point: SweepPoint;
  /** every goal holds (false for an invalid point) */
  readonly meets: boolean;
  /** the target limiter's summary, or null for an invalid point */
  readonly row: SummaryRow | null;
}

function metricOf(j: Judged, m: Metric): number {
  return j.row === null ? NaN : metricValue(j.row.summary, m);
}

function table(params: readonly ParamSpec[], rows: readonly { mark: string; j: Judged }[]): string[] {
  const head = [...params.map((p) => p.name), ...SHOWN.map((m) => (m.startsWith('wait') ? `${m} ms` : m)), ''];
  const body = rows.map(({ mark, j }) => [
    ...j.point.values.map((v) => cell(v)),
    ...SHOWN.map((m) => cell(metricOf(j, m))),
    mark,
  ]);
  const all = [head, ...body];
  const widths = head.map((_, c) => Math.max(...all.map((r) => r[c].length)));
  return all.map((r) =>
    r
      .map((v, c) => v.padStart(widths[c]))
      .join('  ')
      .trimEnd(),
  );
}

export function sweepCommand(argv: readonly string[], ctx: CommandContext): number {
  const { io } = ctx;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        ...TRAFFIC_OPTIONS,
        param: { type: 'string', multiple: true },
        goal: { type: 'string', multiple: true },
        limiter: { type: 'string' },
        front: { type: 'string' },
        csv: { type: 'string' },
        json: { type: 'string' },
        threads: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return ctx.fail(`${(e as Error).message}\n\n${SWEEP_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(SWEEP_USAGE);
    return 0;
  }
  const [path, ...extra] = positionals;
  if (path === undefined) ctx.fail(`sweep needs a scenario file\n\n${SWEEP_USAGE}`);
  if (extra.length > 0) ctx.fail(`unexpected argument "${extra[0]}"\n\n${SWEEP_USAGE}`);
  const specs = values.param ?? [];
  if (specs.length === 0)
    ctx.fail('sweep needs at least one --param PATH=FROM:TO:STEP, e.g. --param rules[0].count=10:200:10');

  const goals: Clause[] = [];
  for (const text of values.goal ?? []) {
    const e = parseExpectation(text);
    if (!e.ok) ctx.fail(`--goal: ${e.error}`);
    else goals.push(...e.value);
  }
  const front = (values.front ?? 'blockedRatio,waitP99').split(',').map((m) => m.trim());
  if (front.length !== 2 || front.some((m) => !(METRICS as readonly string[]).includes(m))) {
    ctx.fail(`--front: two metrics joined by a comma, e.g. blockedRatio,waitP99 (metrics: ${METRICS.join(', ')})`);
  }
  if (values.resource !== undefined && values.traffic === undefined) {
    ctx.fail('--resource picks resources of a metric log given with --traffic');
  }

  const base = ctx.load(path, {
    traffic: values.traffic,
    unit: values['traffic-unit'] ?? 'ms',
    resources: values.resource,
  });
  const params: ParamSpec[] = [];
  for (const text of specs) {
    const p = checkParam(base, text);
    if (!p.ok) ctx.fail(`--param: ${p.error}`);
    else if (params.some((q) => q.name === p.value.name)) ctx.fail(`--param: ${p.value.name} is given twice`);
    else params.push(p.value);
  }
  const total = gridSize(params);
  if (total > MAX_POINTS) ctx.fail(`--param: the grid has ${total} points, at most ${MAX_POINTS}`);
  const threadsText = values.threads;
  if (threadsText !== undefined && !/^[1-9]\d{0,2}$/.test(threadsText)) {
    ctx.fail(`--threads: a whole number from 1 to 999, not "${printable(threadsText)}"`);
  }

  // the scenario as it is: its limiter ids, the goals checked against them before the grid runs
  const startedMs = performance.now();
  const current = ctx.simulate(base, { sentinel: true, guava: true, chain: true, limiters: true });
  // the run of every limiter, a little more than a point's: worker threads (about 0.3 s each to start) pay
  // only for a sweep that would take over half a second on this thread
  const oneThreadMs = (performance.now() - startedMs) * total;
  const ids = current.limiters.map((l) => ({ id: l.id, summary: l.summary }));
  const target = values.limiter ?? primaryLimiter(ids);
  if (target === null || !ids.some((r) => r.id === target)) {
    ctx.fail(
      `--limiter: ${target === null ? 'the scenario has several limiters, name one' : `no limiter "${printable(target)}"`} (ids: ${ids.map((r) => r.id).join(', ')})`,
    );
  }
  // an unqualified goal is about --limiter: qualify it, then check the ids exist
  const qualified = goals.map((g) => (g.limiter === null ? { ...g, limiter: target } : g));
  const check = evaluate(qualified, ids);
  if (!check.ok) ctx.fail(`--goal: ${check.error}`);
  const families = familiesFor([target, ...qualified.map((g) => g.limiter!)]);

  // each point is read for its summaries only: the run skips the decision columns nobody reads here
  const threads = threadsText !== undefined ? Number(threadsText) : oneThreadMs > 500 ? defaultThreads() : 1;
  const points = sweepOnThreads((s) => ctx.simulate(s, families, SUMMARIES_ONLY), base, params, families, threads);
  const judged: Judged[] = points.map((point) => {
    const row = point.rows.find((r) => r.id === target) ?? null;
    if (point.error !== null) return { point, meets: false, row };
    const v = evaluate(qualified, point.rows);
    return { point, meets: v.ok && v.value.every((x) => x.ok), row };
  });

  const title = base.name === '' ? path : base.name;
  const ranges = params.map((p) => `${p.name} ${cell(p.from)}..${cell(p.to)} step ${cell(p.step)}`).join(' × ');
  io.out(`${printable(title)} — sweep of ${total} point${total === 1 ? '' : 's'}, ${target}: ${ranges}`);
  const invalid = judged.filter((j) => j.point.error !== null);
  if (invalid.length > 0) {
    io.err(
      `${invalid.length} point(s) make an invalid scenario and were not run, e.g. ${invalid[0].point.values.join(', ')}: ${invalid[0].point.error}`,
    );
  }
  const currentValues = params.map((p) => p.current);
  const hasCurrent = currentValues.every((v) => v !== null);
  const steps = params.map((p) => p.step);
  const distance = (j: Judged) =>
    hasCurrent ? j.point.values.reduce((d, v, k) => d + Math.abs(v - currentValues[k]!) / steps[k], 0) : 0;
  const near = hasCurrent
    ? nearest(
        points.map((p) => p.values),
        currentValues as number[],
        steps,
      )
    : -1;

  let best: number[] = [];
  let frontIdx: number[] = [];
  if (goals.length > 0) {
    const worst = (x: number) => (Number.isNaN(x) ? Infinity : x);
    best = judged
      .map((j, i) => ({ j, i, d: distance(j) }))
      .filter(({ j }) => j.meets)
      .sort(
        (a, b) =>
          a.d - b.d ||
          worst(metricOf(a.j, 'blockedRatio')) - worst(metricOf(b.j, 'blockedRatio')) ||
          worst(metricOf(a.j, 'waitP99')) - worst(metricOf(b.j, 'waitP99')) ||
          a.i - b.i,
      )
      .map(({ i }) => i);
    io.out(
      `${best.length} of ${total} points meet every goal (${goals.map((g) => g.text).join('; ')})` +
        (best.length > 0 ? '; best first (nearest the current values):' : ''),
    );
    if (best.length > 0) {
      const shown = best.slice(0, BEST_ROWS).map((i) => ({ mark: i === near ? '(current)' : '', j: judged[i] }));
      for (const l of table(params, shown)) io.out(l);
      if (best.length > BEST_ROWS) io.out(`… and ${best.length - BEST_ROWS} more (--csv writes them all)`);
    }
  } else {
    const sign = (m: string) => ((MAXIMISED as readonly string[]).includes(m) ? -1 : 1);
    const valid = judged.map((j, i) => ({ j, i })).filter(({ j }) => j.row !== null);
    frontIdx = paretoFront(
      valid.map(({ j }) => ({
        x: sign(front[0]) * metricOf(j, front[0] as Metric),
        y: sign(front[1]) * metricOf(j, front[1] as Metric),
        tie: distance(j),
      })),
    ).map((k) => valid[k].i);
    io.out(
      `the front of ${front[0]} vs ${front[1]}: ${frontIdx.length} point${frontIdx.length === 1 ? '' : 's'} no other point beats on both`,
    );
    const shown = frontIdx.slice(0, FRONT_ROWS).map((i) => ({ mark: i === near ? '(current)' : '', j: judged[i] }));
    for (const l of table(params, shown)) io.out(l);
    if (frontIdx.length > FRONT_ROWS) io.out(`… and ${frontIdx.length - FRONT_ROWS} more (--csv writes them all)`);
  }
  if (near >= 0) {
    const j = judged[near];
    const exact = j.point.values.every((v, k) => v === currentValues[k]);
    const at = params.map((p, k) => `${p.name} = ${cell(j.point.values[k])}`).join(', ');
    const said = SHOWN.map((m) => `${m} ${cell(metricOf(j, m))}`).join(', ');
    const verdict = goals.length > 0 ? (j.meets ? ' — meets every goal' : ' — misses a goal') : '';
    io.out(`${exact ? 'current' : 'nearest the current values'} (${at}): ${said}${verdict}`);
  }

  if (values.csv !== undefined) io.writeFile(values.csv, gridCsv(params, judged, goals.length > 0));
  if (values.json !== undefined) {
    const json = {
      scenario: base.name,
      definition: {
        params: params.map((p) => ({ path: p.name, from: p.from, to: p.to, step: p.step, current: p.current })),
        limiter: target,
        goals: goals.map((g) => g.text),
        front: goals.length > 0 ? null : front,
        order:
          goals.length > 0
            ? 'meets every goal; nearest the current values; lowest blockedRatio; lowest waitP99; grid order'
            : `front of ${front[0]} vs ${front[1]}`,
      },
      points: judged.map((j) => ({
        values: Object.fromEntries(params.map((p, k) => [p.name, j.point.values[k]])),
        meets: goals.length > 0 ? j.meets : null,
        error: j.point.error,
        limiters: j.point.rows.map((r) => ({ id: r.id, ...summaryOnly(r) })),
      })),
      best: goals.length > 0 ? best : null,
      front: goals.length > 0 ? null : frontIdx,
      nearest: near >= 0 ? near : null,
      ok: goals.length === 0 || best.length > 0,
    };
    io.writeFile(values.json, printableJson(JSON.stringify(json, null, 2)) + '\n');
  }
  return goals.length === 0 || best.length > 0 ? 0 : 1;
}

const num = (x: number) => (Number.isNaN(x) ? null : x);

function summaryOnly(r: SummaryRow) {
  return { summary: Object.fromEntries(METRICS.map((m) => [m, num(metricValue(r.summary, m))])) };
}

/** One row per point: the parameters, whether it meets the goals, then every run limiter's metrics. */
export function gridCsv(params: readonly ParamSpec[], judged: readonly Judged[], withGoals: boolean): string {
  const ids = [...new Set(judged.flatMap((j) => j.point.rows.map((r) => r.id)))];
  const head = [
    ...params.map((p) => p.name),
    ...(withGoals ? ['meetsGoals'] : []),
    'valid',
    ...ids.flatMap((id) => METRICS.map((m) => `${id}.${m}`)),
  ];
  const lines = [head.join(',')];
  for (const j of judged) {
    const cells = [
      ...j.point.values.map(csvNumber),
      ...(withGoals ? [j.meets ? 'true' : 'false'] : []),
      j.point.error === null ? 'true' : 'false',
    ];
    for (const id of ids) {
      const r = j.point.rows.find((x) => x.id === id);
      for (const m of METRICS) cells.push(r === undefined ? '' : csvNumber(metricValue(r.summary, m)));
    }
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}
