/**
 * The same `sentinel-flow`, `sentinel-degrade` and `sentinel-degrade-legacy` traces replayed through the slot chain
 * (src/engine/sentinel/chain/chain-sim.ts): one resource, no origin, the trace's single rule as the chain's only
 * rule (a legacy trace runs the chain as Sentinel 1.7.2, with an OUT entry as its harness does). The chain must
 * decide exactly like the single-rule loops — it is what the playground's "all rules" view runs — so its
 * mismatches are reported under `chain.` next to the family's own replayer's.
 */
import { BREAKER_STATE_NAMES } from '../../src/engine/sentinel/degrade/circuit-breaker';
import { parseDegradeRule, type DegradeRule } from '../../src/engine/sentinel/degrade/degrade-rule';
import { ChainSim, type ChainRequest } from '../../src/engine/sentinel/chain/chain-sim';
import {
  parseLegacyDegradeRule,
  type LegacyDegradeRule,
} from '../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';
import { SENTINEL_DEFAULT_COLD_FACTOR, type FlowRule } from '../../src/engine/sentinel/flow-rule';
import type { SentinelVersion } from '../../src/engine/sentinel/types';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

interface SentinelEvent {
  t: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

const ROW_DOUBLES: ReadonlySet<string> = new Set(['state.passQps', 'state.blockQps']);
const NO_DOUBLES: ReadonlySet<string> = new Set();

function request(resource: string, e: SentinelEvent): ChainRequest {
  return {
    resource,
    origin: '',
    context: 'sentinel_default_context',
    entryIn: false,
    acquire: e.acquire,
    prioritized: e.prioritized,
    rtMs: e.rtMs,
    error: e.error,
  };
}

function prefixed(out: Mismatch[]): Mismatch[] {
  return out.map((m) => ({ ...m, field: `chain.${m.field}` }));
}

export const replayFlowThroughChain: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const rule = (trace.rule ?? null) as FlowRule | null;
  const resource = rule?.resource ?? 'demo';
  const sim = new ChainSim({
    version: (trace.sentinelVersion ?? '1.8.9') as SentinelVersion,
    coldFactor: SENTINEL_DEFAULT_COLD_FACTOR,
    startMs: trace.startMs ?? 0,
    flowRules: rule === null ? [] : [rule],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
  });
  const nanos = trace.derived.useNanoSeconds === true;
  const events = trace.events as unknown as SentinelEvent[];
  const node = sim.clusterNode(resource);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    sim.arrive(e.t, request(resource, e));
    sim.drainUntil(e.t);
    const a = sim.arrival;
    const row: Record<string, unknown> = { pass: a.pass, waitMs: a.pass ? a.waitMs : 0 };
    if (nanos) row.waitNs = a.pass ? a.waitNs : 0;
    if (a.priorityWait) row.priorityWait = true;
    const state: Record<string, unknown> = {
      passQps: node.passQps(),
      blockQps: node.blockQps(),
      curThreadNum: node.curThreadNum(),
    };
    const c = sim.flowRulesOf(resource)[0]?.controller as unknown as Record<string, number> | undefined;
    if (c !== undefined && 'storedTokens' in c) {
      state.storedTokens = c.storedTokens;
      state.lastFilledTime = c.lastFilledTime;
    }
    if (c !== undefined && 'latestPassedTime' in c) state.latestPassedTime = c.latestPassedTime;
    row.state = state;
    compareRow(i, trace.expect[i], row, ROW_DOUBLES, '', out);
  }
  return prefixed(out);
};

export const replayDegradeThroughChain: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const parsed = parseDegradeRule(trace.rule);
  const rule = parsed.ok ? parsed.value : (trace.rule as unknown as DegradeRule);
  const sim = new ChainSim({
    version: '1.8.9',
    coldFactor: SENTINEL_DEFAULT_COLD_FACTOR,
    startMs: trace.startMs ?? 0,
    flowRules: [],
    degradeRules: [rule],
    authorityRules: [],
    systemRules: [],
  });
  const events = trace.events as unknown as SentinelEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    sim.arrive(e.t, request(rule.resource, e));
    sim.drainUntil(e.t);
    const state = BREAKER_STATE_NAMES[sim.breakers[0]?.cb.state ?? 0];
    compareRow(i, trace.expect[i], { pass: sim.arrival.pass, state }, NO_DOUBLES, '', out);
  }
  return prefixed(out);
};

export const replayLegacyDegradeThroughChain: Replayer = (trace: Trace): Mismatch[] => {
  const out: Mismatch[] = [];
  const parsed = parseLegacyDegradeRule(trace.rule);
  const rule = parsed.ok ? parsed.value : (trace.rule as unknown as LegacyDegradeRule);
  const sim = new ChainSim({
    version: '1.7.2',
    coldFactor: SENTINEL_DEFAULT_COLD_FACTOR,
    startMs: trace.startMs ?? 0,
    flowRules: [],
    degradeRules: [rule],
    authorityRules: [],
    systemRules: [],
  });
  const derived = trace.derived as Record<string, unknown>;
  if ((sim.legacyDegrade.length === 1) !== derived.ruleLoaded) {
    out.push({
      row: -1,
      field: 'derived.ruleLoaded',
      expected: derived.ruleLoaded,
      actual: sim.legacyDegrade.length === 1,
    });
  }
  const events = trace.events as unknown as SentinelEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    sim.arrive(e.t, { ...request(rule.resource, e), context: 'sim-context' });
    sim.drainUntil(e.t);
    const cut = sim.legacyDegrade[0]?.checker.cut ?? false;
    compareRow(i, trace.expect[i], { pass: sim.arrival.pass, state: { cut } }, NO_DOUBLES, '', out);
  }
  return prefixed(out);
};
