/** Shared helpers for the simulation tests: scenarios from JSON, reference loops, byte comparison. */
import { createGuavaLimiter } from '../../../src/engine/guava';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { resolveColdFactor, type FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import type { SimResult } from '../../../src/engine/sim/result';
import type { Arrivals } from '../../../src/engine/sim/simulate';

/** A valid scenario from partial JSON (defaults filled by parseScenario); throws on issues. */
export function scenarioOf(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, traffic: [], ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('\n'));
  return r.value;
}

export function qpsRule(over: Partial<FlowRule> = {}): FlowRule {
  return {
    resource: 'demo',
    limitApp: 'default',
    grade: 1,
    count: 10,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
    ...over,
  };
}

/** pass (1/0) and exact wait (ms) of every request, per limiter, from plain loops with no sampling at all. */
export function referenceDecisions(s: Scenario, a: Arrivals): { pass: Uint8Array; waitMs: Float64Array }[] {
  const out: { pass: Uint8Array; waitMs: Float64Array }[] = [];
  const coldFactor = resolveColdFactor(s.coldFactor).value;
  for (const rule of s.rules) {
    let sim: FlowSim;
    try {
      sim = new FlowSim(rule, s.sentinelVersion, coldFactor, s.startMs);
    } catch {
      sim = new FlowSim(null, s.sentinelVersion, coldFactor, s.startMs);
    }
    const pass = new Uint8Array(a.count);
    const waitMs = new Float64Array(a.count);
    for (let i = 0; i < a.count; i++) {
      const t = s.startMs + Math.floor(a.tUs[i] / 1000);
      const d = sim.arrive(t, a.acquire[i], a.prioritized[i] === 1, a.rtMs[i], a.error[i] === 1);
      pass[i] = d.pass ? 1 : 0;
      waitMs[i] = d.pass ? (d.waitNs > 0 ? d.waitNs / 1e6 : d.waitMs) : 0;
    }
    out.push({ pass, waitMs });
  }
  for (const g of s.guava) {
    const lim = createGuavaLimiter(
      g.type === 'bursty'
        ? { type: 'bursty', permitsPerSecond: g.permitsPerSecond, maxBurstSeconds: g.maxBurstSeconds }
        : {
            type: 'warmingUp',
            permitsPerSecond: g.permitsPerSecond,
            warmupPeriodMicros: g.warmupPeriodMs * 1000,
            coldFactor: g.coldFactor,
          },
      0,
    );
    const pass = new Uint8Array(a.count);
    const waitMs = new Float64Array(a.count);
    for (let i = 0; i < a.count; i++) {
      if (g.tryAcquireTimeoutMs === null) {
        pass[i] = 1;
        waitMs[i] = lim.acquire(a.acquire[i], a.tUs[i]) / 1000;
      } else {
        pass[i] = lim.tryAcquire(a.acquire[i], g.tryAcquireTimeoutMs * 1000, a.tUs[i]) ? 1 : 0;
        waitMs[i] = lim.lastWaitMicros / 1000;
      }
    }
    out.push({ pass, waitMs });
  }
  return out;
}

/** Every typed array of a result, by a path name, as bytes; plus everything else as JSON. */
export function fingerprint(r: SimResult): { arrays: Map<string, Uint8Array>; rest: string } {
  const arrays = new Map<string, Uint8Array>();
  const rest = JSON.stringify(r, (key, value: unknown) => {
    if (ArrayBuffer.isView(value)) {
      arrays.set(`${arrays.size}:${key}`, new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice());
      return `<${key}>`;
    }
    return value;
  });
  return { arrays, rest };
}

/** Nearest-rank percentile of `values` (sorted copy). */
export function nearestRank(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}

/** Names of the typed arrays whose bytes differ between two fingerprints (or that one of them lacks). */
export function differingArrays(a: ReturnType<typeof fingerprint>, b: ReturnType<typeof fingerprint>): string[] {
  const out: string[] = [];
  for (const k of new Set([...a.arrays.keys(), ...b.arrays.keys()])) {
    const x = a.arrays.get(k);
    const y = b.arrays.get(k);
    if (x === undefined || y === undefined || !Buffer.from(x).equals(Buffer.from(y))) out.push(k);
  }
  return out;
}
