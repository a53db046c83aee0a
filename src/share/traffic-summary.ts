/**
 * A share link holds at most MAX_INFLATED_BYTES of scenario JSON. Imported traffic with many exact
 * arrival times (a `replay` of up to 100,000 times) may not fit; then the link carries a summary
 * instead: each such replay becomes a `perSecond` source with its counts per second, labelled so
 * the person who opens the link sees that the times inside each second are re-spread from the seed.
 * Autosave and the scenario file keep the exact times. Recorded argument values (a `replay` of args, one per
 * request) are as long as the times, so the summary drops those too, and its label says so.
 */
import type { Scenario } from '../engine/scenario';
import type { PerSecondSource, ReplaySource } from '../engine/traffic';
import { MAX_PER_SECOND } from '../engine/traffic/sources/per-second';

/** Replays longer than this are summarised when the whole scenario is too large for a link. */
export const SUMMARY_MIN_TIMES = 1000;

export function summaryOfReplay(src: ReplaySource): PerSecondSource {
  const { timesMs, offsetMs, type: _type, params, ...attrs } = src;
  const longArgs = (params ?? []).some((d) => d.type === 'replay' && d.values.length >= SUMMARY_MIN_TIMES);
  let last = 0;
  for (const t of timesMs) last = Math.max(last, t + offsetMs);
  const counts = new Array<number>(Math.min(MAX_PER_SECOND, Math.floor(last / 1000) + 1)).fill(0);
  for (const t of timesMs) {
    const s = Math.floor((t + offsetMs) / 1000);
    if (s < counts.length) counts[s]++;
  }
  return {
    ...attrs,
    ...(params !== undefined && !longArgs ? { params } : {}),
    type: 'perSecond',
    startMs: 0,
    counts: counts.map((c) => Math.min(100_000, c)),
    rtMs: [],
    errorRatio: [],
    observed: null,
    label: `per-second summary of ${timesMs.length} arrival times (the link holds counts, not the times${longArgs ? ' nor the recorded arguments' : ''})`,
  };
}

/** The scenario with its long replays summarised per second (unchanged when it has none). */
export function summarizeForLink(s: Scenario): Scenario {
  if (!s.traffic.some((x) => x.type === 'replay' && x.timesMs.length >= SUMMARY_MIN_TIMES)) return s;
  return {
    ...s,
    traffic: s.traffic.map((x) =>
      x.type === 'replay' && x.timesMs.length >= SUMMARY_MIN_TIMES ? summaryOfReplay(x) : x,
    ),
  };
}
