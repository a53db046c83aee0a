/**
 * An import → the scenario: the imported sources replace the traffic, the run is as long as the
 * imported seconds (at least 1 s, at most MAX_DURATION_MS), and the simulated clock starts at the
 * log's first second (epoch ms), so Sentinel's one-second windows line up with the log's.
 * Rules, injections and everything else stay as they were.
 */
import type { Scenario } from '../../engine/scenario';
import { MAX_START_MS } from '../../engine/scenario/schema';
import type { ImportedTraffic } from '../../engine/traffic/import';
import { MAX_DURATION_MS } from '../../engine/traffic';

export function applyImportedTraffic(s: Scenario, imported: ImportedTraffic): Scenario {
  const durationMs = Math.min(MAX_DURATION_MS, Math.max(1000, imported.seconds * 1000));
  const startMs = imported.startMs > 0 && imported.startMs <= MAX_START_MS ? imported.startMs : s.startMs;
  return {
    ...s,
    startMs,
    durationMs,
    traffic: imported.sources,
    view: { ...s.view, cursorMs: Math.min(s.view.cursorMs, durationMs) },
  };
}

/** Pasted times (ms after the start) → one replay source. */
export function replayFromTimes(timesMs: number[]): ImportedTraffic {
  const last = timesMs.reduce((a, b) => Math.max(a, b), 0);
  return {
    startMs: 0,
    seconds: Math.floor(last / 1000) + 1,
    detail: 'exact',
    notes: [],
    sources: [
      {
        type: 'replay',
        timesMs,
        offsetMs: 0,
        acquire: 1,
        prioritized: false,
        rt: { type: 'fixed', ms: 0 },
        errorRate: 0,
        resource: null,
        origin: '',
        context: 'sentinel_default_context',
        entryType: 'IN',
      },
    ],
  };
}
