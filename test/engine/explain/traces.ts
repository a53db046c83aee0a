/**
 * The conformance traces, loaded for the explanation tests, and drivers that explain every event of a trace
 * (the way the replayers in test/conformance drive the engine): one explanation per event, next to the verdict
 * the trace recorded from the real Java code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGuavaLimiter, type GuavaLimiterConfig } from '../../../src/engine/guava';
import { toLong } from '../../../src/engine/java';
import { ChainSim, type ChainDegradeRule, type ChainRequest } from '../../../src/engine/sentinel/chain/chain-sim';
import {
  parseLegacyDegradeRule,
  type LegacyDegradeRule,
} from '../../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';
import { parseDegradeRule, type DegradeRule } from '../../../src/engine/sentinel/degrade/degrade-rule';
import { DegradeSim } from '../../../src/engine/sentinel/degrade/degrade-sim';
import { SENTINEL_DEFAULT_COLD_FACTOR, type FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import type { SentinelVersion } from '../../../src/engine/sentinel/types';
import { ChainExplainer, DegradeExplainer, FlowExplainer, type Explanation } from '../../../src/engine/explain';
import { guavaSteps } from '../../../src/engine/explain/guava';
import type { Trace } from '../../conformance/trace';
import { traceDir } from '../../conformance/corpus';
import { phrase } from '../../../src/engine/phrase';
import { flowParts } from '../../../src/engine/limiters/engines';

export function loadTraces(family: string): Trace[] {
  const dir = traceDir(family);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);
}

interface SentinelEvent {
  t: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
}

/** One event: what the trace says Java did, and how the engine explained it. */
export interface Explained {
  row: number;
  /** recorded verdict: pass and the exact wait in ms (waitNs / 1e6 in nanosecond mode; 0 when blocked) */
  expected: { pass: boolean; waitMs: number };
  explanation: Explanation;
  /** the trace's own expect row */
  expect: Record<string, unknown>;
}

function flowExpected(e: Record<string, unknown>): { pass: boolean; waitMs: number } {
  const pass = e.pass === true;
  const waitNs = typeof e.waitNs === 'number' ? e.waitNs : 0;
  return { pass, waitMs: !pass ? 0 : waitNs > 0 ? waitNs / 1e6 : Number(e.waitMs) };
}

/** A sentinel-flow trace through FlowExplainer (the rule alone, as `sentinel:<i>` runs it). */
export function explainFlowTrace(trace: Trace): Explained[] {
  const rule = (trace.rule ?? null) as FlowRule | null;
  const version = (trace.sentinelVersion ?? '1.8.9') as SentinelVersion;
  const sim = new FlowSim(rule, version, SENTINEL_DEFAULT_COLD_FACTOR, trace.startMs ?? 0);
  const ex = new FlowExplainer(sim, 'trace', sim.ruleLoaded ? null : phrase('summary.rule.invalid'), flowParts.steps);
  const events = trace.events as unknown as SentinelEvent[];
  return events.map((e, row) => ({
    row,
    expected: flowExpected(trace.expect[row]),
    explanation: ex.arrive(row, e.t, e.acquire, e.prioritized, e.rtMs, e.error)!,
    expect: trace.expect[row],
  }));
}

function chainRequest(resource: string, e: SentinelEvent): ChainRequest {
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

/** A sentinel-flow, sentinel-degrade or (1.7.2) sentinel-degrade-legacy trace through the slot chain, every arrival explained. */
export function explainTraceThroughChain(trace: Trace, kind: 'flow' | 'degrade' | 'legacy'): Explained[] {
  let flowRules: FlowRule[] = [];
  let degradeRules: ChainDegradeRule[] = [];
  let resource: string;
  if (kind === 'legacy') {
    const parsed = parseLegacyDegradeRule(trace.rule);
    const rule = parsed.ok ? parsed.value : (trace.rule as unknown as LegacyDegradeRule);
    degradeRules = [rule as unknown as ChainDegradeRule];
    resource = rule.resource;
  } else if (kind === 'flow') {
    const rule = (trace.rule ?? null) as FlowRule | null;
    flowRules = rule === null ? [] : [rule];
    resource = rule?.resource ?? 'demo';
  } else {
    const parsed = parseDegradeRule(trace.rule);
    const rule = parsed.ok ? parsed.value : (trace.rule as unknown as DegradeRule);
    degradeRules = [rule];
    resource = rule.resource;
  }
  const sim = new ChainSim({
    version: (trace.sentinelVersion ?? '1.8.9') as SentinelVersion,
    coldFactor: SENTINEL_DEFAULT_COLD_FACTOR,
    startMs: trace.startMs ?? 0,
    flowRules,
    degradeRules,
    authorityRules: [],
    systemRules: [],
  });
  const ex = new ChainExplainer(sim, flowParts.steps, 'chain:0');
  ex.watch(() => true);
  const events = trace.events as unknown as SentinelEvent[];
  // the legacy harness entered a named context (replay-chain.ts does the same)
  const context = kind === 'legacy' ? 'sim-context' : 'sentinel_default_context';
  events.forEach((e) => ex.arrive(e.t, { ...chainRequest(resource, e), context }));
  ex.settle();
  return events.map((_, row) => {
    const expect = trace.expect[row];
    const expected = kind === 'flow' ? flowExpected(expect) : { pass: expect.pass === true, waitMs: 0 };
    return { row, expected, explanation: ex.explained.get(row)!, expect };
  });
}

/** A sentinel-degrade trace through DegradeExplainer (the breakers alone, as the trace drove them). */
export function explainDegradeTrace(trace: Trace): Explained[] {
  const parsed = parseDegradeRule(trace.rule);
  const rule = parsed.ok ? parsed.value : (trace.rule as unknown as DegradeRule);
  const ex = new DegradeExplainer(new DegradeSim([rule], trace.startMs ?? 0), 'trace');
  const events = trace.events as unknown as SentinelEvent[];
  return events.map((e, row) => ({
    row,
    expected: { pass: trace.expect[row].pass === true, waitMs: 0 },
    explanation: ex.arrive(row, e.t, e.rtMs, e.error)!,
    expect: trace.expect[row],
  }));
}

function guavaConfig(limiter: Record<string, unknown>): GuavaLimiterConfig {
  const permitsPerSecond = Number(limiter.permitsPerSecond);
  if (limiter.type === 'bursty') {
    return { type: 'bursty', permitsPerSecond, maxBurstSeconds: Number(limiter.maxBurstSeconds ?? 1.0) };
  }
  const warmupPeriodMicros = toLong(Number(limiter.warmupPeriodMs) * 1000);
  return { type: 'warmingUp', permitsPerSecond, warmupPeriodMicros, coldFactor: Number(limiter.coldFactor ?? 3.0) };
}

/** A guava trace: every acquire / tryAcquire explained from the reservation record (setRate rows skipped). */
export function explainGuavaTrace(trace: Trace): Explained[] {
  const lim = createGuavaLimiter(guavaConfig(trace.limiter!), 0);
  lim.recording = true;
  const out: Explained[] = [];
  trace.events.forEach((e, row) => {
    const now = Number(e.tUs);
    if (e.op === 'setRate') {
      lim.setRate(Number(e.permitsPerSecond), now);
      return;
    }
    const granted =
      e.op === 'acquire'
        ? (lim.acquire(Number(e.permits), now), true)
        : lim.tryAcquire(Number(e.permits), Number(e.timeoutUs), now);
    const r = lim.lastReservation;
    const expect = trace.expect[row];
    out.push({
      row,
      expected: { pass: expect.acquired === true, waitMs: Number(expect.waitUs) / 1000 },
      explanation: {
        limiterId: 'trace',
        requestIndex: row,
        tMs: now / 1000,
        className: lim.kind,
        verdict: { pass: granted, waitMs: granted ? r.waitMicros / 1000 : 0 },
        steps: guavaSteps(lim, r),
      },
      expect,
    });
  });
  return out;
}
