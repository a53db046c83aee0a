/**
 * Replays `sentinel-degrade` traces (Sentinel 1.8.9 circuit breakers) through the engine's own event loop
 * (src/engine/sentinel/degrade/degrade-sim.ts), the same code the app runs: one DegradeSim per trace built
 * from `rule` and `startMs`, one `arrive` per event, and the row `{pass, state}` read right after it.
 * `derived` (what Sentinel built from the rule) is checked against the engine as row -1.
 */
import { BREAKER_STATE_NAMES } from '../../src/engine/sentinel/degrade/circuit-breaker';
import { parseDegradeRule, type DegradeRule } from '../../src/engine/sentinel/degrade/degrade-rule';
import { DegradeSim } from '../../src/engine/sentinel/degrade/degrade-sim';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

interface DegradeEvent {
  t: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

const NO_DOUBLES: ReadonlySet<string> = new Set();

export const replaySentinelDegrade: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  if (!trace.rule) return [{ row: -1, field: 'rule', expected: 'a degrade rule', actual: undefined }];
  // The rule goes through the app's own parser (key mapping, defaults, Sentinel's validity checks).
  const parsed = parseDegradeRule(trace.rule);
  if (!parsed.ok)
    out.push({ row: -1, field: 'rule', expected: 'a valid rule', actual: parsed.issues.map((i) => i.message) });
  const rule = parsed.ok ? parsed.value : (trace.rule as unknown as DegradeRule);
  const sim = new DegradeSim([rule], trace.startMs ?? 0);

  const cb = sim.breakers[0];
  const derived: Record<string, unknown> = { ruleLoaded: sim.ruleLoaded, circuitBreaker: cb?.className ?? 'none' };
  if (cb !== undefined) {
    derived.recoveryTimeoutMs = cb.recoveryTimeoutMs;
    derived.statBuckets = cb.stat.sampleCount;
    derived.statBucketLengthMs = cb.stat.windowLengthInMs;
  }
  compareRow(-1, trace.derived, derived, NO_DOUBLES, 'derived.', out);

  const events = trace.events as unknown as DegradeEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const d = sim.arrive(e.t, e.acquire, e.prioritized, e.rtMs, e.error);
    compareRow(i, trace.expect[i], { pass: d.pass, state: BREAKER_STATE_NAMES[sim.stateOf(0)] }, NO_DOUBLES, '', out);
  }
  return out;
};
