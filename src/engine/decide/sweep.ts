/**
 * A sweep: every point of a parameter grid (param.ts) run as its own scenario on the same traffic, kept as
 * summaries only.
 *
 * ONE POINT = the base scenario with the point's values set through the schema (`scenarioAt`), then the
 * simulation, then each limiter's `LimiterSummary` (the numbers `flowlab simulate` prints and `--expect`
 * reads). The per-request logs and series of the run are dropped as soon as the summary is taken, so memory
 * grows by a few hundred bytes a point, not by the run's size. The traffic is generated once: the simulation
 * keeps the last arrivals for the next scenario with the same traffic (sim/traffic-memo.ts), and a limiter
 * parameter does not change the traffic.
 *
 * WHO RUNS IT. The simulation is handed in (`Simulate`), not imported: the engine's top (the module table and
 * simulate.ts) sits above this file, and a caller decides which limiters run (the CLI the ones its goals
 * read, the app's worker pool its own slice of the grid).
 */
import type { Scenario } from '../scenario/schema';
import type { LimiterSummary, SimResult } from '../sim/result';
import { gridPoint, gridSize, scenarioAt, type ParamSpec } from './param';

/** Runs one scenario: `simulate(scenario, families)` with the families the caller needs. */
export type Simulate = (scenario: Scenario) => SimResult;

export interface SummaryRow {
  readonly id: string;
  readonly summary: LimiterSummary;
}

export interface SweepPoint {
  /** the point's value of each parameter, in the parameters' order */
  readonly values: readonly number[];
  /** each limiter's summary; empty when the point's scenario is not valid */
  readonly rows: readonly SummaryRow[];
  /** the schema's messages when the values make an invalid scenario (e.g. outside a cross-field range), else null */
  readonly error: string | null;
}

/** The summaries of one run, without its logs and series. */
export function summariesOf(result: SimResult): SummaryRow[] {
  return result.limiters.map((l) => ({ id: l.id, summary: { ...l.summary } }));
}

/** One point: the values set through the schema, the run, its summaries. */
export function runPoint(
  simulate: Simulate,
  base: Scenario,
  params: readonly ParamSpec[],
  values: readonly number[],
): SweepPoint {
  const at = scenarioAt(
    base,
    params.map((p) => p.path),
    values,
  );
  if (!at.ok) return { values, rows: [], error: at.error };
  return { values, rows: summariesOf(simulate(at.value)), error: null };
}

/** Every point of the grid, in grid order (the last parameter varying fastest). */
export function sweep(
  simulate: Simulate,
  base: Scenario,
  params: readonly ParamSpec[],
  onPoint?: (done: number, total: number) => void,
): SweepPoint[] {
  const total = gridSize(params);
  const out: SweepPoint[] = [];
  for (let k = 0; k < total; k++) {
    out.push(runPoint(simulate, base, params, gridPoint(params, k)));
    onPoint?.(k + 1, total);
  }
  return out;
}
