/** The sweep's grid as CSV: one row per point, the fields' values, whether it meets the goals, then the metrics. */
import { csvNumber } from '../export/csv';
import { SWEEP_METRICS, type SweepGoal } from '../../share/sweep-link';
import { meetsGoals, metricOf, type Point } from './judge';

export function sweepCsv(names: readonly string[], points: readonly Point[], goals: readonly SweepGoal[]): string {
  const head = [...names, ...(goals.length > 0 ? ['meetsGoals'] : []), 'valid', ...SWEEP_METRICS];
  const lines = [head.join(',')];
  for (const p of [...points].sort((a, b) => a.k - b.k)) {
    const cells = [
      ...p.values.map(csvNumber),
      ...(goals.length > 0 ? [String(meetsGoals(p, goals))] : []),
      String(p.summary !== null),
      ...SWEEP_METRICS.map((m) => csvNumber(metricOf(p, m))),
    ];
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}
