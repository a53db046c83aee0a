/**
 * Types and comparison helpers for the conformance traces (`flow-trace/1`, see the
 * conformance folder's README). A replayer turns a trace into engine calls and reports
 * every row where the engine disagrees with the recording.
 */

export type Engine =
  | 'sentinel-flow'
  | 'sentinel-degrade'
  | 'sentinel-degrade-legacy'
  | 'guava'
  // conformance-next: the engines the open issues ask for
  | 'sentinel-param-flow'
  | 'sentinel-gateway'
  | 'sentinel-cluster'
  | 'go-rate'
  | 'bucket4j'
  | 'resilience4j'
  | 'scg-redis'
  | 'sentinel-go-flow';

export interface Trace {
  format: 'flow-trace/1';
  name: string;
  engine: string;
  oracle: string;
  sentinelVersion?: string;
  description: string;
  startMs?: number;
  rule?: Record<string, unknown>;
  limiter?: Record<string, unknown>;
  derived: Record<string, unknown>;
  events: Record<string, unknown>[];
  expect: Record<string, unknown>[];
}

export interface Mismatch {
  /** Index of the event/expect row, or -1 for trace-level checks (e.g. `derived`). */
  row: number;
  field: string;
  expected: unknown;
  actual: unknown;
}

export type Replayer = (trace: Trace) => Mismatch[];

/** Relative tolerance for values that are Java doubles (README: compare numerically, ≤ 1e-9). */
export const DOUBLE_REL_TOL = 1e-9;

export function sameDouble(expected: number, actual: number): boolean {
  if (expected === actual) return true;
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return false;
  const scale = Math.max(Math.abs(expected), Math.abs(actual));
  return Math.abs(expected - actual) <= DOUBLE_REL_TOL * scale;
}

/**
 * Compare `actual` to `expected` field by field; integers and booleans exactly, numbers
 * listed in `doubles` with the relative tolerance. Every expected field must be present in
 * `actual`; extra actual fields are ignored only if listed in `optional`.
 */
export function compareRow(
  row: number,
  expected: Record<string, unknown>,
  actual: Record<string, unknown>,
  doubles: ReadonlySet<string>,
  prefix = '',
  out: Mismatch[] = [],
): Mismatch[] {
  for (const key of Object.keys(expected)) {
    const e = expected[key];
    const a = actual[key];
    const field = prefix + key;
    if (e !== null && typeof e === 'object') {
      if (a === null || typeof a !== 'object') out.push({ row, field, expected: e, actual: a });
      else compareRow(row, e as Record<string, unknown>, a as Record<string, unknown>, doubles, field + '.', out);
    } else if (typeof e === 'number' && typeof a === 'number' && doubles.has(field)) {
      if (!sameDouble(e, a)) out.push({ row, field, expected: e, actual: a });
    } else if (e !== a) {
      out.push({ row, field, expected: e, actual: a });
    }
  }
  // A field the engine reports but the trace does not (e.g. waitNs outside nanosecond mode) is a mismatch too.
  for (const key of Object.keys(actual)) {
    if (!(key in expected) && actual[key] !== undefined) {
      out.push({ row, field: prefix + key, expected: undefined, actual: actual[key] });
    }
  }
  return out;
}
