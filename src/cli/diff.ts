/**
 * `flowlab diff`: a rule change run on the same traffic, before and after — every limiter's metrics, the
 * requests whose outcome flipped (engine/decide/ledger.ts), a Markdown report with its chart, and
 * expectations on both sides, their delta and the flips.
 *
 *   flowlab diff before.json after.json [--traffic FILE] [--report diff.md] [--json diff.json] [--expect …]…
 */
import { parseArgs } from 'node:util';
import { limiterLedger, rowKeys, sameArrivals } from '../engine/decide';
import { ALL_FAMILIES } from '../engine/sim/simulate';
import { trafficOf } from '../engine/sim/inputs';
import { FLIP_NAMES } from '../engine/decide';
import { TRAFFIC_OPTIONS, TRAFFIC_USAGE, type CommandContext } from './command';
import { evaluateDiff, parseDiffExpectation, type DiffClause, type DiffRow } from './diff-expect';
import { diffMarkdown, diffSvg, diffTable, diffVerdictLines, ledgerTable } from './diff-report';
import { METRICS, metricValue, primaryLimiter } from './expect';
import { printable, printableJson } from './safe-text';

export const DIFF_USAGE = `Usage: flowlab diff <before.json> <after.json> [options]

Runs both scenarios on the same traffic (the before file's, or --traffic) and prints, per limiter, each metric
before and after and the delta, then the flip ledger: how many requests went allow → block, block → allow,
pass → wait and wait → pass.

Options:
  --report FILE.md      write a Markdown report (a pull-request comment): the changed metrics, a chart of passed
                        and blocked per second before vs after (an SVG beside it, FILE.svg, linked by its name),
                        and the ledger per limiter, per resource, per hot-parameter or gateway value (the top
                        movers) and the seconds where the runs differ most
  --json FILE           write both summaries, the deltas, the ledgers and the verdicts as JSON
  --limiter ID          the limiter of the chart (default: chain:0, or the only limiter)
  --expect EXPR         fail (exit 1) unless EXPR holds; repeatable. The --expect language of simulate with a
                        side in front: before., after. or delta. (after − before), e.g. "delta.blockedRatio <= 0.01";
                        or a ledger count: flips.[<id>.]<${FLIP_NAMES.join('|')}>, e.g. "flips.allowToBlock == 0".
                        No prefix: the after side
${TRAFFIC_USAGE}
  -h, --help            show this help

Without --traffic both files run on their own traffic; the ledger needs the same requests on both sides, so a
limiter whose requests differ is listed without one.

Exit status: 0 expectations hold, 1 an expectation fails, 2 bad input.`;

export function diffCommand(argv: readonly string[], ctx: CommandContext): number {
  const { io } = ctx;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        ...TRAFFIC_OPTIONS,
        report: { type: 'string' },
        json: { type: 'string' },
        limiter: { type: 'string' },
        expect: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return ctx.fail(`${(e as Error).message}\n\n${DIFF_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(DIFF_USAGE);
    return 0;
  }
  const [beforePath, afterPath, ...extra] = positionals;
  if (beforePath === undefined || afterPath === undefined) ctx.fail(`diff needs two scenario files\n\n${DIFF_USAGE}`);
  if (extra.length > 0) ctx.fail(`unexpected argument "${extra[0]}"\n\n${DIFF_USAGE}`);
  const clauses: DiffClause[] = [];
  for (const text of values.expect ?? []) {
    const e = parseDiffExpectation(text);
    if (!e.ok) ctx.fail(`--expect: ${e.error}`);
    else clauses.push(...e.value);
  }
  if (values.resource !== undefined && values.traffic === undefined) {
    ctx.fail('--resource picks resources of a metric log given with --traffic');
  }
  const traffic = { traffic: values.traffic, unit: values['traffic-unit'] ?? 'ms', resources: values.resource };
  const before = ctx.load(beforePath, traffic);
  const after = ctx.load(afterPath, traffic);
  const rb = ctx.simulate(before, ALL_FAMILIES);
  const ra = ctx.simulate(after, ALL_FAMILIES);
  const arrivalsBefore = trafficOf(before);
  const arrivalsAfter = trafficOf(after);
  const same = sameArrivals(arrivalsBefore, arrivalsAfter);

  const rows: DiffRow[] = [];
  const gone: string[] = [];
  for (const lb of rb.limiters) {
    const la = ra.limiters.find((l) => l.id === lb.id);
    if (la === undefined) {
      gone.push(lb.id);
      continue;
    }
    const ledger = same ? limiterLedger(lb, la, rowKeys(after, arrivalsAfter, lb.id), { topKeys: 10 }) : null;
    rows.push({ id: lb.id, before: lb.summary, after: la.summary, ledger });
  }
  const added = ra.limiters.filter((l) => !rb.limiters.some((b) => b.id === l.id)).map((l) => l.id);
  const verdicts = evaluateDiff(clauses, rows);
  if (!verdicts.ok) ctx.fail(`--expect: ${verdicts.error}`);

  const name = (s: typeof before, p: string) => (s.name === '' ? p : s.name);
  const title = `${name(before, beforePath)} → ${name(after, afterPath)}`;
  io.out(`${printable(title)} — ${rb.durationMs} ms before, ${ra.durationMs} ms after`);
  if (!same) io.out('the two scenarios make different traffic: no flip ledger (give both the same --traffic)');
  if (gone.length > 0) io.out(`only before: ${gone.map(printable).join(', ')}`);
  if (added.length > 0) io.out(`only after: ${added.map(printable).join(', ')}`);
  for (const l of diffTable(rows)) io.out(l);
  const ledgerLines = ledgerTable(rows);
  if (same && ledgerLines.length > 0) {
    io.out('');
    for (const l of ledgerLines) io.out(l);
  }
  const lines = diffVerdictLines(verdicts.value);
  if (lines.length > 0) io.out('');
  for (const l of lines) io.out(l);

  if (values.report !== undefined) {
    const chartId = values.limiter ?? primaryLimiter(rows.map((r) => ({ id: r.id, summary: r.after })));
    const lb = rb.limiters.find((l) => l.id === chartId);
    const la = ra.limiters.find((l) => l.id === chartId);
    if (values.limiter !== undefined && (lb === undefined || la === undefined)) {
      ctx.fail(
        `--limiter: no limiter "${printable(values.limiter)}" in both runs (ids: ${rows.map((r) => r.id).join(', ')})`,
      );
    }
    let chart = null;
    if (chartId !== null && lb !== undefined && la !== undefined) {
      const svgPath = values.report.replace(/\.(md|markdown)$/i, '') + '.svg';
      const file = svgPath.split(/[\\/]/).pop()!;
      io.writeFile(
        svgPath,
        diffSvg(
          chartId,
          lb,
          la,
          rb.tickMs === ra.tickMs ? rb.tickMs : Math.max(rb.tickMs, ra.tickMs),
          Math.max(rb.durationMs, ra.durationMs),
        ),
      );
      chart = { file, id: chartId };
    }
    io.writeFile(values.report, diffMarkdown(title, rows, verdicts.value, chart));
  }
  if (values.json !== undefined) {
    const num = (x: number) => (Number.isNaN(x) ? null : x);
    const json = {
      before: before.name,
      after: after.name,
      sameTraffic: same,
      limiters: rows.map((r) => ({
        id: r.id,
        before: Object.fromEntries(METRICS.map((m) => [m, num(metricValue(r.before, m))])),
        after: Object.fromEntries(METRICS.map((m) => [m, num(metricValue(r.after, m))])),
        delta: Object.fromEntries(METRICS.map((m) => [m, num(metricValue(r.after, m) - metricValue(r.before, m))])),
        ledger: r.ledger,
      })),
      onlyBefore: gone,
      onlyAfter: added,
      expectations: verdicts.value.map((v) => ({ ...v, actual: num(v.actual) })),
      ok: verdicts.value.every((v) => v.ok),
    };
    io.writeFile(values.json, printableJson(JSON.stringify(json, null, 2)) + '\n');
  }
  return verdicts.value.every((v) => v.ok) ? 0 : 1;
}
