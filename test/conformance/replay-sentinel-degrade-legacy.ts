/**
 * Replays `sentinel-degrade-legacy` traces (Sentinel 1.7.2's `DegradeRule.passCheck`, cut flag + reset task)
 * through the engine's own event loop (src/engine/sentinel/degrade-legacy/legacy-degrade-sim.ts): the rule
 * goes through the app's 1.7.2 rule parser, one `arrive` per event, and the row `{pass, state: {cut}}` is
 * read right after it. `derived` (the ClusterNode's windows, the RT cap, the reset delay) is checked against
 * the engine as row -1; `entryType` and `slots` describe the harness and are compared with the chain the
 * simulator models.
 */
import {
  parseLegacyDegradeRule,
  type LegacyDegradeRule,
} from '../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';
import { LegacyDegradeSim } from '../../src/engine/sentinel/degrade-legacy/legacy-degrade-sim';
import type { LeapArray } from '../../src/engine/sentinel/leap-array';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

interface LegacyEvent {
  t: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

/** The slot chain and entry type the simulator models (legacy-degrade-sim.ts header). */
const MODELED_SLOTS = ['NodeSelectorSlot', 'ClusterBuilderSlot', 'StatisticSlot', 'DegradeSlot'];
const MODELED_ENTRY_TYPE = 'OUT';
const NO_DOUBLES: ReadonlySet<string> = new Set();

function windowOf(a: LeapArray): Record<string, number> {
  return { sampleCount: a.sampleCount, intervalMs: a.intervalInMs, bucketLengthMs: a.windowLengthInMs };
}

export const replaySentinelDegradeLegacy: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  if (!trace.rule) return [{ row: -1, field: 'rule', expected: 'a degrade rule', actual: undefined }];
  const parsed = parseLegacyDegradeRule(trace.rule);
  if (!parsed.ok)
    out.push({ row: -1, field: 'rule', expected: 'a valid rule', actual: parsed.issues.map((i) => i.message) });
  const rule = parsed.ok ? parsed.value : (trace.rule as unknown as LegacyDegradeRule);
  const sim = new LegacyDegradeSim(rule, trace.startMs ?? 0);

  const derived: Record<string, unknown> = {
    ruleLoaded: sim.ruleLoaded,
    secondWindow: windowOf(sim.node.rollingCounterInSecond.data),
    minuteWindow: windowOf(sim.node.rollingCounterInMinute.data),
    statisticMaxRt: sim.statisticMaxRt,
    entryType: MODELED_ENTRY_TYPE,
    slots: MODELED_SLOTS,
  };
  if (sim.checker !== null) derived.resetDelayMs = sim.checker.resetDelayMs;
  compareRow(-1, trace.derived, derived, NO_DOUBLES, 'derived.', out);

  const events = trace.events as unknown as LegacyEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const d = sim.arrive(e.t, e.acquire, e.prioritized, e.rtMs, e.error);
    compareRow(i, trace.expect[i], { pass: d.pass, state: { cut: sim.cut } }, NO_DOUBLES, '', out);
  }
  return out;
};
