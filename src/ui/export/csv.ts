/**
 * CSV exports of what the engine computed for the shown limiter: the per-request log (one row per logged
 * request) and the per-tick series (one row per tick). Pure functions of a LimiterResult, so they are
 * unit-tested against the engine's own arrays.
 *
 * Machine-readable first: a header row of Java-style column names with units in the name (`tMs`, `waitMs`,
 * `latestPassedTimeMs`), then data rows only — no comment lines; what the file is about goes in its file name
 * (`exportFileName`). Times are ms since the scenario's start, as in the results. Numbers are written with
 * `String(x)`, the shortest text that parses back to the same double (lossless); NaN ("not applicable") is an
 * empty field. Quoting is d3-dsv's `csvFormatRows` (RFC 4180), so a resource named `pay,"v2"` survives.
 */
import { csvFormatRows } from 'd3';
import { NOT_STOPPED, Reason, SLOT_NAMES, Slot, type ChainRuleKind } from '../../engine/sim/chain-result';
import { limiterModule } from '../../engine/limiters/registry';
import type { LimiterResult, RequestLog, SeriesKey, SimResult } from '../../engine/sim/result';
import { STATE_NAMES } from '../lib/breaker-bands';
import { OUTCOME_STYLES } from '../lib/outcome';

/** A number as lossless text; NaN (not applicable) as an empty field. */
export function csvNumber(x: number): string {
  if (x !== x) return '';
  // String(-0) is "0": keep the sign so the value parses back bit for bit
  return Object.is(x, -0) ? '-0' : String(x);
}

const REASON_NAMES: readonly string[] = (() => {
  const names: string[] = [];
  for (const [name, code] of Object.entries(Reason)) names[code] = name;
  return names;
})();

/** Which scenario list the `rule` column of a request stopped by `slot` indexes. */
const RULE_LIST: Partial<Record<Slot, ChainRuleKind>> = {
  [Slot.Authority]: 'authority',
  [Slot.System]: 'system',
  [Slot.Flow]: 'flow',
  [Slot.Degrade]: 'degrade',
};

interface Column {
  name: string;
  cell: (i: number) => string;
}

const flag = (v: number) => (v ? 'true' : 'false');

function requestColumns(l: LimiterResult): Column[] {
  const log: RequestLog = l.requests;
  const cols: Column[] = [
    { name: 'index', cell: (i) => String(i) },
    { name: 'tMs', cell: (i) => csvNumber(log.tMs[i]) },
    { name: 'acquire', cell: (i) => String(log.acquire[i]) },
    { name: 'prioritized', cell: (i) => flag(log.prioritized[i]) },
    { name: 'outcome', cell: (i) => OUTCOME_STYLES[log.outcome[i]]?.name ?? String(log.outcome[i]) },
    { name: 'waitMs', cell: (i) => csvNumber(log.waitMs[i]) },
  ];
  // the decision columns its module declares, by their names (the chain's are its own walk columns below)
  for (const c of limiterModule(l.kind)?.columns ?? []) {
    const col = log.columns[c.name];
    if (c.csv && col !== undefined) cols.push({ name: c.name, cell: (i) => csvNumber(col[i]) });
  }
  if (l.chain) cols.push(...chainColumns(l));
  return cols;
}

/** The slot chain's walk of each request: who it was, which slot stopped it, which rule, why, with what numbers. */
function chainColumns(l: LimiterResult): Column[] {
  const { resources, origins, contexts, log: c } = l.chain!;
  const stopped = (i: number) => c.stoppedBy[i] !== NOT_STOPPED;
  return [
    { name: 'resource', cell: (i) => resources[c.resource[i]] ?? '' },
    { name: 'origin', cell: (i) => origins[c.origin[i]] ?? '' },
    { name: 'context', cell: (i) => contexts[c.context[i]] ?? '' },
    { name: 'stoppedBy', cell: (i) => (stopped(i) ? (SLOT_NAMES[c.stoppedBy[i]] ?? String(c.stoppedBy[i])) : '') },
    // `rule` indexes the scenario list of the stopping slot's kind (rules, degradeRules, …)
    { name: 'ruleKind', cell: (i) => (c.rule[i] < 0 ? '' : (RULE_LIST[c.stoppedBy[i] as Slot] ?? '')) },
    { name: 'rule', cell: (i) => (c.rule[i] < 0 ? '' : String(c.rule[i])) },
    { name: 'reason', cell: (i) => (c.reason[i] === Reason.None ? '' : (REASON_NAMES[c.reason[i]] ?? '')) },
    { name: 'value', cell: (i) => csvNumber(c.value[i]) },
    { name: 'limit', cell: (i) => csvNumber(c.limit[i]) },
    { name: 'probe', cell: (i) => flag(c.probe[i]) },
    { name: 'flowRulesChecked', cell: (i) => String(c.flowRulesChecked[i]) },
  ];
}

function table(columns: readonly Column[], rows: number): string {
  const out: string[][] = [columns.map((c) => c.name)];
  for (let i = 0; i < rows; i++) out.push(columns.map((c) => c.cell(i)));
  return csvFormatRows(out);
}

/** The per-request log of `l` as CSV: one row per logged request (the first `count` when the log is truncated). */
export function requestsCsv(l: LimiterResult): string {
  return table(requestColumns(l), l.requests.count);
}

/** Series columns in file order, by the Java-ish names of what they hold. */
const SERIES_COLUMNS: readonly (readonly [string, SeriesKey])[] = [
  ['passed', 'passed'],
  ['blocked', 'blocked'],
  ['waited', 'waited'],
  ['queued', 'queued'],
  ['waitP50Ms', 'waitP50'],
  ['waitP99Ms', 'waitP99'],
  ['waitMaxMs', 'waitMax'],
  ['curThreadNum', 'threads'],
  ['passQps', 'passQps'],
  ['blockQps', 'blockQps'],
  ['stored', 'stored'],
  ['limitQps', 'limitQps'],
  ['queueTailMs', 'queueTailMs'],
];

/** A series column's name in the module's words (Sentinel calls `stored` storedTokens, Guava storedPermits). */
function seriesName(kind: string, key: SeriesKey, name: string): string {
  return limiterModule(kind)?.seriesNames[key] ?? name;
}

/**
 * The per-tick series of `l` as CSV: one row per tick, `startMs`/`endMs` its bounds in ms since start (counts
 * are over the tick, levels at its end). The slot chain adds each breaker's state (`degradeRule<i>State`) and,
 * with a system rule, Sentinel's inbound entry node and the sampled load / CPU.
 */
export function seriesCsv(result: Pick<SimResult, 'ticks' | 'tickMs'>, l: LimiterResult): string {
  const { tickMs } = result;
  const s = l.series;
  const cols: Column[] = [
    { name: 'tick', cell: (i) => String(i) },
    { name: 'startMs', cell: (i) => csvNumber(i * tickMs) },
    { name: 'endMs', cell: (i) => csvNumber((i + 1) * tickMs) },
  ];
  for (const [name, key] of SERIES_COLUMNS) {
    const col = s[key];
    cols.push({ name: seriesName(l.kind, key, name), cell: (i) => csvNumber(col[i]) });
  }
  // the limiter's own per-tick series, by the names its module declares
  for (const c of limiterModule(l.kind)?.seriesColumns ?? []) {
    const col = l.ownSeries?.[c.name];
    if (c.csv && col !== undefined) cols.push({ name: c.name, cell: (i) => csvNumber(col[i]) });
  }
  for (const b of l.chain?.breakers ?? []) {
    cols.push({ name: `degradeRule${b.rule}State`, cell: (i) => STATE_NAMES[b.state[i]] ?? String(b.state[i]) });
  }
  const sys = l.chain?.system;
  if (sys) {
    const add = (name: string, col: Float64Array) => cols.push({ name, cell: (i) => csvNumber(col[i]) });
    add('entryPassQps', sys.entryPassQps);
    add('entryCurThreadNum', sys.entryThreads);
    add('entryAvgRtMs', sys.entryAvgRt);
    add('systemLoad', sys.load);
    add('cpuUsage', sys.cpu);
  }
  return table(cols, result.ticks);
}

/** What an export holds, for its file name. */
export type ExportWhat = 'requests' | 'series' | 'qps' | 'bucket' | 'curve' | 'breaker' | 'state' | 'scenario';

/**
 * `flowlab-<what>-<limiter id>-<Java class>[-first<n>of<total>].<ext>`: the file's metadata, since the CSV
 * itself carries only the table. Characters a file system may refuse become `-`.
 */
export function exportFileName(what: ExportWhat, l: LimiterResult | null, ext: string): string {
  const parts = ['flowlab', what];
  if (l) {
    parts.push(l.id.replace(':', '-'), l.className);
    if (what === 'requests' && l.requests.truncated)
      parts.push(`first${l.requests.count}of${l.requests.totalRequests}`);
  }
  return `${parts
    .join('-')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')}.${ext}`;
}
