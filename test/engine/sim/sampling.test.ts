/**
 * Sampling the series never changes the simulation: every decision equals a plain loop over the same
 * arrivals with no sampling at all, whatever the tick size. The hazard is real — Sentinel's own reads
 * create buckets, and a created bucket is where borrowed quota lands (conformance README behaviour 6) —
 * so one test shows a Sentinel-style read in between changing a decision, and the simulator not doing so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTraffic } from '../../../src/engine/traffic';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import { Outcome, type SimResult } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import { busyScenarioArb } from './arbitraries';
import { differingArrays, fingerprint, qpsRule, referenceDecisions, scenarioOf } from './helpers';
import type { Scenario } from '../../../src/engine/scenario';

function decisionsOf(r: SimResult) {
  return r.limiters.map((l) => {
    const log = l.requests;
    expect(log.truncated).toBe(false);
    const pass = new Uint8Array(log.count);
    for (let i = 0; i < log.count; i++) pass[i] = log.outcome[i] === Outcome.Blocked ? 0 : 1;
    return { pass, waitMs: log.waitMs.slice(0, log.count) };
  });
}

function trafficOf(s: Scenario) {
  return generateTraffic({ traffic: s.traffic, injections: s.injections, durationMs: s.durationMs, seed: s.seed });
}

/**
 * The scenario with every rule on the first rule's resource: each rule alone sees the requests entering its
 * resource, and the arbitrary's traffic enters the main one, so the reference loop (all requests) applies.
 */
function oneResource(s: Scenario): Scenario {
  const resource = s.rules[0]?.resource ?? 'demo';
  return { ...s, rules: s.rules.map((r) => ({ ...r, resource })) };
}

describe('sampling is side-effect free', () => {
  it('every decision equals a loop with no sampling (busy random scenarios)', () => {
    fc.assert(
      fc.property(busyScenarioArb.map(oneResource), (s) => {
        const got = decisionsOf(simulate(s));
        const want = referenceDecisions(s, trafficOf(s));
        expect(got.length).toBe(want.length);
        got.forEach((g, k) => {
          expect(Buffer.from(g.pass).equals(Buffer.from(want[k].pass))).toBe(true);
          expect(Buffer.from(g.waitMs.buffer).equals(Buffer.from(want[k].waitMs.buffer))).toBe(true);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('the tick size changes the series, never a request', () => {
    fc.assert(
      fc.property(busyScenarioArb, (s) => {
        const fine = simulate({ ...s, view: { ...s.view, tickMs: 1 } });
        const coarse = simulate({ ...s, view: { ...s.view, tickMs: 1000 } });
        fine.limiters.forEach((l, k) => {
          const logOnly = (r: SimResult) =>
            fingerprint({ ...r, limiters: [{ ...r.limiters[k], series: {} as never }] });
          expect(differingArrays(logOnly(fine), logOnly(coarse))).toEqual([]);
          expect(l.summary).toEqual(coarse.limiters[k].summary);
        });
      }),
      { numRuns: 15 },
    );
  });

  describe('borrowed quota that nothing touches is lost — also when the charts sample in between', () => {
    // count 5: five passes at 700 ms fill the window; five prioritized requests at 1300 borrow the bucket
    // [1500, 2000) and run 1000 ms, so nothing touches the node in that bucket; at 2100 the window is
    // [1500, 2500): Sentinel lost the borrowed 5, so five new requests pass and the sixth is blocked.
    const base = { rt: { type: 'fixed', ms: 0 } };
    const s = scenarioOf({
      durationMs: 3000,
      startMs: 1_700_000_000_000,
      rules: [qpsRule({ count: 5 })],
      traffic: [
        { type: 'replay', timesMs: [700, 701, 702, 703, 704, 2100, 2101, 2102, 2103, 2104, 2105], ...base },
        { type: 'replay', timesMs: [1300, 1300, 1300, 1300, 1300], prioritized: true, rt: { type: 'fixed', ms: 1000 } },
      ],
      view: { tickMs: 10 },
    });
    const a = trafficOf(s);

    it('the simulator: five pass at 2100 ms, the sixth is blocked', () => {
      const log = simulate(s).limiters[0].requests;
      expect(Array.from(log.outcome)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2]);
      expect(log.waitMs[5]).toBe(200);
    });

    it('a loop that read the state like Sentinel every 10 ms would have blocked all six', () => {
      const sim = new FlowSim(s.rules[0], '1.8.9', 3, s.startMs);
      const outcomes: boolean[] = [];
      for (let i = 0; i < a.count; i++) {
        const t = s.startMs + a.tUs[i] / 1000;
        for (let tick = s.startMs; tick < t; tick += 10) {
          sim.drainUntil(Math.max(tick, sim.clock.nowMs));
          sim.readState();
        }
        outcomes.push(sim.arrive(t, 1, a.prioritized[i] === 1, a.rtMs[i], false).pass);
      }
      expect(outcomes.slice(10)).toEqual([false, false, false, false, false, false]);
    });
  });
});
