/**
 * The diff table of Compare mode: each variant's totals next to the first variant's, and the
 * difference. Built from the engine's `LimiterSummary` values only — the UI never re-simulates or
 * recounts requests, so the numbers are the ones the engine reported for each run.
 */
import type { LimiterSummary } from '../../engine/sim/result';
import { num } from '../lib/format';

/** The columns, in table order: request counts, then wait percentiles (ms). */
export const DIFF_METRICS = ['requests', 'passed', 'blocked', 'waited', 'waitP50', 'waitP99', 'waitMax'] as const;
export type DiffMetric = (typeof DIFF_METRICS)[number];

/** Wait percentiles are in ms; the rest count requests. */
export function isWaitMetric(m: DiffMetric): boolean {
  return m === 'waitP50' || m === 'waitP99' || m === 'waitMax';
}

export interface DiffCell {
  value: number;
  /** value − the first variant's value; null in the first row, or when either is NaN (no admitted request) */
  delta: number | null;
  /** delta / the first variant's value; null when that is 0 or NaN */
  ratio: number | null;
}

export type DiffRow = Record<DiffMetric, DiffCell>;

const finite = (x: number) => Number.isFinite(x);

/** One row per summary, the first being the reference. */
export function diffSummaries(summaries: readonly LimiterSummary[]): DiffRow[] {
  const first = summaries[0];
  return summaries.map((s, i) => {
    const row = {} as DiffRow;
    for (const m of DIFF_METRICS) {
      const value = s[m];
      const ref = first[m];
      const delta = i === 0 || !finite(value) || !finite(ref) ? null : value - ref;
      const ratio = delta === null || ref === 0 ? null : delta / ref;
      row[m] = { value, delta, ratio };
    }
    return row;
  });
}

/** `+12`, `−3.5`, `±0` (a difference always shows its sign). */
export function signed(x: number, digits = 0): string {
  const text = num(x, digits);
  if (text === '0' || text === '−0') return '±0';
  return x > 0 ? `+${text}` : text;
}

/** `+12.5 %` of a ratio; empty when there is none or no change. */
export function signedPercent(ratio: number | null): string {
  if (ratio === null || ratio === 0) return '';
  return `${signed(ratio * 100, 1)}\u00a0%`;
}

/** A, B, C, D: the mark that ties a row's chip, charts and table row together. */
export function rowLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
