/**
 * Replays `sentinel-flow` traces through the engine's own event loop (src/engine/sentinel/flow-sim.ts), the
 * same code the app runs: one FlowSim per trace built from `rule`, `sentinelVersion` and `startMs`, one
 * `arrive` + `readState` per event, and one row compared per expect entry. `derived` (the constants Sentinel
 * computed when it built the controller) is checked against the engine as row -1.
 */
import { SimClock } from '../../src/engine/clock';
import { SENTINEL_DEFAULT_COLD_FACTOR, type FlowRule } from '../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../src/engine/sentinel/flow-sim';
import type { SentinelVersion } from '../../src/engine/sentinel/types';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const ROW_DOUBLES: ReadonlySet<string> = new Set(['state.passQps', 'state.blockQps']);
const DERIVED_DOUBLES: ReadonlySet<string> = new Set(['slope']);

interface FlowEvent {
  t: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

export const replaySentinelFlow: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const version = (trace.sentinelVersion ?? '1.8.9') as SentinelVersion;
  const rule = (trace.rule ?? null) as FlowRule | null;
  const sim = new FlowSim(rule, version, SENTINEL_DEFAULT_COLD_FACTOR, trace.startMs ?? 0);
  const nanos = trace.derived.useNanoSeconds === true;

  compareRow(-1, trace.derived, engineDerived(sim, trace.derived), DERIVED_DOUBLES, 'derived.', out);

  const events = trace.events as unknown as FlowEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const d = sim.arrive(e.t, e.acquire, e.prioritized, e.rtMs, e.error);
    const row: Record<string, unknown> = { pass: d.pass, waitMs: d.waitMs };
    if (nanos) row.waitNs = d.waitNs;
    if (d.priorityWait) row.priorityWait = true;
    const s = sim.readState();
    const state: Record<string, unknown> = { passQps: s.passQps, blockQps: s.blockQps, curThreadNum: s.curThreadNum };
    if (sim.hasTokenState) {
      state.storedTokens = s.storedTokens;
      state.lastFilledTime = s.lastFilledTime;
    }
    if (sim.hasLatestPassedTime) state.latestPassedTime = s.latestPassedTime;
    row.state = state;
    compareRow(i, trace.expect[i], row, ROW_DOUBLES, '', out);
  }
  return out;
};

/** The engine's nano clock written the way the traces describe the oracle's: `(tMs - startMs) * k + origin`. */
function describeNanoClock(startMs: number): string {
  const clock = new SimClock(startMs);
  const origin = clock.nanoTime();
  clock.nowMs = startMs + 1;
  return `(tMs - startMs) * ${clock.nanoTime() - origin} + ${origin}`;
}

/** The engine's view of every `derived` field the trace has (unknown ones come back missing → mismatch). */
function engineDerived(sim: FlowSim, expected: Record<string, unknown>): Record<string, unknown> {
  const c = sim.controller as unknown as Record<string, unknown> | null;
  const second = sim.node.rollingCounterInSecond.data;
  const actual: Record<string, unknown> = {
    controller: c === null ? 'none' : c.className,
    ruleLoaded: sim.ruleLoaded,
    sampleCount: second.sampleCount,
    intervalMs: second.intervalInMs,
    bucketLengthMs: second.windowLengthInMs,
  };
  if (c === null) return actual;
  for (const key of [
    'occupyTimeoutMs',
    'coldFactor',
    'warningToken',
    'maxToken',
    'slope',
    'useNanoSeconds',
    'statDurationMs',
  ]) {
    if (key in expected && key in c) actual[key] = c[key];
  }
  if ('nanoTimeDefinition' in expected && c.useNanoSeconds === true) {
    actual.nanoTimeDefinition = describeNanoClock(sim.clock.startMs);
  }
  if ('latestPassedTimeUnit' in expected && sim.hasLatestPassedTime) {
    actual.latestPassedTimeUnit = c.useNanoSeconds === true ? 'ns' : 'ms';
  }
  return actual;
}
