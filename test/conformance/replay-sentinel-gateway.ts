/**
 * Replays `sentinel-gateway` traces (conformance-next) through the engine's gateway event loop
 * (src/engine/sentinel/gateway/gateway-sim.ts): one GatewaySim per trace built from `rules` (the converter's
 * `paramItem.index` is stripped from the input and checked as an output), one `arrive` per event, then the state
 * of every converted rule of the event's resource. `derived` and the assigned indexes are checked as row -1.
 */
import { GATEWAY_DEFAULT_PARAM, GATEWAY_NOT_MATCH_PARAM, GatewaySim } from '../../src/engine/sentinel/gateway';
import type { GatewayFlowRuleJson, GatewayRequest } from '../../src/engine/sentinel/gateway';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const NO_DOUBLES: ReadonlySet<string> = new Set();

interface GatewayEvent {
  t: number;
  resource: string;
  resourceMode: number;
  acquire: number;
  rtMs: number;
  request: GatewayRequest;
}

export const replaySentinelGateway: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const written = ((trace as unknown as { rules?: GatewayFlowRuleJson[] }).rules ?? []) as GatewayFlowRuleJson[];
  const input = written.map((r) => (r.paramItem ? { ...r, paramItem: { ...r.paramItem, index: undefined } } : r));
  const sim = new GatewaySim(input);
  const m = sim.manager;

  const expectedConverted = (trace.derived.convertedRules ?? {}) as Record<string, unknown>;
  const convertedRules: Record<string, unknown> = {};
  // The trace lists the resources it was recorded for (those of its events); compare exactly those.
  for (const resource of Object.keys(expectedConverted)) {
    convertedRules[resource] = m.getConvertedParamRules(resource).map((r) => ({
      paramIdx: r.paramIdx,
      grade: r.grade,
      count: r.count,
      durationInSec: r.durationInSec,
      burstCount: r.burstCount,
      controlBehavior: r.controlBehavior,
      maxQueueingTimeMs: r.maxQueueingTimeMs,
      paramFlowItemList: r.paramFlowItemList,
    }));
  }
  const derived = {
    ruleLoaded: m.loaded,
    convertedRules,
    regexPatterns: m.regexAttempts,
    notMatchParam: GATEWAY_NOT_MATCH_PARAM,
    defaultParam: GATEWAY_DEFAULT_PARAM,
  };
  compareRow(-1, trace.derived, derived, NO_DOUBLES, 'derived.', out);
  written.forEach((r, i) => {
    const index = r.paramItem?.index;
    const actual = m.loaded[i] ? m.rules[i].paramItem?.index : undefined;
    if (index !== actual) out.push({ row: -1, field: `rules.${i}.paramItem.index`, expected: index, actual });
  });

  const events = trace.events as unknown as GatewayEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const d = sim.arrive(e.t, e.resource, e.resourceMode, e.request, e.acquire, e.rtMs);
    const row: Record<string, unknown> = { pass: d.pass, waitMs: d.waitMs, args: d.parsed.args };
    if (!d.pass) row.blockedBy = d.checks[d.blockedBy].paramIdx;
    row.state = { rules: sim.ruleStates(e.resource, d.parsed.args) };
    compareRow(i, trace.expect[i], row, NO_DOUBLES, '', out);
  }
  return out;
};
