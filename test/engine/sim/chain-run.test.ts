/**
 * The slot-chain run through `simulate` (`chain:0`, chain-runner.ts): breaker tracks against the Java
 * state machine (AbstractCircuitBreaker / ResponseTimeCircuitBreaker, Sentinel 1.8.9), the chain's own
 * columns against its LimiterTrack, rule-alone runs against the chain, and slicing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/engine/scenario';
import { BreakerState } from '../../../src/engine/sentinel/degrade/circuit-breaker';
import { NOT_STOPPED, Reason, Slot } from '../../../src/engine/sim/chain-result';
import { Outcome, type LimiterResult, type SimResult } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate, startSimulation } from '../../../src/engine/sim/simulate';
import { busyScenarioArb } from './arbitraries';
import { differingArrays, fingerprint, qpsRule, scenarioOf } from './helpers';

const { CLOSED, OPEN, HALF_OPEN } = BreakerState;

function chainOf(r: SimResult): LimiterResult & { chain: NonNullable<LimiterResult['chain']> } {
  const l = r.limiters.find((x) => x.id === 'chain:0');
  if (l === undefined || l.chain === undefined) throw new Error('no chain:0 in the result');
  return l as LimiterResult & { chain: NonNullable<LimiterResult['chain']> };
}
const limiter = (r: SimResult, id: string) => {
  const l = r.limiters.find((x) => x.id === id);
  if (l === undefined) throw new Error(`no ${id}`);
  return l;
};
const sum = (a: ArrayLike<number>) => Array.from(a).reduce((s, x) => s + x, 0);

describe('a slow-down incident against a slow-ratio breaker', () => {
  // 50 requests/s at 0, 20, 40, … ms, each running 10 ms, but 300 ms for arrivals in [20 s, 40 s). The breaker:
  // slow = RT > 100 ms, opens when > 50 % of ≥ 5 completions in its 1 s bucket are slow, stays OPEN 5 s.
  const scenario = scenarioOf({
    durationMs: 60_000,
    degradeRules: [
      {
        resource: 'demo',
        grade: 0,
        count: 100,
        slowRatioThreshold: 0.5,
        minRequestAmount: 5,
        statIntervalMs: 1000,
        timeWindow: 5,
      },
    ],
    traffic: [{ type: 'constant', qps: 50, rt: { type: 'fixed', ms: 10 } }],
    incidents: [{ startMs: 20_000, endMs: 40_000, rt: { type: 'fixed', ms: 300 } }],
  });
  const r = simulate(scenario, ALL_FAMILIES);
  const chain = chainOf(r);
  const b = chain.chain.breakers[0];
  const t = b.transitions;
  const rows = Array.from({ length: t.count }, (_, i) => [t.tMs[i], t.from[i], t.to[i]]);

  it('is the only limiter (no flow rule, no Guava config)', () => {
    expect(r.limiters.map((l) => l.id)).toEqual(['chain:0']);
    expect(chain.summary.requests).toBe(3000);
  });

  it('CLOSED → OPEN after 20 s, OPEN → HALF_OPEN every timeWindow, back to OPEN while slow, CLOSED after 40 s', () => {
    // ResponseTimeCircuitBreaker: the first slow completions come at 20 300, 20 320, … (arrival + 300); the 5th
    // (20 380) gives 5 slow of 5 in the bucket [20 000, 21 000) → OPEN, nextRetryTimestamp + 5000. The first
    // arrival at or after it is the probe (fromOpenToHalfOpen); a slow probe re-opens the breaker when it
    // completes 300 ms later (HALF_OPEN: rt > maxAllowedRt → fromHalfOpenToOpen, new deadline); the first probe
    // arriving after 40 s runs 10 ms and closes it (fromHalfOpenToClose).
    expect(rows).toEqual([
      [20_380, CLOSED, OPEN],
      [25_380, OPEN, HALF_OPEN],
      [25_680, HALF_OPEN, OPEN],
      [30_680, OPEN, HALF_OPEN],
      [30_980, HALF_OPEN, OPEN],
      [35_980, OPEN, HALF_OPEN],
      [36_280, HALF_OPEN, OPEN],
      [41_280, OPEN, HALF_OPEN],
      [41_290, HALF_OPEN, CLOSED],
    ]);
    // each probe is one request: the one that opened the half-open state is the one whose completion decided
    for (let i = 1; i < t.count; i += 2) expect(t.requestIndex[i + 1]).toBe(t.requestIndex[i]);
    expect(t.requestIndex[1]).toBe(25_380 / 20);
    // a re-opening probe reports 1.0 (fromHalfOpenToOpen(1.0d)); the first opening 5 slow / 5
    expect([t.value[0], t.value[2]]).toEqual([1, 1]);
  });

  it('the state track follows the transitions', () => {
    const stateAt = (ms: number) => b.state[Math.floor(ms / r.tickMs)];
    expect([stateAt(10_000), stateAt(22_000), stateAt(27_000), stateAt(39_000), stateAt(45_000)]).toEqual([
      CLOSED,
      OPEN,
      OPEN,
      OPEN,
      CLOSED,
    ]);
  });

  it('blockedBySlot sums to the summary’s blocked; every block is DegradeSlot’s', () => {
    // OPEN 20 380–25 380, 25 680–30 680, 30 980–35 980, 36 280–41 280: 250 arrivals each (the arrival at the
    // opening ms comes after the completion that opened it); HALF_OPEN 14 arrivals in each 300 ms probe window
    // of the incident (the probe itself passes).
    const bySlot = chain.chain.blockedBySlot;
    expect(sum(bySlot)).toBe(chain.summary.blocked);
    expect(bySlot[Slot.Degrade]).toBe(chain.summary.blocked);
    expect(chain.summary.blocked).toBe(4 * 250 + 3 * 14);
    expect(chain.summary.passed).toBe(3000 - 1042);
  });

  it('the chain log rows agree with the request log and the summary', () => {
    const log = chain.chain.log;
    const req = chain.requests;
    expect(req.truncated).toBe(false);
    let blocked = 0;
    let open = 0;
    let halfOpen = 0;
    const disagree: number[] = [];
    const probes: number[] = [];
    for (let i = 0; i < req.count; i++) {
      const stopped = log.stoppedBy[i] !== NOT_STOPPED;
      const ok = stopped
        ? req.outcome[i] === Outcome.Blocked && log.stoppedBy[i] === Slot.Degrade && log.rule[i] === 0
        : req.outcome[i] !== Outcome.Blocked && log.rule[i] === -1;
      if (!ok) disagree.push(i);
      if (stopped) blocked++;
      if (log.reason[i] === Reason.DegradeOpen) open++;
      else if (log.reason[i] === Reason.DegradeHalfOpen) halfOpen++;
      if (log.probe[i] === 1) probes.push(req.tMs[i]);
    }
    expect(disagree).toEqual([]);
    expect(blocked).toBe(chain.summary.blocked);
    expect([open, halfOpen]).toEqual([1000, 42]);
    expect(probes).toEqual([25_380, 30_680, 35_980, 41_280]);
  });

  it('the one resource’s per-tick passed / blocked are the series', () => {
    expect(chain.chain.resources).toEqual(['demo']);
    const per = chain.chain.perResource[0];
    expect(Array.from(per.passed)).toEqual(Array.from(chain.series.passed));
    expect(Array.from(per.blocked)).toEqual(Array.from(chain.series.blocked));
  });
});

describe('several resources: the chain against the rules alone', () => {
  // 'a': QPS reject count 10. 'b': pacing 20/s, queue ≤ 200 ms (its traffic stops at 4 s, so every wait ends
  // inside the run). 'c': no rule, OUT entries. Nothing else applies to 'a' or 'b'.
  const scenario = scenarioOf({
    durationMs: 5000,
    rules: [
      qpsRule({ resource: 'a', count: 10 }),
      qpsRule({ resource: 'b', controlBehavior: 2, count: 20, maxQueueingTimeMs: 200 }),
    ],
    traffic: [
      { type: 'constant', qps: 30, resource: 'a' },
      { type: 'poisson', qps: 40, resource: 'b', origin: 'appB', context: 'web', endMs: 4000, acquire: 2 },
      { type: 'constant', qps: 7, resource: 'c', entryType: 'OUT' },
    ],
  });
  const r = simulate(scenario, ALL_FAMILIES);
  const chain = chainOf(r);
  const { resources, log, perResource } = chain.chain;

  it('each sentinel:<i> sees exactly the requests of its rule’s resource, and decides them like the chain', () => {
    // simulate.ts: a rule alone runs on `requestsOf(arrivals, identities, rule.resource)`. In the chain each of
    // these requests meets only its resource's single flow rule, so the verdicts are the same.
    const req = chain.requests;
    expect(req.truncated).toBe(false);
    for (const [i, name] of ['a', 'b'].entries()) {
      const alone = limiter(r, `sentinel:${i}`);
      const id = resources.indexOf(name);
      const mine = Array.from({ length: req.count }, (_, k) => k).filter((k) => log.resource[k] === id);
      expect(mine.length).toBeGreaterThan(0);
      expect(alone.summary.requests).toBe(mine.length);
      expect(Array.from(alone.requests.tMs.subarray(0, alone.requests.count))).toEqual(mine.map((k) => req.tMs[k]));
      expect(Array.from(alone.requests.outcome.subarray(0, alone.requests.count))).toEqual(
        mine.map((k) => req.outcome[k]),
      );
      expect(Array.from(alone.requests.waitMs.subarray(0, alone.requests.count))).toEqual(
        mine.map((k) => req.waitMs[k]),
      );
      expect(alone.summary.blocked).toBeGreaterThan(0);
    }
    expect(chain.summary.requests).toBe(
      limiter(r, 'sentinel:0').summary.requests + limiter(r, 'sentinel:1').summary.requests + 35,
    );
  });

  it('per-resource passed / blocked add up to the series, tick by tick', () => {
    expect([...resources].sort()).toEqual(['a', 'b', 'c']);
    for (let k = 0; k < r.ticks; k++) {
      expect(sum(perResource.map((p) => p.passed[k]))).toBe(chain.series.passed[k]);
      expect(sum(perResource.map((p) => p.blocked[k]))).toBe(chain.series.blocked[k]);
    }
    const c = perResource[resources.indexOf('c')];
    expect([sum(c.passed), sum(c.blocked)]).toEqual([35, 0]);
    // acquire-counts: 'b' asks 2 permits per request
    const b = perResource[resources.indexOf('b')];
    const alone = limiter(r, 'sentinel:1').summary;
    expect([sum(b.passed), sum(b.blocked)]).toEqual([alone.permitsPassed, alone.permitsBlocked]);
  });
});

describe('a request whose flow wait ends after the last tick', () => {
  it('still gets its verdict: the chain records every request, like the rule alone', () => {
    // 20 requests/s against pacing 10/s with a 1 s queue: from about 1 s on, admitted requests wait up to
    // 1000 ms, so those arriving late in the 2 s run are admitted by ThrottlingController.canPass at their
    // arrival (wait ≤ maxQueueingTimeMs) with a pass time after the run's end. In Sentinel nothing can block
    // them any more (no later flow rule, no breaker), and `sentinel:0` records them as waited. The chain keeps
    // them parked and `ChainRunner.finish` never drains past the last tick, so their verdicts never reach the
    // LimiterTrack: they are missing from the summary and their log rows stay zero (tMs 0, outcome Passed).
    const s = scenarioOf({
      durationMs: 2000,
      rules: [qpsRule({ controlBehavior: 2, count: 10, maxQueueingTimeMs: 1000 })],
      traffic: [{ type: 'constant', qps: 20 }],
    });
    const r = simulate(s, ALL_FAMILIES);
    const alone = limiter(r, 'sentinel:0');
    const chain = chainOf(r);
    expect(alone.summary.requests).toBe(40);
    expect(chain.summary).toEqual(alone.summary);
    expect(Array.from(chain.requests.tMs)).toEqual(Array.from(alone.requests.tMs));
    expect(Array.from(chain.requests.outcome)).toEqual(Array.from(alone.requests.outcome));
  });
});

/** Every rule kind, several resources, origins and contexts, waits, borrows, breakers, system limits. */
const rich: Scenario = scenarioOf({
  durationMs: 8000,
  rules: [
    qpsRule({ count: 20, limitApp: 'appA' }),
    qpsRule({ controlBehavior: 2, count: 30, maxQueueingTimeMs: 300 }),
    qpsRule({ resource: 'inv', strategy: 1, refResource: 'demo', count: 25 }),
    qpsRule({ resource: 'inv', strategy: 2, refResource: 'checkout', count: 8 }),
    qpsRule({ count: 15, limitApp: 'other' }),
  ],
  degradeRules: [
    { resource: 'demo', grade: 0, count: 400, slowRatioThreshold: 0.3, minRequestAmount: 5, timeWindow: 1 },
    { resource: 'inv', grade: 1, count: 0.3, minRequestAmount: 5, timeWindow: 2 },
  ],
  authorityRules: [{ resource: 'inv', limitApp: 'bad', strategy: 1 }],
  systemRules: [{ qps: 45, highestSystemLoad: 2 }],
  systemInputs: { load: [{ atMs: 6000, value: 4 }], cpu: [] },
  traffic: [
    {
      type: 'poisson',
      qps: 40,
      origin: 'appA',
      context: 'web',
      prioritized: 0.4,
      rt: { type: 'exponential', meanMs: 60 },
    },
    { type: 'poisson', qps: 30, origin: 'appB', context: 'web', rt: { type: 'fixed', ms: 20 } },
    { type: 'poisson', qps: 30, resource: 'inv', context: 'checkout', errorRate: 0.2 },
    { type: 'poisson', qps: 10, resource: 'inv', origin: 'bad', context: 'web', entryType: 'OUT' },
  ],
  injections: [{ atMs: 2000, count: 60, spreadMs: 0, prioritized: true }],
  incidents: [{ startMs: 3000, endMs: 5000, rt: { type: 'fixed', ms: 400 } }],
});

describe('slicing', () => {
  const whole = simulate(rich, ALL_FAMILIES);
  const wholePrint = fingerprint(whole);

  it('the rich scenario exercises every slot', () => {
    const chain = chainOf(whole);
    const bySlot = chain.chain.blockedBySlot;
    for (const slot of [Slot.Authority, Slot.System, Slot.Flow, Slot.Degrade]) expect(bySlot[slot]).toBeGreaterThan(0);
    expect(Array.from(chain.chain.log.reason).filter((x) => x === Reason.PriorityWait).length).toBeGreaterThan(0);
    expect(chain.summary.waited).toBeGreaterThan(0);
  });

  it.each([1, 3, 17, 250, 4096])('advancing %i requests at a time gives the one-shot result, bit for bit', (k) => {
    const run = startSimulation(rich, ALL_FAMILIES);
    while (!run.done) run.advance(k);
    const sliced = fingerprint(run.result());
    expect(sliced.rest).toBe(wholePrint.rest);
    expect(differingArrays(wholePrint, sliced)).toEqual([]);
  });
});

describe('one flow rule on one resource: the chain decides like sentinel:0', () => {
  it('every request, wait and total is the same (busy random scenarios)', () => {
    // With a single flow rule and no degrade / authority / system rule, the chain is AuthoritySlot (nothing),
    // SystemSlot (nothing), FlowSlot (the rule), DegradeSlot (nothing): the same controller on the same
    // ClusterNode as the rule alone, so Sentinel gives the same verdicts. (Per-tick wait percentiles and the
    // controller-state samples are not compared: the chain books a wait in the tick its verdict comes in.)
    fc.assert(
      fc.property(busyScenarioArb, (busy) => {
        const s: Scenario = {
          ...busy,
          rules: [busy.rules[0]],
          guava: [],
          degradeRules: [],
          authorityRules: [],
          systemRules: [],
        };
        const r = simulate(s, { sentinel: true, guava: false, chain: true });
        const alone = limiter(r, 'sentinel:0');
        const chain = chainOf(r);
        expect(chain.summary).toEqual(alone.summary);
        for (const col of ['tMs', 'acquire', 'outcome', 'waitMs'] as const) {
          expect(Array.from(chain.requests[col])).toEqual(Array.from(alone.requests[col]));
        }
        for (const col of ['passed', 'blocked', 'waited', 'queued'] as const) {
          expect(Array.from(chain.series[col])).toEqual(Array.from(alone.series[col]));
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
