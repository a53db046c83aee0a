/**
 * "What the log says happened" beside the simulation: for a scenario whose traffic came from a
 * Sentinel metric log, the log's pass / block per second and the current limiter's simulated
 * passed / blocked in the same seconds (the per-tick series summed into whole seconds).
 */
import type { Scenario } from '../../engine/scenario';
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import type { PerSecondSource } from '../../engine/traffic';

export interface ObservedRow {
  readonly second: number;
  readonly logPass: number;
  readonly logBlock: number;
  readonly simPass: number;
  readonly simBlock: number;
}

export interface Observed {
  readonly label: string;
  readonly rows: ObservedRow[];
  readonly totals: { logPass: number; logBlock: number; simPass: number; simBlock: number };
}

/** The first log-backed source of the main resource (or any), else null. */
export function observedSource(s: Scenario): PerSecondSource | null {
  const withLog = s.traffic.filter(
    (x): x is PerSecondSource => x.type === 'perSecond' && x.observed !== null && x.observed.pass.length > 0,
  );
  return withLog.find((x) => x.resource === null) ?? withLog[0] ?? null;
}

export function observedRows(s: Scenario, result: SimResult, limiter: LimiterResult): Observed | null {
  const src = observedSource(s);
  if (src === null || src.observed === null) return null;
  const seconds = Math.min(src.observed.pass.length, Math.ceil(result.durationMs / 1000));
  const simPass = new Array<number>(seconds).fill(0);
  const simBlock = new Array<number>(seconds).fill(0);
  const { passed, blocked } = limiter.series;
  for (let i = 0; i < result.ticks; i++) {
    const sec = Math.floor((i * result.tickMs - src.startMs) / 1000);
    if (sec < 0 || sec >= seconds) continue;
    if (Number.isFinite(passed[i])) simPass[sec] += passed[i];
    if (Number.isFinite(blocked[i])) simBlock[sec] += blocked[i];
  }
  const rows: ObservedRow[] = [];
  const totals = { logPass: 0, logBlock: 0, simPass: 0, simBlock: 0 };
  for (let k = 0; k < seconds; k++) {
    const row = {
      second: k,
      logPass: src.observed.pass[k] ?? 0,
      logBlock: src.observed.block[k] ?? 0,
      simPass: simPass[k],
      simBlock: simBlock[k],
    };
    totals.logPass += row.logPass;
    totals.logBlock += row.logBlock;
    totals.simPass += row.simPass;
    totals.simBlock += row.simBlock;
    rows.push(row);
  }
  return { label: src.label, rows, totals };
}
