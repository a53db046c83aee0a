/**
 * What the System chart draws from the chain run's SystemTrack: each input SystemSlot compares
 * (the machine's load and CPU usage as SystemStatusListener sampled them, and Constants.ENTRY_NODE's
 * passQps, curThreadNum and avgRt) next to the merged SystemRule threshold it is compared with, and
 * how many requests SystemSlot stopped in each tick. The engine's numbers only: nothing here
 * re-runs a check.
 */
import { Reason, Slot, type ChainLog, type SystemTrack } from '../../engine/sim/chain-result';

export type SystemMetricId = 'load' | 'cpu' | 'qps' | 'thread' | 'rt';

export interface SystemMetric {
  id: SystemMetricId;
  /** what SystemSlot reads, per tick (NaN where not applicable) */
  series: Float64Array;
  /** the SystemRule field it is compared with (a Java name, never translated) */
  limitName: 'highestSystemLoad' | 'highestCpuUsage' | 'qps' | 'maxThread' | 'avgRt';
  /** the merged threshold; NaN when no rule sets it */
  limit: number;
  /** the SystemBlockException limitType of a block by this check */
  reason: Reason;
  /** decimals worth showing */
  digits: number;
}

/** In the order the chart offers them: the machine's inputs first, then ENTRY_NODE's statistics. */
export const SYSTEM_METRIC_IDS: readonly SystemMetricId[] = ['load', 'cpu', 'qps', 'thread', 'rt'];

export function systemMetrics(track: SystemTrack): Record<SystemMetricId, SystemMetric> {
  const l = track.limits;
  return {
    load: {
      id: 'load',
      series: track.load,
      limitName: 'highestSystemLoad',
      limit: l.highestSystemLoad,
      reason: Reason.SystemLoad,
      digits: 2,
    },
    cpu: {
      id: 'cpu',
      series: track.cpu,
      limitName: 'highestCpuUsage',
      limit: l.highestCpuUsage,
      reason: Reason.SystemCpu,
      digits: 2,
    },
    qps: { id: 'qps', series: track.entryPassQps, limitName: 'qps', limit: l.qps, reason: Reason.SystemQps, digits: 1 },
    thread: {
      id: 'thread',
      series: track.entryThreads,
      limitName: 'maxThread',
      limit: l.maxThread,
      reason: Reason.SystemThread,
      digits: 0,
    },
    rt: { id: 'rt', series: track.entryAvgRt, limitName: 'avgRt', limit: l.avgRt, reason: Reason.SystemRt, digits: 1 },
  };
}

/** The metric to show first: the first one a rule sets a threshold for (load when none is set). */
export function defaultMetric(track: SystemTrack): SystemMetricId {
  const m = systemMetrics(track);
  return SYSTEM_METRIC_IDS.find((id) => Number.isFinite(m[id].limit)) ?? 'load';
}

/** Requests SystemSlot stopped per tick (by arrival), all limit types together and per limit type. */
export interface SystemBlocks {
  total: Float64Array;
  byReason: Partial<Record<Reason, Float64Array>>;
  /** the largest per-tick total */
  max: number;
}

/**
 * Counts the logged requests SystemSlot stopped, per tick of `tickMs` (a request at `tMs` falls in
 * tick `floor(tMs / tickMs)`). The request log may be capped (`RequestLog.truncated`): then later
 * ticks count only the logged rows.
 */
export function systemBlocksPerTick(
  log: Pick<ChainLog, 'stoppedBy' | 'reason'>,
  tMs: Float64Array,
  count: number,
  ticks: number,
  tickMs: number,
): SystemBlocks {
  const total = new Float64Array(ticks);
  const byReason: Partial<Record<Reason, Float64Array>> = {};
  let max = 0;
  for (let i = 0; i < count; i++) {
    if (log.stoppedBy[i] !== Slot.System) continue;
    const k = Math.min(ticks - 1, Math.max(0, Math.floor(tMs[i] / tickMs)));
    const r = log.reason[i] as Reason;
    const per = (byReason[r] ??= new Float64Array(ticks));
    per[k]++;
    total[k]++;
    if (total[k] > max) max = total[k];
  }
  return { total, byReason, max };
}

/** The y extent of a metric: from 0 to above both the series and its threshold (CPU usage: 0 to 1). */
export function metricDomain(m: SystemMetric): [number, number] {
  if (m.id === 'cpu') return [0, 1];
  let hi = Number.isFinite(m.limit) ? m.limit : 0;
  const s = m.series;
  for (let i = 0; i < s.length; i++) if (s[i] > hi && s[i] !== Infinity) hi = s[i];
  return [0, Math.max(1, hi * 1.1)];
}
