/**
 * The pacing controllers' virtual queue, as the engine reported it: the queue tail (`queueTailMs`,
 * latestPassedTime − now at each tick end) and, for each refused request, the slot it was offered — its
 * expected time, latestPassedTime (before) + costTime, as a wait from its arrival. A refusal's slot lies
 * beyond maxQueueingTimeMs; waited requests sit exactly at their wait, so only refusals need the mark.
 */
import { Outcome, type LimiterResult, type LimiterSeries, type RequestLog } from '../../engine/sim/result';
import { limiterView } from '../limiters/views';

export interface RefusedSlots {
  count: number;
  /** arrival, ms since the start */
  tMs: Float64Array;
  /** expected time − arrival, ms: latestPassedTimeMs (before) + costTimeMs − tMs */
  slotWaitMs: Float64Array;
  /** 1 when latestPassedTime was rolled back by the re-check */
  rolledBack: Uint8Array;
  /** the largest slotWaitMs (0 when none) */
  maxSlotWaitMs: number;
  /** how many were rolled back */
  rolledBackCount: number;
}

/** The logged refusals with a known slot (not the first request, while latestPassedTime is still -1). */
export function refusedSlots(log: RequestLog): RefusedSlots {
  const { outcome, tMs } = log;
  const { latestPassedTimeMs: before, costTimeMs: cost, rolledBack } = log.columns;
  // a limiter without the pacing columns has no virtual queue: no slots
  const count = before && cost && rolledBack ? log.count : 0;
  const idx: number[] = [];
  for (let i = 0; i < count; i++) {
    if (outcome[i] === Outcome.Blocked && Number.isFinite(before[i] + cost[i])) idx.push(i);
  }
  const out: RefusedSlots = {
    count: idx.length,
    tMs: new Float64Array(idx.length),
    slotWaitMs: new Float64Array(idx.length),
    rolledBack: new Uint8Array(idx.length),
    maxSlotWaitMs: 0,
    rolledBackCount: 0,
  };
  idx.forEach((i, k) => {
    out.tMs[k] = tMs[i];
    out.slotWaitMs[k] = before[i] + cost[i] - tMs[i];
    out.rolledBack[k] = rolledBack[i];
    if (out.slotWaitMs[k] > out.maxSlotWaitMs) out.maxSlotWaitMs = out.slotWaitMs[k];
    out.rolledBackCount += rolledBack[i];
  });
  return out;
}

/**
 * An SVG path of small diamonds, one per distinct pixel: `px(t)`, `py(wait)` map to pixels, `r` is the
 * half-size; `pick(k)` chooses which slots to draw.
 */
export function diamondsPath(
  slots: RefusedSlots,
  px: (t: number) => number,
  py: (w: number) => number,
  r: number,
  pick: (k: number) => boolean,
): string {
  const seen = new Set<number>();
  let d = '';
  for (let k = 0; k < slots.count; k++) {
    if (!pick(k)) continue;
    const x = Math.round(px(slots.tMs[k]));
    const y = Math.round(py(slots.slotWaitMs[k]));
    const key = x * 100_000 + y;
    if (seen.has(key)) continue;
    seen.add(key);
    d += `M${x},${y - r}l${r},${r}l${-r},${r}l${-r},${-r}z`;
  }
  return d;
}

/** The queue tail at each tick end, [ms since start, ms of queue], clamped at 0 (an empty queue). */
export function queueTail(series: LimiterSeries, tickMs: number): [number, number][] {
  const out: [number, number][] = [];
  const tail = series.queueTailMs;
  for (let k = 0; k < tail.length; k++) {
    if (Number.isFinite(tail[k])) out.push([(k + 1) * tickMs, Math.max(0, tail[k])]);
  }
  return out;
}

/**
 * How high the Requests chart's wait axis must reach to show a pacing limiter's queue: maxQueueingTimeMs and
 * the refused requests' slots; 0 for other limiters.
 */
export function pacingWaitTop(lim: LimiterResult): number {
  if (!limiterView(lim.kind)?.charts.pacingQueue) return 0;
  const q = lim.constants.maxQueueingTimeMs;
  return Math.max(Number.isFinite(q) ? q : 0, refusedSlots(lim.requests).maxSlotWaitMs);
}
