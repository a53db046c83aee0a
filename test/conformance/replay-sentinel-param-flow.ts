/**
 * Replays `sentinel-param-flow` traces (conformance-next) through the engine's hot-parameter event loop
 * (src/engine/sentinel/param-flow/param-flow-sim.ts): one ParamFlowSim per trace built from `rule`, one `arrive`
 * per event, then the state of the values the event's arguments name. `derived` is checked as row -1.
 */
import { paramCacheCapacity, ParamFlowSim, THREAD_COUNT_MAX_CAPACITY } from '../../src/engine/sentinel/param-flow';
import type { JavaValue } from '../../src/engine/sentinel/param-flow';
import type { ParamFlowRuleJson } from '../../src/engine/sentinel/param-flow';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const NO_DOUBLES: ReadonlySet<string> = new Set();

interface ParamFlowEvent {
  t: number;
  args: JavaValue[] | null;
  acquire: number;
  rtMs: number;
}

export const replaySentinelParamFlow: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const json = (trace.rule ?? null) as ParamFlowRuleJson | null;
  const sim = new ParamFlowSim([json], (json?.resource as string | undefined) ?? undefined);
  const rule = sim.rules[0];

  const duration = rule?.durationInSec ?? json?.durationInSec ?? 1;
  const derived: Record<string, unknown> = {
    ruleLoaded: sim.problems[0] === null,
    checkPath: rule?.checkPath,
    tokenCacheCapacity: paramCacheCapacity(duration),
    timeCacheCapacity: paramCacheCapacity(duration),
    threadCountCapacity: THREAD_COUNT_MAX_CAPACITY,
    parsedHotItems: rule?.hotItems.list().map((h) => ({ value: h.value, count: h.count })),
  };
  const expectedDerived = trace.derived;
  for (const k of Object.keys(derived)) if (!(k in expectedDerived)) delete derived[k];
  compareRow(-1, expectedDerived, derived, NO_DOUBLES, 'derived.', out);

  const events = trace.events as unknown as ParamFlowEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const d = sim.arrive(e.t, e.args, e.acquire, e.rtMs);
    const state = { paramIdx: rule?.paramIdx ?? json?.paramIdx, values: sim.valueStates(e.args, rule) };
    compareRow(i, trace.expect[i], { pass: d.pass, waitMs: d.waitMs, state }, NO_DOUBLES, '', out);
  }
  return out;
};
