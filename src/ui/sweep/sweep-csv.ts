/**
 * The sweep's grid as CSV: one row per point, the fields' values, whether it meets the goals, then the run's
 * counts and the metrics (the CLI's names; a ratio as a fraction, lossless numbers, empty when undefined).
 */
import { csvNumber } from '../export/csv';
import { SWEEP_METRICS, type SweepGoal } from '../../share/sweep-link';
import { meetsGoals, metricOf, type Point } from './judge';

const COUNTS = ['requests', 'passed', 'blocked', 'waited'] as const;

export function sweepCsv(names: readonly string[], points: readonly Point[], goals: readonly SweepGoal[]): string {
  const head = [...names, ...(goals.length > 0 ? ['meetsGoals'] : []), 'valid', ...COUNTS, ...SWEEP_METRICS];
  const lines = [head.join(',')];
  for (const p of [...points].sort((a, b) => a.k - b.k)) {
    const cells = [
      ...p.values.map(csvNumber),
      ...(goals.length > 0 ? [String(meetsGoals(p, goals))] : []),
      String(p.summary !== null),
      ...COUNTS.map((c) => (p.summary === null ? '' : csvNumber(p.summary[c]))),
      ...SWEEP_METRICS.map((m) => csvNumber(metricOf(p, m))),
    ];
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}
