/**
 * The two system-rule presets: they parse, and the slot-chain run does what their hints promise, read from
 * the engine's own result — BBR blocks only while the load is above highestSystemLoad; the system qps caps
 * the inbound total of two resources that no flow rule would stop alone.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { Reason, Slot, type ChainResult } from '../../src/engine/sim/chain-result';
import type { LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { scenarioPreset } from '../../src/ui/lib/breaker-presets';

function parsed(id: string, edit: (s: Scenario) => Scenario = (s) => s): Scenario {
  const r = parseScenario(edit(scenarioPreset(id)!.build(defaultScenario())));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function chainRun(s: Scenario): { lim: LimiterResult; chain: ChainResult; tickMs: number } {
  const result = simulate(s, { sentinel: false, guava: false, chain: true });
  const lim = result.limiters.find((l) => l.id === 'chain:0')!;
  expect(lim.requests.truncated).toBe(false);
  return { lim, chain: lim.chain!, tickMs: result.tickMs };
}

/** Indexes of the logged requests SystemSlot stopped. */
function stoppedBySystem(chain: ChainResult): number[] {
  const out: number[] = [];
  chain.log.stoppedBy.forEach((slot, i) => {
    if (slot === Slot.System) out.push(i);
  });
  return out;
}

describe('System load (BBR) preset', () => {
  const HIGH_FROM = 15_000;
  const HIGH_TO = 35_000;

  it('parses: 200 QPS inbound at 50 ms, highestSystemLoad 4, load 1 → 8 at 15 s → 1 at 35 s, the chain shown', () => {
    const s = parsed('system-load-bbr');
    expect(s.traffic).toMatchObject([{ qps: 200, rt: { type: 'fixed', ms: 50 }, entryType: 'IN' }]);
    expect(s.systemRules).toMatchObject([{ highestSystemLoad: 4, qps: -1, maxThread: -1, avgRt: -1 }]);
    expect(s.systemInputs.load).toEqual([
      { atMs: 0, value: 1 },
      { atMs: HIGH_FROM, value: 8 },
      { atMs: HIGH_TO, value: 1 },
    ]);
    expect(s.view.limiter).toEqual({ kind: 'chain', index: 0 });
    expect(s.rules[0].count).toBeGreaterThan(200); // the flow rule never blocks
  });

  it('SystemSlot blocks (limitType load, 8 > 4) only while the load is high, and a good share of requests then', () => {
    const { lim, chain } = chainRun(parsed('system-load-bbr'));
    const stopped = stoppedBySystem(chain);
    expect(stopped.length).toBeGreaterThan(0);
    // nothing else stops anything
    expect(chain.blockedBySlot.filter((_, slot) => slot !== Slot.System).every((n) => n === 0)).toBe(true);
    for (const i of stopped) {
      expect(chain.log.reason[i]).toBe(Reason.SystemLoad);
      expect(chain.log.value[i]).toBe(8);
      expect(chain.log.limit[i]).toBe(4);
      expect(lim.requests.tMs[i]).toBeGreaterThanOrEqual(HIGH_FROM);
      expect(lim.requests.tMs[i]).toBeLessThan(HIGH_TO);
    }
    let inWindow = 0;
    for (let i = 0; i < lim.requests.count; i++) {
      const t = lim.requests.tMs[i];
      if (t >= HIGH_FROM && t < HIGH_TO) inWindow++;
    }
    const share = stopped.length / inWindow;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.8);
  });

  it('the system track holds the sampled load and the merged threshold', () => {
    const { chain, tickMs } = chainRun(parsed('system-load-bbr'));
    const sys = chain.system!;
    expect(sys.limits.highestSystemLoad).toBe(4);
    expect([sys.limits.qps, sys.limits.maxThread, sys.limits.avgRt, sys.limits.highestCpuUsage]).toEqual([
      NaN,
      NaN,
      NaN,
      NaN,
    ]);
    const at = (ms: number) => sys.load[Math.floor(ms / tickMs)];
    expect([at(10_000), at(20_000), at(30_000), at(40_000)]).toEqual([1, 8, 8, 1]);
  });

  it('control: with the load never above highestSystemLoad, the same traffic is never blocked', () => {
    const calm = parsed('system-load-bbr', (s) => ({ ...s, systemInputs: { load: [{ atMs: 0, value: 1 }], cpu: [] } }));
    expect(chainRun(calm).chain.blockedBySlot[Slot.System]).toBe(0);
  });
});

describe('System qps preset', () => {
  it('parses: orders and payments at 40 QPS each, both IN, a system rule qps 50', () => {
    const s = parsed('system-qps');
    expect(s.traffic).toMatchObject([
      { qps: 40, resource: 'orders', entryType: 'IN' },
      { qps: 40, resource: 'payments', entryType: 'IN' },
    ]);
    expect(s.systemRules).toMatchObject([{ qps: 50, highestSystemLoad: -1 }]);
  });

  it('caps the inbound total of both resources: every second passes at most qps 50, the rest (30 of 80) is stopped', () => {
    const s = parsed('system-qps');
    const { lim, chain } = chainRun(s);
    const stopped = stoppedBySystem(chain);
    expect(chain.blockedBySlot.filter((_, slot) => slot !== Slot.System).every((n) => n === 0)).toBe(true);
    for (const i of stopped) {
      expect(chain.log.reason[i]).toBe(Reason.SystemQps);
      expect(chain.log.limit[i]).toBe(50);
    }
    const seconds = s.durationMs / 1000;
    const passed = new Array<number>(seconds).fill(0);
    for (let i = 0; i < lim.requests.count; i++) {
      if (chain.log.stoppedBy[i] !== Slot.System) passed[Math.floor(lim.requests.tMs[i] / 1000)]++;
    }
    // passQps + 1 > qps blocks, and a whole second is the 2 × 500 ms window: never more than 50 pass in it
    for (const n of passed) {
      expect(n).toBeLessThanOrEqual(50);
      expect(n).toBeGreaterThanOrEqual(48);
    }
    const share = stopped.length / lim.requests.count;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.45);
    // both resources are stopped: the limit is their sum, not each one's
    const byResource = new Map<string, number>();
    for (const i of stopped) {
      const name = chain.resources[chain.log.resource[i]];
      byResource.set(name, (byResource.get(name) ?? 0) + 1);
    }
    expect(byResource.get('orders')).toBeGreaterThan(0);
    expect(byResource.get('payments')).toBeGreaterThan(0);
  });

  it('each flow rule alone admits all of its resource', () => {
    const result = simulate(parsed('system-qps'), { sentinel: true, guava: false, chain: false });
    const alone = result.limiters.filter((l) => l.id.startsWith('sentinel:'));
    expect(alone).toHaveLength(2);
    for (const l of alone) expect(l.summary.blocked).toBe(0);
  });

  it('outbound entries (entryType OUT) are never checked by the system rule', () => {
    const out = parsed('system-qps', (s) => ({
      ...s,
      traffic: s.traffic.map((src) => ({ ...src, entryType: 'OUT' as const })),
    }));
    expect(chainRun(out).chain.blockedBySlot[Slot.System]).toBe(0);
  });
});
