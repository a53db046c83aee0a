/**
 * The `--expect` language of `flowlab simulate`: small, strict and total.
 *
 *   expectation := clause ("and" clause)*
 *   clause      := [limiterId "."] metric op number
 *   limiterId   := sentinel:<i> | guava:<i> | chain:0 | … (the ids of the run's summary table)
 *   metric      := requests | passed | blocked | waited | passRatio | blockedRatio | waitedRatio
 *                | waitP50 | waitP99 | waitMax | permitsPassed | permitsBlocked | busiest1s
 *   op          := < | <= | > | >= | == | !=
 *   number      := a decimal number, optionally with an exponent (0.05, 200, 1e-3)
 *
 * Ratios are fractions of requests (0.05 = 5 %), waits in ms, busiest1s the most permits passed in any 1 s
 * span. A clause without a limiter id is about the scenario's primary limiter (`primaryLimiter`): the slot
 * chain (`chain:0`, every Sentinel rule together, as the service would run them) when there are Sentinel
 * rules, else the only Guava limiter. A metric that is not defined for the run (a ratio with no requests, a
 * wait percentile with nothing admitted) fails its clause, and says so.
 *
 * Parsing never throws: problems come back as messages that quote the clause and say what was expected.
 */
import type { LimiterSummary } from '../engine/sim/result';

export const METRICS = [
  'requests',
  'passed',
  'blocked',
  'waited',
  'passRatio',
  'blockedRatio',
  'waitedRatio',
  'waitP50',
  'waitP99',
  'waitMax',
  'permitsPassed',
  'permitsBlocked',
  'busiest1s',
] as const;
export type Metric = (typeof METRICS)[number];

const OPS = ['<=', '>=', '==', '!=', '<', '>'] as const;
export type Op = (typeof OPS)[number];

export interface Clause {
  /** the clause as written */
  readonly text: string;
  /** null: the primary limiter */
  readonly limiter: string | null;
  readonly metric: Metric;
  readonly op: Op;
  readonly value: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const CLAUSE = /^\s*(?:([a-z][a-z0-9-]*:\d+)\.)?([A-Za-z0-9]+)\s*(<=|>=|==|!=|<|>)\s*(\S+)\s*$/;

/** Edit distance (insert, delete, substitute), for "did you mean". */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

function closest(word: string): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = 3; // at most two edits away
  for (const m of METRICS) {
    const d = distance(w, m.toLowerCase());
    if (d < bestD) [best, bestD] = [m, d];
  }
  return best;
}

export function parseClause(text: string): Parsed<Clause> {
  const m = CLAUSE.exec(text);
  if (m === null) {
    return {
      ok: false,
      error: `"${text.trim()}" is not "<metric> <op> <number>" (e.g. "blockedRatio < 0.05"; ops: ${OPS.join(' ')})`,
    };
  }
  const [, limiter, metric, op, num] = m;
  if (!(METRICS as readonly string[]).includes(metric)) {
    const hint = closest(metric);
    return {
      ok: false,
      error:
        `"${text.trim()}": unknown metric "${metric}"` +
        (hint !== undefined ? ` (did you mean "${hint}"?)` : '') +
        `; metrics: ${METRICS.join(', ')}`,
    };
  }
  if (!NUMBER.test(num)) return { ok: false, error: `"${text.trim()}": "${num}" is not a number` };
  return {
    ok: true,
    value: { text: text.trim(), limiter: limiter ?? null, metric: metric as Metric, op: op as Op, value: Number(num) },
  };
}

/** One `--expect` argument: clauses joined by `and`. */
export function parseExpectation(text: string): Parsed<Clause[]> {
  if (text.trim() === '') return { ok: false, error: 'an empty --expect: write e.g. "blockedRatio < 0.05"' };
  const out: Clause[] = [];
  for (const part of text.split(/\s+and\s+/)) {
    const c = parseClause(part);
    if (!c.ok) return c;
    out.push(c.value);
  }
  return { ok: true, value: out };
}

/** A metric's value from a limiter's summary; NaN when the run does not define it. */
export function metricValue(s: LimiterSummary, metric: Metric): number {
  const ratio = (n: number) => (s.requests > 0 ? n / s.requests : NaN);
  switch (metric) {
    case 'blockedRatio':
      return ratio(s.blocked);
    case 'waitedRatio':
      return ratio(s.waited);
    case 'passRatio':
      return ratio(s.passed);
    case 'busiest1s':
      return s.busiest1s?.permits ?? 0;
    default:
      return s[metric];
  }
}

export function compare(actual: number, op: Op, value: number): boolean {
  switch (op) {
    case '<':
      return actual < value;
    case '<=':
      return actual <= value;
    case '>':
      return actual > value;
    case '>=':
      return actual >= value;
    case '==':
      return actual === value;
    case '!=':
      return actual !== value;
  }
}

export interface Verdict {
  readonly clause: Clause;
  /** the limiter the clause was checked on */
  readonly limiter: string;
  readonly actual: number;
  readonly ok: boolean;
}

export interface LimiterRow {
  readonly id: string;
  readonly summary: LimiterSummary;
}

/**
 * The limiter an unqualified clause is about: `chain:0` when present, else the only limiter; null when that is
 * ambiguous (several Guava limiters and no Sentinel rule).
 */
export function primaryLimiter(rows: readonly LimiterRow[]): string | null {
  if (rows.some((r) => r.id === 'chain:0')) return 'chain:0';
  return rows.length === 1 ? rows[0].id : null;
}

/** Checks every clause; an unknown limiter id or an ambiguous unqualified clause is an input error. */
export function evaluate(clauses: readonly Clause[], rows: readonly LimiterRow[]): Parsed<Verdict[]> {
  const primary = primaryLimiter(rows);
  const out: Verdict[] = [];
  for (const clause of clauses) {
    const id = clause.limiter ?? primary;
    if (id === null) {
      return {
        ok: false,
        error: `"${clause.text}": the scenario has several limiters; name one, e.g. "${rows[0]?.id ?? 'guava:0'}.${clause.metric}" (ids: ${rows.map((r) => r.id).join(', ')})`,
      };
    }
    const row = rows.find((r) => r.id === id);
    if (row === undefined) {
      return {
        ok: false,
        error: `"${clause.text}": no limiter "${id}" in this run (ids: ${rows.map((r) => r.id).join(', ')})`,
      };
    }
    const actual = metricValue(row.summary, clause.metric);
    out.push({ clause, limiter: id, actual, ok: !Number.isNaN(actual) && compare(actual, clause.op, clause.value) });
  }
  return { ok: true, value: out };
}
